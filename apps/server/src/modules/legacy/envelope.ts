// The legacy adapter's envelope (ARCHITECTURE.md "legacy"): the mobile apps in the field call the
// paths the spec lists (/marketplace/..., /vendorapis/...) and read reply envelopes (isSuccess,
// appData, data ...). A path group is a plugin that declares its routes with legacyRoute(); the
// envelope scope gives each one the session check, form bodies, the supplierId check and the error
// envelope, and the handler only translates shapes and calls the same services as /api/v1.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden } from '../../http/errors.ts';
import { localiseRefusal } from '../../http/reply-language.ts';
import type { Access, SupplierSession } from '../../http/session.ts';
import { supplierSession } from '../../http/session.ts';

/**
 * Path prefixes of the legacy apps (the php files of /marketplace/static/php/ are under the first,
 * the language files under /mpstatic/);
 * their routes are in the tenant-isolation test like /api/v1, and an unknown path under one answers
 * the JSON 404 of the envelope, never the admin app's page.
 */
export const LEGACY_PREFIXES = ['/marketplace/', '/vendorapis/', '/omni_ns/', '/mpstatic/'] as const;
/** The php files the spec names without a folder (smsapi.php, cmsapi.php …), at the root. */
export const LEGACY_ROOT_FILES = [
  '/smsapi.php',
  '/common_api.php',
  '/walkThroughApi.php',
  '/cmsapi.php',
] as const;

export function isLegacyPath(url: string): boolean {
  if (LEGACY_PREFIXES.some((prefix) => url.startsWith(prefix))) return true;
  const path = url.split('?')[0] ?? '';
  return LEGACY_ROOT_FILES.some((file) => path === file);
}

/** Who may call a legacy path by default: as the products API (every role but the delivery boy). */
export const LEGACY_CATALOGUE_ACCESS: Access = {
  kind: 'supplier',
  roles: ['owner', 'staff', 'platform_admin'],
};

/** The failure envelope the apps read: isSuccess false plus the message to show. */
export interface LegacyFailure {
  isSuccess: false;
  isError: true;
  errorMsg: string;
  errorCode: string;
  fields?: Record<string, string>;
}

export function legacyFailure(code: string, message: string, fields?: Record<string, string>): LegacyFailure {
  return {
    isSuccess: false,
    isError: true,
    errorMsg: message,
    errorCode: code,
    ...(fields ? { fields } : {}),
  };
}

/**
 * The apps send supplierId in the query out of habit; the supplier is always the session's. A
 * different one is refused rather than ignored, so a mixed-up app cannot write to the wrong store.
 */
export const supplierIdQuery = z.coerce.number().int().positive().optional();

export function legacySession(request: FastifyRequest, supplierId?: number): SupplierSession {
  const session = supplierSession(request);
  if (supplierId !== undefined && supplierId !== session.supplierId) throw forbidden();
  return session;
}

/** '1', 'true', 'Y' … as sent by the apps' form and query strings. */
export const legacyBoolean = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || ['1', 'true', 'y', 'yes'].includes(String(v).toLowerCase()));

/**
 * Renders every failure of the legacy paths as the envelope, with the same HTTP status as the API
 * (401 must stay 401: the apps send the user to the login page on it).
 */
function renderLegacyError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // errorMsg and the field messages in the user's language, as the API's (reply-language.ts).
  const failure = (code: string, english: string, englishFields?: Record<string, string>) => {
    const { message, fields } = localiseRefusal(request, english, englishFields);
    return legacyFailure(code, message, fields);
  };
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.status).send(failure(error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[path] ??= issue.message ?? 'Invalid value';
    }
    return reply.status(400).send(failure('invalid', Object.values(fields)[0] ?? 'Invalid request', fields));
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500)
    return reply.status(status).send(failure('invalid', (error as Error).message));
  request.log.error({ err: error }, 'legacy request failed');
  return reply.status(500).send(failure('internal', 'Something went wrong'));
}

/** The refusal of a state-changing call that does not show it comes from the apps or our own pages. */
export const CROSS_SITE_MESSAGE =
  'This call changes your store, so it is accepted only from the Storekeep apps and pages. Open the app and try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A legacy GET that changes data (the spec has the apps call it with GET): guarded like a POST. */
    legacyChanges?: true;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Did this request come from the apps or a page of this host (decision 0155)? A browser says where
 * a request comes from in Sec-Fetch-Site; without it, Origin or else Referer must name this host.
 * X-Requested-With (the apps' and jQuery's header) is a header no other site's page can add without
 * a CORS preflight, which this server never grants. A request that shows none of these is refused:
 * an old browser following a link on another site with no-referrer would show none either.
 */
export function isOwnSiteRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  if (request.headers['x-requested-with']) return true;
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? origin : request.headers.referer;
  if (!claimed) return false;
  try {
    const url = new URL(claimed);
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * onRequest of the envelope scope (after the session and access check): a call that changes state,
 * any method but GET or one marked legacyChanges, needs the app's token (Authorization header) or
 * proof it comes from our own site; the browser's cookie alone is not enough.
 */
async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const changes = !READS.has(request.method) || request.routeOptions.config.legacyChanges === true;
  if (!changes || request.session?.viaApp) return;
  if (!isOwnSiteRequest(request)) throw forbidden(CROSS_SITE_MESSAGE);
}

/** The answer of an unknown legacy path (any method), so an app reads JSON and not the admin app. */
export function legacyNotFound(method: string, path: string): LegacyFailure {
  return legacyFailure('not_found', `No route ${method} ${path}`);
}

/** Form bodies (application/x-www-form-urlencoded) as a plain object of strings. */
function registerFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * The legacy envelope scope: registers each path group inside one scope that has the envelope error
 * handler and form bodies. Another module adds its paths by passing its group here (app.ts).
 */
export const legacyEnvelope =
  (groups: readonly FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    registerFormBodies(app);
    app.addHook('onRequest', refuseCrossSite);
    app.setErrorHandler((error, request, reply) => renderLegacyError(error, request, reply));
    for (const group of groups) await app.register(group);
  };
