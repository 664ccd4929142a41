import { describe, expect, it } from 'vitest';
import {
  badgeText,
  CURRENT_DATE_REFRESH_MS,
  NOTIFICATION_FLAGS,
  NOTIFICATION_POLL_MS,
} from './notifications.ts';

describe('notification badge (back-office.md §7, §9: "badge shows 99+ above 99")', () => {
  it.each([
    [-1, ''],
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('constants', () => {
  it('polls every 30000 ms and refreshes the date every 60 s', () => {
    expect(NOTIFICATION_POLL_MS).toBe(30000);
    expect(CURRENT_DATE_REFRESH_MS).toBe(60_000);
  });

  it('counts by the eight flags of back-office.md §3, and new online bookings', () => {
    expect(NOTIFICATION_FLAGS).toEqual([
      'deliveryPending',
      'onlineOrderCount',
      'enquiryUnreadCount',
      'restockCount',
      'pendingOrderCount',
      'customerCount',
      'productCount',
      'purchaseCount',
      'bookingCount',
    ]);
  });
});
