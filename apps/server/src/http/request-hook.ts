// The one onRequest hook every request passes through: the browser security headers (with
// `Cache-Control: no-store` on the API's private answers), the cookies, the session and the
// route's access rule, in that order. They used to be four hooks (the
// headers, @fastify/cookie's parser, the session lookup, and the access check as a preHandler);
// Fastify runs each hook through its own iteration and callbacks on every request, health probes
// and static files included, so one hook does the four jobs. The access check runs before the
// body is read or validated: a caller who may not use a route learns that first (401/403), not
// that the body is wrong.
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Db } from '../db/client.ts';
import { securityHeadersOf } from './security-headers.ts';
import { bearerToken, checkAccess, isPrivatePath, SESSION_COOKIE, sessionResolver } from './session.ts';

export interface RequestHookOptions {
  db: Db;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** helmet's options: its headers are computed once, here. */
  securityHeaders: HelmetOptions;
  /** Served over https (PUBLIC_URL): only then is Strict-Transport-Security sent. */
  https: boolean;
}

/**
 * Registers the hook. @fastify/cookie must be registered before, with `hook: false` (its parser
 * and signer are used here; its onSend hook still writes the cookies a route sets).
 */
export function registerRequestHook(app: FastifyInstance, options: RequestHookOptions): void {
  const headers = securityHeadersOf(options.securityHeaders);
  // Over plain http (a shop's LAN address) the header means nothing, and it must not follow the
  // host name to a later https service on another port.
  if (!options.https) delete headers['strict-transport-security'];
  // The API's answers (app data with the owner's mobile and e-mail, customers, orders, the login
  // reply, errors) are never kept by the browser or a shared cache; a route that sets its own
  // Cache-Control after this hook (a downloaded file) replaces it.
  const privateHeaders = { ...headers, 'cache-control': 'no-store' };
  const resolveSession = sessionResolver(options.db, options.sessionIdleMinutes);
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, reply, done) => {
    // Read once: Fastify builds this object anew on every read.
    const route = request.routeOptions;
    // Routes that say `config: { securityHeaders: false }` (JSON probes) go without.
    const privateAnswer = isPrivatePath(request.url);
    if (route.config.securityHeaders !== false) reply.headers(privateAnswer ? privateHeaders : headers);
    else if (privateAnswer) reply.header('cache-control', 'no-store');
    const cookieHeader = request.headers.cookie;
    request.cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    // The field apps send their token in the Authorization header; it wins over a cookie.
    const appToken = request.headers.authorization ? bearerToken(request) : undefined;
    const raw = appToken ?? request.cookies[SESSION_COOKIE];
    // Most requests (health probes, the storefront, static files) carry no session cookie and
    // leave without a promise being made.
    if (!raw) return admit(request, route, done);
    resolveSession(request, raw, appToken !== undefined).then(() => admit(request, route, done), done);
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
