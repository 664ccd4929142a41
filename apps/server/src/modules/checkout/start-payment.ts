// Starting an online payment: a new attempt for an unpaid order ("Pay now"), and handing an
// attempt to its provider once (the provider's step is kept and shown again).
import { CHECKOUT_MESSAGES } from '@storekeep/domain/checkout';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  CheckoutRefused,
  dueOf,
  newReference,
  openAttempt,
  PAYMENT_MESSAGES,
  providerOf,
  type Shop,
} from './internal.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import type { PaymentStep } from './payments/provider.ts';
import * as q from './queries.ts';

/** "Pay now" refused because nothing more should be paid now: the order page says why. */
export class NoNewAttempt extends CheckoutRefused {}

/**
 * A new attempt for an unpaid order ("Pay now"). Under the order's row lock, so two presses
 * make one attempt: refused once the order is paid or cancelled, and while another attempt may
 * still be completed by its provider (PAYMENT_OPEN_MINUTES).
 */
export async function newPaymentAttempt(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  token: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrderByToken(tx, shop.supplierId, token);
    // Storefront orders and orders the merchant sent a payment link for have a token.
    if (!order || (order.source !== 'ONLINE' && order.payLinkAt === null)) throw notFound('Order not found.');
    if (order.orderStatuses.includes('CANCELLED')) throw new CheckoutRefused('This order is cancelled.');
    const due = dueOf(order);
    if (due <= 0) throw new NoNewAttempt(PAYMENT_MESSAGES.alreadyPaid);
    if (openAttempt(await pq.paymentsOfOrder(tx, shop.supplierId, order.orderId), due))
      throw new NoNewAttempt(PAYMENT_MESSAGES.inProgress);
    const provider = await providerOf(tx, shop, deps, base);
    if (!provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
    const reference = newReference();
    await pq.insertOnlinePayment(tx, {
      supplierId: shop.supplierId,
      orderId: order.orderId,
      provider: provider.name,
      reference,
      amountPaise: due,
    });
    return reference;
  });
}

/**
 * Where the shopper goes to pay a CREATED attempt. An attempt is handed to its provider once:
 * the provider's step is kept and shown again on a reload or a second tab, so there is one
 * provider order per attempt and the provider takes at most one payment for it. Only the order's
 * newest attempt starts, and only while the order still owes it; otherwise the order page.
 */
export async function startPayment(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  reference: string,
): Promise<PaymentStep> {
  const { supplierId } = shop;
  const payment = await pq.findPayment(db, supplierId, reference);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const order = await q.findOrderById(db, supplierId, payment.orderId);
  if (!order?.publicToken) throw notFound(PAYMENT_MESSAGES.notFound);
  const orderPage: PaymentStep = { kind: 'redirect', url: `${base}/order/${order.publicToken}` };
  if (payment.status !== 'CREATED') return orderPage;
  const attempts = await pq.paymentsOfOrder(db, supplierId, order.orderId);
  const newest = attempts.at(-1);
  if (
    newest?.paymentId !== payment.paymentId ||
    order.orderStatuses.includes('CANCELLED') ||
    dueOf(order) < payment.amountPaise
  )
    return orderPage;
  if (payment.step) {
    await pq.updatePayment(db, supplierId, reference, { startedAt: new Date() });
    return payment.step;
  }
  const provider = await providerOf(db, shop, deps, base);
  if (!provider || provider.name !== payment.provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
  // Another request (a second tab) is asking the provider for this attempt right now.
  if (!(await pq.claimStart(db, supplierId, reference))) return orderPage;
  const customer =
    order.customerId === null ? undefined : await q.findCustomer(db, supplierId, order.customerId);
  let step: PaymentStep;
  try {
    step = await provider.create({
      reference,
      amountPaise: payment.amountPaise,
      orderNumber: order.orderNumber,
      storeName: shop.storeName,
      customer: {
        name: customer?.name ?? '',
        mobile: customer?.mobileNumber ?? '',
        email: customer?.email ?? '',
      },
      returnUrl: `${deps.origin}${base}/pay/${reference}/return`,
      cancelUrl: `${deps.origin}${base}/order/${order.publicToken}`,
    });
  } catch (error) {
    // Nothing was handed to the provider: the attempt can be started again.
    await pq.updatePayment(db, supplierId, reference, { startedAt: null });
    throw error;
  }
  const { providerReference, ...stored } = step;
  await pq.updatePayment(db, supplierId, reference, {
    step: stored,
    ...(providerReference ? { providerPaymentId: providerReference } : {}),
  });
  return step;
}

/** An attempt of the built-in test provider, for its page (development and tests only). */
export async function testPaymentOf(db: Db, shop: Shop, reference: string) {
  const payment = await pq.findPayment(db, shop.supplierId, reference);
  if (payment?.provider !== 'test') throw new AppError(404, 'not_found', PAYMENT_MESSAGES.notFound);
  return payment;
}
