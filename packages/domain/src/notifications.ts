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
