// The stock ledger: stock_levels (per product, variant and outlet) and stock_batches change only here, in
// the caller's transaction, each change written as a stock move. Rows are locked in product
// order (the levels' upsert, the batches' SELECT … FOR UPDATE) so concurrent bills never oversell
// and never deadlock.
import {
  formatQuantity,
  milliToQuantity,
  milliToQuantityText,
  quantityToMilli,
} from '@storekeep/domain/quantity';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

export type StockReason =
  | 'OPENING'
  | 'ADJUSTMENT'
  | 'SALE'
  | 'CANCEL'
  | 'RETURN'
  // Inventory (0025): adjustments with their reason, counts, transfers between outlets.
  | 'DAMAGE'
  | 'THEFT'
  | 'COUNT'
  | 'EXPIRY'
  | 'OWN_USE'
  | 'TRANSFER_OUT'
  | 'TRANSFER_IN'
  // Purchasing (0026): goods received from a vendor, goods sent back on a debit note.
  | PurchaseStockReason;

export interface StockChange {
  productId: number;
  /** The variant whose stock changes; absent, null or 0 for a product without variants. */
  variantId?: number | null;
  outletId: number;
  batchId: number | null;
  /** Thousandths of a unit; negative takes stock out. */
  milli: number;
  lineNo?: number | null;
  /** Shown in the out-of-stock message. */
  productName: string;
  unitOfMeasurement?: string | null;
}

export interface StockContext {
  supplierId: number;
  userId: number | null;
  orderId: number | null;
  reason: StockReason;
  /** isSellOutOfStock: decrements may take stock below zero. */
  allowNegative: boolean;
  note?: string | null;
  /** The transfer between outlets the moves belong to (TRANSFER_OUT / TRANSFER_IN). */
  transferId?: number | null;
  /** The purchase order a receipt or return came from, and the debit note of a return. */
  purchaseOrderId?: number | null;
  purchaseReturnId?: number | null;
}

/** 409 out_of_stock naming the product; fields.productId says which one for the screen. */
export function outOfStock(name: string, available: string, productId: number): AppError {
  return new AppError(409, 'out_of_stock', `${name} is out of stock (available: ${available}).`, {
    productId: String(productId),
  });
}

interface Level {
  product_id: number;
  variant_id: number;
  outlet_id: number;
  quantity: string;
}

/** Applies the changes; throws the out-of-stock error (rolling the caller's transaction back). */
export async function applyStockChanges(
  tx: DbOrTx,
  context: StockContext,
  changes: readonly StockChange[],
): Promise<void> {
  const live = changes.filter((change) => change.milli !== 0);
  if (live.length === 0) return;
  const { supplierId } = context;
  const byLevel = new Map<
    string,
    { productId: number; variantId: number; outletId: number; milli: number; first: StockChange }
  >();
  const byBatch = new Map<number, { milli: number; first: StockChange }>();
  for (const change of live) {
    const variantId = change.variantId ?? 0;
    const key = `${change.productId}:${variantId}:${change.outletId}`;
    const level = byLevel.get(key) ?? {
      productId: change.productId,
      variantId,
      outletId: change.outletId,
      milli: 0,
      first: change,
    };
    level.milli += change.milli;
    byLevel.set(key, level);
    if (change.batchId !== null) {
      const batch = byBatch.get(change.batchId) ?? { milli: 0, first: change };
      batch.milli += change.milli;
      byBatch.set(change.batchId, batch);
    }
  }
  const levels = [...byLevel.values()].sort(
    (a, b) => a.productId - b.productId || a.variantId - b.variantId || a.outletId - b.outletId,
  );
  const levelJson = JSON.stringify(
    levels.map((l) => ({
      product_id: l.productId,
      variant_id: l.variantId,
      outlet_id: l.outletId,
      delta: milliToQuantityText(l.milli),
    })),
  );
  const moves = JSON.stringify(
    live.map((c) => ({
      product_id: c.productId,
      variant_id: c.variantId ?? 0,
      outlet_id: c.outletId,
      batch_id: c.batchId,
      quantity: milliToQuantityText(c.milli),
      line_no: c.lineNo ?? null,
    })),
  );
  // One statement: each level is changed by an upsert (a missing row holds nothing, so it is
  // made with the change itself), which takes the row lock in product order and waits for a
  // concurrent change of the same row before adding to its newest quantity; the moves are written
  // beside it. The new quantities come back; a change that took stock below zero where that is not
  // allowed throws, and the caller's transaction rolls the whole statement back.
  const changed = rowsOf<Level>(
    await tx.execute(sql`
      WITH levels AS (
        INSERT INTO stock_levels AS s (supplier_id, product_id, variant_id, outlet_id, quantity)
        SELECT ${supplierId}, x.product_id, x.variant_id, x.outlet_id, x.delta
        FROM jsonb_to_recordset(${levelJson}::jsonb) AS x(product_id bigint, variant_id bigint, outlet_id bigint, delta numeric)
        ORDER BY x.product_id, x.variant_id, x.outlet_id
        ON CONFLICT (supplier_id, product_id, variant_id, outlet_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity
        RETURNING s.product_id, s.variant_id, s.outlet_id, s.quantity),
      moves AS (
        INSERT INTO stock_moves (supplier_id, product_id, variant_id, outlet_id, batch_id, quantity, reason, order_id, line_no,
          user_id, note, transfer_id, purchase_order_id, purchase_return_id)
        SELECT ${supplierId}, x.product_id, x.variant_id, x.outlet_id, x.batch_id, x.quantity, ${context.reason}, ${context.orderId},
          x.line_no, ${context.userId}, ${context.note ?? null}, ${context.transferId ?? null}::bigint,
          ${context.purchaseOrderId ?? null}::bigint, ${context.purchaseReturnId ?? null}::bigint
        FROM jsonb_to_recordset(${moves}::jsonb)
          AS x(product_id bigint, variant_id bigint, outlet_id bigint, batch_id bigint, quantity numeric, line_no integer))
      SELECT product_id, variant_id, outlet_id, quantity FROM levels`),
  );
  if (!context.allowNegative) {
    const after = new Map(
      changed.map((row) => [
        `${row.product_id}:${Number(row.variant_id)}:${row.outlet_id}`,
        quantityToMilli(row.quantity),
      ]),
    );
    for (const level of levels) {
      if (level.milli >= 0) continue;
      const quantity = after.get(`${level.productId}:${level.variantId}:${level.outletId}`) ?? level.milli;
      if (quantity < 0) {
        const available = quantity - level.milli;
        throw outOfStock(
          level.first.productName,
          formatQuantity(milliToQuantity(Math.max(0, available)), level.first.unitOfMeasurement),
          level.productId,
        );
      }
    }
  }
  if (byBatch.size > 0) await applyBatchChanges(tx, context, byBatch);
}

