// The public storefront: every page under /s/{storeSlug} on the app host and
// at the root of a store's verified custom domain, server-rendered in the shop's page chrome and served
// from the page cache with ETags. Handlers resolve the shop, call one page function, send HTML.

import { productSlugSchema } from '@storekeep/domain/product-slug';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import {
  FORM_LIMITS,
  formRateLimit,
  registerFormRateLimit,
  requireSameOrigin,
} from '../../http/form-guard.ts';
import { escapeHtml, NO_FAVICON } from './html.ts';
import { sendCachedShopPage } from './page-cache.ts';
import { PageMoved, type ShopPage } from './page-content.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { type ShopContext, shopOf } from './shop-context.ts';
import { renderShopPage, sendShopHtml } from './shop-page.ts';

/**
 * The page renderers (React, Puck's Render, the blocks) load with the first storefront page, not
 * at server start: the back office and the health probe never need them.
 */
let renderers:
  | Promise<
      typeof import('./home-pages.ts') &
        typeof import('./listing-pages.ts') &
        typeof import('./product-pages.ts') &
        typeof import('./categories-page.ts')
    >
  | undefined;
const pages = () => {
  renderers ??= Promise.all([
    import('./home-pages.ts'),
    import('./listing-pages.ts'),
    import('./product-pages.ts'),
    import('./categories-page.ts'),
  ]).then(([home, listing, product, index]) => ({ ...home, ...listing, ...product, ...index }));
  return renderers;
};

const storeSlug = z.string().min(1).max(60);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Where a form on this page sends the shopper back to: the path and query under the base. */
function returnToOf(request: FastifyRequest, shop: ShopContext): string {
  const url = new URL(request.url, 'http://shop.invalid');
  url.searchParams.delete('lang');
  const path = url.pathname.slice(shop.baseUrl.length) || '/';
  return `${path}${url.search}`;
}

/** An address with the query string of the request that asked for another. */
function withQueryOf(request: FastifyRequest, location: string): string {
  const at = request.url.indexOf('?');
  return at === -1 ? location : `${location}${request.url.slice(at)}`;
}

/** The plain page a shopper sees for a missing page or a failure: readable on a phone. */
const ERROR_PAGE_CSS =
  'body{margin:0;font-family:"Noto Sans",system-ui,sans-serif;background:#f8f9fa;color:#1a1b1e}main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}h1{font-size:1.5rem;line-height:1.3}a{color:#0b57d0}';

export const storefrontRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app, { bodyLimit: 64 * 1024 });
    app.setErrorHandler(async (error, request, reply) => {
      // A page at a new address: there for good, with the shopper's query string.
      if (error instanceof PageMoved) return reply.redirect(withQueryOf(request, error.location), 301);
      // A malformed address (bad id) is a page that does not exist for the shopper.
      const isBadAddress = (error as { validation?: unknown }).validation !== undefined;
      const status =
        error instanceof AppError
          ? error.status
          : isBadAddress
            ? 404
            : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'storefront request failed');
      const message =
        error instanceof AppError && status < 500
          ? error.message
          : status === 404
            ? 'This page is not available.'
            : 'Something went wrong. Please try again.';
      // A page the store does not have: said in the store's own design and language.
      if (status === 404) {
        const page = await notFoundShopPage(db, request).catch(() => null);
        if (page) return sendShopHtml(reply.header('cache-control', 'no-store'), page.shop, page.html, 404);
      }
      // A way back to the store's home: its path on the app host, or the root of its own domain.
      const slug = (request.params as { storeSlug?: unknown } | undefined)?.storeSlug;
      const home = typeof slug === 'string' ? `/s/${encodeURIComponent(slug)}/` : '/';
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${NO_FAVICON}<title>${escapeHtml(message)}</title><style>${ERROR_PAGE_CSS}</style></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(home)}">Go to the store's home page</a></p></main></body></html>`,
        );
    });
    // The shopHost constraint (shop-host.ts) is registered by app.ts before any route.
    await app.register(shopPages(db, config, '/s/:storeSlug', {}));
    await app.register(shopPages(db, config, '', { shopHost: 'shop' }));
  };

