// SQL for what the shell needs: the supplier, its outlets and accounts, countries, the package.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, countries, outlets } from '../../db/schema.ts';

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

export async function listCountries(db: DbOrTx) {
  return db.select().from(countries).orderBy(asc(countries.countryName));
}
