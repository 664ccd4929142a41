// Order list tabs and the list query each one sends (back-office §3, §4, §7).
import { z } from 'zod';
import type { SupplierType } from './permissions.ts';

export const ORDER_TABS = [
  'UNBILLED',
  'PAYMENT_PENDING',
  'DELIVERY_PENDING',
  'ONLINE',
  'ALLORDERS',
  'INSTORE',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const orderTabSchema = z.enum(ORDER_TABS);
export const DEFAULT_ORDER_TAB: OrderTab = 'DELIVERY_PENDING';

/** Tabs queried with type VIEW; the others use the tab name as type. */
export const VIEW_ORDER_TABS: readonly OrderTab[] = ['ONLINE', 'ALLORDERS', 'INSTORE'];
export const ORDER_QUERY_TYPE_VIEW = 'VIEW';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;

export const orderListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  orderState: orderTabSchema.default(DEFAULT_ORDER_TAB),
  type: z.union([orderTabSchema, z.literal(ORDER_QUERY_TYPE_VIEW)]),
  sortBy: z.string().nullable(),
  sortOrdr: z.enum(SORT_ORDERS).nullable(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export function orderQueryType(tab: OrderTab): OrderTab | typeof ORDER_QUERY_TYPE_VIEW {
  return VIEW_ORDER_TABS.includes(tab) ? ORDER_QUERY_TYPE_VIEW : tab;
}

/**
 * The list query of a tab. For B2B the payment-pending tab sorts by totalOutstanding; the
 * spec gives no direction, so the largest dues come first. Other tabs leave sorting to the server.
 */
export function orderListQuery(
  tab: OrderTab = DEFAULT_ORDER_TAB,
  supplierType: SupplierType = 'B2C',
  currentPage = 1,
): OrderListQuery {
  const byOutstanding = supplierType === 'B2B' && tab === 'PAYMENT_PENDING';
  return {
    currentPage,
    orderState: tab,
    type: orderQueryType(tab),
    sortBy: byOutstanding ? 'totalOutstanding' : null,
    sortOrdr: byOutstanding ? 'DESC' : null,
  };
}
