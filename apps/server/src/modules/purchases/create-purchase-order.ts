// Raising purchase orders: from scratch or from the low-stock list (the lines the merchant chose),
// automatically from the outlet's reorder levels (isAutoReorderLevel / isAutoReorderQuantity), and
// the restock list and quick add (barcode, name) that the screen picks products from.

import { INVENTORY_MESSAGES } from '@storekeep/domain/inventory';
import { isLowStock, type PurchaseOrderSource, suggestedOrderQuantity } from '@storekeep/domain/purchase';
import {
  type createPurchaseOrderBodySchema,
  PURCHASE_MESSAGES,
  PURCHASE_PAGE_SIZE,
  type PurchasableProduct,
  type updatePurchaseOrderBodySchema,
} from '@storekeep/domain/purchase-api';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { requireVendor } from '../vendors/service.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { assertAllowed, lineError, purchaseOutlet, requireOrder, storeFlags } from './internal.ts';
import * as q from './queries.ts';

type CreateBody = z.output<typeof createPurchaseOrderBodySchema>;
type UpdateBody = z.output<typeof updatePurchaseOrderBodySchema>;
type LineInput = CreateBody['lines'][number];

export const NOTHING_LOW = 'No product is at or below its reorder level at this outlet.';

/** The order's line rows: the product's cost and purchase tax where the line leaves them out. */
async function lineRows(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  purchaseOrderId: number,
  lines: readonly LineInput[],
) {
  const products = await q.productsForPurchase(
    tx,
    supplierId,
    outletId,
    lines.map((l) => l.productId),
  );
  return lines.map((line, index) => {
    const ofProduct = products.filter((p) => Number(p.product_id) === line.productId);
    const product = ofProduct.find((p) => Number(p.variant_id) === (line.variantId ?? 0));
    if (ofProduct[0]?.status !== 'ACTIVE' || ofProduct[0].is_service)
      throw lineError(index, 'productId', PURCHASE_MESSAGES.productNotFound);
    // Stock is kept per variant: a product with variants is bought as one of them.
    if (ofProduct[0].has_variants && line.variantId === undefined)
      throw lineError(index, 'variantId', INVENTORY_MESSAGES.chooseVariant);
    if (!product) throw lineError(index, 'variantId', INVENTORY_MESSAGES.variantWrong);
    return {
      supplierId,
      purchaseOrderId,
      lineNo: index + 1,
      productId: line.productId,
      variantId: line.variantId ?? 0,
      name: product.name,
      orderedQty: milliToQuantityText(quantityToMilli(line.quantity)),
      costPaise: line.costPaise ?? Number(product.cost_paise),
      taxRate: (line.taxRate ?? Number(product.tax_rate ?? 0)).toFixed(2),
    };
  });
}

/** A new purchase order (draft) in one transaction; also the start of a direct bill. */
export async function insertOrder(
  tx: DbOrTx,
  session: SupplierSession,
  body: Pick<CreateBody, 'vendorId' | 'outletId' | 'lines'> &
    Partial<Pick<CreateBody, 'expectedDate' | 'note'>>,
  source: PurchaseOrderSource,
) {
  await requireVendor(tx, session, body.vendorId);
  const outlet = await purchaseOutlet(tx, session, body.outletId);
  const poNumber = await q.nextNumber(tx, session.supplierId, 'PO');
  const order = await q.insertPurchaseOrder(tx, {
    supplierId: session.supplierId,
    poNumber,
    vendorId: body.vendorId,
    outletId: outlet.outletId,
    source,
    expectedDate: body.expectedDate ?? null,
    note: body.note ?? null,
    userId: session.userId,
  });
  await q.insertLines(
    tx,
    await lineRows(tx, session.supplierId, outlet.outletId, order.purchaseOrderId, body.lines),
  );
  return order;
}

export async function createPurchaseOrder(db: Db, session: SupplierSession, body: CreateBody) {
  const order = await db.transaction((tx) => insertOrder(tx, session, body, body.source));
  return getPurchaseOrder(db, session, order.purchaseOrderId);
}

/** Changes a draft: vendor, dates, note and its lines (replaced whole). */
export async function updatePurchaseOrder(
  db: Db,
  session: SupplierSession,
  purchaseOrderId: number,
  body: UpdateBody,
) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('edit', order.status);
    await requireVendor(tx, session, body.vendorId);
    await q.deleteLines(tx, session.supplierId, purchaseOrderId);
    await q.insertLines(
      tx,
      await lineRows(tx, session.supplierId, order.outletId, purchaseOrderId, body.lines),
    );
    await q.updatePurchaseOrder(tx, session.supplierId, purchaseOrderId, {
      vendorId: body.vendorId,
      expectedDate: body.expectedDate ?? null,
      note: body.note ?? null,
    });
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

