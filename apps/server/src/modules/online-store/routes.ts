// HTTP of the website builder: theme gallery, the store's site (draft, publish, versions, preview),
// plan gates and walkthrough; the store-level settings and images (store-settings-routes.ts), the
// domains (domain-routes.ts) and the theme designer (designer-routes.ts) are plugins of their own
// registered here.
import fastifyMultipart from '@fastify/multipart';
import { themeById } from '@storekeep/blocks/themes';
import {
  draftSavedReplySchema,
  editorCatalogueReplySchema,
  modificationStatusReplySchema,
  packLimitReplySchema,
  publishReplySchema,
  rollBackReplySchema,
  selectThemeReplySchema,
  siteReplySchema,
  supplierInfoSchema,
  themeCategoriesReplySchema,
  themesReplySchema,
  versionsReplySchema,
  verticalsReplySchema,
  walkthroughReplySchema,
} from '@storekeep/domain/online-store-api';
import { EMPTY_SHOP_PROFILE, shopProfileSchema } from '@storekeep/domain/shop-profile';
import { firstProductStockIssues, firstProductsSchema } from '@storekeep/domain/walkthrough';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlPage } from '../../http/html-reply.ts';
import { supplierSession } from '../../http/session.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { designerRoutes } from './designer-routes.ts';
import type { DomainDns, PointTarget } from './domain-records.ts';
import { domainRoutes } from './domain-routes.ts';
import type { DomainsContext } from './domains.ts';
import { editorCatalogue } from './featured-catalogue.ts';
import { linkClickRoutes } from './link-click-routes.ts';
import { SITE_LIMIT_KEYS } from './plan-gates.ts';
import { access, imageUrl, tags, themeParams } from './route-common.ts';
import * as site from './service.ts';
import { storeSettingsRoutes } from './store-settings-routes.ts';
import * as themeGallery from './theme-gallery.ts';

const versionParams = z.object({ versionNo: z.coerce.number().int().positive() });

export interface OnlineStoreRoutesOptions extends site.SiteContext {
  dns: DomainDns;
  pointTarget: PointTarget;
  certificates?: DomainsContext['certificates'];
}

/** React and the blocks load with the first preview, not at server start. */
let loadedRenderer: Promise<typeof import('./render.ts')> | undefined;
const renderer = () => {
  loadedRenderer ??= import('./render.ts');
  return loadedRenderer;
};

