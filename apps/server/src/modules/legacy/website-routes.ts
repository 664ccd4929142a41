// The website builder's legacy app paths (website-builder.md §7 "Start-up and store settings",
// "Themes"): the apps' query strings and envelopes, the work done by the online store's services as
// /api/v1/site does it. Calls whose base path the spec leaves out sit under /marketplace/cms/theme/
// beside the other .ns theme calls.

import { isYoutubeLink, YOUTUBE_LINK_MESSAGE, youtubeVideoId } from '@storekeep/blocks/youtube';
import { imageCropSchema } from '@storekeep/domain/image-crop';
import {
  supplierInfoSchema,
  themeCategoriesReplySchema,
  themesReplySchema,
  verticalsReplySchema,
} from '@storekeep/domain/online-store-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlineStoreAccess as access, themeGallery } from '../online-store/index.ts';
import * as site from '../online-store/service.ts';
import { CONTENT_BLOCK_NOT_FOUND } from '../online-store/service.ts';
import { legacyBoolean, legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
/** The apps call these with GET although they change the site: only with the app's own credential. */
const appGet = { access: { ...access.access, appCredential: true } } as const;
const success = z.literal(true);
const themeQuery = z.object({ themeId: z.coerce.number().int().positive(), supplierId: supplierIdQuery });
const supplierQuery = z.object({ supplierId: supplierIdQuery });

export const legacyWebsiteRoutes =
  (ctx: site.SiteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    // ── Start-up ───────────────────────────────────────────────────────────────────────────
    for (const path of [
      '/marketplace/cms/nj/theme/modification-status',
      '/marketplace/cms/theme/checkThemeModificationStatus.ns',
    ])
      app.get(
        path,
        {
          config: access,
          schema: {
            tags,
            summary: 'Whether the site differs from the theme it was copied from',
            querystring: supplierQuery,
            response: { 200: z.object({ isSuccess: success, isModified: z.boolean() }) },
          },
        },
        async (request) => {
          const session = legacySession(request, request.query.supplierId);
          const { isModified } = await site.modificationStatus(db, session);
          return { isSuccess: true as const, isModified };
        },
      );

    app.get(
      '/marketplace/cms/nj/store-setting/stickyFooterMobile/getVisibility',
      {
        config: access,
        schema: {
          tags,
          summary: 'Whether the site shows a mobile sticky footer (it has blocks)',
          querystring: supplierQuery,
          response: { 200: z.object({ isSuccess: success, visibilityStatus: z.boolean() }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const current = await site.getSite(db, session);
        const visibilityStatus =
          current.hasSite && current.document.fragments.mobileStickyFooter.content.length > 0;
        return { isSuccess: true as const, visibilityStatus };
      },
    );

    // ── Theme gallery ──────────────────────────────────────────────────────────────────────
    for (const path of [
      '/marketplace/cms/theme/categoryList.ns',
      '/marketplace/cms/theme/getCategoryList.ns',
    ])
      app.get(
        path,
        {
          config: access,
          schema: {
            tags,
            summary: 'Theme categories',
            response: {
              200: z.object({ isSuccess: success, data: themeCategoriesReplySchema.shape.categories }),
            },
          },
        },
        async () => ({ isSuccess: true as const, data: await themeGallery.listCategories(db) }),
      );

    app.get(
      '/marketplace/cms/theme/allVerticals.ns',
      {
        config: access,
        schema: {
          tags,
          summary: 'All verticals',
          response: { 200: z.object({ isSuccess: success, data: verticalsReplySchema.shape.verticals }) },
        },
      },
      async () => ({ isSuccess: true as const, data: await themeGallery.listVerticals(db) }),
    );

    for (const path of ['/marketplace/cms/theme/list.ns', '/marketplace/cms/theme/getList.ns'])
      app.get(
        path,
        {
          config: access,
          schema: {
            tags,
            summary: 'Themes of a vertical (all themes without one)',
            querystring: z.object({ vertical: z.coerce.number().int().positive().optional() }),
            response: { 200: z.object({ isSuccess: success, data: themesReplySchema.shape.themes }) },
          },
        },
        async (request) => ({
          isSuccess: true as const,
          data: await themeGallery.listThemes(db, request.query.vertical ?? null),
        }),
      );

    app.get(
      '/marketplace/cms/supplier/info.ns',
      {
        config: access,
        schema: {
          tags,
          summary: 'The store the builder works on',
          querystring: supplierQuery,
          response: { 200: z.object({ isSuccess: success, data: supplierInfoSchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return { isSuccess: true as const, data: await site.supplierInfo(db, session) };
      },
    );

    // ── The store's theme ─────────────────────────────────────────────────────────────────
    app.get(
      '/marketplace/cms/nj/theme/user-theme',
      {
        config: access,
        schema: {
          tags,
          summary: "The store's own theme (my website): themeId null before one is chosen",
          querystring: supplierQuery,
          response: {
            200: z.object({
              isSuccess: success,
              themeId: z.number().int().nullable(),
              data: z.object({
                themeName: z.string().nullable(),
                isModified: z.boolean(),
                isVirtual: z.boolean(),
                storeUrl: z.string(),
                publishedVersion: z.number().int().nullable(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const current = await site.getSite(db, session);
        if (!current.hasSite)
          return {
            isSuccess: true as const,
            themeId: null,
            data: {
              themeName: null,
              isModified: false,
              isVirtual: current.isVirtual,
              storeUrl: current.storeUrl,
              publishedVersion: null,
            },
          };
        const { themeId, themeName, isModified, isVirtual, storeUrl, publishedVersion } = current;
        return {
          isSuccess: true as const,
          themeId,
          data: { themeName, isModified, isVirtual, storeUrl, publishedVersion },
        };
      },
    );

    // userThemeChange: the merchant confirmed replacing a site already changed (confirmReplace).
    // fromMyWebsiteTheme only says which screen the app came from.
    app.get(
      '/marketplace/cms/nj/theme/select-theme',
      {
        config: appGet,
        schema: {
          tags,
          summary: 'Copy a theme into the site; a changed site needs userThemeChange=true',
          querystring: themeQuery.extend({
            userThemeChange: legacyBoolean.optional(),
            fromMyWebsiteTheme: legacyBoolean.optional(),
          }),
          response: {
            200: z.object({
              isSuccess: z.boolean(),
              themeId: z.number().int().nullable(),
              modified: z.boolean(),
            }),
          },
        },
      },
      async (request) => {
        const { themeId, userThemeChange, supplierId } = request.query;
        const session = legacySession(request, supplierId);
        return site.selectTheme(db, session, { themeId, confirmReplace: userThemeChange ?? false });
      },
    );

    // The admin theme user's template calls (website-builder.md §1): open a template for editing,
    // or copy it.
    app.get(
      '/marketplace/cms/nj/theme-creation/edit-template-theme',
      {
        config: access,
        schema: {
          tags,
          summary: 'A template theme opened for editing (admin theme user)',
          querystring: themeQuery,
          response: {
            200: z.object({
              isSuccess: success,
              themeId: z.number().int(),
              data: z.object({
                name: z.string(),
                verticalIds: z.array(z.number().int()),
                document: z.unknown(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const theme = await themeGallery.getThemeForDesign(db, session, request.query.themeId);
        return {
          isSuccess: true as const,
          themeId: theme.themeId,
          data: { name: theme.name, verticalIds: theme.verticalIds, document: theme.document },
        };
      },
    );

    app.get(
      '/marketplace/cms/nj/theme-creation/duplicate-theme',
      {
        config: appGet,
        schema: {
          tags,
          summary: 'Copy a template theme (admin theme user); themeId is the copy',
          querystring: themeQuery,
          response: { 200: z.object({ isSuccess: success, themeId: z.number().int() }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return themeGallery.duplicateTheme(db, session, request.query.themeId);
      },
    );

    // ── Editor checks ─────────────────────────────────────────────────────────────────────
    app.get(
      '/marketplace/cms/theme/checkYoutubeLink.ns',
      {
        config: access,
        schema: {
          tags,
          summary: 'Whether a link is a YouTube video the video block can embed',
          querystring: z.object({
            link: z.string().max(2000).optional(),
            url: z.string().max(2000).optional(),
          }),
          response: {
            200: z.object({
              isSuccess: success,
              isValid: z.boolean(),
              videoId: z.string().nullable(),
              message: z.string(),
            }),
          },
        },
      },
      async (request) => {
        const link = request.query.link ?? request.query.url ?? '';
        const isValid = isYoutubeLink(link);
        return {
          isSuccess: true as const,
          isValid,
          videoId: isValid ? youtubeVideoId(link) : null,
          message: isValid ? '' : YOUTUBE_LINK_MESSAGE,
        };
      },
    );

    // The spec names it without its answer: the custom HTML block's contentBlockId and textArea
    // (website-builder.md §3), from the draft the editor edits.
    app.get(
      '/marketplace/cms/theme/getContentById.ns',
      {
        config: access,
        schema: {
          tags,
          summary: 'A custom HTML block of the site by its contentBlockId: contentBlockId, textArea',
          querystring: z.object({
            id: z.string().trim().max(64, CONTENT_BLOCK_NOT_FOUND).default(''),
            supplierId: supplierIdQuery,
          }),
          response: {
            200: z.object({
              isSuccess: success,
              data: z.object({
                contentBlockId: z.string(),
                blockId: z.string(),
                placement: z.string(),
                textArea: z.string(),
                encoding: z.enum(['url', 'plain']),
                title: z.string(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return { isSuccess: true as const, data: await site.contentBlockById(db, session, request.query.id) };
      },
    );

    // The crop an uploaded image was last saved with (decision 0157): id is the image's id (the
    // uploads answer it as imageId). An image the store lacks, or one never cropped, answers
    // data null, as the other reads answer what is not there.
    app.get(
      '/marketplace/cms/theme/getCropperData.ns',
      {
        config: access,
        schema: {
          tags,
          summary:
            "An image's last crop: cropperData, canvasData, cropBoxData, isMobile (data null when none)",
          querystring: z.object({
            id: z.string().trim().max(20).default(''),
            supplierId: supplierIdQuery,
          }),
          response: {
            200: z.object({
              isSuccess: success,
              data: imageCropSchema.extend({ id: z.number().int() }).nullable(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const imageId = /^[1-9]\d{0,15}$/.test(request.query.id) ? Number(request.query.id) : null;
        const found = imageId === null ? null : await site.findImageCrop(db, session, imageId);
        return {
          isSuccess: true as const,
          data: found?.crop ? { id: found.imageId, ...found.crop } : null,
        };
      },
    );
  };
