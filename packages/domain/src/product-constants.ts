// Product limits (back-office.md §3, §9), states, list views and sorts, and the messages the server
// sends for products.
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
  variantHasStock: (name: string) => `${name} still has stock. Bring its stock to zero before removing it.`,
  stockBeforeVariants:
    'This product has stock. Bring it to zero before adding variants, then give each variant its stock.',
  chooseVariant: 'Choose a variant of this product.',
} as const;

/**
 * The list counts its matches only up to this many (a count past it would read the whole
 * catalogue on every page); more shows as "10,000+".
 */
export const PRODUCT_LIST_COUNT_CAP = 10_000;
