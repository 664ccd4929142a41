// Products use cases: create, fetch for edit, edit, list with its tabs and missing-data views,
// recycle bin and restore, pause/resume selling, code-conflict checks and search.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import {
  PRODUCT_LIST_COUNT_CAP,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_MESSAGES,
  type ProductCountsReply,
  type ProductCreate,
  type ProductEdit,
  type ProductListQuery,
  type ProductListReply,
  type ProductSearchReply,
  type ProductStatus,
} from '@storekeep/domain/product';
import { detectSearchType, nameSearchAction } from '@storekeep/domain/product-search';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { enqueueImageFilesDeletion } from '../product-images/service.ts';
import { getSettings } from '../settings/service.ts';
import { insertAudit } from '../supplier/index.ts';
import { sanitizeDescription } from './description.ts';
import { type MainImageUrl, presentListItem, presentProduct, presentSearchItem } from './presenters.ts';
import * as q from './queries.ts';

export async function getProduct(
  db: DbOrTx,
  session: SupplierSession,
  productId: number,
  images: MainImageUrl,
) {
  const row = await q.findProduct(db, session.supplierId, productId);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  const [variants, delivery, stock] = await Promise.all([
    q.listVariants(db, session.supplierId, productId),
    q.listOutletDelivery(db, session.supplierId, productId),
    q.listStock(db, session.supplierId, productId),
  ]);
  return presentProduct(row, variants, delivery, stock, images);
}

type Payload = ProductEdit & { createStock?: ProductCreate['createStock'] };

/** The account rules (variants allowed, SKU maintained) and the ids the payload names must hold. */
async function checkPayload(
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

function conflictError(field: CodeField, holder: { productId: number | null; productName: string }) {
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
async function checkCodes(tx: DbOrTx, session: SupplierSession, p: Payload, productId: number | null) {
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

function productValues(p: Payload): q.ProductValues {
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
  };
}

const variantValues = (p: Payload): q.VariantValues[] =>
  p.variants.map((v) => ({
    variantId: v.variantId,
    variantName: v.variantName,
    mrpPaise: v.mrpPaise,
    pricePaise: v.sellingPricePaise,
    costPaise: v.costPricePaise,
    sku: v.sku,
    barcode: v.barcode,
  }));

export async function createProduct(
  db: Db,
  session: SupplierSession,
  input: ProductCreate,
  images: MainImageUrl,
) {
  if (input.variants.some((v) => v.variantId !== null))
    throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
  // Read before the transaction: on PGlite a second statement outside it would wait for it.
  const { accountSettings } = await getSettings(db, session);
  return db.transaction(async (tx) => {
    const productId = await createProductInTransaction(tx, session, accountSettings, input);
    return getProduct(tx, session, productId, images);
  });
}

/**
 * The product rules and rows of a create, inside the caller's transaction (the website
 * walkthrough saves the first products with the store's name and theme, all or nothing).
 * Answers the new product's id.
 */
export async function createProductInTransaction(
  tx: Tx,
  session: SupplierSession,
  accountSettings: AccountSettings,
  input: ProductCreate,
): Promise<number> {
  if (input.variants.some((v) => v.variantId !== null))
    throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
  await checkPayload(tx, session, accountSettings, input);
  await checkCodes(tx, session, input, null);
  const productId = await q.insertProduct(tx, session.supplierId, {
    ...productValues(input),
    isService: input.isService,
  });
  await q.replaceVariants(tx, session.supplierId, productId, variantValues(input));
  await q.replaceOutletDelivery(tx, session.supplierId, productId, input.outletWiseDeliveryList);
  await q.insertOpeningStock(tx, session.supplierId, productId, input.createStock);
  return productId;
}

export async function editProduct(
  db: Db,
  session: SupplierSession,
  productId: number,
  input: ProductEdit,
  images: MainImageUrl,
  /** More of the same save, in its transaction (the legacy update sets the images too). */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
) {
  const { accountSettings } = await getSettings(db, session);
  return db.transaction(async (tx) => {
    const current = await q.findProduct(tx, session.supplierId, productId, true);
    if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
    if (current.status !== 'ACTIVE') throw new AppError(409, 'conflict', PRODUCT_MESSAGES.inRecycleBin);
    const keptIds = input.variants.flatMap((v) => (v.variantId === null ? [] : [v.variantId]));
    if (keptIds.length > 0) {
      const existing = new Set(
        (await q.listVariants(tx, session.supplierId, productId)).map((v) => v.variantId),
      );
      if (keptIds.some((id) => !existing.has(id)))
        throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
    }
    await checkPayload(tx, session, accountSettings, input);
    await checkCodes(tx, session, input, productId);
    await q.updateProduct(tx, session.supplierId, productId, productValues(input));
    await q.replaceVariants(tx, session.supplierId, productId, variantValues(input));
    await q.replaceOutletDelivery(tx, session.supplierId, productId, input.outletWiseDeliveryList);
    await alsoInTransaction?.(tx);
    return getProduct(tx, session, productId, images);
  });
}

/** For the editor's barcode field: which other active product already holds this barcode. */
export async function findBarcodeConflict(
  db: Db,
  session: SupplierSession,
  barcode: string,
  productId: number | undefined,
) {
  const holders = await q.findCodeHolders(
    db,
    session.supplierId,
    { barcodes: [barcode], skus: [] },
    productId ?? null,
  );
  const holder = holders[0];
  return {
    conflict: holder
      ? {
          productId: holder.productId,
          productName: holder.productName,
          message: PRODUCT_MESSAGES.barcodeConflict(holder.productName),
        }
      : null,
  };
}

export async function listProducts(
  db: Db,
  session: SupplierSession,
  query: ProductListQuery,
  images: MainImageUrl,
): Promise<ProductListReply> {
  const { rows, total, totalIsCapped } = await q.listProducts(
    db,
    session.supplierId,
    {
      status: query.filter,
      isService: query.isServiceModule === '1',
      isOnDisplay: query.display === undefined ? undefined : query.display === 'ON_DISPLAY',
      missing: query.missing,
      categoryId: query.categoryId,
    },
    query.sort,
    query.page,
    PRODUCT_LIST_PAGE_SIZE,
    PRODUCT_LIST_COUNT_CAP,
  );
  return {
    products: rows.map((row) => presentListItem(row, images)),
    page: query.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
    total,
    totalIsCapped,
  };
}

export async function countProducts(
  db: Db,
  session: SupplierSession,
  isService: boolean,
): Promise<ProductCountsReply> {
  const row = await q.countProducts(db, session.supplierId, isService);
  return {
    ACTIVE: row.ACTIVE,
    IN_RECYCLEBIN: row.IN_RECYCLEBIN,
    ON_DISPLAY: row.ON_DISPLAY,
    OFF_DISPLAY: row.OFF_DISPLAY,
    missing: {
      image: row.image,
      category: row.category,
      tax: row.tax,
      price: row.price,
      barcode: row.barcode,
    },
  };
}

/** The ids none of which is this supplier's (or in the right state) answer 404. */
function bulkReply(changed: unknown[], message: (n: number) => string) {
  if (changed.length === 0) throw notFound(PRODUCT_MESSAGES.notFound);
  return { updated: changed.length, message: message(changed.length) };
}

async function moveProducts(
  db: Db,
  session: SupplierSession,
  ids: number[],
  from: ProductStatus,
  to: ProductStatus,
) {
  return q.setStatus(db, session.supplierId, ids, from, to);
}

export async function moveToRecycleBin(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await moveProducts(db, session, ids, 'ACTIVE', 'IN_RECYCLEBIN'),
    PRODUCT_MESSAGES.movedToRecycleBin,
  );
}

export async function restoreProducts(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await moveProducts(db, session, ids, 'IN_RECYCLEBIN', 'ACTIVE'),
    PRODUCT_MESSAGES.restored,
  );
}

