// The website walkthrough's first products (website-builder.md §2 walkthrough): up to
// five rows of name, selling price and category (and a SKU where the store keeps them), each saved as the product form saves a new
// product, by the product rules and with their messages.
import { z } from 'zod';
import { optionalSkuSchema, type ProductCreateInput, productNameSchema } from './product.ts';

export const FIRST_PRODUCTS_MAX = 5;

export const firstProductSchema = z.object({
  productName: productNameSchema,
  sellingPricePaise: z.number().int().min(0).max(99_999_999_999),
  categoryId: z.number().int().positive().nullable().default(null),
  /** Only a store that keeps SKUs needs one (the product rule); the row asks for it then. */
  sku: optionalSkuSchema.default(null),
});
export type FirstProductInput = z.input<typeof firstProductSchema>;
export type FirstProduct = z.output<typeof firstProductSchema>;

export const firstProductsSchema = z.array(firstProductSchema).max(FIRST_PRODUCTS_MAX).default([]);

/**
 * The product create payload of a row: the rest as a new product starts on the product form
 * (on display, sold online, delivered from every outlet, no opening stock).
 */
export function firstProductPayload(row: FirstProduct, outletIds: readonly number[]): ProductCreateInput {
  return {
    productName: row.productName,
    sellingPricePaise: row.sellingPricePaise,
    categoryId: row.categoryId,
    sku: row.sku,
    outletWiseDeliveryList: outletIds.map((outletId) => ({ outletId, isDeliveryEnabled: true })),
  };
}
