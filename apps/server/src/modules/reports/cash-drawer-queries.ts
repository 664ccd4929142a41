// SQL of the cash-drawer close: the counter (within the outlets the user may see), the store's main
// counter, and the closes themselves, every query scoped by supplier_id.
import type { DrawerCount } from '@storekeep/domain/cash-drawer';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { cashDrawerCloses } from '../../db/schema.ts';
import type { Scope } from './period.ts';

export interface CounterRow {
  accountId: number;
  counterName: string;
  outletName: string;
}

/** A counter of an outlet the scope covers, or null (another supplier's or out of reach). */
export async function counterOf(db: DbOrTx, s: Scope, accountId: number): Promise<CounterRow | null> {
  const result = await db.execute(sql`
    SELECT a.account_id AS "accountId", a.account_name AS "counterName", ol.name AS "outletName"
    FROM accounts a JOIN outlets ol ON ol.supplier_id = a.supplier_id AND ol.outlet_id = a.outlet_id
    WHERE a.supplier_id = ${s.supplierId} AND a.account_id = ${accountId} AND ${s.outletIds(sql`a.outlet_id`)}`);
  const row = rowsOf<CounterRow>(result)[0];
  return row ? { ...row, accountId: Number(row.accountId) } : null;
}

/**
 * The store's main counter: the first counter of its first active outlet. Khata collections and
 * vendor payments record no counter, so their cash is expected in this drawer.
 */
export async function mainCounterId(db: DbOrTx, supplierId: number): Promise<number | null> {
  const result = await db.execute(sql`
    SELECT a.account_id AS "accountId"
    FROM accounts a JOIN outlets ol ON ol.supplier_id = a.supplier_id AND ol.outlet_id = a.outlet_id
    WHERE a.supplier_id = ${supplierId}
    ORDER BY ol.is_active DESC, ol.position, ol.outlet_id, a.position, a.account_id LIMIT 1`);
  const id = rowsOf<{ accountId: number }>(result)[0]?.accountId;
  return id === undefined ? null : Number(id);
}

export interface CloseRow {
  day: string;
  accountId: number;
  outletName: string;
  counterName: string;
  openingFloatPaise: number;
  cashSalesPaise: number;
  khataCollectionsPaise: number;
  refundsPaise: number;
  paidOutPaise: number;
  expectedPaise: number;
  countedPaise: number;
  count: DrawerCount | null;
  closedBy: string;
  closedAt: string;
}

/** Closes of the counters the scope covers, one counter or all, for a span of days, newest first. */
export async function closes(
  db: DbOrTx,
  s: Scope,
  days: { from: string; to: string },
  accountId: number | null,
): Promise<CloseRow[]> {
  const result = await db.execute(sql`
    SELECT to_char(c.business_day, 'YYYY-MM-DD') AS day, c.account_id AS "accountId",
      ol.name AS "outletName", a.account_name AS "counterName",
      c.opening_float_paise AS "openingFloatPaise", c.cash_sales_paise AS "cashSalesPaise",
      c.khata_collections_paise AS "khataCollectionsPaise", c.refunds_paise AS "refundsPaise",
      c.paid_out_paise AS "paidOutPaise", c.expected_paise AS "expectedPaise",
      c.counted_paise AS "countedPaise", c.denominations AS count,
      coalesce(trim(u.first_name || ' ' || u.last_name), '') AS "closedBy", to_char(c.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "closedAt"
    FROM cash_drawer_closes c
    JOIN accounts a ON a.supplier_id = c.supplier_id AND a.account_id = c.account_id
    JOIN outlets ol ON ol.supplier_id = a.supplier_id AND ol.outlet_id = a.outlet_id
    LEFT JOIN users u ON u.user_id = c.closed_by AND u.supplier_id = c.supplier_id
    WHERE c.supplier_id = ${s.supplierId} AND c.business_day BETWEEN ${days.from} AND ${days.to}
      AND ${accountId === null ? sql`true` : sql`c.account_id = ${accountId}`}
      AND ${s.outletIds(sql`a.outlet_id`)}
    ORDER BY c.business_day DESC, ol.position, ol.outlet_id, a.position, a.account_id`);
  const num = (v: unknown) => Number(v);
  return rowsOf<CloseRow>(result).map((r) => ({
    ...r,
    accountId: num(r.accountId),
    openingFloatPaise: num(r.openingFloatPaise),
    cashSalesPaise: num(r.cashSalesPaise),
    khataCollectionsPaise: num(r.khataCollectionsPaise),
    refundsPaise: num(r.refundsPaise),
    paidOutPaise: num(r.paidOutPaise),
    expectedPaise: num(r.expectedPaise),
    countedPaise: num(r.countedPaise),
  }));
}

export type CloseValues = Omit<typeof cashDrawerCloses.$inferInsert, 'supplierId' | 'closedAt'>;

/** The close as it stood, locked until the transaction ends (a re-close replaces it). */
export async function lockedClose(db: DbOrTx, supplierId: number, accountId: number, day: string) {
  const [row] = await db
    .select()
    .from(cashDrawerCloses)
    .where(
      and(
        eq(cashDrawerCloses.supplierId, supplierId),
        eq(cashDrawerCloses.accountId, accountId),
        eq(cashDrawerCloses.businessDay, day),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function saveClose(db: DbOrTx, supplierId: number, values: CloseValues): Promise<void> {
  const row = { ...values, supplierId, closedAt: new Date() };
  await db
    .insert(cashDrawerCloses)
    .values(row)
    .onConflictDoUpdate({
      target: [cashDrawerCloses.supplierId, cashDrawerCloses.accountId, cashDrawerCloses.businessDay],
      set: row,
    });
}
