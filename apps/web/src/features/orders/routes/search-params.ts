// The order list's URL state (tab, page, search, date range), parsed without zod so the router can
// import it eagerly. Dates are calendar days 'YYYY-MM-DD'; a preset names its range.
import { DATE_RANGE_PRESETS, type DateRangePreset } from '@storekeep/domain/date-ranges';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '@storekeep/domain/order-tabs';

/** 'All dates' is ours: the spec's presets narrow the list, and the tabs are useful without them. */
export const ALL_DATES = 'All dates';
export type DateFilter = DateRangePreset | typeof ALL_DATES | 'Custom';

export interface OrderListSearch {
  tab?: OrderTab;
  page?: number;
  q?: string;
  range?: DateFilter;
  from?: string;
  to?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const page = Number(search.page);
  const range = oneOf<DateFilter>([...DATE_RANGE_PRESETS, ALL_DATES, 'Custom'], search.range);
  const from = typeof search.from === 'string' && ISO_DATE.test(search.from) ? search.from : undefined;
  const to = typeof search.to === 'string' && ISO_DATE.test(search.to) ? search.to : undefined;
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const parsed: OrderListSearch = {
    tab: oneOf(ORDER_TABS, search.tab),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    range,
    // A custom range needs both ends; other filters carry none.
    from: range === 'Custom' && from && to ? from : undefined,
    to: range === 'Custom' && from && to ? to : undefined,
  };
  if (range === 'Custom' && !(from && to)) parsed.range = undefined;
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as OrderListSearch;
}

export function orderListPath(search: OrderListSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (key === 'tab' && value === DEFAULT_ORDER_TAB) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
}

export const orderDetailPath = (orderId: number) => `/orders/${orderId}`;
