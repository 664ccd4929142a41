// SQL of transfers between outlets: the transfer and its lines, read and locked, and their states.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface TransferRow {
  transfer_id: number;
  from_outlet_id: number;
  to_outlet_id: number;
  status: string;
  note: string | null;
  requested_at: string;
  dispatched_at: string | null;
  received_at: string | null;
}

export interface TransferLineRow {
  transfer_id: number;
  line_no: number;
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  variant_name: string | null;
  name: string;
  unit: string;
  quantity: string;
  received_quantity: string;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const transferColumns = sql`t.transfer_id::int AS transfer_id, t.from_outlet_id::int AS from_outlet_id,
  t.to_outlet_id::int AS to_outlet_id, t.status, t.note, ${iso('t.requested_at')} AS requested_at,
  ${iso('t.dispatched_at')} AS dispatched_at, ${iso('t.received_at')} AS received_at`;

export async function insertTransfer(
  db: DbOrTx,
  supplierId: number,
  values: {
    fromOutletId: number;
    toOutletId: number;
    note: string | null;
    userId: number;
    lines: Array<{ productId: number; variantId: number; quantity: string }>;
  },
): Promise<number> {
  const lines = JSON.stringify(
    values.lines.map((l, i) => ({
      line_no: i + 1,
      product_id: l.productId,
      variant_id: l.variantId,
      quantity: l.quantity,
    })),
  );
  const rows = rowsOf<{ transfer_id: number }>(
    await db.execute(sql`
      WITH t AS (
        INSERT INTO stock_transfers (supplier_id, from_outlet_id, to_outlet_id, note, requested_by)
        VALUES (${supplierId}, ${values.fromOutletId}, ${values.toOutletId}, ${values.note}, ${values.userId})
        RETURNING transfer_id),
      l AS (
        INSERT INTO stock_transfer_lines (supplier_id, transfer_id, line_no, product_id, variant_id, quantity)
        SELECT ${supplierId}, t.transfer_id, x.line_no, x.product_id, x.variant_id, x.quantity
        FROM t, jsonb_to_recordset(${lines}::jsonb)
          AS x(line_no integer, product_id bigint, variant_id bigint, quantity numeric))
      SELECT transfer_id::int AS transfer_id FROM t`),
  );
  return (rows[0] as { transfer_id: number }).transfer_id;
}

/** One transfer, locked FOR UPDATE when `lock` (a dispatch or receipt waits for another one). */
export async function findTransfer(db: DbOrTx, supplierId: number, transferId: number, lock = false) {
  const rows = rowsOf<TransferRow>(
    await db.execute(sql`
      SELECT ${transferColumns} FROM stock_transfers t
      WHERE t.supplier_id = ${supplierId} AND t.transfer_id = ${transferId}
      ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  return rows[0];
}

/** Transfers touching the outlets (sent from or to one of them), newest first. */
export async function listTransfers(db: DbOrTx, supplierId: number, outletIds: number[], openOnly: boolean) {
  if (outletIds.length === 0) return [];
  const ids = sql.join(
    outletIds.map((outletId) => sql`${outletId}`),
    sql`, `,
  );
  return rowsOf<TransferRow>(
    await db.execute(sql`
      SELECT ${transferColumns} FROM stock_transfers t
      WHERE t.supplier_id = ${supplierId} AND (t.from_outlet_id IN (${ids}) OR t.to_outlet_id IN (${ids}))
        ${openOnly ? sql`AND t.status IN ('REQUESTED', 'IN_TRANSIT', 'PARTLY_RECEIVED')` : sql``}
      ORDER BY t.requested_at DESC, t.transfer_id DESC LIMIT 100`),
  );
}

export async function transferLines(db: DbOrTx, supplierId: number, transferIds: number[]) {
  if (transferIds.length === 0) return [];
  const ids = sql.join(
    transferIds.map((transferId) => sql`${transferId}`),
    sql`, `,
  );
  return rowsOf<TransferLineRow>(
    await db.execute(sql`
      SELECT l.transfer_id::int AS transfer_id, l.line_no, l.product_id::int AS product_id,
        l.variant_id::int AS variant_id, v.variant_name, p.name, p.unit,
        l.quantity::text AS quantity, l.received_quantity::text AS received_quantity
      FROM stock_transfer_lines l
      JOIN products p ON p.supplier_id = l.supplier_id AND p.product_id = l.product_id
      LEFT JOIN product_variants v ON v.supplier_id = l.supplier_id AND v.variant_id = l.variant_id
      WHERE l.supplier_id = ${supplierId} AND l.transfer_id IN (${ids})
      ORDER BY l.transfer_id, l.line_no`),
  );
}

export async function setTransferStatus(
  db: DbOrTx,
  supplierId: number,
  transferId: number,
  status: string,
  stamp: 'dispatched_at' | 'received_at' | null,
) {
  await db.execute(sql`
    UPDATE stock_transfers SET status = ${status}
      ${stamp === null ? sql`` : sql`, ${sql.raw(stamp)} = now()`}
    WHERE supplier_id = ${supplierId} AND transfer_id = ${transferId}`);
}

export async function addReceived(
  db: DbOrTx,
  supplierId: number,
  transferId: number,
  received: Array<{ lineNo: number; quantity: string }>,
) {
  const json = JSON.stringify(received.map((r) => ({ line_no: r.lineNo, quantity: r.quantity })));
  await db.execute(sql`
    UPDATE stock_transfer_lines l SET received_quantity = l.received_quantity + x.quantity
    FROM jsonb_to_recordset(${json}::jsonb) AS x(line_no integer, quantity numeric)
    WHERE l.supplier_id = ${supplierId} AND l.transfer_id = ${transferId} AND l.line_no = x.line_no`);
}

export interface TransferSerialRow {
  transfer_id: number;
  line_no: number;
  serial_id: number;
  serial_no: string;
  received: boolean;
}

/** The serials the transfers' lines dispatched, and whether each has been received. */
export async function transferSerials(db: DbOrTx, supplierId: number, transferIds: number[]) {
  if (transferIds.length === 0) return [];
  return rowsOf<TransferSerialRow>(
    await db.execute(sql`
      SELECT ts.transfer_id::int AS transfer_id, ts.line_no, ts.serial_id::int AS serial_id, s.serial_no,
        (ts.received_at IS NOT NULL) AS received
      FROM stock_transfer_serials ts
      JOIN product_serials s ON s.supplier_id = ts.supplier_id AND s.serial_id = ts.serial_id
      WHERE ts.supplier_id = ${supplierId}
        AND ts.transfer_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(transferIds)}::jsonb))::bigint)
      ORDER BY ts.transfer_id, ts.line_no, s.serial_no`),
  );
}

export async function insertTransferSerials(
  db: DbOrTx,
  supplierId: number,
  transferId: number,
  rows: Array<{ lineNo: number; serialId: number }>,
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ line_no: r.lineNo, serial_id: r.serialId })));
  await db.execute(sql`
    INSERT INTO stock_transfer_serials (supplier_id, transfer_id, line_no, serial_id)
    SELECT ${supplierId}, ${transferId}, x.line_no, x.serial_id
    FROM jsonb_to_recordset(${json}::jsonb) AS x(line_no integer, serial_id bigint)`);
}

/**
 * The serials that arrived: in stock at the receiving outlet from now on. Only serials still in
 * transit on this transfer move (the transfer's row lock keeps two receipts apart).
 */
export async function receiveTransferSerials(
  db: DbOrTx,
  supplierId: number,
  transferId: number,
  toOutletId: number,
  serialIds: number[],
) {
  if (serialIds.length === 0) return;
  const ids = JSON.stringify(serialIds);
  await db.execute(sql`
    WITH arrived AS (
      UPDATE stock_transfer_serials SET received_at = now()
      WHERE supplier_id = ${supplierId} AND transfer_id = ${transferId} AND received_at IS NULL
        AND serial_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::bigint)
      RETURNING serial_id
    )
    UPDATE product_serials s SET status = 'IN_STOCK', outlet_id = ${toOutletId}
    FROM arrived a
    WHERE s.supplier_id = ${supplierId} AND s.serial_id = a.serial_id AND s.status = 'IN_TRANSIT'`);
}
