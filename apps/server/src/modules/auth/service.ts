// Signing in and out, changing the password, acting for a supplier (platform admin).
import { randomBytes } from 'node:crypto';
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
import {
  claimPasswordCheck,
  type KnownDevice,
  passwordCheckSucceeded,
  throttleKeys,
  tooManyAttempts,
} from './throttle.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The browser's signed device cookie, when it has one. */
  device: KnownDevice | undefined;
}

export interface SignedIn {
  token: string;
  session: Session;
  /** The device cookie to keep on this browser: the one it sent for this user, or a new one. */
  device: KnownDevice;
}

export async function login(
  db: Db,
  input: LoginRequest,
  client: ClientInfo,
  idleMinutes: number,
): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const user = await q.findUserByEmail(db, email);
  // A browser that has signed in to this account before is throttled on its own.
  const device = user && client.device?.userId === user.userId ? client.device : undefined;
  const keys = throttleKeys(email, client.ip, device?.deviceId);
  const wait = await claimPasswordCheck(db, keys, device !== undefined);
  if (wait > 0) throw rateLimited(tooManyAttempts(wait), wait);
  const ok = user
    ? user.isActive && (await verifyPassword(user.passwordHash, input.password))
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  await q.recordLoginAttempt(db, email, client.ip, ok);
  if (!user || !ok) throw unauthenticated(LOGIN_MESSAGES.authenticationFailed);
  await passwordCheckSucceeded(db, keys);
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
  await insertAudit(db, {
    supplierId: user.supplierId,
    userId: user.userId,
    action: 'auth.login',
    ip: client.ip,
  });
  return {
    token,
    device: device ?? { userId: user.userId, deviceId: newDeviceId() },
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
      viaApp: false,
    },
  };
}

function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
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
