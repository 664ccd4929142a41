// The legacy php files (common_api.php, walkThroughApi.php, smsapi.php …): one path, many calls told
// apart by the `action` query parameter. Each path group hands its actions to one route per file
// and method (app.ts gathers them), which checks the action's own access and cross-site rule.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors.ts';
import { type Access, checkAccessRule } from '../../http/session.ts';
import { CROSS_SITE_MESSAGE, isOwnSiteRequest } from './envelope.ts';

export const COMMON_API_PATH = '/marketplace/static/php/web/common_api.php';
export const WALKTHROUGH_API_PATH = '/marketplace/static/php/web/walkThroughApi.php';

export interface LegacyPhpAction {
  /** The php file's path, e.g. COMMON_API_PATH. */
  path: string;
  /** The value of the `action` query parameter. */
  action: string;
  methods: ReadonlyArray<'GET' | 'POST'>;
  /** Changes the store: guarded against cross-site requests even when called with GET. */
  changes?: true;
  /** Who may call it; a store session when left out. */
  access?: Access;
  /** The answer: the action's envelope, e.g. { isSuccess: true, data }. */
  run: (request: FastifyRequest) => Promise<{ isSuccess: boolean }>;
}

const STORE: Access = { kind: 'supplier' };

/** One route per php file and method, answering each action named in its query. */
export const legacyPhpRoutes =
  (actions: readonly LegacyPhpAction[]): FastifyPluginAsyncZod =>
  async (app) => {
    const paths = [...new Set(actions.map((a) => a.path))];
    for (const path of paths)
      for (const method of ['GET', 'POST'] as const) {
        const own = actions.filter((a) => a.path === path && a.methods.includes(method));
        if (own.length === 0) continue;
        const names = own.map((a) => a.action);
        app.route({
          method,
          url: path,
          // The actions check their own access; the route only needs a signed-in caller.
          config: { access: { kind: 'signed-in' } },
          schema: {
            tags: ['legacy apps'],
            summary: `Actions: ${names.join(', ')}`,
            querystring: z.object({ action: z.string().max(60) }).passthrough(),
            // Each action's own fields ride beside isSuccess (the spec shows none of their shapes).
            response: { 200: z.looseObject({ isSuccess: z.boolean() }) },
            ...(method === 'POST'
              ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] }
              : {}),
          },
          handler: async (request) => {
            const { action } = request.query as { action: string };
            const found = own.find((a) => a.action === action);
            if (!found) throw notFound(`No action ${action} in ${path}`);
            checkAccessRule(request, found.access ?? STORE);
            if (found.changes && !request.session?.viaApp && !isOwnSiteRequest(request))
              throw forbidden(CROSS_SITE_MESSAGE);
            return found.run(request);
          },
        });
      }
  };
