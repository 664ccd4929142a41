// Query keys of the products feature: every list, count and search sits under PRODUCTS_KEY so a
// change invalidates them together.
export const PRODUCTS_KEY = ['products'] as const;
export const productKey = (productId: number) => [...PRODUCTS_KEY, 'one', productId] as const;
