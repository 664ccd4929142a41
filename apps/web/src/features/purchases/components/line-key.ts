// A purchase line's item: the product, or one variant of a product with variants (bought and
// stocked per variant). The key lists and test ids use.
export const lineKey = (item: { productId: number; variantId?: number | null | undefined }): string =>
  item.variantId ? `${item.productId}-${item.variantId}` : String(item.productId);
