// GET /s/:storeSlug: the public store page, server-rendered — the published website when the
// store has one (website builder), otherwise the catalogue page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { mainImageUrlBuilder } from '../products/presenters.ts';
import { renderPublishedPage } from '../site/published.ts';
import { renderStorePage } from './page.ts';
import { getStorePage, getStoreSummary } from './service.ts';

const slugParams = z.object({ storeSlug: z.string().min(1).max(60) });

export const storefrontRoutes =
  (db: Db, config: Config, storage: Pick<Storage, 'url'>): FastifyPluginAsyncZod =>
  async (app) => {
    const imageUrl = mainImageUrlBuilder(storage);
    app.get(
      '/s/:storeSlug',
      { config: { access: { kind: 'public' } }, schema: { hide: true, params: slugParams } },
      async (request, reply) => {
        const canonicalUrl = `${config.publicUrl}/s/${request.params.storeSlug}`;
        const store = await getStoreSummary(db, request.params.storeSlug);
        const published = await renderPublishedPage(db, { ...store, path: '', canonicalUrl, imageUrl });
        const html = published ?? renderStorePage(await getStorePage(db, store.storeSlug), canonicalUrl);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=60')
          .send(html);
      },
    );

    app.get(
      '/s/:storeSlug/:pageSlug',
      {
        config: { access: { kind: 'public' } },
        schema: { hide: true, params: slugParams.extend({ pageSlug: z.string().min(1).max(100) }) },
      },
      async (request, reply) => {
        const { storeSlug, pageSlug } = request.params;
        const store = await getStoreSummary(db, storeSlug);
        const canonicalUrl = `${config.publicUrl}/s/${storeSlug}/${pageSlug}`;
        const html = await renderPublishedPage(db, { ...store, path: pageSlug, canonicalUrl, imageUrl });
        if (html === null) throw notFound('This page is not available.');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=60')
          .send(html);
      },
    );
  };
