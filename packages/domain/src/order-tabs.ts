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

/** What decides an order's tabs. */
export interface TabbedOrder {
  source: string;
  orderStatuses: readonly string[];
  paymentStatus: string;
  deliveryStatus: string | null;
}

/**
 * Whether an order is on a tab. Unbilled: not yet confirmed. Payment pending: billed and not fully
 * paid. Delivery pending: billed, or placed on the storefront (the shopper waits from the moment
 * they order, so a new online order is on the default tab), and not yet delivered. Cancelled and
 * fully returned orders are on no working tab. The database keeps the same rule as generated
 * columns (migrations 0010, 0024), one partial index per tab; a server test checks they agree.
 */
export function inOrderTab(tab: OrderTab, order: TabbedOrder): boolean {
  const has = (status: string) => order.orderStatuses.includes(status);
  switch (tab) {
    case 'UNBILLED':
      return has('UNCONFIRMED') && !has('CANCELLED');
    case 'PAYMENT_PENDING':
      return (
        has('CONFIRMED') &&
        !has('CANCELLED') &&
        !has('FULL_RETURN') &&
        (order.paymentStatus === 'UNPAID' || order.paymentStatus === 'PARTIALLY_PAID')
      );
    case 'DELIVERY_PENDING':
      return (
        (has('CONFIRMED') || order.source === 'ONLINE') &&
        !has('CANCELLED') &&
        !has('FULFILLED') &&
        !has('FULL_RETURN') &&
        order.deliveryStatus !== 'DELIVERED'
      );
    case 'ONLINE':
      return order.source === 'ONLINE';
    case 'INSTORE':
      return order.source === 'INSTORE';
    case 'ALLORDERS':
      return true;
  }
}

/** Tabs queried with type VIEW; the others use the tab name as type. */
export const VIEW_ORDER_TABS: readonly OrderTab[] = ['ONLINE', 'ALLORDERS', 'INSTORE'];
export const ORDER_QUERY_TYPE_VIEW = 'VIEW';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/**
 * Which outlets the order lists, tab counts and badges count: the outlet selected in the header
 * (the default), or every outlet when the user chooses so. All three take the same scope, so a
 * badge and a tab never disagree.
 */
export const OUTLET_SCOPES = ['selected', 'all'] as const;
export type OutletScope = (typeof OUTLET_SCOPES)[number];
export const outletScopeSchema = z.enum(OUTLET_SCOPES).default('selected');

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
