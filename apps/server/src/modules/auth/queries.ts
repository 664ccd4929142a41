// SQL for users, sessions, login attempts and login throttles.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { loginAttempts, loginThrottles, sessions, suppliers, users } from '../../db/schema.ts';

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

/**
 * Takes the row locks of these throttle counters (made when missing) and reads them: failures
 * (0 once forgotten: none for `forgetAfterSeconds`) and seconds since the latest. Keys are locked
 * in one order, so two attempts never wait on each other's locks. Times are the clock's, not the
 * transaction's start (`now()`): an attempt that waited for the lock reads the failure counted by
 * the one it waited for as past, not future.
 */
export async function lockThrottles(tx: Tx, keys: string[], forgetAfterSeconds: number) {
  const t = loginThrottles;
  return tx
    .insert(t)
    .values([...keys].sort().map((key) => ({ key })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`CASE WHEN ${t.lastFailureAt} < clock_timestamp() - make_interval(secs => ${forgetAfterSeconds})
          THEN 0 ELSE ${t.failures} END`,
      },
    })
    .returning({
      key: t.key,
      failures: t.failures,
      secondsSince: sql<number>`extract(epoch from clock_timestamp() - ${t.lastFailureAt})::float8`.mapWith(
        Number,
      ),
    });
}

/** Counts a failure on these counters (under the locks taken by lockThrottles). */
export async function countThrottleFailure(tx: Tx, keys: string[]) {
  await tx
    .update(loginThrottles)
    .set({ failures: sql`${loginThrottles.failures} + 1`, lastFailureAt: sql`clock_timestamp()` })
    .where(inArray(loginThrottles.key, keys));
}

/**
 * A right password: the pair's counter goes, and the others take back the failure counted for it.
 * One row per statement: a statement holding one counter's lock while it waits for another could
 * deadlock with an attempt taking them in key order.
 */
export async function forgiveThrottleFailure(db: DbOrTx, pairKey: string, otherKeys: string[]) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, pairKey));
  for (const key of otherKeys)
    await db
      .update(loginThrottles)
      .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
      .where(eq(loginThrottles.key, key));
}

/** Deletes counters without a failure for `forgetAfterSeconds`, skipping any an attempt holds. */
export async function deleteForgottenThrottles(db: DbOrTx, forgetAfterSeconds: number) {
  await db.execute(sql`
    DELETE FROM ${loginThrottles} WHERE ${loginThrottles.key} IN (
      SELECT ${loginThrottles.key} FROM ${loginThrottles}
      WHERE ${loginThrottles.lastFailureAt} < now() - make_interval(secs => ${forgetAfterSeconds})
      FOR UPDATE SKIP LOCKED
    )`);
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
        language: users.language,
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
