// The product routes' request and reply shapes besides the edit payload (back-office.md §4, §5, §9):
// the product as the editor reads it (and the payload that saves it unchanged), list, counts, bulk,
// search and barcode-conflict shapes.
import { z } from 'zod';
import {
  MAX_BULK_IDS,
  MISSING_DATA_VIEWS,
  PRODUCT_MESSAGES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_VISIBILITIES,
} from './product-constants.ts';
import { bulkPricingTierSchema, outletDeliverySchema, type ProductEditInput } from './product-payload.ts';
import {
  BARCODE_SEARCH_MAX_LENGTH,
  NAME_SEARCH_MAX_LENGTH,
  PRODUCT_SEARCH_PAGE_SIZE,
} from './product-search.ts';
import { productTranslationsReplySchema } from './store-translations.ts';

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

/** Stock at an outlet; a product with variants has one per variant and outlet (variantId null otherwise). */
export const stockReplySchema = z.object({
  outletId: z.number().int(),
  variantId: z.number().int().nullable().default(null),
  /** The product list names the variant (the editor has the variants beside). */
  variantName: z.string().nullable().default(null),
  quantity: z.number(),
});

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
  /** Name and description per shopper language; a language not listed shows the base text. */
  translations: productTranslationsReplySchema,
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
  /** Stock per outlet that holds a stock row (the inventory's levels). */
  stock: z.array(stockReplySchema).optional(),
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
    /** Whose stock stockQuantity is: the outlet the POS bills at; the session's outlet when absent. */
    outletId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
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
  /** A pack's content and its unit (sold loose and in packs). */
  contentPerPiece: z.number().nullable().optional(),
  unitPerPiece: z.string().nullable().optional(),
  /** A product with variants is sold as one of them: each with its price, codes and stock at the outlet. */
  variants: z
    .array(
      z.object({
        variantId: z.number().int(),
        variantName: z.string(),
        mrpPaise: z.number().int(),
        sellingPricePaise: z.number().int(),
        barcode: z.string().nullable(),
        sku: z.string().nullable(),
        stockQuantity: z.number(),
      }),
    )
    .default([]),
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
    translations: reply.translations,
  };
}
