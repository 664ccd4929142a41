// Notification counters for the shell's badges (back-office.md §3, §9).
import type { NotificationCounts } from '@storekeep/domain/app-data';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { countOpenPurchases } from '../purchases/service.ts';
import { countNotifications } from './queries.ts';

/**
 * Counts per flag. Restock is a warning (stock at or below its reorder level); the rest are normal.
 * purchaseCount: purchase orders sent and still waiting for goods.
 */
export async function getNotificationCounts(
  db: Db,
  session: SupplierSession,
  scope: OutletScope = 'selected',
): Promise<NotificationCounts> {
  const [row, purchaseCount] = await Promise.all([
    countNotifications(db, session, scope),
    countOpenPurchases(db, session, scope === 'selected'),
  ]);
  return {
    counts: {
      pendingOrderCount: { count: row.pending_order_count, type: 'normal' },
      onlineOrderCount: { count: row.online_order_count, type: 'normal' },
      deliveryPending: { count: row.delivery_pending, type: 'normal' },
      enquiryUnreadCount: { count: row.enquiry_unread_count, type: 'normal' },
      restockCount: { count: row.restock_count, type: row.restock_count > 0 ? 'warning' : 'normal' },
      customerCount: { count: row.customer_count, type: 'normal' },
      productCount: { count: row.product_count, type: 'normal' },
      purchaseCount: { count: purchaseCount, type: 'normal' },
      bookingCount: { count: row.booking_count, type: 'normal' },
    },
  };
}
