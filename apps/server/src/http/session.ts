// Who is calling: the session cookie is resolved once per request, and every route says who may
// call it (route config `access`); routes without a config need a signed-in supplier session.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AreaRule,
  hasPermission,
  mayOpen,
  type Permission,
  type Role,
  type SupplierType,
} from '@storekeep/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { Cache, forget, watchedCache } from '../lib/cache.ts';
import { findLiveSession, touchSession } from '../modules/auth/queries.ts';
import { forbidden, passwordResetRequired, unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'sk_session';

/** The refusal of a GET that changes data when it comes with the browser's cookie alone. */
export const APP_CREDENTIAL_MESSAGE =
  "This address changes your store, so it answers the Storekeep apps only: they send their session token in the Authorization header. A browser's cookie alone is not accepted here.";

export interface Session {
  tokenHash: string;
  userId: number;
  role: Role;
  email: string;
  firstName: string;
  /**
   * The user's own language (users.language): the API's refusals are written in it
   * (reply-language.ts). Absent in sessions tests build by hand, which read English.
   */
  language?: string;
  /** The supplier the session works for; null for a platform admin not acting for one. */
  supplierId: number | null;
  supplierType: SupplierType;
  staffPermissions: string[];
  actingAsAdmin: boolean;
  selectedOutletId: number | null;
  selectedAccountId: number | null;
  enforcePasswordReset: boolean;
  /**
   * The session token came in the Authorization header (the field apps), not in the cookie a
   * browser attaches to any request, a link clicked on another site included.
   */
  viaApp: boolean;
}

/** A session that works for a supplier (every merchant-data route gets one of these). */
export type SupplierSession = Session & { supplierId: number };

/**
 * Route prefixes that need a supplier session unless a route says otherwise; their answers are
 * private (never cached: request-hook.ts).
 */
const SECURE_BY_DEFAULT = ['/api/v1/', '/marketplace/', '/vendorapis/', '/omni_ns/'];
/** The legacy apps' php files at the root (modules/legacy/envelope.ts LEGACY_ROOT_FILES). */
const SECURE_ROOT_FILES = ['/smsapi.php', '/common_api.php', '/walkThroughApi.php', '/cmsapi.php'];

/** A path (or URL) of the API or the legacy apps' paths, whose answers are private. */
export function isPrivatePath(url: string): boolean {
  if (SECURE_BY_DEFAULT.some((prefix) => url.startsWith(prefix))) return true;
  if (!url.includes('.php')) return false;
  return SECURE_ROOT_FILES.includes(url.split('?')[0] ?? '');
}

export type Access =
  | { kind: 'public' }
  /** Signed in, supplier or not, and allowed while a password reset is pending. */
  | { kind: 'signed-in' }
  | { kind: 'platform-admin' }
  | {
      kind: 'supplier';
      /** The back-office area the route serves: the rule its menu entry reads (MENU_AREAS). */
      area?: AreaRule;
      permission?: Permission;
      roles?: readonly Role[];
      /**
       * A field app's GET that changes data (the spec has the apps call it with GET): only with
       * the app's own credential, the session token in the Authorization header, never the cookie.
       */
      appCredential?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Signed session cookies remembered with their token's hash. */
const VERIFIED_COOKIES = 20_000;

/** Only touch the row once a minute: the idle clock does not need more precision than that. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The field apps' credential: their signed session token (the value of the session cookie they
 * were given at sign-in) in `Authorization: Bearer …`. Undefined when the header says otherwise.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Finds the session of a signed session token and puts it on the request (or leaves it null).
 * Called from the request hook (request-hook.ts) only when the request carries the cookie or the
 * app's Authorization header (`viaApp`).
 */
export function sessionResolver(db: Db, idleMinutes: number) {
  // Signed cookies already checked, with their token's hash: the HMAC and the hash cost more than
  // the rest of an authenticated request's handling, and a browser sends the same cookie every time.
  // Only cookies with a valid signature get in, so nobody can fill it with guesses; whether the
  // session is still live is asked on every request below.
  const verified = new Cache<string, string>({ max: VERIFIED_COOKIES });
  return async function resolveSession(request: FastifyRequest, raw: string, viaApp: boolean): Promise<void> {
    let tokenHash = verified.get(raw);
    if (tokenHash === undefined) {
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      tokenHash = hashToken(unsigned.value);
      verified.set(raw, tokenHash);
    }
    const now = new Date();
    const row = await liveSession(db, tokenHash, now);
    if (!row?.isActive) return;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      const expiresAt = new Date(now.getTime() + idleMinutes * 60_000);
      await touchSession(db, tokenHash, now, expiresAt);
      row.lastSeenAt = now;
      row.expiresAt = expiresAt;
    }
    request.session = {
      tokenHash,
      userId: row.userId,
      role: row.role as Role,
      email: row.email,
      firstName: row.firstName,
      language: row.language,
      supplierId: row.supplierId,
      supplierType: (row.supplierType ?? 'B2C') as SupplierType,
      staffPermissions: row.permissions,
      actingAsAdmin: row.actingAsAdmin,
      selectedOutletId: row.selectedOutletId,
      selectedAccountId: row.selectedAccountId,
      enforcePasswordReset: row.enforcePasswordReset,
      viaApp,
    };
  };
}

// ── Sessions kept in memory ─────────────────────────────────────────────────────────────────

type SessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * Resolved sessions by token hash, kept until they expire or a notice on `sessions` (0017) names
 * them: 't:<token hash>' one session, 'u:<user id>' a user's, 's:<supplier id>' a store's.
 */
const liveSessions = watchedCache<SessionRow>({
  channel: 'sessions',
  max: 20_000,
  tagsOf: (row) =>
    row.supplierId === null ? [`u:${row.userId}`] : [`u:${row.userId}`, `s:${row.supplierId}`],
  keyOf: (payload) => (payload.startsWith('t:') ? payload.slice(2) : undefined),
});

/** The live session of a token: from memory when kept and still valid, else one query. */
async function liveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const kept = liveSessions.of(db);
  const known = kept?.get(tokenHash);
  if (known && known.expiresAt.getTime() > now.getTime()) return known;
  const since = kept?.stamp();
  const row = await findLiveSession(db, tokenHash, now);
  if (!row) kept?.delete(tokenHash);
  else kept?.set(tokenHash, row, since);
  return row;
}

