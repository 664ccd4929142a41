// Stock for other modules and the API: levels with batches, and opening stock or corrections
// written through the ledger (inventory screens build on these).
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { stockAdjustmentBodySchema } from '@storekeep/domain/stock-api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, stockBatches, stockLevels } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findSupplier, insertAudit, usableOutlet } from '../supplier/index.ts';
import { applyStockChanges } from './ledger.ts';
import { stockItemsOf } from './stock-items.ts';

export { adjustInventory, postStockCount } from './adjust-stock.ts';
export { dispatchTransfer } from './dispatch-transfer.ts';
export { productHistory } from './history.ts';
export { inventorySummary, listLevels, setReorder } from './inventory-levels.ts';
export { applyStockChanges, outOfStock, type StockChange, type StockContext } from './ledger.ts';
export { receiveTransfer } from './receive-transfer.ts';
export { productSerials } from './serials.ts';
export { exportStock } from './stock-export.ts';
export { importStock } from './stock-import.ts';
export { cancelTransfer, getTransfer, listTransfers, requestTransfer } from './transfers.ts';

export async function getStock(
  db: DbOrTx,
  session: SupplierSession,
  productIds: number[],
  outletId: number | undefined,
) {
  // The outlet asked for, else the selected one, else the person's first: always one they may use.
  const outlet = await usableOutlet(db, session, outletId);
  if (!outlet) throw notFound('Outlet not found.');
  const [levels, batches] = await Promise.all([
    db
      .select({ productId: stockLevels.productId, quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.supplierId, session.supplierId),
          eq(stockLevels.outletId, outlet.outletId),
          inArray(stockLevels.productId, productIds),
        ),
      ),
    db
      .select()
      .from(stockBatches)
      .where(
        and(
          eq(stockBatches.supplierId, session.supplierId),
          eq(stockBatches.outletId, outlet.outletId),
          inArray(stockBatches.productId, productIds),
        ),
      )
      .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.batchId)),
  ]);
  // A product with variants answers the stock of all its variants together.
  const quantity = new Map<number, number>();
  for (const l of levels) quantity.set(l.productId, (quantity.get(l.productId) ?? 0) + Number(l.quantity));
  return {
    levels: productIds.map((productId) => ({
      productId,
      outletId: outlet.outletId,
      quantity: quantity.get(productId) ?? 0,
      batches: batches
        .filter((b) => b.productId === productId)
        .map((b) => ({
          batchId: b.batchId,
          batchNo: b.batchNo,
          expiryDate: b.expiryDate,
          mrpPaise: b.mrpPaise,
          quantity: Number(b.quantity),
        })),
    })),
  };
}

export async function adjustStock(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof stockAdjustmentBodySchema>,
) {
  return db.transaction(async (tx) => {
    const outlet = await usableOutlet(tx, session, body.outletId);
    if (!outlet) throw notFound('Outlet not found.');
    const [product] = await tx
      .select({ productId: products.productId, name: products.name, unit: products.unit })
      .from(products)
      .where(and(eq(products.supplierId, session.supplierId), eq(products.productId, body.productId)));
    if (!product) throw notFound('Product not found.');
    const [item] = await stockItemsOf(tx, session.supplierId, outlet.outletId, [body]);
    const variantId = item?.variant_id ?? 0;
    const supplier = await findSupplier(tx, session.supplierId);
    const settings = accountSettingsSchema.parse(supplier?.accountSettings ?? {});
    let batchId: number | null = null;
    if (body.batchNo) {
      const [batch] = await tx
        .insert(stockBatches)
        .values({
          supplierId: session.supplierId,
          productId: product.productId,
          variantId,
          outletId: outlet.outletId,
          batchNo: body.batchNo,
          expiryDate: body.expiryDate ?? null,
          mrpPaise: body.mrpPaise ?? null,
        })
        .onConflictDoUpdate({
          target: [
            stockBatches.supplierId,
            stockBatches.productId,
            stockBatches.variantId,
            stockBatches.outletId,
            stockBatches.batchNo,
          ],
          set: { batchNo: sql`excluded.batch_no` },
        })
        .returning({ batchId: stockBatches.batchId });
      batchId = batch?.batchId ?? null;
    }
    await applyStockChanges(
      tx,
      {
        supplierId: session.supplierId,
        userId: session.userId,
        orderId: null,
        reason: body.reason,
        allowNegative: settings.isSellOutOfStock,
        note: body.note ?? null,
      },
      [
        {
          productId: product.productId,
          variantId,
          outletId: outlet.outletId,
          batchId,
          milli: quantityToMilli(body.quantity),
          productName: product.name,
          unitOfMeasurement: product.unit,
        },
      ],
    );
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'stock.adjusted',
      details: {
        outletId: outlet.outletId,
        productId: product.productId,
        productName: product.name,
        quantity: body.quantity,
        reason: body.reason,
      },
    });
    return getStock(tx, session, [product.productId], outlet.outletId);
  });
}
