// The inventory page's address: /inventory?tab=&filter=&q=&categoryId=&page= (the low-stock badge
// links to ?filter=low). Unknown values fall back to the defaults.
import { STOCK_FILTERS, type StockFilter } from '@storekeep/domain/inventory';

export const INVENTORY_TABS = ['stock', 'count', 'transfers', 'bulk'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export interface InventorySearch {
  tab?: InventoryTab;
  filter?: StockFilter;
  q?: string;
  categoryId?: number;
  page?: number;
}

export function parseInventorySearch(search: Record<string, unknown>): InventorySearch {
  const out: InventorySearch = {};
  if (INVENTORY_TABS.includes(search.tab as InventoryTab)) out.tab = search.tab as InventoryTab;
  if (STOCK_FILTERS.includes(search.filter as StockFilter) && search.filter !== 'all')
    out.filter = search.filter as StockFilter;
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.slice(0, 100);
  const categoryId = Number(search.categoryId);
  if (Number.isInteger(categoryId) && categoryId > 0) out.categoryId = categoryId;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page;
  return out;
}

/** Where the orange low-stock badge leads: the restock list. */
export const RESTOCK_LIST_PATH = '/inventory?filter=low';