/**
 * Forgets a session (`t:`), a user's sessions (`u:`) or a store's (`s:`) in this process at once,
 * after a change of ours has committed: the notice does the same, but over a PostgreSQL listening
 * connection it may arrive a moment after the reply.
 */
export function forgetSessions(db: Db, payload: `t:${string}` | `u:${number}` | `s:${number}`): void {
  forget(db, 'sessions', payload);
}

const SUPPLIER_ACCESS: Access = { kind: 'supplier' };
const PUBLIC_ACCESS: Access = { kind: 'public' };

/**
 * Throws when the route's `access` does not let this request's session in. `route`: the request's
 * `routeOptions` when the caller has them (Fastify builds that object anew on every read).
 */
export function checkAccess(
  request: FastifyRequest,
  route: FastifyRequest['routeOptions'] = request.routeOptions,
): void {
  // Secure by default inside the API and the legacy apps' paths; docs, the admin app's files
  // and 404s are public.
  checkAccessRule(request, route.config.access ?? defaultAccess(route.url ?? ''));
}

/** Throws when this access rule does not let the request's session in (a route's, or one action's of a route). */
export function checkAccessRule(request: FastifyRequest, access: Access): void {
  if (access.kind === 'public') return;
  const session = request.session;
  if (!session) throw unauthenticated();
  if (access.kind === 'signed-in') return;
  if (session.enforcePasswordReset) throw passwordResetRequired();
  if (access.kind === 'platform-admin') {
    if (session.role !== 'platform_admin') throw forbidden();
    return;
  }
  if (session.supplierId === null) throw forbidden('Choose a store to act for first.');
  if (access.roles && !access.roles.includes(session.role)) throw forbidden();
  if (access.area && !mayOpen(actorOf(session), access.area)) throw forbidden();
  if (access.permission && !hasPermission(actorOf(session), access.permission)) throw forbidden();
  if (access.appCredential && !session.viaApp) throw forbidden(APP_CREDENTIAL_MESSAGE);
}

function defaultAccess(url: string): Access {
  return isPrivatePath(url) ? SUPPLIER_ACCESS : PUBLIC_ACCESS;
}

export function actorOf(session: Session) {
  return { role: session.role, supplierType: session.supplierType, permissions: session.staffPermissions };
}

/** For handlers behind `access: supplier`: the request hook has already proved these. */
export function supplierSession(request: FastifyRequest): SupplierSession {
  const session = request.session;
  if (!session || session.supplierId === null) throw unauthenticated();
  return session as SupplierSession;
}

export function signedInSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}
