// HTTP of the website builder: theme gallery, the store's site (draft, publish, versions, preview),
// store-level settings, images, SEO, domains, plan gates, walkthrough and the theme designer.
import fastifyMultipart from '@fastify/multipart';
import { themeById } from '@storekeep/blocks/themes';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { firstProductsSchema } from '@storekeep/domain/walkthrough';
import { CANVAS_IMAGE_TYPES, themeBackgroundSchema } from '@storekeep/domain/website-builder';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import { supplierSession } from '../../http/session.ts';
import { mainImageUrlBuilder } from '../products/presenters.ts';
import * as domains from './domains.ts';
import { editorCatalogue } from './featured-catalogue.ts';
import { checkSiteImageName, profileFor, SITE_IMAGE_PURPOSES, type SiteImagePurpose } from './images.ts';
import { SITE_LIMIT_KEYS } from './plan-gates.ts';
import * as site from './service.ts';
import * as themeGallery from './theme-gallery.ts';

const access = { access: { kind: 'supplier', permission: 'ONLINE_STORE:MENU' } } as const;
const tags = ['website builder'];
const themeParams = z.object({ themeId: z.coerce.number().int().positive() });
const versionParams = z.object({ versionNo: z.coerce.number().int().positive() });
const domainParams = z.object({ domainId: z.coerce.number().int().positive() });
const typeParams = z.object({ type: z.enum(CANVAS_IMAGE_TYPES) });
const imageUrl = z.string().trim().max(2000);
const seoBody = z.object({
  title: z.string().trim().max(200).default(''),
  keywords: z.string().trim().max(500).default(''),
  description: z.string().trim().max(1000).default(''),
});
const CHOOSE_IMAGE = 'Please choose an image to upload.';

export interface OnlineStoreRoutesOptions extends site.SiteContext {
  resolveTxt: domains.TxtResolver;
}

