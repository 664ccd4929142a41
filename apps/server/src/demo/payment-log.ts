// Writes the demo orders' payment log as planned by payments.ts: storefront payments with the test
// provider's PAID attempt, counter payments by the owner, khata sales on the customer's khata, and
// the refunds of returns.
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { DemoPaymentPlan } from './payments.ts';

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const MINUTE_MS = 60_000;

/**
 * The payment log of the demo orders (demo/payments.ts plans it): storefront payments with the test
 * provider's PAID attempt as its callback leaves them, counter payments by the owner, khata sales
 * on the customer's khata, and the refunds of returns (credit back on the khata).
 */
export async function createDemoPayments(
  tx: DbOrTx,
  input: { supplierId: number; storeSlug: string; ownerId: number },
  orders: Array<{ plan: DemoPaymentPlan; orderId: number; customerId: number | null; placedAt: Date }>,
) {
  const { supplierId } = input;
  const after = (placedAt: Date, minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE_MS);
  const attempts = orders.flatMap(({ plan, orderId, placedAt }) =>
    plan.onlineReference === null
      ? []
      : [
          {
            supplierId,
            orderId,
            provider: 'test',
            reference: plan.onlineReference,
            providerPaymentId: `test_${plan.onlineReference}`,
            amountPaise: plan.payments[0]?.amountPaise ?? 0,
            status: 'PAID' as const,
            createdAt: placedAt,
            startedAt: placedAt,
            step: {
              kind: 'redirect' as const,
              url: `/s/${input.storeSlug}/pay/test/${plan.onlineReference}`,
            },
            updatedAt: after(placedAt, 2),
          },
        ],
  );
  const attemptIds = new Map<string, number>();
  await insertChunked(attempts, 500, async (chunk) => {
    const inserted = await tx
      .insert(t.onlinePayments)
      .values(chunk)
      .returning({ paymentId: t.onlinePayments.paymentId, reference: t.onlinePayments.reference });
    for (const row of inserted) attemptIds.set(row.reference, row.paymentId);
  });
  const logRows: Array<typeof t.orderPayments.$inferInsert> = [];
  const khataRows: Array<typeof t.khataEntries.$inferInsert> = [];
  for (const { plan, orderId, customerId, placedAt } of orders) {
    const paidAt = after(placedAt, 2);
    for (const payment of plan.payments) {
      const reference = payment.mode === 'ONLINE' ? plan.onlineReference : null;
      logRows.push({
        supplierId,
        orderId,
        kind: 'PAYMENT',
        mode: payment.mode,
        amountPaise: payment.amountPaise,
        tenderedPaise: payment.tenderedPaise,
        reference: reference === null ? null : `test_${reference}`,
        provider: reference === null ? null : 'test',
        onlinePaymentId: reference === null ? null : (attemptIds.get(reference) ?? null),
        userId: reference === null ? input.ownerId : null,
        createdAt: paidAt,
      });
      if (payment.mode === 'CREDIT' && customerId !== null)
        khataRows.push({
          supplierId,
          customerId,
          kind: 'CREDIT_SALE',
          amountPaise: payment.amountPaise,
          orderId,
          mode: 'CREDIT',
          userId: input.ownerId,
          createdAt: paidAt,
        });
    }
    // Returns come back two days later.
    const returnedAt = after(placedAt, 2 * 24 * 60);
    for (const refund of plan.refunds) {
      logRows.push({
        supplierId,
        orderId,
        kind: 'REFUND',
        mode: refund.mode,
        amountPaise: refund.amountPaise,
        userId: input.ownerId,
        createdAt: returnedAt,
      });
      if (refund.mode === 'CREDIT' && customerId !== null)
        khataRows.push({
          supplierId,
          customerId,
          kind: 'CREDIT_REFUND',
          amountPaise: -refund.amountPaise,
          orderId,
          mode: 'CREDIT',
          userId: input.ownerId,
          createdAt: returnedAt,
        });
    }
  }
  await insertChunked(logRows, 1000, (chunk) => tx.insert(t.orderPayments).values(chunk));
  await insertChunked(khataRows, 1000, (chunk) => tx.insert(t.khataEntries).values(chunk));
}
