// Stock for tests, given as the app gives it: through the stock ledger, so the level stays the sum
// of its moves (the harness checks that after every file).
import { quantityToMilli } from '@storekeep/domain/quantity';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { applyStockChanges } from '../modules/stock/index.ts';

/**
 * Sets a product's stock at one outlet to `quantity` (negative where a test needs it) with one
 * count correction of the difference; a product without a level there gets one, also at 0.
 */
export async function setStock(
  db: DbOrTx,
  where: { supplierId: number; productId: number; outletId: number; variantId?: number },
  quantity: string | number,
): Promise<void> {
  const { supplierId, productId, outletId, variantId = 0 } = where;
  const [level] = rowsOf<{ quantity: string }>(
    await db.execute(sql`
      SELECT quantity::text AS quantity FROM stock_levels
      WHERE supplier_id = ${supplierId} AND product_id = ${productId}
        AND variant_id = ${variantId} AND outlet_id = ${outletId}`),
  );
  const milli = quantityToMilli(quantity) - quantityToMilli(level?.quantity ?? 0);
  if (!level && milli === 0) {
    await db.insert(t.stockLevels).values({ supplierId, productId, variantId, outletId, quantity: '0' });
    return;
  }
  await applyStockChanges(
    db,
    { supplierId, userId: null, orderId: null, reason: 'COUNT', allowNegative: true },
    [{ productId, variantId, outletId, batchId: null, milli, productName: `product ${productId}` }],
  );
}
