// SQL of the serial (IMEI) numbers an order sells: the serials its lines name (order_item_serials),
// and their state in product_serials (sold with the order, back in stock on a return or cancel).
// Every query is scoped by supplier_id.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

const jsonList = (values: unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

export async function insertLineSerials(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  rows: { lineNo: number; serialId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO order_item_serials (supplier_id, order_id, line_no, serial_id)
    SELECT ${supplierId}, ${orderId}, x.line_no, x.serial_id
    FROM jsonb_to_recordset(${jsonList(rows.map((r) => ({ line_no: r.lineNo, serial_id: r.serialId })))})
      AS x(line_no integer, serial_id bigint)`);
}

export interface LineSerialRow {
  lineNo: number;
  serialId: number;
  serialNo: string;
  /** Sold with this order and not yet back. */
  soldHere: boolean;
}

/** The serials the order's lines name, in the order they were chosen. */
export async function lineSerials(tx: DbOrTx, supplierId: number, orderId: number): Promise<LineSerialRow[]> {
  const rows = rowsOf<{ line_no: number; serial_id: string; serial_no: string; sold_here: boolean }>(
    await tx.execute(sql`
      SELECT l.line_no, l.serial_id, s.serial_no,
             (s.status = 'SOLD' AND s.order_id = l.order_id) AS sold_here
      FROM order_item_serials l
      JOIN product_serials s ON s.supplier_id = l.supplier_id AND s.serial_id = l.serial_id
      WHERE l.supplier_id = ${supplierId} AND l.order_id = ${orderId}
      ORDER BY l.line_no, s.serial_no`),
  );
  return rows.map((r) => ({
    lineNo: Number(r.line_no),
    serialId: Number(r.serial_id),
    serialNo: r.serial_no,
    soldHere: r.sold_here,
  }));
}

/**
 * Marks the order's serials sold, each only while it is still in stock at the order's outlet: the
 * row lock makes two bills of one serial (or a bill and a transfer's dispatch) wait on each other,
 * and the second finds it gone. Answers the serials that could not be taken, with where they are.
 */
export async function markSold(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  outletId: number,
): Promise<{ serialNo: string; status: string }[]> {
  const rows = rowsOf<{ serial_no: string; status: string; taken: boolean }>(
    await tx.execute(sql`
      WITH taken AS (
        UPDATE product_serials s SET status = 'SOLD', order_id = ${orderId}, sold_at = now(),
          -- A serial whose variant was not known is the variant it is sold as from now on.
          variant_id = CASE WHEN s.variant_id = 0 THEN coalesce(i.variant_id, 0) ELSE s.variant_id END
        FROM order_item_serials l
        JOIN order_items i ON i.supplier_id = l.supplier_id AND i.order_id = l.order_id AND i.line_no = l.line_no
        WHERE l.supplier_id = ${supplierId} AND l.order_id = ${orderId}
          AND s.supplier_id = l.supplier_id AND s.serial_id = l.serial_id
          AND s.status = 'IN_STOCK' AND s.outlet_id = ${outletId}
        RETURNING s.serial_id
      )
      SELECT s.serial_no, s.status, (s.serial_id IN (SELECT serial_id FROM taken)) AS taken
      FROM order_item_serials l
      JOIN product_serials s ON s.supplier_id = l.supplier_id AND s.serial_id = l.serial_id
      WHERE l.supplier_id = ${supplierId} AND l.order_id = ${orderId}
      ORDER BY s.serial_no`),
  );
  return rows.filter((r) => !r.taken).map((r) => ({ serialNo: r.serial_no, status: r.status }));
}

/** Puts serials sold with the order back in stock: the ones listed, or all of them. */
export async function putBack(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
  serialIds?: number[],
): Promise<void> {
  if (serialIds?.length === 0) return;
  const only = serialIds
    ? sql`AND serial_id IN (SELECT (jsonb_array_elements_text(${jsonList(serialIds)}))::bigint)`
    : sql``;
  await tx.execute(sql`
    UPDATE product_serials SET status = 'IN_STOCK', order_id = NULL, sold_at = NULL
    WHERE supplier_id = ${supplierId} AND order_id = ${orderId} AND status = 'SOLD' ${only}`);
}
