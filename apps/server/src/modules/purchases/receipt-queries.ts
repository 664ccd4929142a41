// SQL of receipts and returns: batches made or topped up, receipt lines, received and returned
// quantities on the order's lines, the products' weighted average cost, serial numbers, and the
// detail's receipts, payments and debit notes. Each write is one statement over all lines.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  purchasePayments,
  purchaseReturnLines,
  purchaseReturnSerials,
  purchaseReturns,
} from '../../db/schema.ts';

export interface BatchInput {
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  batch_no: string;
  expiry_date: string | null;
  mfg_date: string | null;
  mrp_paise: number | null;
  cost_paise: number;
}

/**
 * Makes the receipt's batches at the outlet, or finds those it tops up (same product and batch
 * number): the newest MRP and cost win, a known expiry date stays. Returns their ids by product and
 * batch number.
 */
export async function upsertBatches(tx: DbOrTx, supplierId: number, outletId: number, batches: BatchInput[]) {
  if (batches.length === 0) return new Map<string, number>();
  const rows = rowsOf<{ batch_id: number; product_id: number; variant_id: number; batch_no: string }>(
    await tx.execute(sql`
      INSERT INTO stock_batches AS b (supplier_id, product_id, variant_id, outlet_id, batch_no, expiry_date, mfg_date,
        mrp_paise, cost_paise)
      SELECT ${supplierId}, x.product_id, x.variant_id, ${outletId}, x.batch_no, x.expiry_date, x.mfg_date, x.mrp_paise,
        x.cost_paise
      FROM jsonb_to_recordset(${JSON.stringify(batches)}::jsonb) AS x(product_id bigint, variant_id bigint,
        batch_no text, expiry_date date, mfg_date date, mrp_paise bigint, cost_paise bigint)
      ORDER BY x.product_id, x.variant_id, x.batch_no
      ON CONFLICT (supplier_id, product_id, variant_id, outlet_id, batch_no) DO UPDATE SET
        expiry_date = coalesce(b.expiry_date, EXCLUDED.expiry_date),
        mfg_date = coalesce(b.mfg_date, EXCLUDED.mfg_date),
        mrp_paise = coalesce(EXCLUDED.mrp_paise, b.mrp_paise),
        cost_paise = EXCLUDED.cost_paise
      RETURNING b.batch_id, b.product_id, b.variant_id, b.batch_no`),
  );
  return new Map(
    rows.map((r) => [`${Number(r.product_id)}:${Number(r.variant_id)}:${r.batch_no}`, Number(r.batch_id)]),
  );
}

/**
 * The products' cost and stock over all outlets, locked in product order so that two receipts of
 * one product work out its average cost one after the other.
 */
export async function lockProductCosts(tx: DbOrTx, supplierId: number, productIds: number[]) {
  const rows = rowsOf<{ product_id: number; cost_paise: string | number; stock: string | null }>(
    await tx.execute(sql`
      SELECT p.product_id, p.cost_paise, t.stock_total AS stock FROM products p
      LEFT JOIN product_stock_totals t ON t.supplier_id = p.supplier_id AND t.product_id = p.product_id
      WHERE p.supplier_id = ${supplierId}
        AND p.product_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))::bigint)
      ORDER BY p.product_id
      FOR UPDATE OF p`),
  );
  return new Map(
    rows.map((r) => [Number(r.product_id), { costPaise: Number(r.cost_paise), stock: r.stock }]),
  );
}

export async function setProductCosts(
  tx: DbOrTx,
  supplierId: number,
  costs: { product_id: number; cost_paise: number }[],
) {
  if (costs.length === 0) return;
  await tx.execute(sql`
    UPDATE products p SET cost_paise = x.cost_paise, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(costs)}::jsonb) AS x(product_id bigint, cost_paise bigint)
    WHERE p.supplier_id = ${supplierId} AND p.product_id = x.product_id`);
}

export interface ReceiptLineRow {
  line_no: number;
  batch_id: number | null;
  quantity: string;
  cost_paise: number;
}

export async function insertReceiptLines(
  tx: DbOrTx,
  supplierId: number,
  purchaseOrderId: number,
  userId: number,
  lines: ReceiptLineRow[],
) {
  await tx.execute(sql`
    INSERT INTO purchase_receipt_lines (supplier_id, purchase_order_id, line_no, batch_id, quantity, cost_paise, user_id)
    SELECT ${supplierId}, ${purchaseOrderId}, x.line_no, x.batch_id, x.quantity, x.cost_paise, ${userId}
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      AS x(line_no integer, batch_id bigint, quantity numeric, cost_paise bigint)`);
}

/** Adds to the lines' received (or returned) quantities. */
export async function addLineQuantities(
  tx: DbOrTx,
  supplierId: number,
  purchaseOrderId: number,
  column: 'received_qty' | 'returned_qty',
  deltas: { line_no: number; quantity: string }[],
) {
  await tx.execute(sql`
    UPDATE purchase_order_lines l SET ${sql.raw(column)} = l.${sql.raw(column)} + x.quantity
    FROM jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) AS x(line_no integer, quantity numeric)
    WHERE l.supplier_id = ${supplierId} AND l.purchase_order_id = ${purchaseOrderId} AND l.line_no = x.line_no`);
}

