// SQL of the credit khata: every customer's standing (balance, oldest unpaid bill), a ledger page
// with its running balance, adjustments, statement links, their online payments and the store's
// bank details. Every query is scoped by supplier_id, except the statement link's look-up by its
// token hash, which answers the supplier and customer the link was made for.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  khataEntries,
  khataOnlinePayments,
  khataStatementLinks,
  supplierBankDetails,
} from '../../db/schema.ts';

export interface StandingRow {
  customer_id: string | number;
  name: string;
  mobile_number: string | null;
  credit_limit_paise: string | number | null;
  credit_period_days: number | null;
  balance_paise: string | number;
  oldest_unpaid_at: string | Date | null;
  unpaid_bills: string | number;
  last_payment_at: string | Date | null;
}

/**
 * Each customer's standing, for the customers with a non-zero balance (or the one asked for):
 * what they paid in total (negative entries) settles their bills (positive entries) oldest first,
 * so a bill is unpaid while the running sum of bills up to it exceeds the total paid.
 */
export async function standings(db: DbOrTx, supplierId: number, customerId: number | null) {
  const one = customerId === null ? sql`` : sql`AND customer_id = ${customerId}`;
  return rowsOf<StandingRow>(
    await db.execute(sql`
      WITH totals AS (
        SELECT customer_id, sum(amount_paise) AS balance,
          sum(CASE WHEN amount_paise < 0 THEN -amount_paise ELSE 0 END) AS paid,
          max(CASE WHEN kind = 'PAYMENT_RECEIVED' THEN created_at END) AS last_payment_at
        FROM khata_entries WHERE supplier_id = ${supplierId} ${one}
        GROUP BY customer_id
      ),
      bills AS (
        SELECT customer_id, created_at,
          sum(amount_paise) OVER (PARTITION BY customer_id ORDER BY created_at, entry_id) AS billed
        FROM khata_entries WHERE supplier_id = ${supplierId} AND amount_paise > 0 ${one}
      ),
      unpaid AS (
        SELECT b.customer_id, min(b.created_at) AS oldest, count(*) AS bills
        FROM bills b JOIN totals t ON t.customer_id = b.customer_id
        WHERE b.billed > t.paid AND t.balance > 0
        GROUP BY b.customer_id
      )
      SELECT c.customer_id, c.name, c.mobile_number, c.credit_limit_paise, c.credit_period_days,
        coalesce(t.balance, 0) AS balance_paise, u.oldest AS oldest_unpaid_at,
        coalesce(u.bills, 0) AS unpaid_bills, t.last_payment_at
      FROM customers c
      LEFT JOIN totals t ON t.customer_id = c.customer_id
      LEFT JOIN unpaid u ON u.customer_id = c.customer_id
      WHERE c.supplier_id = ${supplierId}
        ${customerId === null ? sql`AND t.balance <> 0` : sql`AND c.customer_id = ${customerId}`}`),
  );
}

export interface LedgerRow {
  entry_id: string | number;
  kind: 'CREDIT_SALE' | 'PAYMENT_RECEIVED' | 'CREDIT_REFUND' | 'ADJUSTMENT';
  amount_paise: string | number;
  balance_paise: string | number;
  order_id: string | number | null;
  order_number: string | number | null;
  mode: string | null;
  note: string | null;
  created_at: string | Date;
}

/** A page of the ledger, newest first, each entry with the balance after it. */
export async function ledgerPage(
  db: DbOrTx,
  supplierId: number,
  customerId: number,
  page: number,
  pageSize: number,
) {
  return rowsOf<LedgerRow>(
    await db.execute(sql`
      SELECT k.entry_id, k.kind, k.amount_paise, k.balance_paise, k.order_id, o.order_number,
        k.mode, k.note, k.created_at
      FROM (
        SELECT *, sum(amount_paise) OVER (ORDER BY created_at, entry_id) AS balance_paise
        FROM khata_entries WHERE supplier_id = ${supplierId} AND customer_id = ${customerId}
      ) k
      LEFT JOIN orders o ON o.supplier_id = ${supplierId} AND o.order_id = k.order_id
      ORDER BY k.created_at DESC, k.entry_id DESC
      LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`),
  );
}

/** Locks the customer row, as every khata write does (customers module), and answers it. */
export async function lockCustomer(db: DbOrTx, supplierId: number, customerId: number) {
  return rowsOf<{
    customer_id: string | number;
    name: string;
    mobile_number: string | null;
    language: string | null;
  }>(
    await db.execute(sql`SELECT customer_id, name, mobile_number, language FROM customers
      WHERE supplier_id = ${supplierId} AND customer_id = ${customerId} FOR UPDATE`),
  )[0];
}

export async function insertEntry(db: DbOrTx, values: typeof khataEntries.$inferInsert) {
  const rows = await db.insert(khataEntries).values(values).returning({ entryId: khataEntries.entryId });
  return rows[0]?.entryId as number;
}

// ── Statement links ───────────────────────────────────────────────────────────────────────

export async function insertLink(db: DbOrTx, values: typeof khataStatementLinks.$inferInsert) {
  const rows = await db.insert(khataStatementLinks).values(values).returning();
  return rows[0] as typeof khataStatementLinks.$inferSelect;
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select()
    .from(khataStatementLinks)
    .where(eq(khataStatementLinks.tokenHash, tokenHash));
  return rows[0];
}

export async function revokeLinks(db: DbOrTx, supplierId: number, customerId: number, now: Date) {
  const rows = await db
    .update(khataStatementLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(khataStatementLinks.supplierId, supplierId),
        eq(khataStatementLinks.customerId, customerId),
        isNull(khataStatementLinks.revokedAt),
        gt(khataStatementLinks.expiresAt, now),
      ),
    )
    .returning({ linkId: khataStatementLinks.linkId });
  return rows.length;
}

// ── Online payments on a statement page ───────────────────────────────────────────────────

export async function insertOnlinePayment(db: DbOrTx, values: typeof khataOnlinePayments.$inferInsert) {
  await db.insert(khataOnlinePayments).values(values);
}

export async function findOnlinePayment(db: DbOrTx, supplierId: number, reference: string, lock = false) {
  const query = db
    .select()
    .from(khataOnlinePayments)
    .where(and(eq(khataOnlinePayments.supplierId, supplierId), eq(khataOnlinePayments.reference, reference)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updateOnlinePayment(
  db: DbOrTx,
  supplierId: number,
  reference: string,
  values: Partial<typeof khataOnlinePayments.$inferInsert>,
) {
  await db
    .update(khataOnlinePayments)
    .set(values)
    .where(and(eq(khataOnlinePayments.supplierId, supplierId), eq(khataOnlinePayments.reference, reference)));
}

// ── The store ─────────────────────────────────────────────────────────────────────────────

export async function findBankDetails(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select()
    .from(supplierBankDetails)
    .where(eq(supplierBankDetails.supplierId, supplierId));
  return rows[0];
}

export async function saveBankDetails(db: DbOrTx, values: typeof supplierBankDetails.$inferInsert) {
  const { supplierId: _, ...set } = values;
  await db
    .insert(supplierBankDetails)
    .values(values)
    .onConflictDoUpdate({ target: supplierBankDetails.supplierId, set: { ...set, updatedAt: new Date() } });
}
