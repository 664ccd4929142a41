// The website walkthrough's first products (website-builder.md §2 walkthrough): up to
// five rows of name, selling price, category and the stock in hand (and a SKU where the store
// keeps them), each saved as the product form saves a new product, by the product rules and with
// their messages. A product needs stock to sell, unless the shop makes to order.
import { z } from 'zod';
import { optionalSkuSchema, type ProductCreateInput, productNameSchema } from './product.ts';

export const FIRST_PRODUCTS_MAX = 5;

export const firstProductSchema = z.object({
  productName: productNameSchema,
  sellingPricePaise: z.number().int().min(0).max(99_999_999_999),
  categoryId: z.number().int().positive().nullable().default(null),
  /** Only a store that keeps SKUs needs one (the product rule); the row asks for it then. */
  sku: optionalSkuSchema.default(null),
  /** The stock in hand, put in the store's first outlet as its opening stock; null when not given. */
  openingStock: z.number().min(0).max(999_999_999).nullable().default(null),
});
export type FirstProductInput = z.input<typeof firstProductSchema>;
export type FirstProduct = z.output<typeof firstProductSchema>;

export const firstProductsSchema = z.array(firstProductSchema).max(FIRST_PRODUCTS_MAX).default([]);

export const FIRST_PRODUCT_STOCK_MESSAGE = 'Enter the stock you have, or choose “We make to order”';

/**
 * The rows that would not sell: without stock in hand a product shows "Out of stock", unless the
 * shop makes to order (it then takes orders without stock). Paths as the request names them.
 */
export function firstProductStockIssues(
  products: ReadonlyArray<{ openingStock?: number | null | undefined }>,
  makesToOrder: boolean,
): Array<{ path: [number, 'openingStock']; message: string }> {
  if (makesToOrder) return [];
  return products.flatMap((product, row) =>
    (product.openingStock ?? 0) > 0
      ? []
      : [{ path: [row, 'openingStock'] as [number, 'openingStock'], message: FIRST_PRODUCT_STOCK_MESSAGE }],
  );
}

/**
 * The product create payload of a row: the rest as a new product starts on the product form
 * (on display, sold online, delivered from every outlet); the stock in hand goes to the first
 * outlet.
 */
export function firstProductPayload(row: FirstProduct, outletIds: readonly number[]): ProductCreateInput {
  return {
    productName: row.productName,
    sellingPricePaise: row.sellingPricePaise,
    categoryId: row.categoryId,
    sku: row.sku,
    outletWiseDeliveryList: outletIds.map((outletId) => ({ outletId, isDeliveryEnabled: true })),
    createStock:
      row.openingStock && outletIds[0] !== undefined
        ? [{ outletId: outletIds[0], quantity: row.openingStock }]
        : [],
  };
}
