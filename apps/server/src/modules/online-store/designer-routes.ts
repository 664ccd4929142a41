// HTTP of the theme designer (the spec's admin theme user): edit a template theme, duplicate it,
// assign it to verticals, copy it into a store's draft.
import {
  designThemeReplySchema,
  themeCopiedReplySchema,
  themeSavedReplySchema,
  themeVerticalsReplySchema,
} from '@storekeep/domain/online-store-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { access, tags, themeParams } from './route-common.ts';
import * as themeGallery from './theme-gallery.ts';

interface OnlineStoreRoutesContext {
  db: Db;
}

export const designerRoutes =
  (ctx: OnlineStoreRoutesContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    // ── Theme designer ───────────────────────────────────────────────────────────────────
    app.get(
      '/site/designer/themes/:themeId',
      {
        config: access,
        schema: {
          tags,
          summary: 'A theme to design',
          params: themeParams,
          response: { 200: designThemeReplySchema },
        },
      },
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
          response: { 200: themeSavedReplySchema },
        },
        bodyLimit: 4 * 1024 * 1024,
      },
      async (request) =>
        themeGallery.editTemplateTheme(db, supplierSession(request), request.params.themeId, request.body),
    );
    app.post(
      '/site/designer/themes/:themeId/duplicate',
      {
        config: access,
        schema: {
          tags,
          summary: 'Duplicate a theme',
          params: themeParams,
          response: { 200: themeSavedReplySchema },
        },
      },
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
          response: { 200: themeVerticalsReplySchema },
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
          response: { 200: themeCopiedReplySchema },
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
