// The product API's shared shapes (back-office.md §3 "Product (edit payload)", §4, §5, §9): the edit
// payload, list and search queries, replies, and the messages the server sends for them.
// Money is integer paise; quantities are numbers with up to 3 decimals. Images (media module) and
// custom field values (custom-fields module) are saved by their own calls, not by this payload.
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { discountMargin, marginPercent } from './price.ts';
import {
  BARCODE_SEARCH_MAX_LENGTH,
  NAME_SEARCH_MAX_LENGTH,
  PRODUCT_SEARCH_PAGE_SIZE,
} from './product-search.ts';
import { isWholeMilli, QUANTITY_DECIMALS } from './quantity.ts';
import {
  BARCODE_MAX_LENGTH,
  BARCODE_PATTERN,
  HSN_SAC_PATTERN,
  REQUIRED_FIELD_MESSAGE,
  SKU_PATTERN,
  VALIDATION_MESSAGES,
} from './validation.ts';

/** back-office.md §9: product list page size 25. */
export const PRODUCT_LIST_PAGE_SIZE = 25;
export const PRODUCT_NAME_MAX_LENGTH = 250;
export const DETAILED_DESCRIPTION_MAX_LENGTH = 20_000;
export const MAX_BULK_PRICING_TIERS = 10;
export const MAX_VARIANTS = 100;
/** Bulk pause/resume, recycle bin and restore take at most this many ids at once. */
export const MAX_BULK_IDS = 500;

