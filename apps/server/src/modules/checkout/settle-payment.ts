// The outcome of an online payment, from the provider's return callback or its webhook: verified,
// then applied to the attempt and the order exactly once.
import { CHECKOUT_MESSAGES } from '@storekeep/domain/checkout';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { recordOnlinePayment } from '../orders/service.ts';
import { type Attempt, CheckoutRefused, PAYMENT_MESSAGES, providerOf, type Shop } from './internal.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import * as q from './queries.ts';
import { paymentRefunds } from './refunds.ts';

/** What a verified callback did: added to the order, failed, or refunded as a duplicate. */
export type Settled = 'paid' | 'failed' | 'refunded';

/**
 * The provider's callback: verified, the attempt is settled once (settlePayment); a failed or
 * unverifiable callback leaves the order unpaid. Answers the order token for the redirect to
 * its status page and what the payment came to.
 */
export async function completePayment(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  reference: string,
  fields: Record<string, string>,
): Promise<{ token: string; settled: Settled }> {
  const payment = await pq.findPayment(db, shop.supplierId, reference);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const order = await q.findOrderById(db, shop.supplierId, payment.orderId);
  if (!order?.publicToken) throw notFound(PAYMENT_MESSAGES.notFound);
  const provider = await providerOf(db, shop, deps, base);
  if (!provider || provider.name !== payment.provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
  const verified = await provider.verify(fields, { reference, providerReference: payment.providerPaymentId });
  if (!verified) throw new CheckoutRefused(PAYMENT_MESSAGES.badSignature);
  if (verified.amountPaise !== undefined && verified.amountPaise !== payment.amountPaise)
    throw new CheckoutRefused(PAYMENT_MESSAGES.badSignature);
  const token = order.publicToken;
  return { token, settled: await settlePayment(db, deps, shop.supplierId, payment, verified) };
}

/**
 * A verified outcome of an attempt, applied once: the attempt row is locked, only a CREATED one
 * becomes PAID or FAILED. A paid attempt raises the order's paid amount with its log row, unless
 * the order has no room for it (paid by another attempt, cancelled): then it is an overpayment,
 * recorded as a refund of the whole payment in the same transaction and asked of the provider
 * once committed, and the order's amounts stay as they were. The return callback and the
 * providers' webhooks both come here, in either order and as often as they like.
 */
export async function settlePayment(
  db: Db,
  deps: PaymentDeps,
  supplierId: number,
  payment: Pick<
    Attempt,
    'paymentId' | 'provider' | 'reference' | 'orderId' | 'amountPaise' | 'providerPaymentId'
  >,
  verified: { paid: boolean; providerPaymentId: string },
): Promise<Settled> {
  const { settled, fresh } = await db.transaction(async (tx) => {
    const locked = await pq.lockPayment(tx, supplierId, payment.reference);
    if (locked?.status !== 'CREATED') {
      // Settled before: paid and in the order's log, or paid and given back as a duplicate.
      if (locked?.status !== 'PAID') return { settled: 'failed' as const, fresh: false };
      const logged = await pq.isLoggedPayment(tx, supplierId, payment.paymentId);
      return { settled: logged ? ('paid' as const) : ('refunded' as const), fresh: false };
    }
    const providerPaymentId = verified.providerPaymentId || payment.providerPaymentId;
    await pq.updatePayment(tx, supplierId, payment.reference, {
      status: verified.paid ? 'PAID' : 'FAILED',
      providerPaymentId,
    });
    if (!verified.paid) return { settled: 'failed' as const, fresh: false };
    // The order's payment log gets its row in this transaction, under the attempt's lock: once.
    const outcome = await recordOnlinePayment(tx, supplierId, payment.orderId, {
      onlinePaymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      provider: payment.provider,
      reference: providerPaymentId || payment.reference,
    });
    if (outcome === 'applied') return { settled: 'paid' as const, fresh: false };
    await pq.insertRefunds(tx, [
      {
        supplierId,
        orderId: payment.orderId,
        paymentId: payment.paymentId,
        provider: payment.provider,
        amountPaise: payment.amountPaise,
      },
    ]);
    return { settled: 'refunded' as const, fresh: true };
  });
  // A refusal or an unreachable provider is stored on the refund (FAILED), for the merchant to retry.
  if (fresh) await paymentRefunds(db, deps).send(supplierId, payment.orderId);
  return settled;
}
