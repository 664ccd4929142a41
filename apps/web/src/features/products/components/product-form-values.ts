// The editor's form state and its conversion to the edit payload. Inputs hold text (rupees,
// quantities, rates) under the payload's own field names, so the domain schema's error paths and the
// server's `fields` land on the right inputs.
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import {
  type ProductCreateInput,
  type ProductReply,
  productCreateSchema,
  productEditSchema,
} from '@storekeep/domain/product';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TranslationValues } from '../../../ui/translations-section.tsx';

export interface VariantFormValues {
  variantId: number | null;
  variantName: string;
  mrpPaise: string;
  sellingPricePaise: string;
  costPricePaise: string;
  sku: string;
  barcode: string;
  /** New products only: opening stock per outlet, by the outlets' row (stock is kept per variant). */
  openingStock?: string[];
}

export interface ProductFormValues {
  productName: string;
  visibility: 'ON_DISPLAY' | 'OFF_DISPLAY';
  detailedDescription: string;
  isSellOnline: boolean;
  isEnquiryEnabled: boolean;
  enquiryPrice: string;
  isBulkPricingActive: boolean;
  bulkPricingDetail: Array<{ minQuantity: string; pricePaise: string }>;
  unitOfMeasurement: string;
  contentPerPiece: string;
  unitPerPiece: string;
  minOrderQuantity: string;
  outletWiseDeliveryList: Array<{ outletId: number; isDeliveryEnabled: boolean }>;
  purchaseTax: string;
  salesTax: string;
  hsnSacNo: string;
  mrpPaise: string;
  sellingPricePaise: string;
  costPricePaise: string;
  sku: string;
  barcode: string;
  categoryId: number | null;
  variants: VariantFormValues[];
  /** New products only: opening stock per outlet. */
  createStock: Array<{ outletId: number; quantity: string }>;
  isService: boolean;
  /** The name and description per shopper language, as the merchant typed them. */
  translations: TranslationValues<'name' | 'description'>;
}

const rupees = (paise: number) => (paise === 0 ? '' : paiseToRupees(paise));
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Rupee text → paise; empty is 0, and text that is not an amount is NaN (the schema refuses it). */
export function paiseOf(text: string): number {
  if (text.trim() === '') return 0;
  return rupeesToPaiseOrNull(text) ?? Number.NaN;
}
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

export function emptyFormValues(outletIds: number[], isService: boolean): ProductFormValues {
  return {
    productName: '',
    visibility: 'ON_DISPLAY',
    detailedDescription: '',
    isSellOnline: true,
    isEnquiryEnabled: false,
    enquiryPrice: '',
    isBulkPricingActive: false,
    bulkPricingDetail: [],
    unitOfMeasurement: 'pcs',
    contentPerPiece: '',
    unitPerPiece: '',
    minOrderQuantity: '1',
    outletWiseDeliveryList: outletIds.map((outletId) => ({ outletId, isDeliveryEnabled: true })),
    purchaseTax: '',
    salesTax: '',
    hsnSacNo: '',
    mrpPaise: '',
    sellingPricePaise: '',
    costPricePaise: '',
    sku: '',
    barcode: '',
    categoryId: null,
    variants: [],
    createStock: outletIds.map((outletId) => ({ outletId, quantity: '' })),
    isService,
    translations: {},
  };
}

/** The saved product as the form shows it; outlets without a delivery row are listed as off. */
export function formValuesOf(product: ProductReply, outletIds: number[]): ProductFormValues {
  const delivery = new Map(product.outletWiseDeliveryList.map((o) => [o.outletId, o.isDeliveryEnabled]));
  return {
    productName: product.productName,
    visibility: product.visibility,
    detailedDescription: product.detailedDescription,
    isSellOnline: product.isSellOnline,
    isEnquiryEnabled: product.isEnquiryEnabled,
    enquiryPrice: product.enquiryPrice === null ? '' : paiseToRupees(product.enquiryPrice),
    isBulkPricingActive: product.isBulkPricingActive,
    bulkPricingDetail: product.bulkPricingDetail.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      pricePaise: paiseToRupees(tier.pricePaise),
    })),
    unitOfMeasurement: product.unitOfMeasurement,
    contentPerPiece: numberText(product.contentPerPiece),
    unitPerPiece: product.unitPerPiece ?? '',
    minOrderQuantity: String(product.minOrderQuantity),
    outletWiseDeliveryList: [...new Set([...outletIds, ...delivery.keys()])].map((outletId) => ({
      outletId,
      isDeliveryEnabled: delivery.get(outletId) ?? false,
    })),
    purchaseTax: numberText(product.purchaseTax),
    salesTax: numberText(product.salesTax),
    hsnSacNo: product.hsnSacNo ?? '',
    mrpPaise: rupees(product.mrpPaise),
    sellingPricePaise: rupees(product.sellingPricePaise),
    costPricePaise: rupees(product.costPricePaise),
    sku: product.sku ?? '',
    barcode: product.barcode ?? '',
    categoryId: product.categoryId,
    variants: product.variants.map((v) => ({
      variantId: v.variantId,
      variantName: v.variantName,
      mrpPaise: rupees(v.mrpPaise),
      sellingPricePaise: rupees(v.sellingPricePaise),
      costPricePaise: rupees(v.costPricePaise),
      sku: v.sku ?? '',
      barcode: v.barcode ?? '',
    })),
    createStock: [],
    isService: product.isService,
    translations: product.translations,
  };
}

