// SQL for what the shell needs: the supplier, its outlets and accounts, countries, the package.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, countries, outlets, staffOutlets } from '../../db/schema.ts';

export async function listOutletsWithAccounts(db: DbOrTx, supplierId: number) {
  const outletRows = await db
    .select()
    .from(outlets)
    .where(eq(outlets.supplierId, supplierId))
    .orderBy(asc(outlets.position), asc(outlets.outletId));
  const accountRows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.supplierId, supplierId))
    .orderBy(asc(accounts.position), asc(accounts.accountId));
  return { outletRows, accountRows };
}

export async function listStaffOutletIds(db: DbOrTx, supplierId: number, userId: number) {
  const rows = await db
    .select({ outletId: staffOutlets.outletId })
    .from(staffOutlets)
    .where(and(eq(staffOutlets.supplierId, supplierId), eq(staffOutlets.userId, userId)));
  return rows.map((row) => row.outletId);
}

export async function listCountries(db: DbOrTx) {
  return db.select().from(countries).orderBy(asc(countries.countryName));
}
