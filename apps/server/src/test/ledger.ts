// The stock ledger's invariant for tests: every stock level equals the sum of its stock moves
// (every stock change is a move: opening stock, adjustments, sales, cancels, returns).
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.ts';

export interface LedgerMismatch {
  supplierId: number;
  productId: number;
  variantId: number;
  outletId: number;
  level: string;
  ledger: string;
}

/** The levels (of one store, or of every store) that differ from the sum of their moves. */
export async function ledgerMismatches(db: DbOrTx, supplierId?: number): Promise<LedgerMismatch[]> {
  const store = (column: string) =>
    supplierId === undefined ? sql`true` : sql`${sql.raw(column)} = ${supplierId}`;
  return rowsOf<LedgerMismatch>(
    await db.execute(sql`
      SELECT coalesce(l.supplier_id, m.supplier_id)::int AS "supplierId",
        coalesce(l.product_id, m.product_id)::int AS "productId",
        coalesce(l.variant_id, m.variant_id)::int AS "variantId",
        coalesce(l.outlet_id, m.outlet_id)::int AS "outletId",
        coalesce(l.quantity, 0)::text AS level, coalesce(m.total, 0)::text AS ledger
      FROM (SELECT * FROM stock_levels WHERE ${store('supplier_id')}) l
      FULL JOIN (
        SELECT supplier_id, product_id, variant_id, outlet_id, sum(quantity) AS total FROM stock_moves
        WHERE ${store('supplier_id')} GROUP BY supplier_id, product_id, variant_id, outlet_id
      ) m ON m.supplier_id = l.supplier_id AND m.product_id = l.product_id AND m.variant_id = l.variant_id
        AND m.outlet_id = l.outlet_id
      WHERE coalesce(l.quantity, 0) <> coalesce(m.total, 0)
      ORDER BY 1, 2, 3, 4`),
  );
}