export const PRODUCT_STATUSES = ['ACTIVE', 'IN_RECYCLEBIN'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_VISIBILITIES = ['ON_DISPLAY', 'OFF_DISPLAY'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
/** The missing-data views: missing image, category, tax, price, barcode. */
export const MISSING_DATA_VIEWS = ['image', 'category', 'tax', 'price', 'barcode'] as const;
export type MissingDataView = (typeof MISSING_DATA_VIEWS)[number];

/**
 * The edit route's {reviewState} (back-office.md §2 /edit/{productId}/{reviewState}/{puvId}): the
 * missing-data (review) view the product was opened from, so the editor can point at what to fix;
 * '0' or anything else means none.
 */
export function reviewStateOf(param: string | undefined): MissingDataView | null {
  return (MISSING_DATA_VIEWS as readonly string[]).includes(param ?? '') ? (param as MissingDataView) : null;
}

/** The edit payload field each review view asks for (the image lives in the images section). */
export const REVIEW_FIELDS: Record<
  MissingDataView,
  'categoryId' | 'salesTax' | 'sellingPricePaise' | 'barcode' | null
> = {
  image: null,
  category: 'categoryId',
  tax: 'salesTax',
  price: 'sellingPricePaise',
  barcode: 'barcode',
};
export const PRODUCT_SORTS = [
  'name_asc',
  'name_desc',
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'updated',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Server messages. The spec gives the template ones; the others are ours (it shows none). */
export const PRODUCT_MESSAGES = {
  nameAngleBrackets: 'Product name cannot contain < or >',
  sellingAboveMrp: 'Selling price cannot be more than MRP',
  bulkTiersRequired: 'Add at least one bulk pricing tier',
  bulkTiersOrder: 'Each tier needs a larger quantity than the one before',
  barcodeConflict: (productName: string) => `This barcode is already used by ${productName}`,
  skuConflict: (productName: string) => `This SKU is already used by ${productName}`,
  skuRequired: 'SKU is required when product SKUs are maintained',
  variantsNotAllowed: 'Variant products are not enabled for this account',
  variantNotFound: 'Variant not found.',
  notFound: 'Product not found.',
  inRecycleBin: 'Restore the product from the recycle bin before editing it.',
  categoryNotFound: 'Category not found.',
  outletNotFound: 'Outlet not found.',
  duplicateOutlet: 'Each outlet can be listed only once',
  enterSearchTerm: 'Enter a product name or barcode',
  saved: 'Product saved',
  movedToRecycleBin: (n: number) => `${n} product(s) moved to the recycle bin`,
  restored: (n: number) => `${n} product(s) restored`,
  sellingPaused: (n: number) => `Selling paused for ${n} product(s)`,
  sellingResumed: (n: number) => `Selling resumed for ${n} product(s)`,
  /** shared-blocks.md §8 '{value} has been deleted', for the recycle bin's permanent delete. */
  deletedPermanently: (n: number) => `${n} product(s) has been deleted`,
  usedInOrders: 'These products are used in orders or stock records and cannot be deleted permanently.',
} as const;

/**
 * The list counts its matches only up to this many (a count past it would read the whole
 * catalogue on every page); more shows as "10,000+".
 */
export const PRODUCT_LIST_COUNT_CAP = 10_000;

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
  .array(z.object({ outletId: z.number().int().positive(), quantity: z.number().min(0).max(999_999_999) }))
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

// Replies

export const variantReplySchema = z.object({
  variantId: z.number().int(),
  variantName: z.string(),
  mrpPaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  costPricePaise: z.number().int(),
  marginPercent: z.number().nullable(),
  discountMarginPercent: z.number().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
});

export const stockReplySchema = z.object({ outletId: z.number().int(), quantity: z.number() });

/**
 * GET /products/:id (fetch for edit). Exactly one of productId and serviceId is present: service
 * products (isService) answer with serviceId (back-office.md §3).
 */
export const productReplySchema = z.object({
  productId: z.number().int().optional(),
  serviceId: z.number().int().optional(),
  productName: z.string(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  detailedDescription: z.string(),
  /** The first image (media module keeps the list); null when the product has none. */
  mainImageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  isSellOnline: z.boolean(),
  isEnquiryEnabled: z.boolean(),
  enquiryPrice: z.number().int().nullable(),
  isBulkPricingActive: z.boolean(),
  bulkPricingDetail: z.array(bulkPricingTierSchema),
  unitOfMeasurement: z.string(),
  contentPerPiece: z.number().nullable(),
  unitPerPiece: z.string().nullable(),
  minOrderQuantity: z.number(),
  outletWiseDeliveryList: z.array(outletDeliverySchema),
  purchaseTax: z.number().nullable(),
  salesTax: z.number().nullable(),
  hsnSacNo: z.string().nullable(),
  mrpPaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  costPricePaise: z.number().int(),
  marginPercent: z.number().nullable(),
  discountMarginPercent: z.number().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  variants: z.array(variantReplySchema),
  isService: z.boolean(),
  stock: z.array(stockReplySchema),
  status: z.enum(PRODUCT_STATUSES),
  templateId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductReply = z.infer<typeof productReplySchema>;

export const productListQuerySchema = z.object({
  filter: z.enum(PRODUCT_STATUSES).default('ACTIVE'),
  display: z.enum(PRODUCT_VISIBILITIES).optional(),
  missing: z.enum(MISSING_DATA_VIEWS).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  sort: z.enum(PRODUCT_SORTS).default('name_asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** '1' lists service products (isServiceModule=1); otherwise goods. */
  isServiceModule: z.enum(['0', '1']).default('0'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListItemSchema = z.object({
  productId: z.number().int().optional(),
  serviceId: z.number().int().optional(),
  productName: z.string(),
  mainImageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  mrpPaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  costPricePaise: z.number().int(),
  marginPercent: z.number().nullable(),
  salesTax: z.number().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  status: z.enum(PRODUCT_STATUSES),
  isService: z.boolean(),
  templateId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListReplySchema = z.object({
  products: z.array(productListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matches, counted up to PRODUCT_LIST_COUNT_CAP. */
  total: z.number().int(),
  /** More than the cap match: show total as "10,000+". */
  totalIsCapped: z.boolean(),
});
export type ProductListReply = z.infer<typeof productListReplySchema>;

/** GET /products/counts: how many products each filter and missing-data view would list. */
export const productCountsReplySchema = z.object({
  ACTIVE: z.number().int(),
  IN_RECYCLEBIN: z.number().int(),
  ON_DISPLAY: z.number().int(),
  OFF_DISPLAY: z.number().int(),
  missing: z.object({
    image: z.number().int(),
    category: z.number().int(),
    tax: z.number().int(),
    price: z.number().int(),
    barcode: z.number().int(),
  }),
});
export type ProductCountsReply = z.infer<typeof productCountsReplySchema>;

/** Bulk actions: pause/resume selling, move to the recycle bin, restore. */
export const productIdsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_BULK_IDS),
});
export const productBulkReplySchema = z.object({ updated: z.number().int(), message: z.string() });

/**
 * GET /products/search: barcode or searchParameter (back-office.md §7), page of 20. A term with no
 * letters searches barcodes; a name term of 2 characters or fewer answers no results.
 */
export const productSearchQuerySchema = z
  .object({
    searchParameter: z.string().max(NAME_SEARCH_MAX_LENGTH).optional(),
    barcode: z.string().max(BARCODE_SEARCH_MAX_LENGTH).optional(),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PRODUCT_SEARCH_PAGE_SIZE).default(PRODUCT_SEARCH_PAGE_SIZE),
    isServiceModule: z.enum(['0', '1']).default('0'),
  })
  .refine((q) => q.searchParameter !== undefined || q.barcode !== undefined, {
    message: PRODUCT_MESSAGES.enterSearchTerm,
    path: ['searchParameter'],
  });
export type ProductSearchQueryInput = z.input<typeof productSearchQuerySchema>;

export const productSearchItemSchema = z.object({
  productId: z.number().int().optional(),
  serviceId: z.number().int().optional(),
  productName: z.string(),
  mainImageUrl: z.string().nullable(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  mrpPaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  unitOfMeasurement: z.string(),
  /** Stock at the session's selected outlet (0 when none is recorded). */
  stockQuantity: z.number(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
  /** Sales tax % (null: not set) and HSN/SAC, which the POS bill shows and taxes by. */
  salesTax: z.number().nullable().optional(),
  hsnSacNo: z.string().nullable().optional(),
});
export const productSearchReplySchema = z.object({
  searchType: z.enum(['name', 'barcode']),
  products: z.array(productSearchItemSchema),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductSearchReply = z.infer<typeof productSearchReplySchema>;

/**
 * 409 on a barcode or SKU clash: `fields` holds the message under the clashing field's path
 * ('barcode', 'sku', 'variants.0.barcode'…) and the product holding the code (the barcode-conflict popup).
 */
export const productConflictFieldsSchema = z
  .object({ conflictProductId: z.string(), conflictProductName: z.string() })
  .catchall(z.string());
export type ProductConflictFields = z.infer<typeof productConflictFieldsSchema>;

/** GET /products/barcode-conflict: the other active product holding a barcode, for the editor's field. */
export const barcodeConflictReplySchema = z.object({
  conflict: z
    .object({ productId: z.number().int(), productName: z.string(), message: z.string() })
    .nullable(),
});
export type BarcodeConflictReply = z.infer<typeof barcodeConflictReplySchema>;

/** The edit payload that saves a product unchanged (a partial update fills the rest from it). */
export function productEditFromReply(reply: ProductReply): ProductEditInput {
  return {
    productName: reply.productName,
    visibility: reply.visibility,
    detailedDescription: reply.detailedDescription,
    isSellOnline: reply.isSellOnline,
    isEnquiryEnabled: reply.isEnquiryEnabled,
    enquiryPrice: reply.enquiryPrice,
    isBulkPricingActive: reply.isBulkPricingActive,
    bulkPricingDetail: reply.bulkPricingDetail,
    unitOfMeasurement: reply.unitOfMeasurement,
    contentPerPiece: reply.contentPerPiece,
    unitPerPiece: reply.unitPerPiece,
    minOrderQuantity: reply.minOrderQuantity,
    outletWiseDeliveryList: reply.outletWiseDeliveryList,
    purchaseTax: reply.purchaseTax,
    salesTax: reply.salesTax,
    hsnSacNo: reply.hsnSacNo,
    mrpPaise: reply.mrpPaise,
    sellingPricePaise: reply.sellingPricePaise,
    costPricePaise: reply.costPricePaise,
    sku: reply.sku,
    barcode: reply.barcode,
    categoryId: reply.categoryId,
    variants: reply.variants.map((v) => ({
      variantId: v.variantId,
      variantName: v.variantName,
      mrpPaise: v.mrpPaise,
      sellingPricePaise: v.sellingPricePaise,
      costPricePaise: v.costPricePaise,
      sku: v.sku,
      barcode: v.barcode,
    })),
  };
}

/** The fields of the edit payload, by name (what a partial update may carry). */
export const PRODUCT_EDIT_FIELDS = Object.keys(productFields) as ReadonlyArray<keyof ProductEditInput>;