async function applyBatchChanges(
  tx: DbOrTx,
  context: StockContext,
  byBatch: Map<number, { milli: number; first: StockChange }>,
): Promise<void> {
  const batches = [...byBatch.entries()].sort(([a], [b]) => a - b);
  const json = JSON.stringify(
    batches.map(([batchId, b]) => ({ batch_id: batchId, delta: milliToQuantityText(b.milli) })),
  );
  const locked = rowsOf<{ batch_id: number; quantity: string; batch_no: string }>(
    await tx.execute(sql`
      SELECT b.batch_id, b.quantity, b.batch_no FROM stock_batches b
      JOIN jsonb_to_recordset(${json}::jsonb) AS x(batch_id bigint, delta numeric) ON x.batch_id = b.batch_id
      WHERE b.supplier_id = ${context.supplierId}
      ORDER BY b.batch_id
      FOR UPDATE OF b`),
  );
  const onHand = new Map(locked.map((row) => [Number(row.batch_id), row]));
  for (const [batchId, change] of batches) {
    const row = onHand.get(batchId);
    if (!row) throw new AppError(404, 'not_found', 'Batch not found.');
    const available = quantityToMilli(row.quantity);
    if (!context.allowNegative && change.milli < 0 && available + change.milli < 0) {
      throw outOfStock(
        `${change.first.productName} (batch ${row.batch_no})`,
        formatQuantity(milliToQuantity(Math.max(0, available)), change.first.unitOfMeasurement),
        change.first.productId,
      );
    }
  }
  await tx.execute(sql`
    UPDATE stock_batches b SET quantity = b.quantity + x.delta
    FROM jsonb_to_recordset(${json}::jsonb) AS x(batch_id bigint, delta numeric)
    WHERE b.supplier_id = ${context.supplierId} AND b.batch_id = x.batch_id`);
}

/** Reasons of purchasing's moves: goods received from a vendor, goods sent back on a debit note. */
export type PurchaseStockReason = 'PURCHASE' | 'PURCHASE_RETURN';

export interface PurchaseStockContext extends Omit<StockContext, 'reason' | 'orderId'> {
  reason: PurchaseStockReason;
  /** The receipt's purchase order (and a return's). */
  purchaseOrderId: number;
  purchaseReturnId: number | null;
}

/** applyStockChanges for purchasing: each move names the purchase order (and the debit note) it came from. */
export function applyPurchaseStockChanges(
  tx: DbOrTx,
  context: PurchaseStockContext,
  changes: readonly StockChange[],
): Promise<void> {
  return applyStockChanges(tx, { ...context, orderId: null }, changes);
}
