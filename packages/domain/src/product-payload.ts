// The product edit payload (back-office.md §3 "Product (edit payload)"): its field schemas, the
// cross-field rules and margins. Money is integer paise; quantities are numbers with up to 3
// decimals. Images (media module) and custom field values (custom-fields module) are saved by their
// own calls, not by this payload.
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { discountMargin, marginPercent } from './price.ts';
import {
  DETAILED_DESCRIPTION_MAX_LENGTH,
  MAX_BULK_PRICING_TIERS,
  MAX_VARIANTS,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_VISIBILITIES,
} from './product-constants.ts';
import { isWholeMilli, QUANTITY_DECIMALS } from './quantity.ts';
import { productTranslationsSchema } from './store-translations.ts';
import {
  BARCODE_MAX_LENGTH,
  BARCODE_PATTERN,
  HSN_SAC_PATTERN,
  REQUIRED_FIELD_MESSAGE,
  SKU_PATTERN,
  VALIDATION_MESSAGES,
} from './validation.ts';

/** Exact for the ranges used here: the value survives a round trip through its fixed-point text. */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

const quantity = (message = 'Enter a quantity above 0') =>
  z
    .number()
    .positive(message)
    .max(999_999_999)
    .refine(isWholeMilli, {
      message: `Up to ${QUANTITY_DECIMALS} decimals`,
    });
const paise = z.number().int().min(0).max(MAX_AMOUNT_PAISE);
/** A tax rate in percent, two decimals (5, 12, 18, 0.25). */
export const taxRateSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => hasAtMostDecimals(v, 2), { message: 'Up to 2 decimals' });

/** back-office.md §5: product name rejects < and >. */
export const productNameSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELD_MESSAGE)
  .max(PRODUCT_NAME_MAX_LENGTH)
  .refine((v) => !/[<>]/.test(v), PRODUCT_MESSAGES.nameAngleBrackets);

/** Barcode: leading dashes and asterisks stripped (back-office.md §5), then the shared-blocks pattern, ≤ 20. */
export function normalizeBarcode(text: string): string {
  return text.trim().replace(/^[-*]+/, '');
}
/** Optional codes take text or null (cleared); both empty forms come out as null. */
const optionalText = () =>
  z
    .string()
    .nullable()
    .transform((v) => (v ?? '').trim());

export const optionalBarcodeSchema = optionalText()
  .transform(normalizeBarcode)
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (value.length > BARCODE_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.barcodeTooLong });
    else if (!BARCODE_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.barcode });
  })
  .transform((v) => (v === '' ? null : v));
export const optionalSkuSchema = optionalText()
  .refine((v) => v === '' || SKU_PATTERN.test(v), VALIDATION_MESSAGES.sku)
  .transform((v) => (v === '' ? null : v));
export const optionalHsnSacSchema = optionalText()
  .refine((v) => v === '' || HSN_SAC_PATTERN.test(v), VALIDATION_MESSAGES.hsnSac)
  .transform((v) => (v === '' ? null : v));

export const bulkPricingTierSchema = z.object({
  minQuantity: quantity(),
  pricePaise: paise,
});
export type BulkPricingTier = z.infer<typeof bulkPricingTierSchema>;

export const outletDeliverySchema = z.object({
  outletId: z.number().int().positive(),
  isDeliveryEnabled: z.boolean(),
});

export const variantInputSchema = z.object({
  /** null for a new variant; an existing id keeps the row (order lines point at it). */
  variantId: z.number().int().positive().nullable().default(null),
  variantName: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(100),
  mrpPaise: paise.default(0),
  sellingPricePaise: paise.default(0),
  costPricePaise: paise.default(0),
  sku: optionalSkuSchema.default(null),
  barcode: optionalBarcodeSchema.default(null),
});
export type VariantInput = z.input<typeof variantInputSchema>;