/** The create payload (the edit payload is the same without isService and createStock). */
export function payloadOf(values: ProductFormValues): ProductCreateInput {
  return {
    productName: values.productName,
    visibility: values.visibility,
    detailedDescription: values.detailedDescription,
    isSellOnline: values.isSellOnline,
    isEnquiryEnabled: values.isEnquiryEnabled,
    enquiryPrice: values.enquiryPrice.trim() === '' ? null : paiseOf(values.enquiryPrice),
    isBulkPricingActive: values.isBulkPricingActive,
    bulkPricingDetail: values.bulkPricingDetail.map((tier) => ({
      minQuantity: Number(tier.minQuantity),
      pricePaise: paiseOf(tier.pricePaise),
    })),
    unitOfMeasurement: values.unitOfMeasurement,
    contentPerPiece: optionalNumber(values.contentPerPiece),
    unitPerPiece: values.unitPerPiece.trim() === '' ? null : values.unitPerPiece,
    minOrderQuantity: Number(values.minOrderQuantity),
    outletWiseDeliveryList: values.outletWiseDeliveryList,
    purchaseTax: optionalNumber(values.purchaseTax),
    salesTax: optionalNumber(values.salesTax),
    hsnSacNo: values.hsnSacNo,
    mrpPaise: paiseOf(values.mrpPaise),
    sellingPricePaise: paiseOf(values.sellingPricePaise),
    costPricePaise: paiseOf(values.costPricePaise),
    sku: values.sku,
    barcode: values.barcode,
    categoryId: values.categoryId,
    variants: values.variants.map((v) => ({
      variantId: v.variantId,
      variantName: v.variantName,
      mrpPaise: paiseOf(v.mrpPaise),
      sellingPricePaise: paiseOf(v.sellingPricePaise),
      costPricePaise: paiseOf(v.costPricePaise),
      sku: v.sku,
      barcode: v.barcode,
    })),
    isService: values.isService,
    createStock: openingStockOf(values),
    translations: values.translations,
  };
}

/** A new product's opening stock per outlet, or per variant and outlet when it has variants. */
function openingStockOf(values: ProductFormValues): NonNullable<ProductCreateInput['createStock']> {
  if (values.variants.length === 0)
    return values.createStock
      .filter((s) => s.quantity.trim() !== '')
      .map((s) => ({ outletId: s.outletId, quantity: Number(s.quantity) }));
  return values.variants.flatMap((variant, variantIndex) =>
    values.outletWiseDeliveryList.flatMap(({ outletId }, row) => {
      const quantity = variant.openingStock?.[row]?.trim() ?? '';
      return quantity === '' ? [] : [{ outletId, variantIndex, quantity: Number(quantity) }];
    }),
  );
}

/** The edit payload: what PUT /products/:id takes. */
export function editPayloadOf(values: ProductFormValues) {
  const { isService: _isService, createStock: _createStock, ...payload } = payloadOf(values);
  return payload;
}

/** Puts `message` at a dotted path of a nested errors object, as react-hook-form reads them. */
export function setErrorAt(errors: Record<string, unknown>, path: string, message: string): void {
  const keys = path.split('.');
  let node = errors;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] ??= { type: 'validate', message };
      return;
    }
    node[key] ??= /^\d+$/.test(keys[i + 1] as string) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Validates the form with the domain's payload schema (the same one the server uses). */
export function productFormResolver(isNew: boolean): Resolver<ProductFormValues> {
  return async (values) => {
    const result = isNew
      ? productCreateSchema.safeParse(payloadOf(values))
      : productEditSchema.safeParse(editPayloadOf(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues)
      setErrorAt(errors, issue.path.map(String).join('.') || 'root', issue.message);
    return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  };
}
