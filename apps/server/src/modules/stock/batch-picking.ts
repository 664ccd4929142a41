// The batches a sale can take stock from: an outlet's batches of some products that hold stock,
// for first-expiring-first picking (the rule is the domain's pickFefoBatch).
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface BatchOnHand {
  batchId: number;
  productId: number;
  /** 0 for a product without variants. */
  variantId: number;
  batchNo: string;
  expiryDate: string | null;
  mrpPaise: number | null;
  quantityMilli: number;
}

export async function batchesOnHand(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  productIds: readonly number[],
): Promise<BatchOnHand[]> {
  if (productIds.length === 0) return [];
  const rows = rowsOf<{
    batch_id: number;
    product_id: number;
    variant_id: number;
    batch_no: string;
    expiry_date: string | null;
    mrp_paise: string | number | null;
    milli: string | number;
  }>(
    await tx.execute(sql`
      SELECT b.batch_id, b.product_id, b.variant_id, b.batch_no, b.expiry_date::text AS expiry_date, b.mrp_paise,
        (b.quantity * 1000)::bigint AS milli
      FROM stock_batches b
      WHERE b.supplier_id = ${supplierId} AND b.outlet_id = ${outletId} AND b.quantity > 0
        AND b.product_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))::bigint)`),
  );
  return rows.map((r) => ({
    batchId: Number(r.batch_id),
    productId: Number(r.product_id),
    variantId: Number(r.variant_id),
    batchNo: r.batch_no,
    expiryDate: r.expiry_date,
    mrpPaise: r.mrp_paise === null ? null : Number(r.mrp_paise),
    quantityMilli: Number(r.milli),
  }));
}
