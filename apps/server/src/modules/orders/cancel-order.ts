// Cancelling an order: its stock back, its money back (online payments through their provider),
// its discount code's use back.
import type { cancelOrderBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { requireApproval } from '../approvals/index.ts';
import { releaseDiscountCode } from '../discount-codes/service.ts';
import { loadContext, lock, moveStock, readDetail, record, refund, requireAction } from './internal.ts';
import * as q from './queries.ts';
import { putBack } from './serial-queries.ts';

/**
 * The storefront's online payments, given back when an order is cancelled (checkout/refunds.ts):
 * recorded in the cancel's transaction, asked of the provider once it has committed.
 */
export interface OnlineRefunds {
  /** Records a refund of each paid online payment of the order; answers the paise they cover. */
  record(tx: Tx, supplierId: number, orderId: number): Promise<number>;
  /** Asks the providers for the order's recorded refunds; a refusal is stored, never thrown. */
  send(supplierId: number, orderId: number): Promise<void>;
}

export async function cancelOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof cancelOrderBodySchema>,
  onlineRefunds?: OnlineRefunds,
): Promise<OrderDetail> {
  const detail = await db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'cancel');
    const context = await loadContext(tx, session.supplierId);
    // Cancelling a bill (not a draft order) is deleting it, for manager approval.
    await requireApproval(tx, session, {
      settings: context.settings,
      facts: { billDelete: order.orderStatuses.includes('CONFIRMED') },
      approvalToken: body.approvalToken,
      subject: { orderId },
    });
    if (order.orderStatuses.includes('CONFIRMED') || order.stockHeld) {
      const items = await q.listItems(tx, session.supplierId, orderId);
      await moveStock(
        tx,
        session,
        context,
        order,
        'CANCEL',
        items.map((item) => ({ item, milli: quantityToMilli(item.confirmedQty ?? item.quantity) })),
      );
      // The serials sold with it are in stock again (the order's lines still name them).
      await putBack(tx, session.supplierId, orderId);
    }
    // Money taken online goes back through its provider; the rest as the merchant chose.
    const online = onlineRefunds ? await onlineRefunds.record(tx, session.supplierId, orderId) : 0;
    await refund(tx, session, order, order.paidPaise - online, body.refundMode);
    // The row lock above and requireAction's refusal of a cancelled order make this run once per order.
    await releaseDiscountCode(tx, session.supplierId, orderId);
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    for (const s of ['UNFULFILLED', 'DISPATCHED', 'READY_FOR_PICKUP', 'COMPLETED'] as const)
      statuses.delete(s);
    statuses.add('CANCELLED');
    await record(
      tx,
      session,
      order,
      'CANCELLED',
      { orderStatuses: [...statuses], paidPaise: 0, refundedPaise: order.refundedPaise + order.paidPaise },
      body.note,
    );
    return readDetail(tx, session.supplierId, orderId);
  });
  await onlineRefunds?.send(session.supplierId, orderId);
  return detail;
}
