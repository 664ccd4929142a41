// The sales summaries' invariant for tests: each of migration 0044's day tables equals the same
// sums recomputed from the orders, their lines and their credit notes (rows summed to nothing are
// left out on both sides).
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.ts';

export interface SummaryMismatch {
  table: string;
  key: string;
  kept: string | null;
  recomputed: string | null;
}

const billed = sql`o.confirmed_at IS NOT NULL AND NOT ('CANCELLED' = ANY (o.order_statuses))`;
const productKey = sql`coalesce(i.product_id::text, 'line:' || i.name)`;

/** Each table: its key columns, its sums, the recomputation with the same column names. */
const TABLES: Array<{ table: string; key: string; sums: string; keep: string; recompute: SQL }> = [
  {
    table: 'sales_day_bills',
    key: 'supplier_id, day, outlet_id, hour, source, staff_id',
    sums: 'bills, sales_paise, tax_paise, discount_paise',
    keep: 'bills <> 0',
    recompute: sql`SELECT o.supplier_id, india_day(o.confirmed_at) AS day, o.outlet_id,
        india_hour(o.confirmed_at) AS hour, o.source, coalesce(o.confirmed_by, 0) AS staff_id, count(*) AS bills,
        sum(o.total_paise) AS sales_paise, sum(o.tax_paise) AS tax_paise, sum(o.discount_paise) AS discount_paise
      FROM orders o WHERE ${billed} GROUP BY 1, 2, 3, 4, 5, 6`,
  },
  {
    table: 'sales_day_products',
    key: 'supplier_id, day, outlet_id, product_key',
    sums: 'bills, lines, quantity, sales_paise',
    keep: 'lines <> 0',
    recompute: sql`SELECT o.supplier_id, india_day(o.confirmed_at) AS day, o.outlet_id, ${productKey} AS product_key,
        count(DISTINCT o.order_id) AS bills, count(*) AS lines, sum(coalesce(i.confirmed_qty, i.quantity)) AS quantity,
        sum(i.total_paise) AS sales_paise
      FROM orders o JOIN order_items i ON i.supplier_id = o.supplier_id AND i.order_id = o.order_id
      WHERE ${billed} GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'sales_day_returns',
    key: 'supplier_id, day, outlet_id, source, staff_id',
    sums: 'returns, returns_paise',
    keep: 'returns <> 0',
    recompute: sql`SELECT o.supplier_id, india_day(r.created_at) AS day, o.outlet_id, o.source,
        coalesce(o.confirmed_by, 0) AS staff_id, count(*) AS returns, sum(r.value_paise) AS returns_paise
      FROM order_returns r JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
      GROUP BY 1, 2, 3, 4, 5`,
  },
  {
    table: 'sales_day_product_returns',
    key: 'supplier_id, day, outlet_id, product_key',
    sums: 'lines, quantity, returns_paise',
    keep: 'lines <> 0',
    recompute: sql`SELECT o.supplier_id, india_day(r.created_at) AS day, o.outlet_id, ${productKey} AS product_key,
        count(*) AS lines, sum(l.quantity) AS quantity, sum(l.total_paise) AS returns_paise
      FROM order_return_lines l
      JOIN order_returns r ON r.supplier_id = l.supplier_id AND r.return_id = l.return_id
      JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
      JOIN order_items i ON i.supplier_id = l.supplier_id AND i.order_id = l.order_id AND i.line_no = l.line_no
      GROUP BY 1, 2, 3, 4`,
  },
];

/** The summary rows (of one store, or of every store) that differ from a recomputation. */
export async function salesSummaryMismatches(db: DbOrTx, supplierId?: number): Promise<SummaryMismatch[]> {
  const store = supplierId === undefined ? sql`true` : sql`supplier_id = ${supplierId}`;
  const found: SummaryMismatch[] = [];
  for (const t of TABLES) {
    const key = sql.raw(t.key);
    const sums = sql.raw(t.sums);
    const rows = rowsOf<SummaryMismatch>(
      await db.execute(sql`
        WITH kept AS (
          SELECT concat_ws('|', ${key}) AS k, concat_ws('|', ${sums}) AS v FROM ${sql.raw(t.table)}
          WHERE ${sql.raw(t.keep)} AND ${store}
        ), recomputed AS (
          SELECT concat_ws('|', ${key}) AS k, concat_ws('|', ${sums}) AS v FROM (${t.recompute}) x WHERE ${store}
        )
        SELECT ${t.table} AS "table", coalesce(kept.k, recomputed.k) AS key, kept.v AS kept, recomputed.v AS recomputed
        FROM kept FULL JOIN recomputed ON recomputed.k = kept.k
        WHERE kept.v IS DISTINCT FROM recomputed.v
        ORDER BY 2`),
    );
    found.push(...rows);
  }
  return found;
}