/** The store's "not available" page in its page chrome; null when the store itself is unknown. */
async function notFoundShopPage(db: Db, request: FastifyRequest) {
  const shop = await shopOf(db, request);
  const t = (key: 'pageNotFound' | 'checkoutContinue') => escapeHtml(shopText(shop.language, key));
  const html = await renderShopPage(db, shop, {
    template: 'none',
    title: `${shopText(shop.language, 'pageNotFound')} | ${shop.storeName}`,
    canonicalPath: null,
    main: `<div class="sk-shop-empty"><h1>${t('pageNotFound')}</h1><a class="sk-shop-button" href="${escapeHtml(shop.baseUrl)}/">${t('checkoutContinue')}</a></div>`,
  });
  return { shop, html };
}

const shopPages =
  (db: Db, config: Config, prefix: string, constraints: Record<string, string>): FastifyPluginAsyncZod =>
  async (app) => {
    const base = prefix ? { storeSlug } : {};
    const route = { config: { access: { kind: 'public' as const } }, constraints };
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
    const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
    await registerFormRateLimit(app);

    // On the store's path the home page answers with and without the closing slash: its canonical
    // address and every Home link name `/s/{slug}/`, and a shopper may type `/s/{slug}`.
    for (const home of prefix ? [prefix, `${prefix}/`] : ['/'])
      app.get(home, { ...route, schema: { hide: true, params: z.object(base) } }, (request, reply) =>
        servePage(request, reply, async (shop) => (await pages()).homeOrCustomPage(db, shop, '')),
      );
    app.get(
      `${prefix}/category/:categoryId`,
      {
        ...route,
        schema: { hide: true, params: z.object({ ...base, categoryId: z.string().min(1).max(100) }) },
      },
      (request, reply) =>
        servePage(request, reply, async (shop) =>
          (await pages()).categoryPage(
            db,
            shop,
            request.params.categoryId,
            query(request),
            returnToOf(request, shop),
          ),
        ),
    );
    app.get(
      `${prefix}/categories`,
      { ...route, schema: { hide: true, params: z.object(base) } },
      (request, reply) => servePage(request, reply, async (shop) => (await pages()).categoriesPage(db, shop)),
    );
    app.get(
      `${prefix}/p/:productSlug`,
      { ...route, schema: { hide: true, params: z.object({ ...base, productSlug: productSlugSchema }) } },
      (request, reply) =>
        servePage(request, reply, async (shop) =>
          (await pages()).productPage(
            db,
            shop,
            request.params.productSlug,
            query(request),
            returnToOf(request, shop),
          ),
        ),
    );
    // The product page's older address, by id: moved for good to its slug's address.
    app.get(
      `${prefix}/product/:productId`,
      { ...route, schema: { hide: true, params: z.object({ ...base, productId: id }) } },
      async (request) =>
        (await pages()).productPageById(db, await shopOf(db, request), request.params.productId),
    );
    app.get(
      `${prefix}/search`,
      { ...route, schema: { hide: true, params: z.object(base) } },
      (request, reply) =>
        servePage(request, reply, async (shop) =>
          (await pages()).searchPage(db, shop, query(request), returnToOf(request, shop)),
        ),
    );
    app.post(
      `${prefix}/enquiry`,
      {
        ...route,
        // Posted only from the store's own product page, a few a minute from one address.
        config: {
          ...route.config,
          rateLimit: formRateLimit(FORM_LIMITS.enquiry, config.storefrontFormRateLimit),
        },
        preHandler: requireSameOrigin(async (request) => (await shopOf(db, request)).language),
        schema: { hide: true, params: z.object(base) },
      },
      async (request, reply) => {
        const shop = await shopOf(db, request);
        return reply.redirect(await (await pages()).sendEnquiry(db, shop, request.body), 303);
      },
    );
    app.get(
      `${prefix}/sitemap.xml`,
      { ...route, schema: { hide: true, params: z.object(base) } },
      async (request, reply) => {
        const shop = await shopOf(db, request);
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(await sitemapXml(db, shop));
      },
    );
    app.get(
      `${prefix}/robots.txt`,
      { ...route, schema: { hide: true, params: z.object(base) } },
      async (request, reply) => {
        const shop = await shopOf(db, request);
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(robotsTxt(shop));
      },
    );
    app.get(
      `${prefix}/:pageSlug`,
      {
        ...route,
        schema: { hide: true, params: z.object({ ...base, pageSlug: z.string().min(1).max(100) }) },
      },
      (request, reply) =>
        servePage(request, reply, async (shop) =>
          (await pages()).homeOrCustomPage(db, shop, request.params.pageSlug),
        ),
    );
  };
