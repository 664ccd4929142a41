// The public storefront (issue 7 contract): every page under /s/{storeSlug}, server-rendered in
// the shared frame, served from the page cache with ETags. Handlers resolve the shop, call one
// page function and send the HTML.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { renderShopPage, type ShopContext, type ShopPage, shopOf } from './frame.ts';
import { homeOrCustomPage } from './home-pages.ts';
import { sendCachedShopPage } from './page-cache.ts';

const storeSlug = z.string().min(1).max(60);

export const storefrontRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const publicRoute = { config: { access: { kind: 'public' as const } } };
    /** Resolve the shop, then answer from the cache or render the page the function builds. */
    const servePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      build: (shop: ShopContext) => Promise<ShopPage>,
    ) => {
      const shop = await shopOf(db, request);
      return sendCachedShopPage(request, reply, shop, config.storefrontPageCache, async () => ({
        html: await renderShopPage(db, shop, await build(shop)),
      }));
    };

    app.get(
      '/s/:storeSlug',
      { ...publicRoute, schema: { hide: true, params: z.object({ storeSlug }) } },
      (request, reply) => servePage(request, reply, (shop) => homeOrCustomPage(db, shop, '')),
    );

    app.get(
      '/s/:storeSlug/:pageSlug',
      {
        ...publicRoute,
        schema: { hide: true, params: z.object({ storeSlug, pageSlug: z.string().min(1).max(100) }) },
      },
      (request, reply) =>
        servePage(request, reply, (shop) => homeOrCustomPage(db, shop, request.params.pageSlug)),
    );
  };
