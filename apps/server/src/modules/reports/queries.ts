// SQL shared by the reports: the name of the outlet a report covers.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { Scope } from './period.ts';

/** The one outlet the scope covers, or null when it covers every outlet the user may see. */
export async function scopedOutletName(
  db: DbOrTx,
  s: Scope,
  scope: 'selected' | 'all',
): Promise<string | null> {
  if (scope === 'all') return null;
  const result = await db.execute(
    sql`SELECT o.name FROM outlets o WHERE o.supplier_id = ${s.supplierId} AND ${s.outletIds(sql`o.outlet_id`)} LIMIT 1`,
  );
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}

/**
 * Credit notes for orders returned without going through a return (bulk demo and benchmark stores
 * written row by row): one per order for all it returned, dated when the order was last changed,
 * lines in proportion to what each line returned (as migration 0030 did for older returns).
 */
export async function recordBulkReturns(db: DbOrTx, supplierId: number): Promise<void> {
  await db.execute(sql`INSERT INTO order_returns (supplier_id, order_id, outlet_id, value_paise, created_at)
    SELECT o.supplier_id, o.order_id, o.outlet_id, o.returned_paise, o.created_at FROM orders o
    WHERE o.supplier_id = ${supplierId} AND o.returned_paise > 0
      AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.supplier_id = o.supplier_id AND r.order_id = o.order_id)`);
  await db.execute(sql`INSERT INTO order_return_lines
      (supplier_id, return_id, line_no, order_id, quantity, taxable_paise, tax_paise, total_paise, taxes)
    SELECT i.supplier_id, r.return_id, i.line_no, i.order_id, i.returned_qty,
      round(i.taxable_paise * i.returned_qty / i.confirmed_qty),
      round(i.tax_paise * i.returned_qty / i.confirmed_qty),
      round(i.total_paise * i.returned_qty / i.confirmed_qty),
      coalesce((SELECT jsonb_agg(jsonb_set(t.value, '{amount}',
                  to_jsonb(round((t.value->>'amount')::numeric * i.returned_qty / i.confirmed_qty))))
                FROM jsonb_array_elements(i.taxes) t), '[]'::jsonb)
    FROM order_items i
    JOIN order_returns r ON r.supplier_id = i.supplier_id AND r.order_id = i.order_id
    WHERE i.supplier_id = ${supplierId} AND i.returned_qty > 0 AND coalesce(i.confirmed_qty, 0) > 0
      AND NOT EXISTS (SELECT 1 FROM order_return_lines l WHERE l.supplier_id = r.supplier_id AND l.return_id = r.return_id)`);
}
