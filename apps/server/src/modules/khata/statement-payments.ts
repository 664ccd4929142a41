// Paying the khata from its statement page through the store's online payment provider (the
// checkout's adapters; the built-in test provider in development and tests): an attempt for the
// balance due, handed to the provider, and its verified outcome written to the ledger once.
import { KHATA_MESSAGES } from '@storekeep/domain/khata-api';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { newReference, type PaymentDeps, type PaymentStep, providerOf } from '../checkout/index.ts';
import { getLedger } from './ledger.ts';
import * as q from './queries.ts';
import { openLink, shopOf, statementApiBase, statementUrl } from './statements.ts';

const PAYMENT_NOT_FOUND = 'Payment not found.';

/** A new attempt for what is due now, handed to the provider; answers where the payer goes. */
export async function startStatementPayment(db: Db, deps: PaymentDeps, token: string): Promise<PaymentStep> {
  const base = statementApiBase(token);
  const { reference, amountPaise, storeName, customer, provider, supplierId } = await db.transaction(
    async (tx) => {
      const link = await openLink(tx, token);
      const locked = await q.lockCustomer(tx, link.supplierId, link.customerId);
      if (!locked) throw notFound(KHATA_MESSAGES.linkGone);
      const shop = await shopOf(tx, link.supplierId);
      const provider = await providerOf(tx, shop, deps, base);
      if (!provider) throw conflict(KHATA_MESSAGES.onlineOff);
      const due = (await getLedger(tx, link.supplierId, link.customerId, 1)).customer.balancePaise;
      if (due <= 0) throw conflict(KHATA_MESSAGES.nothingDue);
      const reference = newReference();
      await q.insertOnlinePayment(tx, {
        supplierId: link.supplierId,
        linkId: link.linkId,
        customerId: link.customerId,
        provider: provider.name,
        reference,
        amountPaise: due,
      });
      return {
        reference,
        amountPaise: due,
        storeName: shop.storeName,
        customer: locked,
        provider,
        supplierId: link.supplierId,
      };
    },
  );
  const step = await provider.create({
    reference,
    amountPaise,
    orderNumber: 0,
    description: `Khata ${customer.name}`,
    storeName,
    customer: { name: customer.name, mobile: customer.mobile_number ?? '', email: '' },
    returnUrl: `${deps.origin}${base}/pay/${reference}/return`,
    cancelUrl: statementUrl(deps.origin, token),
  });
  if (step.providerReference)
    await q.updateOnlinePayment(db, supplierId, reference, { providerPaymentId: step.providerReference });
  return step;
}

/** The attempt of this statement link with this reference (never another customer's or store's). */
export async function paymentOfLink(db: Db, token: string, reference: string) {
  const link = await openLink(db, token);
  const payment = await q.findOnlinePayment(db, link.supplierId, reference);
  if (!payment || payment.linkId !== link.linkId) throw new AppError(404, 'not_found', PAYMENT_NOT_FOUND);
  return { link, payment };
}

/**
 * The provider's return: verified by its adapter, then under the attempt's row lock a CREATED
 * attempt becomes PAID (with its PAYMENT_RECEIVED entry in the ledger) or FAILED, once. A payment
 * larger than what is due by then (paid meanwhile at the counter) leaves an advance on the khata.
 */
export async function completeStatementPayment(
  db: Db,
  deps: PaymentDeps,
  token: string,
  reference: string,
  fields: Record<string, string>,
): Promise<'paid' | 'failed'> {
  const { link, payment } = await paymentOfLink(db, token, reference);
  const provider = await providerOf(db, await shopOf(db, link.supplierId), deps, statementApiBase(token));
  if (!provider || provider.name !== payment.provider) throw conflict(KHATA_MESSAGES.onlineOff);
  const verified = await provider.verify(fields, { reference, providerReference: payment.providerPaymentId });
  if (!verified || (verified.amountPaise !== undefined && verified.amountPaise !== payment.amountPaise))
    throw conflict('The payment could not be verified.');
  return db.transaction(async (tx) => {
    const locked = await q.findOnlinePayment(tx, link.supplierId, reference, true);
    if (locked?.status !== 'CREATED') return locked?.status === 'PAID' ? 'paid' : 'failed';
    if (!verified.paid) {
      await q.updateOnlinePayment(tx, link.supplierId, reference, { status: 'FAILED' });
      return 'failed';
    }
    await q.lockCustomer(tx, link.supplierId, link.customerId);
    const providerPaymentId = verified.providerPaymentId || locked.providerPaymentId || reference;
    const entryId = await q.insertEntry(tx, {
      supplierId: link.supplierId,
      customerId: link.customerId,
      kind: 'PAYMENT_RECEIVED',
      amountPaise: -locked.amountPaise,
      mode: 'ONLINE',
      note: `${locked.provider} ${providerPaymentId}`,
    });
    await q.updateOnlinePayment(tx, link.supplierId, reference, {
      status: 'PAID',
      providerPaymentId,
      entryId,
    });
    return 'paid';
  });
}
