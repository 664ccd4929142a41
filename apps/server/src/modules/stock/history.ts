// A product's stock history: its ledger moves at the outlets the user sees, newest first, with the
// outlet's stock after each move.
import type { MoveReason } from '@storekeep/domain/inventory';
import type { MoveHistoryReply, StockMove } from '@storekeep/domain/inventory-api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { usableOutlet, visibleOutlets } from './inventory-levels.ts';
import { productMoves } from './queries.ts';

const PAGE = 100;

export async function productHistory(
  db: Db,
  session: SupplierSession,
  productId: number,
  query: { outletId?: number | undefined; variantId?: number | undefined; before?: number | undefined },
): Promise<MoveHistoryReply> {
  const [product] = await db
    .select({ name: products.name, unit: products.unit })
    .from(products)
    .where(and(eq(products.supplierId, session.supplierId), eq(products.productId, productId)));
  if (!product) throw notFound('Product not found.');
  const outletIds =
    query.outletId === undefined
      ? (await visibleOutlets(db, session)).map((o) => o.outlet_id)
      : [(await usableOutlet(db, session, query.outletId)).outlet_id];
  const rows = await productMoves(
    db,
    session.supplierId,
    productId,
    query.variantId,
    outletIds,
    query.before,
    PAGE + 1,
  );
  const moves: StockMove[] = rows.slice(0, PAGE).map((row) => ({
    moveId: row.move_id,
    outletId: row.outlet_id,
    outletName: row.outlet_name,
    variantName: row.variant_name,
    reason: row.reason as MoveReason,
    quantity: Number(row.quantity),
    balance: Number(row.balance),
    orderId: row.order_id,
    transferId: row.transfer_id,
    batchNo: row.batch_no,
    note: row.note,
    userName: row.user_name,
    createdAt: row.created_at,
  }));
  return {
    productId,
    productName: product.name,
    unitOfMeasurement: product.unit,
    moves,
    nextBefore: rows.length > PAGE ? (moves[moves.length - 1]?.moveId ?? null) : null,
  };
}
