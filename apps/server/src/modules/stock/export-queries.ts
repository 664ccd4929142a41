// SQL of the stock exports: pages of levels (product × outlet) and of the ledger, read by key.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

const ids = (outletIds: number[]) =>
  sql.join(
    outletIds.map((outletId) => sql`${outletId}`),
    sql`, `,
  );

export async function levelExportPage(
  db: DbOrTx,
  supplierId: number,
  outletIds: number[],
  after: { name: string; productId: number; variantId: number; outletId: number },
  limit: number,
) {
  return rowsOf<{
    product_id: number;
    variant_id: number;
    name: string;
    /** The product's name with its variant's, as the sheet shows it. */
    label: string;
    barcode: string | null;
    sku: string | null;
    category: string | null;
    outlet_id: number;
    outlet: string;
    quantity: string;
    unit: string;
    reorder_level: string;
    reorder_quantity: string;
    cost_paise: number;
  }>(
    await db.execute(sql`
        SELECT p.product_id::int AS product_id, coalesce(v.variant_id, 0)::int AS variant_id, p.name,
          p.name || coalesce(' (' || v.variant_name || ')', '') AS label,
          coalesce(v.barcode, p.barcode) AS barcode, coalesce(v.sku, p.sku) AS sku, c.name AS category,
          o.outlet_id::int AS outlet_id, o.name AS outlet, coalesce(l.quantity, 0)::text AS quantity, p.unit,
          coalesce(l.reorder_level, 0)::text AS reorder_level, coalesce(l.reorder_quantity, 0)::text AS reorder_quantity,
          coalesce(v.cost_paise, p.cost_paise)::int AS cost_paise
        FROM products p
        LEFT JOIN product_variants v ON v.supplier_id = p.supplier_id AND v.product_id = p.product_id
        JOIN outlets o ON o.supplier_id = p.supplier_id AND o.outlet_id IN (${ids(outletIds)})
        LEFT JOIN stock_levels l ON l.supplier_id = p.supplier_id AND l.product_id = p.product_id
          AND l.variant_id = coalesce(v.variant_id, 0) AND l.outlet_id = o.outlet_id
        LEFT JOIN categories c ON c.supplier_id = p.supplier_id AND c.category_id = p.category_id
        WHERE p.supplier_id = ${supplierId} AND p.status = 'ACTIVE' AND NOT p.is_service
          AND (p.name, p.product_id, coalesce(v.variant_id, 0), o.outlet_id)
            > (${after.name}, ${after.productId}, ${after.variantId}, ${after.outletId})
        ORDER BY p.name, p.product_id, coalesce(v.variant_id, 0), o.outlet_id LIMIT ${limit}`),
  );
}

export async function moveExportPage(
  db: DbOrTx,
  supplierId: number,
  outletIds: number[],
  after: number,
  limit: number,
) {
  return rowsOf<{
    move_id: number;
    at: string;
    name: string;
    barcode: string | null;
    outlet: string;
    reason: string;
    quantity: string;
    note: string | null;
    order_id: number | null;
    transfer_id: number | null;
    batch_no: string | null;
  }>(
    await db.execute(sql`
        SELECT m.move_id::int AS move_id, to_char(m.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS at,
          p.name || coalesce(' (' || v.variant_name || ')', '') AS name, coalesce(v.barcode, p.barcode) AS barcode,
          o.name AS outlet, m.reason, m.quantity::text AS quantity, m.note,
          m.order_id::int AS order_id, m.transfer_id::int AS transfer_id, b.batch_no
        FROM stock_moves m
        JOIN products p ON p.supplier_id = m.supplier_id AND p.product_id = m.product_id
        LEFT JOIN product_variants v ON v.supplier_id = m.supplier_id AND v.variant_id = m.variant_id
        JOIN outlets o ON o.supplier_id = m.supplier_id AND o.outlet_id = m.outlet_id
        LEFT JOIN stock_batches b ON b.supplier_id = m.supplier_id AND b.batch_id = m.batch_id
        WHERE m.supplier_id = ${supplierId} AND m.outlet_id IN (${ids(outletIds)}) AND m.move_id > ${after}
        ORDER BY m.move_id LIMIT ${limit}`),
  );
}
