// SQL for what the shell needs: the supplier, its outlets and accounts, countries, the package.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, countries, outlets, packages, staffOutlets, suppliers } from '../../db/schema.ts';

export async function findSupplier(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.supplierId, supplierId)).limit(1);
  return rows[0];
}

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

export async function findPackage(db: DbOrTx, packageId: number) {
  const rows = await db.select().from(packages).where(eq(packages.packageId, packageId)).limit(1);
  return rows[0];
}
