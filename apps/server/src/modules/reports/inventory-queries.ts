// SQL of the inventory report, read from the stock ledger (stock_moves) and levels: value at cost
// and MRP, movement per product in the period, dead stock and batches near expiry.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { Scope } from './period.ts';

export interface StockRow {
  productId: number;
  name: string;
  costPaise: number;
  mrpPaise: number;
  openingMilli: number;
  inMilli: number;
  outMilli: number;
  closingMilli: number;
  soldMilli: number;
}

const milli = (v: string | number | null) => Math.round(Number(v ?? 0) * 1000);

/** Per product with any stock or move in the scope's outlets: the period's movement. */
export async function stockMovement(db: DbOrTx, s: Scope): Promise<StockRow[]> {
  const from = s.start.toISOString();
  const to = s.end.toISOString();
  const result = await db.execute(sql`
    WITH moves AS (
      SELECT m.product_id,
        sum(m.quantity) FILTER (WHERE m.created_at < ${from}) AS opening,
        sum(m.quantity) FILTER (WHERE m.created_at >= ${from} AND m.created_at < ${to} AND m.quantity > 0) AS qty_in,
        sum(-m.quantity) FILTER (WHERE m.created_at >= ${from} AND m.created_at < ${to} AND m.quantity < 0) AS qty_out,
        sum(-m.quantity) FILTER (WHERE m.created_at >= ${from} AND m.created_at < ${to} AND m.reason = 'SALE') AS sold
      FROM stock_moves m
      WHERE m.supplier_id = ${s.supplierId} AND m.created_at < ${to} AND ${s.outletIds(sql`m.outlet_id`)}
      GROUP BY m.product_id
    )
    SELECT p.product_id AS "productId", p.name, p.cost_paise AS "costPaise", p.mrp_paise AS "mrpPaise",
      coalesce(moves.opening, 0) AS opening, coalesce(moves.qty_in, 0) AS qty_in,
      coalesce(moves.qty_out, 0) AS qty_out, coalesce(moves.sold, 0) AS sold
    FROM moves JOIN products p ON p.supplier_id = ${s.supplierId} AND p.product_id = moves.product_id
    ORDER BY p.name, p.product_id`);
  return rowsOf<Record<string, string | number>>(result).map((r) => {
    const opening = milli(r.opening!);
    const inMilli = milli(r.qty_in!);
    const outMilli = milli(r.qty_out!);
    return {
      productId: Number(r.productId),
      name: String(r.name),
      costPaise: Number(r.costPaise),
      mrpPaise: Number(r.mrpPaise),
      openingMilli: opening,
      inMilli,
      outMilli,
      closingMilli: opening + inMilli - outMilli,
      soldMilli: milli(r.sold!),
    };
  });
}

export interface ExpiryRow {
  name: string;
  batchNo: string;
  expiryDate: string;
  quantity: string;
  outletName: string;
}

/** Batches with stock whose expiry falls on or before the given day. */
export async function expiringBatches(db: DbOrTx, s: Scope, until: string): Promise<ExpiryRow[]> {
  const result = await db.execute(sql`
    SELECT p.name, b.batch_no AS "batchNo", b.expiry_date::text AS "expiryDate", b.quantity::text AS quantity,
      ol.name AS "outletName"
    FROM stock_batches b
    JOIN products p ON p.supplier_id = b.supplier_id AND p.product_id = b.product_id
    JOIN outlets ol ON ol.supplier_id = b.supplier_id AND ol.outlet_id = b.outlet_id
    WHERE b.supplier_id = ${s.supplierId} AND b.quantity > 0 AND b.expiry_date IS NOT NULL
      AND b.expiry_date <= ${until}::date AND ${s.outletIds(sql`b.outlet_id`)}
    ORDER BY b.expiry_date, p.name`);
  return rowsOf<ExpiryRow>(result);
}
