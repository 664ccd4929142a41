// The website builder's legacy image and page-setting paths (website-builder.md §7 "Canvas images
// and uploads", "SEO", "Multi-file upload", update-settings and remove-image-from-system): the
// apps' fields and envelopes, the work done by the online store's services as /api/v1/site does it.
import fastifyMultipart from '@fastify/multipart';
import { siteImageUploadReplySchema } from '@storekeep/domain/online-store-api';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { CANVAS_IMAGE_TYPES, themeBackgroundSchema } from '@storekeep/domain/website-builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import { onlineStoreAccess as access, readUpload } from '../online-store/index.ts';
import * as site from '../online-store/service.ts';
import { BASE64_BODY_LIMIT, base64ImageFile } from './base64-image.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const success = z.literal(true);
const supplierQuery = z.object({ supplierId: supplierIdQuery });
const imageUrl = z.string().trim().max(2000);
const BAD_JSON = 'Oops, something went wrong. Please try again.';

/** sourceName of uploadImage.service → the site image it is. */
const SOURCES = { openGraph: 'OG_IMAGE', favicon: 'FAVICON' } as const;

/** A list the apps send as a JSON array, as JSON text of one, or as a comma-joined text. */
const urlList = z
  .union([z.array(imageUrl), z.string().max(200_000)])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    const text = value.trim();
    if (text === '') return [];
    if (!text.startsWith('['))
      return text
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== '');
    try {
      const parsed = z.array(imageUrl).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {}
    ctx.addIssue({ code: 'custom', message: 'Give the image addresses as a list.' });
    return z.NEVER;
  })
  .pipe(z.array(imageUrl).max(200));

/** jsonData of update-settings: an object, or its JSON text (form bodies). */
const backgroundJson = z
  .union([z.record(z.string(), z.unknown()), z.string().max(10_000)])
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      backgroundImage: themeBackgroundSchema.shape.backgroundImage,
      transparencyValue: z.coerce.number().min(0).max(1).optional(),
    }),
  );