/** Streams the one file part; its name is checked before a byte is read, its size while reading. */
async function readUpload(request: FastifyRequest, purpose: SiteImagePurpose) {
  if (!request.isMultipart()) throw invalid(CHOOSE_IMAGE);
  const maxBytes = profileFor(purpose).maxBytes ?? undefined;
  const part = await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 12 } });
  if (!part || part.fieldname !== DEFAULT_UPLOAD_FIELD_NAME) {
    part?.file.resume();
    throw invalid(CHOOSE_IMAGE, { [DEFAULT_UPLOAD_FIELD_NAME]: CHOOSE_IMAGE });
  }
  try {
    checkSiteImageName(purpose, part.filename);
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    part.file.resume();
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const message = profileFor(purpose).tooLarge;
      throw invalid(message, { [DEFAULT_UPLOAD_FIELD_NAME]: message });
    }
    throw error;
  }
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

    // ── Catalogue ────────────────────────────────────────────────────────────────────────
    app.get(
      '/site/theme-categories',
      { config: access, schema: { tags, summary: 'Theme categories' } },
      async () => ({ categories: await themeGallery.listCategories(db) }),
    );
    app.get('/site/verticals', { config: access, schema: { tags, summary: 'All verticals' } }, async () => ({
      verticals: await themeGallery.listVerticals(db),
    }));
    app.get(
      '/site/themes',
      {
        config: access,
        schema: {
          tags,
          summary: 'Themes, for one vertical when given',
          querystring: z.object({ vertical: z.coerce.number().int().positive().optional() }),
        },
      },
      async (request) => ({ themes: await themeGallery.listThemes(db, request.query.vertical ?? null) }),
    );
    app.get(
      '/site/themes/:themeId/preview',
      {
        config: access,
        schema: { tags, summary: "A theme's home page, rendered (HTML)", params: themeParams },
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
        },
      },
      async (request) => editorCatalogue(db, productImageUrl, supplierSession(request)),
    );
    app.get(
      '/site/supplier-info',
      { config: access, schema: { tags, summary: 'The store the builder works on' } },
      async (request) => site.supplierInfo(db, supplierSession(request)),
    );

    // ── The site ─────────────────────────────────────────────────────────────────────────
    app.get(
      '/site',
      { config: access, schema: { tags, summary: "The store's site: theme, draft document, status" } },
      async (request) => site.getSite(db, supplierSession(request)),
    );
    app.get(
      '/site/modification-status',
      { config: access, schema: { tags, summary: 'Whether the draft differs from its theme' } },
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
        },
        bodyLimit: 4 * 1024 * 1024,
      },
      async (request) => site.saveDraft(db, supplierSession(request), request.body),
    );
    app.post(
      '/site/publish',
      { config: access, schema: { tags, summary: 'Publish the draft as a new version' } },
      async (request) => site.publish(db, supplierSession(request)),
    );
    app.get(
      '/site/versions',
      { config: access, schema: { tags, summary: 'Published versions, newest first' } },
      async (request) => site.listVersions(db, supplierSession(request)),
    );
    app.post(
      '/site/versions/:versionNo/rollback',
      {
        config: access,
        schema: { tags, summary: 'Publish an earlier version again', params: versionParams },
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

    // ── Images and store-level settings ─────────────────────────────────────────────────
    app.post(
      '/site/images',
      {
        config: access,
        schema: {
          tags,
          summary: 'Upload an image for the site (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          querystring: z.object({ purpose: z.enum(SITE_IMAGE_PURPOSES).default('CONTENT') }),
        },
      },
      async (request, reply) => {
        const purpose = request.query.purpose;
        const file = await readUpload(request, purpose);
        return reply
          .status(201)
          .send(await site.uploadSiteImage(ctx, supplierSession(request), purpose, file));
      },
    );
    app.post(
      '/site/images/remove',
      {
        config: access,
        schema: {
          tags,
          summary: 'remove-image-from-system: delete unused new and deleted images',
          body: z.object({
            newImages: z.array(imageUrl).max(200).default([]),
            deletedImages: z.array(imageUrl).max(200).default([]),
          }),
        },
      },
      async (request) => site.removeImagesFromSystem(ctx, supplierSession(request), request.body),
    );
    app.get(
      '/site/canvas-images/:type',
      { config: access, schema: { tags, summary: 'The Open Graph image or favicon', params: typeParams } },
      async (request) => site.getCanvasImage(db, supplierSession(request), request.params.type),
    );
    app.put(
      '/site/canvas-images/:type',
      {
        config: access,
        schema: {
          tags,
          summary: 'Set the Open Graph image or favicon',
          params: typeParams,
          body: z.object({ imgUrl: imageUrl.default('') }),
        },
      },
      async (request) =>
        site.updateCanvasImage(ctx, supplierSession(request), request.params.type, request.body.imgUrl),
    );
    app.get(
      '/site/background',
      { config: access, schema: { tags, summary: 'Theme background' } },
      async (request) => site.getBackground(db, supplierSession(request)),
    );
    app.put(
      '/site/background',
      {
        config: access,
        schema: {
          tags,
          summary: 'Save the theme background (removes unused new images)',
          body: themeBackgroundSchema.extend({ newImages: z.array(imageUrl).max(50).default([]) }),
        },
      },
      async (request) => site.updateBackground(ctx, supplierSession(request), request.body),
    );
    app.get(
      '/site/seo',
      {
        config: access,
        schema: {
          tags,
          summary: "A page's SEO details",
          querystring: z.object({ page: z.string().max(40), id: z.string().min(1).max(100) }),
        },
      },
      async (request) => site.getPageSeo(db, supplierSession(request), request.query),
    );
    app.put(
      '/site/seo/:pageId',
      {
        config: access,
        schema: {
          tags,
          summary: "Save a page's SEO details",
          params: z.object({ pageId: z.string().min(1).max(100) }),
          body: seoBody,
        },
      },
      async (request) =>
        site.updatePageSeo(db, supplierSession(request), request.params.pageId, request.body),
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
          body: z.object({
            storeName: z.string().trim().min(2, 'Please enter your store name').max(120),
            logoUrl: imageUrl.nullable().default(null),
            themeId: z.number().int().positive(),
            products: firstProductsSchema,
          }),
        },
      },
      async (request) => site.saveWalkthrough(db, supplierSession(request), request.body),
    );

    // ── Domains ──────────────────────────────────────────────────────────────────────────
    const hostBody = z.object({ host: z.string().max(260) });
    app.get(
      '/site/domains',
      { config: access, schema: { tags, summary: "The store's custom domains" } },
      async (request) => domains.listDomains(db, supplierSession(request)),
    );
    app.post(
      '/site/domains',
      { config: access, schema: { tags, summary: 'Add a custom domain', body: hostBody } },
      async (request, reply) =>
        reply.status(201).send(await domains.addDomain(db, supplierSession(request), request.body)),
    );
    app.put(
      '/site/domains/:domainId',
      { config: access, schema: { tags, summary: 'Change a domain', params: domainParams, body: hostBody } },
      async (request) =>
        domains.updateDomain(db, supplierSession(request), request.params.domainId, request.body),
    );
    app.delete(
      '/site/domains/:domainId',
      { config: access, schema: { tags, summary: 'Remove a domain', params: domainParams } },
      async (request) => domains.deleteDomain(db, supplierSession(request), request.params.domainId),
    );
    app.post(
      '/site/domains/:domainId/verify',
      { config: access, schema: { tags, summary: 'Check the DNS TXT record', params: domainParams } },
      async (request) =>
        domains.verifyDomain(db, ctx.resolveTxt, supplierSession(request), request.params.domainId),
    );

    // ── Theme designer ───────────────────────────────────────────────────────────────────
    app.get(
      '/site/designer/themes/:themeId',
      { config: access, schema: { tags, summary: 'A theme to design', params: themeParams } },
      async (request) => themeGallery.getThemeForDesign(db, supplierSession(request), request.params.themeId),
    );
    app.put(
      '/site/designer/themes/:themeId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Edit a template theme',
          params: themeParams,
          body: z.object({ name: z.string().trim().min(1).max(80).optional(), document: z.unknown() }),
        },
        bodyLimit: 4 * 1024 * 1024,
      },
      async (request) =>
        themeGallery.editTemplateTheme(db, supplierSession(request), request.params.themeId, request.body),
    );
    app.post(
      '/site/designer/themes/:themeId/duplicate',
      { config: access, schema: { tags, summary: 'Duplicate a theme', params: themeParams } },
      async (request) => themeGallery.duplicateTheme(db, supplierSession(request), request.params.themeId),
    );
    app.put(
      '/site/designer/themes/:themeId/verticals',
      {
        config: access,
        schema: {
          tags,
          summary: 'Assign a theme to verticals',
          params: themeParams,
          body: z.object({ verticalIds: z.array(z.number().int().positive()).max(50) }),
        },
      },
      async (request) =>
        themeGallery.assignThemeToVerticals(
          db,
          supplierSession(request),
          request.params.themeId,
          request.body.verticalIds,
        ),
    );
    app.post(
      '/site/designer/themes/:themeId/copy-to-supplier',
      {
        config: access,
        schema: {
          tags,
          summary: "Copy a theme into a store's draft",
          params: themeParams,
          body: z.object({ supplierId: z.number().int().positive() }),
        },
      },
      async (request) =>
        themeGallery.copyThemeToSupplier(
          db,
          supplierSession(request),
          request.params.themeId,
          request.body.supplierId,
        ),
    );
  };
