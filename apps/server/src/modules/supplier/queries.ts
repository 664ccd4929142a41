// The look-ups every module shares, in one place: a store (supplier) by id, one of its outlets, a
// plan (package), and the audit log's one insert. Every query on a store's rows filters by its
// supplier_id.

import type { Role } from '@storekeep/domain/permissions';
import { isOutletLimitedRole, usableAccountIds } from '@storekeep/domain/staff';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { accounts, auditLog, outlets, packages, staffAccounts, suppliers } from '../../db/schema.ts';

export async function findSupplier(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.supplierId, supplierId)).limit(1);
  return rows[0];
}

/** The store's outlet with this id, or its default outlet (the first active by position) when `outletId` is null. */
export async function findOutlet(db: DbOrTx, supplierId: number, outletId: number | null) {
  const rows = await db
    .select({
      outletId: outlets.outletId,
      stateId: outlets.stateId,
      name: outlets.name,
      address: outlets.address,
      pincode: outlets.pincode,
    })
    .from(outlets)
    .where(
      outletId === null
        ? eq(outlets.supplierId, supplierId)
        : and(eq(outlets.supplierId, supplierId), eq(outlets.outletId, outletId)),
    )
    .orderBy(desc(outlets.isActive), asc(outlets.position), asc(outlets.outletId))
    .limit(1);
  return rows[0];
}

/**
 * The one rule of who may use which outlet, as SQL: a condition on the outlets row aliased `ol`.
 * Owners and admins use every outlet; staff and delivery boys (isOutletLimitedRole) use the outlets
 * assigned to them (staff_outlets), and one with no assigned outlet may use all outlets. Lists,
 * counts, badges, stock and single-record checks all go through this condition or outletScopeOf.
 */
export function outletsVisibleTo(person: { supplierId: number; userId: number; role: Role }): SQL {
  if (!isOutletLimitedRole(person.role)) return sql`ol.supplier_id = ${person.supplierId}`;
  const assigned = sql`SELECT s.outlet_id FROM staff_outlets s WHERE s.supplier_id = ${person.supplierId} AND s.user_id = ${person.userId}`;
  return sql`ol.supplier_id = ${person.supplierId} AND (NOT EXISTS (${assigned}) OR ol.outlet_id IN (${assigned}))`;
}

/**
 * The outlets a person may use when limited (outletsVisibleTo); null: not limited (owners and
 * admins), so callers can skip the check.
 */
export async function outletScopeOf(
  db: DbOrTx,
  person: { supplierId: number; userId: number; role: Role },
): Promise<number[] | null> {
  if (!isOutletLimitedRole(person.role)) return null;
  const rows = rowsOf<{ outlet_id: string | number }>(
    await db.execute(
      sql`SELECT ol.outlet_id FROM outlets ol WHERE ${outletsVisibleTo(person)} ORDER BY ol.is_active DESC, ol.position, ol.outlet_id`,
    ),
  );
  return rows.map((row) => Number(row.outlet_id));
}

/**
 * The outlet a person works in for a request: the one asked for, else the session's choice, else the
 * first active outlet they may use. An outlet they may not use is not found.
 */
export async function usableOutlet(
  db: DbOrTx,
  person: { supplierId: number; userId: number; role: Role; selectedOutletId: number | null },
  outletId: number | null | undefined,
) {
  const scope = await outletScopeOf(db, person);
  const wanted = outletId ?? person.selectedOutletId;
  if (wanted !== null && wanted !== undefined) {
    if (scope && !scope.includes(wanted)) return undefined;
    return findOutlet(db, person.supplierId, wanted);
  }
  return findOutlet(db, person.supplierId, scope?.[0] ?? null);
}

/** The counters a member may use (staff_accounts); null: every counter of their outlets. */
export async function accountScopeOf(
  db: DbOrTx,
  person: { supplierId: number; userId: number; role: Role },
): Promise<number[] | null> {
  if (!isOutletLimitedRole(person.role)) return null;
  const rows = await db
    .select({ accountId: staffAccounts.accountId })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.supplierId, person.supplierId), eq(staffAccounts.userId, person.userId)));
  return rows.length > 0 ? rows.map((row) => row.accountId) : null;
}

/**
 * Whether a person may bill at this counter: in an outlet where counters are assigned to them
 * (staff_accounts), only those; elsewhere every counter (the domain's usableAccountIds).
 */
export async function mayUseAccount(
  db: DbOrTx,
  person: { supplierId: number; userId: number; role: Role },
  account: { accountId: number; outletId: number },
): Promise<boolean> {
  const scope = await accountScopeOf(db, person);
  if (!scope) return true;
  const inOutlet = await db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(and(eq(accounts.supplierId, person.supplierId), eq(accounts.outletId, account.outletId)));
  return usableAccountIds([{ outletId: account.outletId, accounts: inOutlet }], scope).includes(
    account.accountId,
  );
}

export async function findPackage(db: DbOrTx, packageId: number) {
  const rows = await db.select().from(packages).where(eq(packages.packageId, packageId)).limit(1);
  return rows[0];
}

export async function insertAudit(
  db: DbOrTx,
  entry: {
    supplierId: number | null;
    userId: number;
    action: string;
    details?: Record<string, unknown>;
    ip?: string;
  },
) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
