// Refunds of storefront payments taken online, when the merchant cancels the order: recorded in
// the cancel's transaction (so a cancel never loses one), then asked of the provider that took the
// payment once the cancel has committed. A refusal leaves the refund FAILED with the provider's
// reason; the merchant retries it. The orders module sees only its OnlineRefunds interface.
import type { OnlineRefund } from '@storekeep/domain/checkout-api';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { onlineRefunds } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { OnlineRefunds } from '../orders/service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import { providerWithKeys } from './payments/adapters.ts';
import { type PaymentProvider, type ProviderName, RefundFailed } from './payments/provider.ts';
import { testProvider } from './payments/test-provider.ts';
import * as q from './queries.ts';

export const REFUND_MESSAGES = {
  noKeys: (provider: string) => `The ${provider} keys are no longer stored; add them in Settings and retry.`,
  unreachable: 'The payment provider could not be reached. Retry the refund later.',
  notFailed: 'Only a failed refund can be retried.',
  notFound: 'Refund not found.',
} as const;

/** The provider that took the payment, with the keys stored now (not the shop's current choice). */
async function providerNamed(
  db: DbOrTx,
  supplierId: number,
  name: string,
  deps: PaymentDeps,
): Promise<PaymentProvider | null> {
  if (name === 'test')
    return deps.testSecret ? testProvider(deps.testSecret, (reference) => `/pay/test/${reference}`) : null;
  const keys = (await q.findProviders(db, supplierId)).find((r) => r.provider === name);
  if (!keys) return null;
  return providerWithKeys(name as Exclude<ProviderName, 'test'>, keys, deps.fetch);
}

export function paymentRefunds(
  db: Db,
  deps: PaymentDeps,
): OnlineRefunds & {
  retry(supplierId: number, orderId: number, refundId: number): Promise<OnlineRefund[]>;
  list(db: DbOrTx, supplierId: number, orderId: number): Promise<OnlineRefund[]>;
} {
  /** Asks the provider for one refund row and stores the outcome. */
  async function ask(supplierId: number, refund: typeof onlineRefunds.$inferSelect): Promise<void> {
    const payment = await pq.findPaymentById(db, supplierId, refund.paymentId);
    let outcome: Partial<typeof onlineRefunds.$inferInsert>;
    try {
      const provider = await providerNamed(db, supplierId, refund.provider, deps);
      if (!provider || !payment) throw new RefundFailed(REFUND_MESSAGES.noKeys(refund.provider));
      const { refundId } = await provider.refund({
        reference: payment.reference,
        providerPaymentId: payment.providerPaymentId ?? payment.reference,
        amountPaise: refund.amountPaise,
      });
      outcome = { status: 'REFUNDED', providerRefundId: refundId, error: null };
    } catch (error) {
      outcome = {
        status: 'FAILED',
        error: error instanceof RefundFailed ? error.message : REFUND_MESSAGES.unreachable,
      };
    }
    await pq.recordRefundAttempt(db, supplierId, refund.refundId, outcome);
  }

  async function list(conn: DbOrTx, supplierId: number, orderId: number): Promise<OnlineRefund[]> {
    if (!(await q.findOrderById(conn, supplierId, orderId))) throw notFound('Order not found.');
    const rows = await pq.listRefunds(conn, supplierId, orderId);
    return rows.map((r) => ({
      refundId: r.refundId,
      provider: r.provider,
      amountPaise: r.amountPaise,
      status: r.status,
      providerRefundId: r.providerRefundId,
      error: r.error,
      attempts: r.attempts,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    async record(tx: Tx, supplierId: number, orderId: number): Promise<number> {
      const paid = await pq.listPaidPayments(tx, supplierId, orderId);
      if (paid.length === 0) return 0;
      const done = await pq.refundedPaymentIds(
        tx,
        supplierId,
        paid.map((p) => p.paymentId),
      );
      const fresh = paid.filter((p) => !done.has(p.paymentId));
      if (fresh.length > 0)
        await pq.insertRefunds(
          tx,
          fresh.map((p) => ({
            supplierId,
            orderId,
            paymentId: p.paymentId,
            provider: p.provider,
            amountPaise: p.amountPaise,
          })),
        );
      return fresh.reduce((sum, p) => sum + p.amountPaise, 0);
    },
    async send(supplierId: number, orderId: number): Promise<void> {
      const pending = await pq.listRefunds(db, supplierId, orderId, 'PENDING');
      for (const refund of pending) await ask(supplierId, refund);
    },
    async retry(supplierId: number, orderId: number, refundId: number): Promise<OnlineRefund[]> {
      // The row lock keeps two retries from asking the provider twice.
      const claimed = await db.transaction(async (tx) => {
        const row = await pq.lockRefund(tx, supplierId, orderId, refundId);
        if (!row) throw notFound(REFUND_MESSAGES.notFound);
        if (row.status !== 'FAILED') throw conflict(REFUND_MESSAGES.notFailed);
        await pq.recordRefundAttempt(tx, supplierId, refundId, { status: 'PENDING' }, false);
        return row;
      });
      await ask(supplierId, claimed);
      return list(db, supplierId, orderId);
    },
    list,
  };
}
