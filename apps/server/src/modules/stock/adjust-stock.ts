// Stock adjustments with a reason and note, and stock counts posted as one adjustment (the counted
// quantity minus the stock at posting time, under the stock rows' locks), each in one transaction
// through the ledger.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { INVENTORY_MESSAGES } from '@storekeep/domain/inventory';
import type {
  AdjustmentReply,
  inventoryAdjustmentBodySchema,
  stockCountBodySchema,
} from '@storekeep/domain/inventory-api';
import { milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findSupplier } from '../supplier/index.ts';
import { usableOutlet } from './inventory-levels.ts';
import { applyStockChanges, type StockChange, type StockReason } from './ledger.ts';
import type { ProductForStock } from './queries.ts';
import { stockItemsOf } from './stock-items.ts';

export async function allowNegativeStock(db: DbOrTx, supplierId: number): Promise<boolean> {
  return (await stockFlags(db, supplierId)).allowNegative;
}

/** The account's flags a stock move follows: stock may go below zero; serial (IMEI) numbers are kept. */
export async function stockFlags(db: DbOrTx, supplierId: number) {
  const supplier = await findSupplier(db, supplierId);
  const settings = accountSettingsSchema.parse(supplier?.accountSettings ?? {});
  return { allowNegative: settings.isSellOutOfStock, keepsSerials: settings.enableIMEINumber };
}

async function post(
  tx: DbOrTx,
  session: SupplierSession,
  outletId: number,
  reason: StockReason,
  note: string | null,
  changes: Array<{ product: ProductForStock; milli: number }>,
): Promise<AdjustmentReply> {
  const ledger: StockChange[] = changes.map(({ product, milli }, i) => ({
    productId: product.product_id,
    variantId: product.variant_id,
    outletId,
    batchId: null,
    milli,
    lineNo: i + 1,
    productName: product.variant_name ? `${product.name} (${product.variant_name})` : product.name,
    unitOfMeasurement: product.unit,
  }));
  await applyStockChanges(
    tx,
    {
      supplierId: session.supplierId,
      userId: session.userId,
      orderId: null,
      reason,
      allowNegative: await allowNegativeStock(tx, session.supplierId),
      note,
    },
    ledger,
  );
  return {
    lines: changes.map(({ product, milli }) => ({
      productId: product.product_id,
      variantId: product.variant_id || null,
      change: milliToQuantity(milli),
      quantity: milliToQuantity(quantityToMilli(product.quantity) + milli),
    })),
  };
}

export async function adjustInventory(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof inventoryAdjustmentBodySchema>,
): Promise<AdjustmentReply> {
  return db.transaction(async (tx) => {
    await usableOutlet(tx, session, body.outletId);
    const items = await stockItemsOf(tx, session.supplierId, body.outletId, body.lines);
    const changes = body.lines.map((line, i) => ({
      product: items[i] as ProductForStock,
      milli: quantityToMilli(line.quantity),
    }));
    return post(tx, session, body.outletId, body.reason, body.note ?? null, changes);
  });
}

/** Posts the differences of a count; lines that match the stock are left out. */
export async function postStockCount(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof stockCountBodySchema>,
): Promise<AdjustmentReply> {
  return db.transaction(async (tx) => {
    await usableOutlet(tx, session, body.outletId);
    const items = await stockItemsOf(tx, session.supplierId, body.outletId, body.lines);
    const changes = body.lines
      .map((line, i) => {
        const product = items[i] as ProductForStock;
        return { product, milli: quantityToMilli(line.counted) - quantityToMilli(product.quantity) };
      })
      .filter((c) => c.milli !== 0);
    if (changes.length === 0) throw invalid(INVENTORY_MESSAGES.noDifference);
    // The counted quantities are never below zero, so a count never takes stock below zero.
    return post(tx, session, body.outletId, 'COUNT', body.note ?? null, changes);
  });
}
