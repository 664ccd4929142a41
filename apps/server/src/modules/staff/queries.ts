// SQL of the staff screen: a store's people with their outlets and counters, the invitation links.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, outlets, staffAccounts, staffInvitations, staffOutlets, users } from '../../db/schema.ts';

const memberColumns = {
  userId: users.userId,
  role: users.role,
  memberRole: users.memberRole,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNumber: users.mobileNumber,
  language: users.language,
  permissions: users.permissions,
  isActive: users.isActive,
  enforcePasswordReset: users.enforcePasswordReset,
  createdAt: users.createdAt,
};
export interface MemberRow {
  userId: number;
  role: string;
  memberRole: string | null;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  language: string;
  permissions: string[];
  isActive: boolean;
  enforcePasswordReset: boolean;
  createdAt: Date;
  outletIds: number[];
  accountIds: number[];
  invitationPending: boolean;
}

/** The store's people (owners first, then by name), with their outlets, counters and open invitations. */
export async function listMembers(db: DbOrTx, supplierId: number, userId?: number): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.supplierId, supplierId), userId === undefined ? undefined : eq(users.userId, userId)))
    .orderBy(sql`${users.role} = 'owner' DESC`, asc(users.firstName), asc(users.userId));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.userId);
  const [outletRows, accountRows, invitationRows] = await Promise.all([
    db
      .select()
      .from(staffOutlets)
      .where(and(eq(staffOutlets.supplierId, supplierId), inArray(staffOutlets.userId, ids))),
    db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.supplierId, supplierId), inArray(staffAccounts.userId, ids))),
    db
      .select({ userId: staffInvitations.userId })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.supplierId, supplierId),
          inArray(staffInvitations.userId, ids),
          isNull(staffInvitations.usedAt),
          sql`${staffInvitations.expiresAt} > now()`,
        ),
      ),
  ]);
  return rows.map((row) => ({
    ...row,
    outletIds: outletRows.filter((o) => o.userId === row.userId).map((o) => o.outletId),
    accountIds: accountRows.filter((a) => a.userId === row.userId).map((a) => a.accountId),
    invitationPending: invitationRows.some((i) => i.userId === row.userId),
  }));
}

/** The store's outlets and counters, to check the ones a member is given. */
export async function storeOutletsAndAccounts(db: DbOrTx, supplierId: number) {
  const [outletRows, accountRows] = await Promise.all([
    db
      .select({ outletId: outlets.outletId, name: outlets.name })
      .from(outlets)
      .where(eq(outlets.supplierId, supplierId))
      .orderBy(asc(outlets.position), asc(outlets.outletId)),
    db
      .select({ accountId: accounts.accountId, outletId: accounts.outletId })
      .from(accounts)
      .where(eq(accounts.supplierId, supplierId)),
  ]);
  return { outletRows, accountRows };
}

export async function insertMember(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ userId: users.userId });
  return row?.userId as number;
}

export async function updateMember(
  db: DbOrTx,
  supplierId: number,
  userId: number,
  change: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.supplierId, supplierId), eq(users.userId, userId)));
}

/** Replaces the member's outlets and counters. */
export async function replaceAssignments(
  db: DbOrTx,
  supplierId: number,
  userId: number,
  outletIds: readonly number[],
  accountIds: readonly number[],
) {
  await db
    .delete(staffOutlets)
    .where(and(eq(staffOutlets.supplierId, supplierId), eq(staffOutlets.userId, userId)));
  await db
    .delete(staffAccounts)
    .where(and(eq(staffAccounts.supplierId, supplierId), eq(staffAccounts.userId, userId)));
  if (outletIds.length > 0)
    await db.insert(staffOutlets).values(outletIds.map((outletId) => ({ supplierId, userId, outletId })));
  if (accountIds.length > 0)
    await db.insert(staffAccounts).values(accountIds.map((accountId) => ({ supplierId, userId, accountId })));
}

/** Active owners other than this user (a store keeps at least one). Locks them against a parallel change. */
export async function otherActiveOwners(db: DbOrTx, supplierId: number, userId: number) {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.supplierId, supplierId),
        eq(users.role, 'owner'),
        eq(users.isActive, true),
        sql`${users.userId} <> ${userId}`,
      ),
    )
    .for('update');
  return rows.length;
}

export async function insertInvitation(db: DbOrTx, values: typeof staffInvitations.$inferInsert) {
  await db.insert(staffInvitations).values(values);
}

/** Earlier open links of the member stop working when a new one is made or a password is set. */
export async function closeInvitations(db: DbOrTx, supplierId: number, userId: number) {
  await db
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.supplierId, supplierId),
        eq(staffInvitations.userId, userId),
        isNull(staffInvitations.usedAt),
      ),
    );
}

/** An open invitation by its token's hash, with the member and the store's name; locked when `lock`. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({
      supplierId: staffInvitations.supplierId,
      userId: staffInvitations.userId,
      firstName: users.firstName,
      email: users.email,
      isActive: users.isActive,
      storeName: sql<string>`(SELECT s.store_name FROM suppliers s WHERE s.supplier_id = ${staffInvitations.supplierId})`,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.userId, staffInvitations.userId))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        sql`${staffInvitations.expiresAt} > now()`,
      ),
    )
    .limit(1);
  const rows = lock ? await query.for('update', { of: staffInvitations }) : await query;
  return rows[0];
}

export async function setOwnLanguage(db: DbOrTx, userId: number, language: string) {
  await db.update(users).set({ language, languageChosenAt: new Date() }).where(eq(users.userId, userId));
}

export async function setOwnDigits(db: DbOrTx, userId: number, nativeDigits: boolean) {
  await db.update(users).set({ nativeDigits }).where(eq(users.userId, userId));
}
