// SQL for users, sessions and login attempts.
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { loginAttempts, sessions, suppliers, users } from '../../db/schema.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, userId: number) {
  const rows = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return rows[0];
}

export async function countRecentFailures(db: DbOrTx, by: 'email' | 'ip', value: string, since: Date) {
  const column = by === 'email' ? loginAttempts.email : loginAttempts.ip;
  const rows = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)));
  return rows[0]?.n ?? 0;
}

export async function recordLoginAttempt(db: DbOrTx, email: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, succeeded });
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  supplierId: number | null;
  selectedOutletId: number | null;
  selectedAccountId: number | null;
  ip: string;
  userAgent: string | null;
  expiresAt: Date;
}

export async function insertSession(db: DbOrTx, session: NewSession) {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: DbOrTx, userId: number, keepTokenHash: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepTokenHash}`));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The session with the user and the supplier it acts for, in one round trip (every request). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await prepared(db, 'find_live_session', (handle) =>
    handle
      .select({
        tokenHash: sessions.tokenHash,
        supplierId: sessions.supplierId,
        actingAsAdmin: sessions.actingAsAdmin,
        selectedOutletId: sessions.selectedOutletId,
        selectedAccountId: sessions.selectedAccountId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.userId,
        role: users.role,
        email: users.email,
        firstName: users.firstName,
        permissions: users.permissions,
        enforcePasswordReset: users.enforcePasswordReset,
        isActive: users.isActive,
        supplierType: suppliers.supplierType,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .leftJoin(suppliers, eq(suppliers.supplierId, sessions.supplierId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('find_live_session'),
  ).execute({ tokenHash, now });
  return rows[0];
}

export async function touchSession(db: DbOrTx, tokenHash: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function updateSessionSelection(
  db: DbOrTx,
  tokenHash: string,
  values: {
    supplierId?: number | null;
    actingAsAdmin?: boolean;
    selectedOutletId: number | null;
    selectedAccountId: number | null;
  },
) {
  await db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash));
}

export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, enforcePasswordReset: false }).where(eq(users.userId, userId));
}
