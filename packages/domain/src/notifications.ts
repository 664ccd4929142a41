// Notification counters (back-office.md §3, §7, §9).

export const NOTIFICATION_FLAGS = [
  'deliveryPending',
  'onlineOrderCount',
  'enquiryUnreadCount',
  'restockCount',
  'pendingOrderCount',
  'customerCount',
  'productCount',
  'purchaseCount',
  /** Beyond the spec's eight: online bookings the merchant has not seen yet (the Bookings badge). */
  'bookingCount',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
export type NotificationCountType = 'normal' | 'warning';

export const NOTIFICATION_POLL_MS = 30_000;
export const CURRENT_DATE_REFRESH_MS = 60_000;

/** The badge shows 99+ above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The screen each counter opens (back-office.md §4): the menu entry it belongs to and its list. */
export const NOTIFICATION_TARGETS: Record<
  NotificationFlag,
  { area: string; to: string; search?: Record<string, string> }
> = {
  deliveryPending: { area: 'orders', to: '/orders', search: { tab: 'DELIVERY_PENDING' } },
  onlineOrderCount: { area: 'orders', to: '/orders', search: { tab: 'ONLINE' } },
  pendingOrderCount: { area: 'orders', to: '/orders', search: { tab: 'UNBILLED' } },
  enquiryUnreadCount: { area: 'enquiries', to: '/onlineStore/enquiries' },
  restockCount: { area: 'inventory', to: '/inventory' },
  customerCount: { area: 'customers', to: '/customers' },
  productCount: { area: 'products', to: '/products' },
  purchaseCount: { area: 'purchases', to: '/purchases' },
  bookingCount: { area: 'bookings', to: '/bookings' },
};
