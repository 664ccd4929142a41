// SQL of serial (IMEI) numbers: a product's as the stock screens list them (where each is, and the
// order it was sold on), the ones a line names, the outlet's in stock counts, and serials taken out
// of stock under their row locks. Scoped by supplier_id.
import type { HeldSerial, SerialStatus } from '@storekeep/domain/serials';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

const jsonList = (values: unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

export interface SerialRow {
  serial_id: string;
  serial_no: string;
  /** 0 for a product without variants, or a serial whose variant is not known. */
  variant_id: string;
  variant_name: string | null;
  status: SerialStatus;
  outlet_id: string;
  outlet_name: string | null;
  created_at: string | Date;
  purchase_order_id: string | null;
  order_id: string | null;
  order_number: number | null;
  sold_at: string | Date | null;
}

export async function productSerialRows(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  outletIds: number[],
  status: SerialStatus | undefined,
  limit: number,
  /** Only the serials a line of this variant may sell: its own, and those whose variant is not known. */
  variantId?: number,
): Promise<SerialRow[]> {
  if (outletIds.length === 0) return [];
  return rowsOf<SerialRow>(
    await db.execute(sql`
      SELECT s.serial_id, s.serial_no, s.variant_id, v.variant_name, s.status, s.outlet_id, o.name AS outlet_name, s.created_at,
             s.purchase_order_id, s.order_id, r.order_number, s.sold_at
      FROM product_serials s
      LEFT JOIN product_variants v ON v.supplier_id = s.supplier_id AND v.variant_id = s.variant_id
      LEFT JOIN outlets o ON o.supplier_id = s.supplier_id AND o.outlet_id = s.outlet_id
      LEFT JOIN orders r ON r.supplier_id = s.supplier_id AND r.order_id = s.order_id
      WHERE s.supplier_id = ${supplierId} AND s.product_id = ${productId}
        AND s.outlet_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(outletIds)}::jsonb))::bigint)
        ${status ? sql`AND s.status = ${status}` : sql``}
        ${variantId === undefined ? sql`` : sql`AND s.variant_id IN (0, ${variantId})`}
      ORDER BY (s.status = 'IN_STOCK') DESC, s.serial_no
      LIMIT ${limit}`),
  );
}

/** The store's serials of the list, by number. */
export async function heldSerials(
  tx: DbOrTx,
  supplierId: number,
  serialNos: string[],
): Promise<HeldSerial[]> {
  if (serialNos.length === 0) return [];
  const rows = rowsOf<{
    serial_id: string;
    serial_no: string;
    product_id: string;
    variant_id: string;
    outlet_id: string;
    status: string;
  }>(
    await tx.execute(sql`
      SELECT serial_id, serial_no, product_id, variant_id, outlet_id, status FROM product_serials
      WHERE supplier_id = ${supplierId}
        AND serial_no IN (SELECT jsonb_array_elements_text(${jsonList(serialNos)}))`),
  );
  return rows.map((r) => ({
    serialId: Number(r.serial_id),
    serialNo: r.serial_no,
    productId: Number(r.product_id),
    variantId: Number(r.variant_id),
    outletId: Number(r.outlet_id),
    status: r.status,
  }));
}

/** How many serials of each product the outlet holds in stock, by product and then variant. */
export async function inStockCounts(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  productIds: number[],
): Promise<Map<number, Map<number, number>>> {
  const counts = new Map<number, Map<number, number>>();
  if (productIds.length === 0) return counts;
  const rows = rowsOf<{ product_id: string; variant_id: string; n: string }>(
    await tx.execute(sql`
      SELECT product_id, variant_id, count(*) AS n FROM product_serials
      WHERE supplier_id = ${supplierId} AND outlet_id = ${outletId} AND status = 'IN_STOCK'
        AND product_id IN (SELECT (jsonb_array_elements_text(${jsonList(productIds)}))::bigint)
      GROUP BY product_id, variant_id`),
  );
  for (const r of rows) {
    const byVariant = counts.get(Number(r.product_id)) ?? new Map<number, number>();
    byVariant.set(Number(r.variant_id), Number(r.n));
    counts.set(Number(r.product_id), byVariant);
  }
  return counts;
}

/**
 * Takes serials out of the outlet's stock into `status` (in transit, back with the vendor), each only
 * while it is still in stock there: the row lock makes a bill or another dispatch of the same
 * serial wait, and the second finds it gone. A serial whose variant was not known takes the line's.
 * Answers the serials that could not be taken, with where they are.
 */
export async function takeSerials(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  serials: readonly { serialId: number; variantId: number }[],
  status: 'IN_TRANSIT' | 'RETURNED',
): Promise<{ serialNo: string; status: string }[]> {
  if (serials.length === 0) return [];
  const list = jsonList(serials.map((s) => ({ serial_id: s.serialId, variant_id: s.variantId })));
  const rows = rowsOf<{ serial_no: string; status: string; taken: boolean }>(
    await tx.execute(sql`
      WITH wanted AS (
        SELECT * FROM jsonb_to_recordset(${list}) AS x(serial_id bigint, variant_id bigint)
      ), taken AS (
        UPDATE product_serials s SET status = ${status},
          variant_id = CASE WHEN s.variant_id = 0 THEN w.variant_id ELSE s.variant_id END
        FROM wanted w
        WHERE s.supplier_id = ${supplierId} AND s.serial_id = w.serial_id
          AND s.status = 'IN_STOCK' AND s.outlet_id = ${outletId}
        RETURNING s.serial_id
      )
      SELECT s.serial_no, s.status, (s.serial_id IN (SELECT serial_id FROM taken)) AS taken
      FROM product_serials s JOIN wanted w ON w.serial_id = s.serial_id
      WHERE s.supplier_id = ${supplierId}
      ORDER BY s.serial_no`),
  );
  return rows.filter((r) => !r.taken).map((r) => ({ serialNo: r.serial_no, status: r.status }));
}