export const onlineStoreRoutes =
  (ctx: OnlineStoreRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const productImageUrl = mainImageUrlBuilder(ctx.storage);
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    // The shipped themes are written once the app is made ready, which is after the migrations
    // (main.ts builds the routes while the database is still opening).
    app.addHook('onReady', async () => {
      await themeGallery.ensureThemeGallery(db);
    });

    // ── Theme gallery ────────────────────────────────────────────────────────────────────────
    app.get(
      '/site/theme-categories',
      {
        config: access,
        schema: { tags, summary: 'Theme categories', response: { 200: themeCategoriesReplySchema } },
      },
      async () => ({ categories: await themeGallery.listCategories(db) }),
    );
    app.get(
      '/site/verticals',
      { config: access, schema: { tags, summary: 'All verticals', response: { 200: verticalsReplySchema } } },
      async () => ({ verticals: await themeGallery.listVerticals(db) }),
    );
    app.get(
      '/site/themes',
      {
        config: access,
        schema: {
          tags,
          summary: 'Themes, for one vertical when given',
          querystring: z.object({ vertical: z.coerce.number().int().positive().optional() }),
          response: { 200: themesReplySchema },
        },
      },
      async (request) => ({ themes: await themeGallery.listThemes(db, request.query.vertical ?? null) }),
    );
    app.get(
      '/site/themes/:themeId/preview',
      {
        config: access,
        schema: {
          tags,
          summary: "A theme's home page, rendered (HTML)",
          params: themeParams,
          response: { 200: htmlPage("The theme's home page") },
        },
      },
      async (request, reply) => {
        const { theme, document } = await themeGallery.themeDocument(db, request.params.themeId);
        const store = await site.supplierInfo(db, supplierSession(request));
        const { renderSiteDocument } = await renderer();
        const page = await renderSiteDocument(db, {
          supplierId: store.supplierId,
          storeName: store.storeName,
          baseUrl: store.storeUrl,
          document,
          path: '',
          canonicalUrl: null,
          imageUrl: productImageUrl,
          demoCatalogue: theme.themeKey ? themeById(theme.themeKey)?.demo : undefined,
        });
        return reply.type('text/html; charset=utf-8').send(page ?? '');
      },
    );
    app.get(
      '/site/catalogue',
      {
        config: access,
        schema: {
          tags,
          summary: "The store's cards for the featured blocks on the editor's canvas",
          response: { 200: editorCatalogueReplySchema },
        },
      },
      async (request) => editorCatalogue(db, productImageUrl, supplierSession(request)),
    );
    app.get(
      '/site/supplier-info',
      {
        config: access,
        schema: { tags, summary: 'The store the builder works on', response: { 200: supplierInfoSchema } },
      },
      async (request) => site.supplierInfo(db, supplierSession(request)),
    );

    // ── The site ─────────────────────────────────────────────────────────────────────────
    app.get(
      '/site',
      {
        config: access,
        schema: {
          tags,
          summary: "The store's site: theme, draft document, status",
          response: { 200: siteReplySchema },
        },
      },
      async (request) => site.getSite(db, supplierSession(request)),
    );
    app.get(
      '/site/modification-status',
      {
        config: access,
        schema: {
          tags,
          summary: 'Whether the draft differs from its theme',
          response: { 200: modificationStatusReplySchema },
        },
      },
      async (request) => site.modificationStatus(db, supplierSession(request)),
    );
    app.post(
      '/site/select-theme',
      {
        config: access,
        schema: {
          tags,
          summary: 'Copy a theme into the site (a modified site needs confirmReplace)',
          body: z.object({ themeId: z.number().int().positive(), confirmReplace: z.boolean().optional() }),
          response: { 200: selectThemeReplySchema },
        },
      },
      async (request) => site.selectTheme(db, supplierSession(request), request.body),
    );
    app.put(
      '/site/draft',
      {
        config: access,
        schema: {
          tags,
          summary: 'Autosave the draft document',
          body: z.object({ document: z.unknown(), draftRevision: z.number().int().positive() }),
          response: { 200: draftSavedReplySchema },
        },
        bodyLimit: 4 * 1024 * 1024,
      },
      async (request) => site.saveDraft(db, supplierSession(request), request.body),
    );
    app.post(
      '/site/publish',
      {
        config: access,
        schema: {
          tags,
          summary: 'Publish the draft as a new version',
          response: { 200: publishReplySchema },
        },
      },
      async (request) => site.publish(db, supplierSession(request)),
    );
    app.get(
      '/site/versions',
      {
        config: access,
        schema: { tags, summary: 'Published versions, newest first', response: { 200: versionsReplySchema } },
      },
      async (request) => site.listVersions(db, supplierSession(request)),
    );
    app.post(
      '/site/versions/:versionNo/rollback',
      {
        config: access,
        schema: {
          tags,
          summary: 'Publish an earlier version again',
          params: versionParams,
          response: { 200: rollBackReplySchema },
        },
      },
      async (request) => site.rollBack(db, supplierSession(request), request.params.versionNo),
    );
    app.get(
      '/site/preview',
      {
        config: access,
        schema: {
          tags,
          summary: 'The draft (or a version) rendered as the storefront would (HTML)',
          querystring: z.object({
            version: z.coerce.number().int().positive().optional(),
            path: z.string().max(200).default(''),
          }),
          response: {
            200: htmlPage('The page as the storefront would show it'),
            404: htmlPage('No page at that path'),
          },
        },
      },
      async (request, reply) => {
        const session = supplierSession(request);
        const document =
          request.query.version === undefined
            ? await site.getDraftDocument(db, session.supplierId)
            : await site.getVersionDocument(db, session.supplierId, request.query.version);
        const store = await site.supplierInfo(db, session);
        const { renderSiteDocument } = await renderer();
        const page = await renderSiteDocument(db, {
          supplierId: session.supplierId,
          storeName: store.storeName,
          baseUrl: store.storeUrl,
          document,
          path: request.query.path,
          canonicalUrl: null,
          imageUrl: productImageUrl,
        });
        if (page === null) return reply.status(404).type('text/html; charset=utf-8').send('Page not found.');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      },
    );

    // ── Plan gates, walkthrough ─────────────────────────────────────────────────────────
    app.post(
      '/site/pack-limit',
      {
        config: access,
        schema: {
          tags,
          summary: 'Pack limit of a builder feature',
          body: z.object({ key: z.enum(SITE_LIMIT_KEYS) }),
          response: { 200: packLimitReplySchema },
        },
      },
      async (request) => site.getPackLimit(db, supplierSession(request), request.body.key),
    );
    app.post(
      '/site/walkthrough',
      {
        config: access,
        schema: {
          tags,
          summary: 'Save the first-run walkthrough (the shop stops being virtual)',
          body: z
            .object({
              storeName: z.string().trim().min(2, 'Please enter your store name').max(120),
              logoUrl: imageUrl.nullable().default(null),
              themeId: z.number().int().positive(),
              /** What the merchant says about the shop; the theme's text blocks are written from it. */
              profile: shopProfileSchema.default(EMPTY_SHOP_PROFILE),
              /** The shop takes orders without stock in hand (turns on "Sell when out of stock"). */
              makesToOrder: z.boolean().default(false),
              products: firstProductsSchema,
            })
            .superRefine((body, ctx) => {
              for (const issue of firstProductStockIssues(body.products, body.makesToOrder))
                ctx.addIssue({ code: 'custom', path: ['products', ...issue.path], message: issue.message });
            }),
          response: { 200: walkthroughReplySchema },
        },
      },
      async (request) => site.saveWalkthrough(db, supplierSession(request), request.body),
    );

    await app.register(storeSettingsRoutes(ctx));
    await app.register(linkClickRoutes(ctx));
    await app.register(domainRoutes(ctx));
    await app.register(designerRoutes(ctx));
  };
