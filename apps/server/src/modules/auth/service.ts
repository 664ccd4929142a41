// Signing in and out, changing the password, acting for a supplier (platform admin).
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordRequest,
  LOGIN_MESSAGES,
  type LoginRequest,
} from '@storekeep/domain/login';
import type { Role } from '@storekeep/domain/permissions';
import type { Db } from '../../db/client.ts';
import { invalid, rateLimited, unauthenticated } from '../../http/errors.ts';
import { forgetSessions, newSessionToken, type Session } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import * as q from './queries.ts';

/** Login throttling: failures in this window count against the account and the address. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
export const TOO_MANY_ATTEMPTS = `Too many failed login attempts. Please try again after ${LOGIN_WINDOW_MINUTES} minutes.`;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  token: string;
  session: Session;
}

export async function login(
  db: Db,
  input: LoginRequest,
  client: ClientInfo,
  idleMinutes: number,
): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const [byAccount, byIp] = await Promise.all([
    q.countRecentFailures(db, 'email', email, since),
    q.countRecentFailures(db, 'ip', client.ip, since),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP)
    throw rateLimited(TOO_MANY_ATTEMPTS);

  const user = await q.findUserByEmail(db, email);
  const ok = user
    ? user.isActive && (await verifyPassword(user.passwordHash, input.password))
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  await q.recordLoginAttempt(db, email, client.ip, ok);
  if (!user || !ok) throw unauthenticated(LOGIN_MESSAGES.authenticationFailed);

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(Date.now() + idleMinutes * 60_000);
  await q.insertSession(db, {
    tokenHash,
    userId: user.userId,
    supplierId: user.supplierId,
    selectedOutletId: null,
    selectedAccountId: null,
    ip: client.ip,
    userAgent: client.userAgent,
    expiresAt,
  });
  await q.deleteExpiredSessions(db, new Date());
  return {
    token,
    session: {
      tokenHash,
      userId: user.userId,
      role: user.role as Role,
      email: user.email,
      firstName: user.firstName,
      supplierId: user.supplierId,
      supplierType: 'B2C',
      staffPermissions: user.permissions,
      actingAsAdmin: false,
      selectedOutletId: null,
      selectedAccountId: null,
      enforcePasswordReset: user.enforcePasswordReset,
    },
  };
}

export async function logout(db: Db, session: Session | null): Promise<void> {
  if (!session) return;
  await q.deleteSession(db, session.tokenHash);
  forgetSessions(db, `t:${session.tokenHash}`);
}

/** Changes the password, clears a pending forced reset and signs out the user's other sessions. */
export async function changePassword(db: Db, session: Session, input: ChangePasswordRequest): Promise<void> {
  const user = await q.findUserById(db, session.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid(CHANGE_PASSWORD_MESSAGES.wrongCurrent, {
      currentPassword: CHANGE_PASSWORD_MESSAGES.wrongCurrent,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await q.updatePassword(tx, user.userId, passwordHash);
    await q.deleteOtherSessions(tx, user.userId, session.tokenHash);
    await insertAudit(tx, { supplierId: user.supplierId, userId: user.userId, action: 'password.changed' });
  });
  forgetSessions(db, `u:${user.userId}`);
}