/**
 * Deletes products from the recycle bin for good (only products already there): their variants,
 * images, answers and stock lines go with them, the image files by a job after the commit. A product
 * still referenced by other records (orders, stock moves) is refused, and then none is deleted.
 */
export async function deleteProductsPermanently(db: Db, session: SupplierSession, ids: number[]) {
  try {
    const deleted = await db.transaction(async (tx) => {
      const keys = await q.recycledImageKeys(tx, session.supplierId, ids);
      const rows = await q.deleteRecycled(tx, session.supplierId, ids);
      await enqueueImageFilesDeletion(tx, session.supplierId, keys);
      if (rows.length > 0)
        await insertAudit(tx, {
          supplierId: session.supplierId,
          userId: session.userId,
          action: 'product.delete_permanently',
          details: { productIds: rows.map((row) => row.productId) },
        });
      return rows;
    });
    return bulkReply(deleted, PRODUCT_MESSAGES.deletedPermanently);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'conflict', PRODUCT_MESSAGES.usedInOrders);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

export async function pauseSelling(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(await q.setOnDisplay(db, session.supplierId, ids, false), PRODUCT_MESSAGES.sellingPaused);
}

export async function resumeSelling(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(await q.setOnDisplay(db, session.supplierId, ids, true), PRODUCT_MESSAGES.sellingResumed);
}

/** Words of a name term, as the full-text parser splits them (letters with their marks, digits). */
function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '')
    .slice(0, 10);
}

/**
 * Search by name or barcode (back-office.md §5): a term with no letters searches barcodes; a name
 * term of 2 characters or fewer answers nothing; 20 a page.
 */
export async function searchProducts(
  db: Db,
  session: SupplierSession,
  query: {
    searchParameter?: string | undefined;
    barcode?: string | undefined;
    currentPage: number;
    pageSize: number;
    isServiceModule: '0' | '1';
  },
  images: MainImageUrl,
): Promise<ProductSearchReply> {
  const term = (query.barcode ?? query.searchParameter ?? '').trim();
  const searchType = query.barcode !== undefined ? 'barcode' : detectSearchType(term);
  const input: q.SearchInput = {
    supplierId: session.supplierId,
    isService: query.isServiceModule === '1',
    outletId: session.selectedOutletId,
    limit: query.pageSize,
    offset: (query.currentPage - 1) * query.pageSize,
  };
  const reply = (rows: Awaited<ReturnType<typeof q.searchByName>>): ProductSearchReply => ({
    searchType,
    products: rows.map((row) => presentSearchItem(row, images)),
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  });
  if (searchType === 'barcode') return reply(term === '' ? [] : await q.searchByBarcode(db, input, term));
  const words = searchWords(term);
  if (nameSearchAction(term) === 'clear' || words.length === 0) return reply([]);
  return reply(await q.searchByName(db, input, words, term));
}
