// Query keys of the inventory feature, and what a stock change makes stale: the inventory's lists,
// the products (their stock), and the menu badges (the restock count).
import type { QueryClient } from '@tanstack/react-query';

export const INVENTORY_KEY = ['inventory'] as const;

export function refreshAfterStockChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
