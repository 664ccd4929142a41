// GET /s/:storeSlug: the public store page, server-rendered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { renderStorePage } from './page.ts';
import { getStorePage } from './service.ts';

export const storefrontRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/s/:storeSlug',
      {
        config: { access: { kind: 'public' } },
        schema: { hide: true, params: z.object({ storeSlug: z.string().min(1).max(60) }) },
      },
      async (request, reply) => {
        const page = await getStorePage(db, request.params.storeSlug);
        const html = renderStorePage(page, `${config.publicUrl}/s/${page.storeSlug}`);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=60')
          .send(html);
      },
    );
  };
