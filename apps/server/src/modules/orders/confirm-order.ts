// Confirming an order (optionally editing its lines first): stock out, confirmed quantities, payments.
import type { confirmOrderBodySchema, PaymentInput } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import { hasPermission } from '@storekeep/domain/permissions';
import { milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { actorOf } from '../../http/session.ts';
import type { MainImageUrl } from '../products/index.ts';
import { sendOrderMessage } from './customer-messages.ts';
import { replaceLines } from './edit-order-items.ts';
import { idempotent, type Replied } from './idempotency.ts';
import {
  type Context,
  loadContext,
  lock,
  moveStock,
  ORDER_MESSAGES,
  readDetail,
  record,
  requireAction,
  requireOrderOutlet,
  sellSerials,
  verifyOtpFirst,
} from './internal.ts';
import * as q from './queries.ts';
import { takePayment } from './record-payment.ts';

type ConfirmBody = z.output<typeof confirmOrderBodySchema>;

export async function confirmOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: ConfirmBody,
  idempotencyKey: string | undefined,
  imageUrl: MainImageUrl,
): Promise<Replied<OrderDetail>> {
  const parsed = body;
  // Editing while confirming (editAndConfirmOrder) is still an edit.
  if (parsed.items && !hasPermission(actorOf(session), 'ORDER:EDIT_ORDER')) throw forbidden();
  const existing = await q.findOrder(db, session.supplierId, orderId);
  if (!existing) throw notFound(ORDER_MESSAGES.notFound);
  await requireOrderOutlet(db, session, existing.outletId);
  await verifyOtpFirst(db, session, existing.customerId, parsed.payments, parsed.creditOtp);
  const replied = await idempotent(
    db,
    {
      supplierId: session.supplierId,
      key: idempotencyKey,
      operation: `confirm-order:${orderId}`,
      request: body,
    },
    async (tx) => {
      const order = await lock(tx, session, orderId);
      requireAction(order, 'confirm');
      const context = await loadContext(tx, session.supplierId);
      if (parsed.items) {
        await replaceLines(
          tx,
          session,
          context,
          order,
          parsed.items,
          parsed.billDiscount,
          imageUrl,
          parsed.approvalToken,
        );
        Object.assign(order, await lock(tx, session, orderId));
      }
      await confirmLocked(tx, session, context, order, parsed);
      return { status: 200, body: await readDetail(tx, session.supplierId, orderId) };
    },
  );
  await sendOrderMessage(db, session.supplierId, orderId, { template: 'ORDER_CONFIRMED' });
  return replied;
}

/** Confirms a locked order: stock out (refusing to oversell), confirmed quantities, payments. */
export async function confirmLocked(
  tx: Tx,
  session: SupplierSession,
  context: Context,
  order: q.OrderRow,
  input: {
    fulfilled?: boolean | undefined;
    payments: PaymentInput[];
    creditOtp?: string | undefined;
    creditOverride?: boolean | undefined;
  },
) {
  const items = await q.listItems(tx, session.supplierId, order.orderId);
  // A storefront order took its stock when it was placed (stockHeld): confirming does not take it again.
  if (!order.stockHeld)
    await moveStock(
      tx,
      session,
      context,
      order,
      'SALE',
      items.map((item) => ({ item, milli: -quantityToMilli(item.quantity) })),
    );
  await sellSerials(tx, session.supplierId, order);
  await q.updateItemQuantities(
    tx,
    session.supplierId,
    order.orderId,
    items.map((item) => ({
      lineNo: item.lineNo,
      confirmedQty: milliToQuantityText(quantityToMilli(item.quantity)),
    })),
  );
  const fulfilled = input.fulfilled ?? order.source === 'INSTORE';
  const statuses: OrderStatus[] = ['CONFIRMED', fulfilled ? 'FULFILLED' : 'UNFULFILLED'];
  const now = new Date();
  let paid = order.paidPaise;
  for (const payment of input.payments) {
    paid += await takePayment(tx, session, { ...order, paidPaise: paid }, payment, {
      otp: input.creditOtp,
      override: input.creditOverride,
    });
  }
  await record(tx, session, order, 'CONFIRMED', {
    orderStatuses: statuses,
    paidPaise: paid,
    confirmedAt: now,
    confirmedBy: session.userId,
  });
}
