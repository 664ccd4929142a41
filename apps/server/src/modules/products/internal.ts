// Shared helpers of the product create and edit: the account rules a payload must follow, the
// barcode and SKU conflict check, and the rows a payload becomes.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { PRODUCT_MESSAGES, type ProductCreate, type ProductEdit } from '@storekeep/domain/product';
import type { ProductTranslations } from '@storekeep/domain/store-translations';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { sanitizeDescription } from './description.ts';
import * as q from './queries.ts';

type Payload = ProductEdit & { createStock?: ProductCreate['createStock'] };

/** The account rules (variants allowed, SKU maintained) and the ids the payload names must hold. */
export async function checkPayload(
  tx: DbOrTx,
  session: SupplierSession,
  accountSettings: AccountSettings,
  p: Payload,
) {
  if (p.variants.length > 0 && !accountSettings.isAllowVariantProducts)
    throw invalid(PRODUCT_MESSAGES.variantsNotAllowed, { variants: PRODUCT_MESSAGES.variantsNotAllowed });
  if (accountSettings.isMaintainProductSku && p.variants.length === 0 && p.sku === null)
    throw invalid(PRODUCT_MESSAGES.skuRequired, { sku: PRODUCT_MESSAGES.skuRequired });
  if (p.categoryId !== null && !(await q.categoryExists(tx, session.supplierId, p.categoryId)))
    throw invalid(PRODUCT_MESSAGES.categoryNotFound, { categoryId: PRODUCT_MESSAGES.categoryNotFound });
  const outletIds = [
    ...new Set([
      ...p.outletWiseDeliveryList.map((o) => o.outletId),
      ...(p.createStock ?? []).map((s) => s.outletId),
    ]),
  ];
  if (
    outletIds.length > 0 &&
    (await q.countOwnOutlets(tx, session.supplierId, outletIds)) !== outletIds.length
  )
    throw invalid(PRODUCT_MESSAGES.outletNotFound, {
      outletWiseDeliveryList: PRODUCT_MESSAGES.outletNotFound,
    });
}

interface CodeField {
  field: string;
  kind: 'barcode' | 'sku';
  code: string;
}

function codeFields(p: Payload): CodeField[] {
  const fields: CodeField[] = [];
  if (p.barcode) fields.push({ field: 'barcode', kind: 'barcode', code: p.barcode });
  if (p.sku) fields.push({ field: 'sku', kind: 'sku', code: p.sku });
  p.variants.forEach((v, i) => {
    if (v.barcode) fields.push({ field: `variants.${i}.barcode`, kind: 'barcode', code: v.barcode });
    if (v.sku) fields.push({ field: `variants.${i}.sku`, kind: 'sku', code: v.sku });
  });
  return fields;
}

export function conflictError(field: CodeField, holder: { productId: number | null; productName: string }) {
  const message =
    field.kind === 'barcode'
      ? PRODUCT_MESSAGES.barcodeConflict(holder.productName)
      : PRODUCT_MESSAGES.skuConflict(holder.productName);
  return new AppError(409, 'conflict', message, {
    [field.field]: message,
    conflictProductId: holder.productId === null ? '' : String(holder.productId),
    conflictProductName: holder.productName,
  });
}

/** A barcode or SKU held by another active product (or twice in this payload) is refused, naming the holder. */
export async function checkCodes(tx: DbOrTx, session: SupplierSession, p: Payload, productId: number | null) {
  const fields = codeFields(p);
  const seen = new Map<string, CodeField>();
  for (const field of fields) {
    const key = `${field.kind}:${field.code}`;
    if (seen.has(key)) throw conflictError(field, { productId, productName: p.productName });
    seen.set(key, field);
  }
  const holders = await q.findCodeHolders(
    tx,
    session.supplierId,
    {
      barcodes: fields.filter((f) => f.kind === 'barcode').map((f) => f.code),
      skus: fields.filter((f) => f.kind === 'sku').map((f) => f.code),
    },
    productId,
  );
  for (const field of fields) {
    const holder = holders.find((h) => h[field.kind] === field.code);
    if (holder) throw conflictError(field, holder);
  }
}

export function productValues(p: Payload): q.ProductValues {
  return {
    name: p.productName,
    isOnDisplay: p.visibility === 'ON_DISPLAY',
    detailedDescription: sanitizeDescription(p.detailedDescription),
    isSellOnline: p.isSellOnline,
    isEnquiryEnabled: p.isEnquiryEnabled,
    enquiryPricePaise: p.enquiryPrice,
    isBulkPricingActive: p.isBulkPricingActive,
    bulkPricingDetail: p.bulkPricingDetail,
    unit: p.unitOfMeasurement,
    contentPerPiece: p.contentPerPiece === null ? null : String(p.contentPerPiece),
    unitPerPiece: p.unitPerPiece,
    minOrderQuantity: String(p.minOrderQuantity),
    purchaseTax: p.purchaseTax === null ? null : String(p.purchaseTax),
    taxRate: p.salesTax === null ? null : String(p.salesTax),
    hsnSacNo: p.hsnSacNo,
    mrpPaise: p.mrpPaise,
    pricePaise: p.sellingPricePaise,
    costPaise: p.costPricePaise,
    sku: p.sku,
    barcode: p.barcode,
    categoryId: p.categoryId,
    // Left out, the stored translations stay as they are.
    ...(p.translations === undefined ? {} : { translations: translatedDescriptions(p.translations) }),
  };
}

/** A translated description keeps the same safe subset as the base one. */
function translatedDescriptions(translations: ProductTranslations): ProductTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => [
      code,
      texts.description === undefined
        ? texts
        : { ...texts, description: sanitizeDescription(texts.description) },
    ]),
  );
}

export const variantValues = (p: Payload): q.VariantValues[] =>
  p.variants.map((v) => ({
    variantId: v.variantId,
    variantName: v.variantName,
    mrpPaise: v.mrpPaise,
    pricePaise: v.sellingPricePaise,
    costPaise: v.costPricePaise,
    sku: v.sku,
    barcode: v.barcode,
  }));