const productFields = {
  productName: productNameSchema,
  visibility: z.enum(PRODUCT_VISIBILITIES).default('ON_DISPLAY'),
  /** Rich text (HTML); the server keeps a safe subset (sanitize-html). */
  detailedDescription: z.string().max(DETAILED_DESCRIPTION_MAX_LENGTH).default(''),
  isSellOnline: z.boolean().default(true),
  isEnquiryEnabled: z.boolean().default(false),
  /** Price quoted to enquiries, in paise; null when not quoted. */
  enquiryPrice: paise.nullable().default(null),
  isBulkPricingActive: z.boolean().default(false),
  bulkPricingDetail: z.array(bulkPricingTierSchema).max(MAX_BULK_PRICING_TIERS).default([]),
  unitOfMeasurement: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(20).default('pcs'),
  contentPerPiece: quantity().nullable().default(null),
  unitPerPiece: z.string().trim().max(20).nullable().default(null),
  minOrderQuantity: quantity().default(1),
  outletWiseDeliveryList: z
    .array(outletDeliverySchema)
    .max(500)
    .refine(
      (list) => new Set(list.map((o) => o.outletId)).size === list.length,
      PRODUCT_MESSAGES.duplicateOutlet,
    )
    .default([]),
  /** Percent; null means not set (the product shows in the missing-tax view). */
  purchaseTax: taxRateSchema.nullable().default(null),
  salesTax: taxRateSchema.nullable().default(null),
  hsnSacNo: optionalHsnSacSchema.default(null),
  mrpPaise: paise.default(0),
  sellingPricePaise: paise.default(0),
  costPricePaise: paise.default(0),
  sku: optionalSkuSchema.default(null),
  barcode: optionalBarcodeSchema.default(null),
  categoryId: z.number().int().positive().nullable().default(null),
  /** Only when the account allows variant products (accountSettings.isAllowVariantProducts). */
  variants: z.array(variantInputSchema).max(MAX_VARIANTS).default([]),
  /**
   * The name and description per shopper language (store-translations.ts). Left out, a save keeps
   * the stored ones, so clients that do not know them change nothing.
   */
  translations: productTranslationsSchema.optional(),
};

type Issue = { message: string; path: (string | number)[] };

/** Rules across fields: selling ≤ MRP; bulk tiers present and rising when bulk pricing is on. */
export function productCrossFieldIssues(p: {
  mrpPaise: number;
  sellingPricePaise: number;
  isBulkPricingActive: boolean;
  bulkPricingDetail: readonly BulkPricingTier[];
  variants: ReadonlyArray<{ mrpPaise: number; sellingPricePaise: number }>;
}): Issue[] {
  const issues: Issue[] = [];
  if (p.mrpPaise > 0 && p.sellingPricePaise > p.mrpPaise)
    issues.push({ message: PRODUCT_MESSAGES.sellingAboveMrp, path: ['sellingPricePaise'] });
  p.variants.forEach((v, i) => {
    if (v.mrpPaise > 0 && v.sellingPricePaise > v.mrpPaise)
      issues.push({ message: PRODUCT_MESSAGES.sellingAboveMrp, path: ['variants', i, 'sellingPricePaise'] });
  });
  if (p.isBulkPricingActive) {
    if (p.bulkPricingDetail.length === 0)
      issues.push({ message: PRODUCT_MESSAGES.bulkTiersRequired, path: ['bulkPricingDetail'] });
    for (let i = 1; i < p.bulkPricingDetail.length; i++)
      if (p.bulkPricingDetail[i]!.minQuantity <= p.bulkPricingDetail[i - 1]!.minQuantity)
        issues.push({
          message: PRODUCT_MESSAGES.bulkTiersOrder,
          path: ['bulkPricingDetail', i, 'minQuantity'],
        });
  }
  return issues;
}

/** PUT /products/:id body (the whole product: what the editor shows is what it saves). */
export const productEditSchema = z.object(productFields).superRefine((p, ctx) => {
  for (const issue of productCrossFieldIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
});
export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEdit = z.output<typeof productEditSchema>;

export const createStockSchema = z
  .array(
    z.object({
      outletId: z.number().int().positive(),
      /** A product with variants: which of the payload's variants (by position) the stock is of. */
      variantIndex: z.number().int().min(0).optional(),
      quantity: z.number().min(0).max(999_999_999),
    }),
  )
  .max(500)
  .default([]);

/**
 * POST /products body: the edit payload, whether it is a service (isServiceModule=1 creates
 * services), and the opening stock per outlet (createStock).
 */
export const productCreateSchema = z
  .object({ ...productFields, isService: z.boolean().default(false), createStock: createStockSchema })
  .superRefine((p, ctx) => {
    for (const issue of productCrossFieldIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

export interface ProductMargins {
  /** % on the selling price (price.ts marginPercent); null without a selling price or cost. */
  marginPercent: number | null;
  /** The most % off MRP that still covers cost (price.ts discountMargin); null without MRP or cost. */
  discountMarginPercent: number | null;
}

/** The margins shown beside the prices, from MRP, selling and cost price by the price rules. */
export function productMargins(p: {
  mrpPaise: number;
  sellingPricePaise: number;
  costPricePaise: number;
}): ProductMargins {
  const hasCost = p.costPricePaise > 0;
  return {
    marginPercent:
      hasCost && p.sellingPricePaise > 0 ? marginPercent(p.sellingPricePaise, p.costPricePaise) : null,
    discountMarginPercent: hasCost && p.mrpPaise > 0 ? discountMargin(p.mrpPaise, p.costPricePaise) : null,
  };
}

/** The fields of the edit payload, by name (what a partial update may carry). */
export const PRODUCT_EDIT_FIELDS = Object.keys(productFields) as ReadonlyArray<keyof ProductEditInput>;