/** Serial numbers of the list already in the store. */
export async function takenSerials(tx: DbOrTx, supplierId: number, serials: string[]) {
  if (serials.length === 0) return [];
  const rows = rowsOf<{ serial_no: string }>(
    await tx.execute(sql`
      SELECT serial_no FROM product_serials WHERE supplier_id = ${supplierId}
        AND serial_no IN (SELECT jsonb_array_elements_text(${JSON.stringify(serials)}::jsonb))`),
  );
  return rows.map((r) => r.serial_no);
}

export async function insertSerials(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  purchaseOrderId: number,
  /** variant_id: the line's variant, 0 for a product without variants. */
  serials: { product_id: number; variant_id: number; serial_no: string }[],
) {
  if (serials.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_serials (supplier_id, product_id, variant_id, outlet_id, serial_no, purchase_order_id)
    SELECT ${supplierId}, x.product_id, x.variant_id, ${outletId}, x.serial_no, ${purchaseOrderId}
    FROM jsonb_to_recordset(${JSON.stringify(serials)}::jsonb)
      AS x(product_id bigint, variant_id bigint, serial_no text)`);
}

export interface ReceiptDetailRow {
  line_no: number;
  batch_id: number | null;
  batch_no: string | null;
  expiry_date: string | null;
  quantity: string;
  cost_paise: string | number;
  received_at: string | Date;
}

export async function receiptsOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  return rowsOf<ReceiptDetailRow>(
    await tx.execute(sql`
      SELECT r.line_no, r.batch_id, b.batch_no, b.expiry_date::text AS expiry_date, r.quantity, r.cost_paise, r.received_at
      FROM purchase_receipt_lines r
      LEFT JOIN stock_batches b ON b.supplier_id = r.supplier_id AND b.batch_id = r.batch_id
      WHERE r.supplier_id = ${supplierId} AND r.purchase_order_id = ${purchaseOrderId}
      ORDER BY r.receipt_line_id`),
  );
}

export async function productDetailsOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  return rowsOf<{ line_no: number; barcode: string | null; unit: string | null }>(
    await tx.execute(sql`
      SELECT l.line_no, p.barcode, p.unit FROM purchase_order_lines l
      JOIN products p ON p.supplier_id = l.supplier_id AND p.product_id = l.product_id
      WHERE l.supplier_id = ${supplierId} AND l.purchase_order_id = ${purchaseOrderId}`),
  );
}

export async function paymentsOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  return tx
    .select()
    .from(purchasePayments)
    .where(
      and(eq(purchasePayments.supplierId, supplierId), eq(purchasePayments.purchaseOrderId, purchaseOrderId)),
    )
    .orderBy(asc(purchasePayments.paymentId));
}

export async function returnsOf(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  return tx
    .select()
    .from(purchaseReturns)
    .where(
      and(eq(purchaseReturns.supplierId, supplierId), eq(purchaseReturns.purchaseOrderId, purchaseOrderId)),
    )
    .orderBy(asc(purchaseReturns.purchaseReturnId));
}

export async function insertReturn(
  tx: DbOrTx,
  header: typeof purchaseReturns.$inferInsert,
  lines: Omit<typeof purchaseReturnLines.$inferInsert, 'purchaseReturnId' | 'supplierId'>[],
) {
  const [row] = await tx.insert(purchaseReturns).values(header).returning();
  const created = row as typeof purchaseReturns.$inferSelect;
  await tx
    .insert(purchaseReturnLines)
    .values(
      lines.map((l) => ({ ...l, supplierId: header.supplierId, purchaseReturnId: created.purchaseReturnId })),
    );
  return created;
}

/** What of each line's receipts per batch is still here to send back (received less returned). */
export async function returnableByBatch(tx: DbOrTx, supplierId: number, purchaseOrderId: number) {
  const rows = rowsOf<{ line_no: number; batch_id: number | null; quantity: string }>(
    await tx.execute(sql`
      SELECT line_no, batch_id, sum(quantity)::text AS quantity FROM (
        SELECT r.line_no, r.batch_id, r.quantity FROM purchase_receipt_lines r
        WHERE r.supplier_id = ${supplierId} AND r.purchase_order_id = ${purchaseOrderId}
        UNION ALL
        SELECT rl.line_no, rl.batch_id, -rl.quantity FROM purchase_return_lines rl
        JOIN purchase_returns pr ON pr.supplier_id = rl.supplier_id AND pr.purchase_return_id = rl.purchase_return_id
        WHERE rl.supplier_id = ${supplierId} AND pr.purchase_order_id = ${purchaseOrderId}
      ) x GROUP BY line_no, batch_id`),
  );
  return rows;
}

/** The serial (IMEI) numbers a debit note sent back, by the purchase order's line. */
export async function insertReturnSerials(
  tx: DbOrTx,
  supplierId: number,
  purchaseReturnId: number,
  rows: { lineNo: number; serialId: number }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(purchaseReturnSerials)
    .values(rows.map((r) => ({ supplierId, purchaseReturnId, lineNo: r.lineNo, serialId: r.serialId })));
}
