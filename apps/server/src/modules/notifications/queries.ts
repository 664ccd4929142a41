// Counting queries behind the notification badges.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface CountRow {
  pending_order_count: number;
  online_order_count: number;
  delivery_pending: number;
  enquiry_unread_count: number;
  restock_count: number;
  customer_count: number;
  product_count: number;
}

/**
 * All the counters in one round trip, for one supplier (and one outlet when given, or the outlets
 * a person is limited to).
 */
export async function countNotifications(
  db: DbOrTx,
  supplierId: number,
  outletId: number | null,
  scope: number[] | null,
) {
  const outletFilter =
    outletId !== null
      ? sql`outlet_id = ${outletId}`
      : scope
        ? sql`outlet_id IN (${sql.join(
            scope.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`true`;
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM orders WHERE supplier_id = ${supplierId} AND ${outletFilter}
         AND 'UNCONFIRMED' = ANY (order_statuses) AND NOT 'CANCELLED' = ANY (order_statuses))::int AS pending_order_count,
      (SELECT count(*) FROM orders WHERE supplier_id = ${supplierId} AND ${outletFilter} AND source = 'ONLINE'
         AND 'UNCONFIRMED' = ANY (order_statuses) AND NOT 'CANCELLED' = ANY (order_statuses))::int AS online_order_count,
      (SELECT count(*) FROM orders WHERE supplier_id = ${supplierId} AND ${outletFilter}
         AND 'CONFIRMED' = ANY (order_statuses)
         AND NOT order_statuses && ARRAY['FULFILLED', 'COMPLETED', 'CANCELLED', 'FULL_RETURN']::text[]
         AND coalesce(delivery_status, '') <> 'DELIVERED')::int AS delivery_pending,
      (SELECT count(*) FROM enquiries WHERE supplier_id = ${supplierId} AND NOT is_read)::int AS enquiry_unread_count,
      (SELECT count(*) FROM stock_levels WHERE supplier_id = ${supplierId} AND ${outletFilter}
         AND reorder_level > 0 AND quantity <= reorder_level)::int AS restock_count,
      (SELECT count(*) FROM customers WHERE supplier_id = ${supplierId})::int AS customer_count,
      (SELECT count(*) FROM products WHERE supplier_id = ${supplierId} AND status = 'ACTIVE')::int AS product_count
  `);
  return rowsOf<CountRow>(result)[0] as CountRow;
}
