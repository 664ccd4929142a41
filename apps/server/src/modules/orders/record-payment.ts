// Taking a payment on a confirmed order (cash, UPI, card or the customer's khata).
import { formatPaise } from '@storekeep/domain/money';
import type { PaymentInput, recordPaymentBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { chargeToKhata } from '../customers/service.ts';
import { sendOrderMessage } from './customer-messages.ts';
import {
  lock,
  ORDER_MESSAGES,
  readDetail,
  record,
  requireAction,
  requireOrderOutlet,
  verifyOtpFirst,
} from './internal.ts';
import * as q from './queries.ts';

/** Checks and logs one payment; returns the paise it adds to what was paid. */
export async function takePayment(
  tx: Tx,
  session: SupplierSession,
  order: q.OrderRow,
  payment: PaymentInput,
  credit: { otp?: string | undefined; override?: boolean | undefined },
): Promise<number> {
  const due = order.totalPaise - order.returnedPaise - order.paidPaise;
  if (payment.amountPaise > due) {
    const message = ORDER_MESSAGES.amountTooHigh(Math.max(0, due));
    throw invalid(message, { amountPaise: message });
  }
  if (payment.tenderedPaise !== undefined) {
    if (payment.mode !== 'CASH')
      throw invalid(ORDER_MESSAGES.tenderedOnlyCash, { tenderedPaise: ORDER_MESSAGES.tenderedOnlyCash });
    if (payment.tenderedPaise < payment.amountPaise)
      throw invalid(ORDER_MESSAGES.tenderedTooLow, { tenderedPaise: ORDER_MESSAGES.tenderedTooLow });
  }
  if (payment.mode === 'CREDIT') {
    await chargeToKhata(tx, session, {
      customerId: order.customerId,
      amountPaise: payment.amountPaise,
      orderId: order.orderId,
      otp: credit.otp,
      override: credit.override,
    });
  }
  await q.insertPayment(tx, {
    supplierId: session.supplierId,
    orderId: order.orderId,
    kind: 'PAYMENT',
    mode: payment.mode,
    amountPaise: payment.amountPaise,
    tenderedPaise: payment.tenderedPaise ?? null,
    reference: payment.reference ?? null,
    userId: session.userId,
  });
  return payment.amountPaise;
}

export async function recordPayment(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof recordPaymentBodySchema>,
): Promise<OrderDetail> {
  const existing = await q.findOrder(db, session.supplierId, orderId);
  if (!existing) throw notFound(ORDER_MESSAGES.notFound);
  await requireOrderOutlet(db, session, existing.outletId);
  await verifyOtpFirst(db, session, existing.customerId, [body], body.creditOtp);
  const paid = await db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'pay');
    const added = await takePayment(tx, session, order, body, {
      otp: body.creditOtp,
      override: body.creditOverride,
    });
    await record(
      tx,
      session,
      order,
      'PAYMENT',
      { paidPaise: order.paidPaise + added },
      `${body.mode} ${formatPaise(added, { symbol: true })}`,
    );
    const paymentId = await q.lastPaymentId(tx, session.supplierId, orderId);
    return { detail: await readDetail(tx, session.supplierId, orderId), paymentId, added };
  });
  if (paid.paymentId !== null)
    await sendOrderMessage(db, session.supplierId, orderId, {
      template: 'PAYMENT_RECEIVED',
      amountPaise: paid.added,
      paymentId: paid.paymentId,
    });
  return paid.detail;
}
