// Counting queries behind the notification badges.
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletFilter } from '../orders/index.ts';

export interface CountRow {
  pending_order_count: number;
  online_order_count: number;
  delivery_pending: number;
  enquiry_unread_count: number;
  restock_count: number;
  customer_count: number;
  product_count: number;
  booking_count: number;
}

/**
 * All the counters in one round trip, for one supplier and the outlets the user looks at. The order
 * badges count the Unbilled and Delivery-pending tabs by the tabs' own columns and outlet scope, so a
 * badge always equals its tab's count.
 */
export async function countNotifications(db: DbOrTx, session: SupplierSession, scope: OutletScope) {
  const { supplierId } = session;
  const orderOutlets = outletFilter(session, scope);
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM orders o WHERE o.supplier_id = ${supplierId} AND ${orderOutlets}
         AND o.in_unbilled)::int AS pending_order_count,
      (SELECT count(*) FROM orders o WHERE o.supplier_id = ${supplierId} AND ${orderOutlets}
         AND o.in_unbilled AND o.source = 'ONLINE')::int AS online_order_count,
      (SELECT count(*) FROM orders o WHERE o.supplier_id = ${supplierId} AND ${orderOutlets}
         AND o.in_delivery_pending)::int AS delivery_pending,
      (SELECT count(*) FROM enquiries WHERE supplier_id = ${supplierId} AND NOT is_read)::int AS enquiry_unread_count,
      (SELECT count(*) FROM stock_levels o WHERE o.supplier_id = ${supplierId} AND ${orderOutlets}
         AND o.reorder_level > 0 AND o.quantity <= o.reorder_level)::int AS restock_count,
      (SELECT count(*) FROM customers WHERE supplier_id = ${supplierId})::int AS customer_count,
      (SELECT count(*) FROM products WHERE supplier_id = ${supplierId} AND status = 'ACTIVE')::int AS product_count,
      (SELECT count(*) FROM bookings WHERE supplier_id = ${supplierId} AND source = 'ONLINE' AND seen_at IS NULL
         AND status = 'BOOKED')::int AS booking_count
  `);
  return rowsOf<CountRow>(result)[0] as CountRow;
}