export const legacyWebsiteImageRoutes =
  (ctx: site.SiteContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    const { db } = ctx;

    // ── Uploads ───────────────────────────────────────────────────────────────────────────
    app.post(
      '/marketplace/ajax/uploadImage.service',
      {
        config: access,
        schema: {
          tags,
          summary: 'Upload the Open Graph image or the favicon (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          querystring: z.object({
            sourceName: z.enum(['openGraph', 'favicon']),
            supplierId: supplierIdQuery,
          }),
          response: {
            200: z.object({ isSuccess: success, error: z.string(), data: siteImageUploadReplySchema }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const purpose = SOURCES[request.query.sourceName];
        const data = await site.uploadSiteImage(ctx, session, purpose, await readUpload(request, purpose));
        return { isSuccess: true as const, error: '', data };
      },
    );

    app.post(
      '/marketplace/products/ajax/uploadGenericImage.service',
      {
        config: access,
        schema: {
          tags,
          summary: 'Upload the store logo (module=storeLogo; multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          querystring: z.object({
            module: z.literal('storeLogo').default('storeLogo'),
            supplierId: supplierIdQuery,
          }),
          response: { 200: siteImageUploadReplySchema.extend({ isSuccess: success }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const upload = await site.uploadSiteImage(ctx, session, 'LOGO', await readUpload(request, 'LOGO'));
        return { isSuccess: true as const, ...upload };
      },
    );

    // Success is read from isError 'false' (shared-blocks.md §3 "Upload file response").
    app.post(
      '/marketplace/common/ajax/uploadClientFile.service',
      {
        config: access,
        bodyLimit: BASE64_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Multi-file upload of an image for the site (module=cmsStorage): multipart field file, or base64Image (data URL or base64) with an optional extension',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({
            module: z.literal('cmsStorage').default('cmsStorage'),
            supplierId: supplierIdQuery,
          }),
          response: {
            200: z.object({
              isSuccess: success,
              isValidate: z.literal('true'),
              isError: z.literal('false'),
              error: z.string(),
              data: siteImageUploadReplySchema,
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const file = request.isMultipart()
          ? await readUpload(request, 'CONTENT', ['file', DEFAULT_UPLOAD_FIELD_NAME])
          : base64ImageFile(request.body);
        const data = await site.uploadSiteImage(ctx, session, 'CONTENT', file);
        return {
          isSuccess: true as const,
          isValidate: 'true' as const,
          isError: 'false' as const,
          error: '',
          data,
        };
      },
    );

    // ── Open Graph image and favicon ──────────────────────────────────────────────────────
    const typeParams = z.object({ type: z.enum(CANVAS_IMAGE_TYPES) });
    app.get(
      '/marketplace/cms/nj/canvas-image/getByType/:type',
      {
        config: access,
        schema: {
          tags,
          summary: 'The Open Graph image or favicon (data.imgUrl, empty when none)',
          params: typeParams,
          querystring: supplierQuery,
          response: { 200: z.object({ isSuccess: success, data: z.object({ imgUrl: z.string() }) }) },
        },
      },
      async (request) =>
        site.getCanvasImage(db, legacySession(request, request.query.supplierId), request.params.type),
    );

    app.post(
      '/marketplace/cms/nj/canvas-image/updateByType/:type',
      {
        config: access,
        schema: {
          tags,
          summary: 'Set the Open Graph image or favicon to an uploaded image',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          params: typeParams,
          querystring: supplierQuery,
          body: z.object({ imgUrl: imageUrl.default('') }),
          response: { 200: z.object({ isSuccess: success, message: z.string() }) },
        },
      },
      async (request) =>
        site.updateCanvasImage(
          ctx,
          legacySession(request, request.query.supplierId),
          request.params.type,
          request.body.imgUrl,
        ),
    );

    // ── Background, removal of images ─────────────────────────────────────────────────────
    app.post(
      '/marketplace/cms/nj/theme/update-settings',
      {
        config: access,
        schema: {
          tags,
          summary: 'Save the theme background: colorCode and jsonData {backgroundImage, transparencyValue}',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: supplierQuery,
          body: z.object({
            colorCode: themeBackgroundSchema.shape.colorCode.or(z.literal('').transform(() => null)),
            jsonData: backgroundJson,
            newImages: urlList.default([]),
          }),
          response: {
            200: z.object({ isSuccess: success, message: z.string(), removed: z.number().int() }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { colorCode, jsonData, newImages } = request.body;
        const background = themeBackgroundSchema.safeParse({ colorCode, ...jsonData });
        if (!background.success)
          throw invalid(BAD_JSON, { jsonData: 'Give the background image and its transparency.' });
        const saved = await site.updateBackground(ctx, session, { ...background.data, newImages });
        return { isSuccess: true as const, message: saved.message, removed: saved.removed };
      },
    );

    app.post(
      '/marketplace/cms/nj/delete-image/remove-image-from-system',
      {
        config: access,
        schema: {
          tags,
          summary: 'Delete newly uploaded and deleted images that nothing uses any more',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: supplierQuery,
          body: z.object({
            newImages: urlList.default([]),
            deletedImages: urlList.default([]),
            themeId: z.coerce.number().int().positive().optional(),
          }),
          response: { 200: z.object({ isSuccess: success, removed: z.number().int() }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { newImages, deletedImages } = request.body;
        return site.removeImagesFromSystem(ctx, session, { newImages, deletedImages });
      },
    );

    // ── SEO (the cms api script) ──────────────────────────────────────────────────────────
    app.get(
      '/marketplace/static/php/web/cmsapi.php',
      {
        config: access,
        schema: {
          tags,
          summary: "action=getSeoDetails: a page's SEO as results[] (title, keywords, description)",
          querystring: z.object({
            action: z.literal('getSeoDetails'),
            page: z.string().max(40),
            id: z.string().min(1).max(100),
            supplierId: supplierIdQuery,
          }),
          response: {
            200: z.object({
              isSuccess: success,
              isDataAvailable: z.boolean(),
              results: z.array(
                z.object({
                  title: z.string(),
                  keywords: z.string(),
                  description: z.string(),
                  url: z.string(),
                  page: z.string(),
                  pageId: z.string(),
                  pageContentDesc: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => {
        const { page, id, supplierId } = request.query;
        const seo = await site.getPageSeo(db, legacySession(request, supplierId), { page, id });
        return {
          isSuccess: true as const,
          isDataAvailable: seo.isDataAvailable,
          results: [
            {
              title: seo.pageTitle,
              keywords: seo.keywords,
              description: seo.description,
              url: seo.pageUrl,
              page: seo.page,
              pageId: seo.pageId,
              pageContentDesc: seo.pageContentDesc,
            },
          ],
        };
      },
    );
  };
