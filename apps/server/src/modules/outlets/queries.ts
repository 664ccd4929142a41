// SQL of the outlets screen: a store's outlets with their counters, in order (the first is the default).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, outlets } from '../../db/schema.ts';

export async function listOutlets(db: DbOrTx, supplierId: number, lock = false) {
  const query = db
    .select()
    .from(outlets)
    .where(eq(outlets.supplierId, supplierId))
    .orderBy(asc(outlets.position), asc(outlets.outletId));
  const outletRows = lock ? await query.for('update') : await query;
  const accountRows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.supplierId, supplierId))
    .orderBy(asc(accounts.position), asc(accounts.accountId));
  return { outletRows, accountRows };
}

export async function insertOutlet(db: DbOrTx, values: typeof outlets.$inferInsert) {
  const [row] = await db.insert(outlets).values(values).returning({ outletId: outlets.outletId });
  return row?.outletId as number;
}

export async function updateOutlet(
  db: DbOrTx,
  supplierId: number,
  outletId: number,
  change: Partial<typeof outlets.$inferInsert>,
) {
  await db
    .update(outlets)
    .set(change)
    .where(and(eq(outlets.supplierId, supplierId), eq(outlets.outletId, outletId)));
}

/** Puts the outlet first and keeps the others' order after it. */
export async function moveOutletFirst(db: DbOrTx, supplierId: number, outletId: number) {
  await db.execute(sql`
    UPDATE outlets o SET position = ranked.n
    FROM (
      SELECT outlet_id, row_number() OVER (ORDER BY outlet_id <> ${outletId}, position, outlet_id) - 1 AS n
      FROM outlets WHERE supplier_id = ${supplierId}
    ) ranked
    WHERE o.supplier_id = ${supplierId} AND o.outlet_id = ranked.outlet_id`);
}

export async function insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert) {
  const [row] = await db.insert(accounts).values(values).returning({ accountId: accounts.accountId });
  return row?.accountId as number;
}

export async function updateAccount(
  db: DbOrTx,
  supplierId: number,
  accountId: number,
  change: Partial<typeof accounts.$inferInsert>,
) {
  await db
    .update(accounts)
    .set(change)
    .where(and(eq(accounts.supplierId, supplierId), eq(accounts.accountId, accountId)));
}
