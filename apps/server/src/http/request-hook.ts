// The one onRequest hook every request passes through: the browser security headers, the cookies,
// the session and the route's access rule, in that order. They used to be four hooks (the
// headers, @fastify/cookie's parser, the session lookup, and the access check as a preHandler);
// Fastify runs each hook through its own iteration and callbacks on every request, health probes
// and static files included, so one hook does the four jobs. The access check runs before the
// body is read or validated: a caller who may not use a route learns that first (401/403), not
// that the body is wrong.
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Db } from '../db/client.ts';
import { securityHeadersOf } from './security-headers.ts';
import { checkAccess, SESSION_COOKIE, sessionResolver } from './session.ts';

export interface RequestHookOptions {
  db: Db;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** helmet's options: its headers are computed once, here. */
  securityHeaders: HelmetOptions;
}

/**
 * Registers the hook. @fastify/cookie must be registered before, with `hook: false` (its parser
 * and signer are used here; its onSend hook still writes the cookies a route sets).
 */
export function registerRequestHook(app: FastifyInstance, options: RequestHookOptions): void {
  const headers = securityHeadersOf(options.securityHeaders);
  const resolveSession = sessionResolver(options.db, options.sessionIdleMinutes);
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, reply, done) => {
    // Read once: Fastify builds this object anew on every read.
    const route = request.routeOptions;
    // Routes that say `config: { securityHeaders: false }` (JSON probes) go without.
    if (route.config.securityHeaders !== false) reply.headers(headers);
    const cookieHeader = request.headers.cookie;
    request.cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    const raw = request.cookies[SESSION_COOKIE];
    // Most requests (health probes, the storefront, static files) carry no session cookie and
    // leave without a promise being made.
    if (!raw) return admit(request, route, done);
    resolveSession(request, raw).then(() => admit(request, route, done), done);
  });
}

function admit(
  request: FastifyRequest,
  route: FastifyRequest['routeOptions'],
  done: HookHandlerDoneFunction,
): void {
  let refusal: Error | undefined;
  try {
    checkAccess(request, route);
  } catch (error) {
    refusal = error instanceof Error ? error : new Error(String(error));
  }
  done(refusal);
}
