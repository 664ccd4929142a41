// A product's serial (IMEI) numbers at the outlets the user sees: in stock, or sold with the
// order's number, each with the variant it was received as. The POS picks from the outlet's
// in-stock ones of the line's variant.
import type { ProductSerialsReply, SerialStatus } from '@storekeep/domain/serials';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { usableOutlet, visibleOutlets } from './inventory-levels.ts';
import { productSerialRows } from './serial-queries.ts';

/** More than a counter holds of one product; the list says so rather than paging. */
const MOST = 1000;

const iso = (value: string | Date) => new Date(value).toISOString();

export async function productSerials(
  db: Db,
  session: SupplierSession,
  productId: number,
  query: {
    outletId?: number | undefined;
    status?: SerialStatus | undefined;
    /** A bill line's variant: its serials and those whose variant is not known. */
    variantId?: number | undefined;
  },
): Promise<ProductSerialsReply> {
  const [product] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.supplierId, session.supplierId), eq(products.productId, productId)));
  if (!product) throw notFound('Product not found.');
  const outletIds =
    query.outletId === undefined
      ? (await visibleOutlets(db, session)).map((o) => o.outlet_id)
      : [(await usableOutlet(db, session, query.outletId)).outlet_id];
  const rows = await productSerialRows(
    db,
    session.supplierId,
    productId,
    outletIds,
    query.status,
    MOST,
    query.variantId,
  );
  return {
    serials: rows.map((r) => ({
      serialId: Number(r.serial_id),
      serialNo: r.serial_no,
      variantId: Number(r.variant_id) || null,
      variantName: r.variant_name,
      status: r.status,
      outletId: Number(r.outlet_id),
      outletName: r.outlet_name,
      receivedAt: iso(r.created_at),
      purchaseOrderId: r.purchase_order_id === null ? null : Number(r.purchase_order_id),
      orderId: r.order_id === null ? null : Number(r.order_id),
      orderNumber: r.order_number === null ? null : Number(r.order_number),
      soldAt: r.sold_at === null ? null : iso(r.sold_at),
    })),
  };
}
