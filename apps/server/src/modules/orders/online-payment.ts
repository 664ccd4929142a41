// Storefront payments a provider verified: added to the order, or noted as an overpayment to refund.
import { formatPaise } from '@storekeep/domain/money';
import { ONLINE_PROVIDER_NAMES } from '@storekeep/domain/payment-names';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { queueOrderMessage } from './customer-messages.ts';
import { ORDER_MESSAGES, record } from './internal.ts';
import * as q from './queries.ts';

/** A storefront payment its provider verified (checkout's online_payments attempt). */
export interface VerifiedOnlinePayment {
  /** The attempt (online_payments.payment_id): the log takes each attempt once. */
  onlinePaymentId: number;
  amountPaise: number;
  /** razorpay, payu, paypal or test. */
  provider: string;
  /** The provider's id of the payment, as the merchant finds it with the provider; else ours. */
  reference: string;
}

/** What became of a verified online payment: added to the order, or not wanted by it. */
export type OnlinePaymentOutcome = 'applied' | 'overpaid';

/**
 * The storefront's verified online payment: a row of the payment log (mode ONLINE) and the
 * order's paid amount go up together (once per attempt: the caller holds the attempt's row lock,
 * and the log's unique attempt id backs it), and its payment status follows, also while the
 * order is still unconfirmed. A payment the order has no room for (already paid by another
 * attempt, cancelled, or more than is still due) is not added: the order keeps its amounts, a
 * history line tells the merchant, and the caller gives the money back through the provider.
 */
export async function recordOnlinePayment(
  tx: Tx,
  supplierId: number,
  orderId: number,
  payment: VerifiedOnlinePayment,
): Promise<OnlinePaymentOutcome> {
  const order = await q.lockOrder(tx, supplierId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const due = order.totalPaise - order.returnedPaise - order.paidPaise;
  const cancelled = order.orderStatuses.includes('CANCELLED');
  if (cancelled || payment.amountPaise > due) {
    const when = cancelled
      ? 'the order was cancelled'
      : due <= 0
        ? 'the order was already paid'
        : `only ${formatPaise(due, { symbol: true })} was due`;
    await record(
      tx,
      { supplierId, userId: null },
      order,
      'ONLINE_OVERPAYMENT',
      {},
      ORDER_MESSAGES.onlineOverpayment(
        formatPaise(payment.amountPaise, { symbol: true }),
        `${ONLINE_PROVIDER_NAMES[payment.provider] ?? payment.provider}, ${payment.reference}`,
        when,
      ),
    );
    return 'overpaid';
  }
  await q.insertPayment(tx, {
    supplierId,
    orderId,
    kind: 'PAYMENT',
    mode: 'ONLINE',
    amountPaise: payment.amountPaise,
    reference: payment.reference,
    provider: payment.provider,
    onlinePaymentId: payment.onlinePaymentId,
    userId: null,
  });
  await record(tx, { supplierId, userId: null }, order, 'ONLINE_PAYMENT', {
    paidPaise: order.paidPaise + payment.amountPaise,
  });
  const paymentId = await q.lastPaymentId(tx, supplierId, orderId);
  if (paymentId !== null)
    await queueOrderMessage(tx, supplierId, orderId, {
      template: 'PAYMENT_RECEIVED',
      amountPaise: payment.amountPaise,
      paymentId,
    });
  return 'applied';
}