const reorderInput = (row: q.ProductForPurchase) => ({
  onHandMilli: quantityToMilli(row.on_hand ?? '0'),
  reorderLevelMilli: quantityToMilli(row.reorder_level ?? '0'),
  soldLast30DaysMilli: quantityToMilli(row.sold_30 ?? '0'),
});

const isRowLow = (row: q.ProductForPurchase, flags: { isAutoReorderLevel: boolean }) =>
  isLowStock(reorderInput(row), flags.isAutoReorderLevel);

function presentPurchasable(
  row: q.ProductForPurchase,
  flags: { isAutoReorderLevel: boolean; isAutoReorderQuantity: boolean },
): PurchasableProduct {
  const input = reorderInput(row);
  return {
    productId: Number(row.product_id),
    variantId: Number(row.variant_id) || null,
    name: row.name,
    barcode: row.barcode,
    unit: row.unit,
    onHand: milliToQuantity(input.onHandMilli),
    reorderLevel: milliToQuantity(input.reorderLevelMilli),
    suggestedQuantity: milliToQuantity(suggestedOrderQuantity(input, flags)),
    costPaise: Number(row.cost_paise),
    taxRate: Number(row.tax_rate ?? 0),
  };
}

/** The outlet's products at or below their reorder level, with the quantity to order. */
export async function listLowStock(
  db: Db,
  session: SupplierSession,
  params: { outletId?: number | undefined; search?: string | undefined; page: number },
) {
  const outlet = await purchaseOutlet(db, session, params.outletId);
  const { flags } = await storeFlags(db, session.supplierId);
  const rows = await q.lowStockProducts(db, session.supplierId, outlet.outletId, {
    search: params.search,
    withSales: flags.isAutoReorderLevel || flags.isAutoReorderQuantity,
    autoLevel: flags.isAutoReorderLevel,
    limit: PURCHASE_PAGE_SIZE,
    offset: (params.page - 1) * PURCHASE_PAGE_SIZE,
  });
  const products = rows.filter((row) => isRowLow(row, flags)).map((row) => presentPurchasable(row, flags));
  return { products, total: rows[0]?.total ?? 0, page: params.page, pageSize: PURCHASE_PAGE_SIZE };
}

/** Quick add on the purchase order: by exact barcode, else by name. */
export async function quickAddProducts(
  db: Db,
  session: SupplierSession,
  search: string,
  outletId: number | undefined,
) {
  const outlet = await purchaseOutlet(db, session, outletId);
  const { flags } = await storeFlags(db, session.supplierId);
  const rows = await q.quickAddProducts(db, session.supplierId, outlet.outletId, search);
  return { products: rows.map((row) => presentPurchasable(row, flags)) };
}

/**
 * The automatic purchase order: every product of the outlet at or below its reorder level (or,
 * with isAutoReorderLevel, a week of sales), at the suggested quantity, as a draft for the vendor.
 */
export async function createAutoPurchaseOrder(
  db: Db,
  session: SupplierSession,
  body: { vendorId: number; outletId?: number | undefined },
) {
  const order = await db.transaction(async (tx) => {
    await requireVendor(tx, session, body.vendorId);
    const outlet = await purchaseOutlet(tx, session, body.outletId);
    const { flags } = await storeFlags(tx, session.supplierId);
    const rows = await q.lowStockProducts(tx, session.supplierId, outlet.outletId, {
      withSales: flags.isAutoReorderLevel || flags.isAutoReorderQuantity,
      autoLevel: flags.isAutoReorderLevel,
      limit: 500,
      offset: 0,
    });
    const lines = rows
      .filter((row) => isRowLow(row, flags))
      .map((row) => presentPurchasable(row, flags))
      .map((p) => ({
        productId: p.productId,
        ...(p.variantId === null ? {} : { variantId: p.variantId }),
        quantity: p.suggestedQuantity,
        costPaise: p.costPaise,
        taxRate: p.taxRate,
      }));
    if (lines.length === 0) throw invalid(NOTHING_LOW);
    return insertOrder(
      tx,
      session,
      { vendorId: body.vendorId, outletId: outlet.outletId, lines },
      'AUTO_REORDER',
    );
  });
  return getPurchaseOrder(db, session, order.purchaseOrderId);
}
