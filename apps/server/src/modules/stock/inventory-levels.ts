// Inventory levels: which outlets a request covers (the selected one, or all the user may see), a
// page of products with their stock, value at cost and in-transit stock, the scope's summary, and
// the reorder level and quantity per product and outlet.
import { isLowStock } from '@storekeep/domain/inventory';
import {
  INVENTORY_PAGE_SIZE,
  type InventoryReply,
  type inventoryQuerySchema,
  type ReorderBody,
} from '@storekeep/domain/inventory-api';
import { mulDivRound } from '@storekeep/domain/money';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletScopeOf } from '../supplier/index.ts';
import * as q from './queries.ts';
import { stockItemsOf } from './stock-items.ts';

/** The outlets the user may see, in menu order (staff assigned to outlets see only those). */
export async function visibleOutlets(db: DbOrTx, session: SupplierSession) {
  const [outlets, assigned] = await Promise.all([
    q.outletsOf(db, session.supplierId),
    outletScopeOf(db, { supplierId: session.supplierId, userId: session.userId, role: session.role }),
  ]);
  return assigned === null ? outlets : outlets.filter((o) => assigned.includes(o.outlet_id));
}

/** The selected outlet when the user may see it, else their first; or all they may see. */
export async function scopeOutletIds(db: DbOrTx, session: SupplierSession, scope: OutletScope) {
  const outlets = await visibleOutlets(db, session);
  if (scope === 'all') return outlets.map((o) => o.outlet_id);
  const chosen = outlets.find((o) => o.outlet_id === session.selectedOutletId) ?? outlets[0];
  return chosen ? [chosen.outlet_id] : [];
}

/** An outlet the user may change stock at, or 404 (another store's or unknown) / 403 (not theirs). */
export async function usableOutlet(db: DbOrTx, session: SupplierSession, outletId: number) {
  const all = await q.outletsOf(db, session.supplierId);
  const outlet = all.find((o) => o.outlet_id === outletId);
  if (!outlet) throw notFound('Outlet not found.');
  const visible = await visibleOutlets(db, session);
  if (!visible.some((o) => o.outlet_id === outletId)) throw forbidden();
  return outlet;
}

/** Value at cost of a quantity, half away from zero to the paisa (as the summary's SQL rounds). */
export function valueAtCost(milli: number, costPaise: number): number {
  return mulDivRound(milli, costPaise, 1000);
}

export async function listLevels(
  db: Db,
  session: SupplierSession,
  query: z.output<typeof inventoryQuerySchema>,
): Promise<InventoryReply> {
  const outletIds = await scopeOutletIds(db, session, query.scope);
  const filter = { supplierId: session.supplierId, outletIds, ...query };
  const offset = (query.page - 1) * INVENTORY_PAGE_SIZE;
  // One more row than the page tells whether a next page exists without counting every match.
  const rows = outletIds.length === 0 ? [] : await q.levelPage(db, filter, INVENTORY_PAGE_SIZE + 1, offset);
  const page = rows.slice(0, INVENTORY_PAGE_SIZE);
  return {
    outletIds,
    page: query.page,
    pageSize: INVENTORY_PAGE_SIZE,
    hasMore: rows.length > INVENTORY_PAGE_SIZE,
    rows: page.map((row) => {
      const outlets = outletIds.map((outletId) => {
        const level = row.levels.find((l) => Number(l.o) === outletId);
        const transit = row.transit
          .filter((t) => Number(t.o) === outletId)
          .reduce((sum, t) => sum + quantityToMilli(t.q), 0);
        return {
          outletId,
          milli: level ? quantityToMilli(level.q) : 0,
          reorderLevel: level ? Number(level.rl) : 0,
          reorderQuantity: level ? Number(level.rq) : 0,
          transit,
        };
      });
      const milli = outlets.reduce((sum, o) => sum + o.milli, 0);
      const valuePaise = outlets.reduce((sum, o) => sum + valueAtCost(o.milli, row.cost_paise), 0);
      return {
        productId: row.product_id,
        variantId: row.variant_id || null,
        variantName: row.variant_name,
        productName: row.name,
        barcode: row.barcode,
        sku: row.sku,
        categoryName: row.category_name,
        unitOfMeasurement: row.unit,
        costPaise: row.cost_paise,
        outlets: outlets.map((o) => ({
          outletId: o.outletId,
          quantity: milliToQuantity(o.milli),
          reorderLevel: o.reorderLevel,
          reorderQuantity: o.reorderQuantity,
          inTransit: milliToQuantity(o.transit),
        })),
        quantity: milliToQuantity(milli),
        inTransit: milliToQuantity(outlets.reduce((sum, o) => sum + o.transit, 0)),
        valuePaise,
        isLow: outlets.some((o) => isLowStock(milliToQuantity(o.milli), o.reorderLevel)),
        nextExpiry: row.next_expiry,
      };
    }),
  };
}

export async function inventorySummary(
  db: Db,
  session: SupplierSession,
  query: Pick<z.output<typeof inventoryQuerySchema>, 'scope' | 'categoryId' | 'q'>,
) {
  const outletIds = await scopeOutletIds(db, session, query.scope);
  if (outletIds.length === 0) return { outletIds, products: 0, valuePaise: 0, low: 0, out: 0, expiring: 0 };
  const row = await q.levelSummary(db, {
    supplierId: session.supplierId,
    outletIds,
    filter: 'all',
    ...query,
  });
  return {
    outletIds,
    products: row.products,
    valuePaise: Number(row.value_paise),
    low: row.low,
    out: row.out,
    expiring: row.expiring,
  };
}

export async function setReorder(db: Db, session: SupplierSession, body: ReorderBody) {
  await db.transaction(async (tx) => {
    await usableOutlet(tx, session, body.outletId);
    const [item] = await stockItemsOf(tx, session.supplierId, body.outletId, [body]);
    if (!item) throw notFound('Product not found.');
    await q.upsertReorder(tx, session.supplierId, {
      productId: body.productId,
      variantId: item.variant_id,
      outletId: body.outletId,
      reorderLevel: milliToQuantityText(quantityToMilli(body.reorderLevel)),
      reorderQuantity: milliToQuantityText(quantityToMilli(body.reorderQuantity)),
    });
  });
  return { ok: true as const };
}
