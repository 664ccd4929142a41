// SQL of the storefront's online payments: the attempts (online_payments) and the refunds of
// paid attempts (online_refunds); every query is scoped by supplier_id.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { onlinePayments, onlineRefunds, orderPayments } from '../../db/schema.ts';

export async function insertOnlinePayment(db: DbOrTx, values: typeof onlinePayments.$inferInsert) {
  await db.insert(onlinePayments).values(values);
}

export async function findPayment(db: DbOrTx, supplierId: number, reference: string) {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.reference, reference)))
    .limit(1);
  return rows[0];
}

export async function lockPayment(tx: DbOrTx, supplierId: number, reference: string) {
  const rows = rowsOf<{ payment_id: number; status: string }>(
    await tx.execute(sql`
      SELECT payment_id, status FROM online_payments
      WHERE supplier_id = ${supplierId} AND reference = ${reference} FOR UPDATE`),
  );
  return rows[0];
}

export async function updatePayment(
  db: DbOrTx,
  supplierId: number,
  reference: string,
  values: Partial<typeof onlinePayments.$inferInsert>,
) {
  await db
    .update(onlinePayments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.reference, reference)));
}

/** Marks a CREATED attempt as being handed to its provider; false when another request already is. */
export async function claimStart(db: DbOrTx, supplierId: number, reference: string): Promise<boolean> {
  const rows = await db
    .update(onlinePayments)
    .set({ startedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.reference, reference),
        eq(onlinePayments.status, 'CREATED'),
        isNull(onlinePayments.startedAt),
      ),
    )
    .returning({ paymentId: onlinePayments.paymentId });
  return rows.length > 0;
}

/** Whether the attempt's payment is in the order's payment log (it was added to the order). */
export async function isLoggedPayment(db: DbOrTx, supplierId: number, paymentId: number): Promise<boolean> {
  const rows = await db
    .select({ paymentId: orderPayments.paymentId })
    .from(orderPayments)
    .where(and(eq(orderPayments.supplierId, supplierId), eq(orderPayments.onlinePaymentId, paymentId)))
    .limit(1);
  return rows.length > 0;
}

export async function paymentsOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.orderId, orderId)))
    .orderBy(asc(onlinePayments.paymentId));
}

/** An attempt by the provider's id of it (PayPal's order id, set when the attempt started). */
export async function findPaymentByProviderId(
  db: DbOrTx,
  supplierId: number,
  provider: string,
  providerPaymentId: string,
) {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.provider, provider),
        eq(onlinePayments.providerPaymentId, providerPaymentId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findPaymentById(db: DbOrTx, supplierId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.supplierId, supplierId), eq(onlinePayments.paymentId, paymentId)));
  return row;
}

/** The order's payments taken online and paid. */
export function listPaidPayments(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.supplierId, supplierId),
        eq(onlinePayments.orderId, orderId),
        eq(onlinePayments.status, 'PAID'),
      ),
    );
}

/** Which of these payments already have a refund row. */
export async function refundedPaymentIds(
  db: DbOrTx,
  supplierId: number,
  paymentIds: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ paymentId: onlineRefunds.paymentId })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.supplierId, supplierId), inArray(onlineRefunds.paymentId, paymentIds)));
  return new Set(rows.map((r) => r.paymentId));
}

export async function insertRefunds(db: DbOrTx, rows: Array<typeof onlineRefunds.$inferInsert>) {
  await db.insert(onlineRefunds).values(rows);
}

/** The order's refunds in the order they were made; only those in `status` when given. */
export function listRefunds(
  db: DbOrTx,
  supplierId: number,
  orderId: number,
  status?: (typeof onlineRefunds.$inferSelect)['status'],
) {
  return db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.supplierId, supplierId),
        eq(onlineRefunds.orderId, orderId),
        status === undefined ? undefined : eq(onlineRefunds.status, status),
      ),
    )
    .orderBy(asc(onlineRefunds.refundId));
}

/** The refund row, locked for this transaction (one retry at a time). */
export async function lockRefund(db: DbOrTx, supplierId: number, orderId: number, refundId: number) {
  const [row] = await db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.supplierId, supplierId),
        eq(onlineRefunds.orderId, orderId),
        eq(onlineRefunds.refundId, refundId),
      ),
    )
    .for('update');
  return row;
}

/** Stores a refund's new state; `attempted` counts one more request to the provider. */
export async function recordRefundAttempt(
  db: DbOrTx,
  supplierId: number,
  refundId: number,
  outcome: Partial<typeof onlineRefunds.$inferInsert>,
  attempted = true,
) {
  await db
    .update(onlineRefunds)
    .set({
      ...outcome,
      ...(attempted ? { attempts: sql`${onlineRefunds.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(onlineRefunds.supplierId, supplierId), eq(onlineRefunds.refundId, refundId)));
}
