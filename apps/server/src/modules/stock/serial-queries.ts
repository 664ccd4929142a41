// SQL of a product's serial (IMEI) numbers as the stock screens list them: where each is, and the
// order it was sold on. Scoped by supplier_id.
import type { SerialStatus } from '@storekeep/domain/serials';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

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
