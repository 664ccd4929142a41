// Editing the lines of an unconfirmed order: re-priced, with held stock following the edit.
import type { editOrderItemsBodySchema, OrderLineInput } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { requireApproval } from '../approvals/index.ts';
import type { MainImageUrl } from '../products/index.ts';
import { findOutlet } from '../supplier/index.ts';
import {
  billColumns,
  type Context,
  itemRows,
  linkSerials,
  loadContext,
  lock,
  moveStock,
  ORDER_MESSAGES,
  placeOf,
  readDetail,
  record,
  requireAction,
  stateCode,
} from './internal.ts';
import { approvalFactsOf, priceLines } from './lines.ts';
import * as q from './queries.ts';

/** Re-prices and replaces the lines of an unconfirmed order. */
export async function replaceLines(
  tx: Tx,
  session: SupplierSession,
  context: Context,
  order: q.OrderRow,
  items: OrderLineInput[],
  billDiscount: q.NewOrder['billDiscount'] | undefined,
  imageUrl: MainImageUrl,
  approvalToken?: string,
): Promise<void> {
  const current = await q.listItems(tx, session.supplierId, order.orderId);
  const byLine = new Map(current.map((item) => [item.lineNo, item]));
  if (!context.settings.isAllowQtyChangeInOrder && order.source === 'ONLINE') {
    for (const line of items) {
      const before = line.lineNo === undefined ? undefined : byLine.get(line.lineNo);
      if (before && quantityToMilli(before.quantity) !== quantityToMilli(line.quantity))
        throw invalid(ORDER_MESSAGES.qtyChange);
    }
  }
  const outlet = await findOutlet(tx, session.supplierId, order.outletId);
  const bill = await priceLines(tx, {
    supplierId: session.supplierId,
    outletId: order.outletId,
    settings: context.settings,
    imageUrl,
    items,
    billDiscount: billDiscount === undefined ? order.billDiscount : billDiscount,
    place: placeOf(stateCode(outlet?.stateId ?? null), order.customerAddress),
    chargePaise: order.deliveryChargePaise,
    initialMilli: new Map(
      current.map((item) => [item.lineNo, quantityToMilli(item.initialQty ?? item.quantity)]),
    ),
  });
  await requireApproval(tx, session, {
    settings: context.settings,
    facts: approvalFactsOf(bill),
    approvalToken,
    subject: { orderId: order.orderId },
  });
  if (order.stockHeld) {
    // The held stock follows the edit: the old lines' stock goes back, the new lines' is taken.
    await moveStock(
      tx,
      session,
      context,
      order,
      'CANCEL',
      current.map((item) => ({ item, milli: quantityToMilli(item.quantity) })),
    );
  }
  await q.deleteItems(tx, session.supplierId, order.orderId);
  await q.insertItems(
    tx,
    itemRows(session.supplierId, bill).map((item) => ({ ...item, orderId: order.orderId })),
  );
  await linkSerials(tx, session.supplierId, order.orderId, bill);
  if (order.stockHeld) {
    const placed = await q.listItems(tx, session.supplierId, order.orderId);
    await moveStock(
      tx,
      session,
      context,
      order,
      'SALE',
      placed.map((item) => ({ item, milli: -quantityToMilli(item.quantity) })),
    );
  }
  await q.updateOrder(
    tx,
    session.supplierId,
    order.orderId,
    billColumns(bill, billDiscount === undefined ? order.billDiscount : billDiscount),
  );
  Object.assign(order, { totalPaise: bill.totalPaise });
}

export async function editOrderItems(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof editOrderItemsBodySchema>,
  imageUrl: MainImageUrl,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'edit');
    const context = await loadContext(tx, session.supplierId);
    await replaceLines(
      tx,
      session,
      context,
      order,
      body.items,
      body.billDiscount,
      imageUrl,
      body.approvalToken,
    );
    await record(tx, session, order, 'EDITED', {});
    return readDetail(tx, session.supplierId, orderId);
  });
}
