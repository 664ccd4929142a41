// A stock item of the inventory: a product, or one variant of a product with variants (stock is
// kept per variant). Its key in lists and test ids, the name shown, and what requests name it by.
export interface StockItem {
  productId: number;
  variantId?: number | null | undefined;
}

/** The product's id alone, or `product-variant` for a variant's row. */
export const itemKey = (item: StockItem): string =>
  item.variantId ? `${item.productId}-${item.variantId}` : String(item.productId);

/** 'Cotton Shirt (M)' for a variant, the product's name otherwise. */
export const itemName = (item: { productName: string; variantName?: string | null | undefined }): string =>
  item.variantName ? `${item.productName} (${item.variantName})` : item.productName;

/** The ids a request line names the item by. */
export const itemIds = (item: StockItem): { productId: number; variantId?: number } =>
  item.variantId ? { productId: item.productId, variantId: item.variantId } : { productId: item.productId };
