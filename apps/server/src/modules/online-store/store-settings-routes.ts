// HTTP of the site's store-level settings: image uploads and their removal, the Open Graph image
// and favicon, the background and each page's SEO.

import { imageCropReplySchema, imageCropSchema } from '@storekeep/domain/image-crop';
import {
  backgroundSavedReplySchema,
  builderMessageReplySchema,
  canvasImageReplySchema,
  imagesRemovedReplySchema,
  pageSeoBodySchema,
  pageSeoReplySchema,
  siteImageUploadReplySchema,
  themeBackgroundReplySchema,
} from '@storekeep/domain/online-store-api';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { CANVAS_IMAGE_TYPES, themeBackgroundSchema } from '@storekeep/domain/website-builder';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import { supplierSession } from '../../http/session.ts';
import { checkSiteImageName, profileFor, SITE_IMAGE_PURPOSES, type SiteImagePurpose } from './images.ts';
import { access, imageUrl, tags } from './route-common.ts';
import * as site from './service.ts';

const typeParams = z.object({ type: z.enum(CANVAS_IMAGE_TYPES) });
const CHOOSE_IMAGE = 'Please choose an image to upload.';

/**
 * Streams the one file part; its name is checked before a byte is read, its size while reading.
 * The legacy app paths read their uploads with it too (the multi-file upload names its field file).
 */
export async function readUpload(
  request: FastifyRequest,
  purpose: SiteImagePurpose,
  fields: readonly string[] = [DEFAULT_UPLOAD_FIELD_NAME],
) {
  if (!request.isMultipart()) throw invalid(CHOOSE_IMAGE);
  const maxBytes = profileFor(purpose).maxBytes ?? undefined;
  const part = await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 12 } });
  if (!part || !fields.includes(part.fieldname)) {
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

/** Registered by routes.ts, whose multipart parser the uploads use. */
export const storeSettingsRoutes =
  (ctx: site.SiteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    app.post(
      '/site/images',
      {
        config: access,
        schema: {
          tags,
          summary: 'Upload an image for the site (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          querystring: z.object({ purpose: z.enum(SITE_IMAGE_PURPOSES).default('CONTENT') }),
          response: { 201: siteImageUploadReplySchema },
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
          response: { 200: imagesRemovedReplySchema },
        },
      },
      async (request) => site.removeImagesFromSystem(ctx, supplierSession(request), request.body),
    );
    // The crop an image was saved with (website-builder.md §3 "Crop data"), for reopening it.
    const imageParams = z.object({ imageId: z.coerce.number().int().positive() });
    app.get(
      '/site/images/:imageId/crop',
      {
        config: access,
        schema: {
          tags,
          summary: 'The crop an uploaded image was last saved with (crop null before one is)',
          params: imageParams,
          response: { 200: imageCropReplySchema },
        },
      },
      async (request) => site.getImageCrop(db, supplierSession(request), request.params.imageId),
    );
    app.put(
      '/site/images/:imageId/crop',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Keep the crop an uploaded image was saved with: cropperData, canvasData, cropBoxData, isMobile',
          params: imageParams,
          body: imageCropSchema,
          response: { 200: imageCropReplySchema },
        },
      },
      async (request) =>
        site.saveImageCrop(db, supplierSession(request), request.params.imageId, request.body),
    );
    app.get(
      '/site/canvas-images/:type',
      {
        config: access,
        schema: {
          tags,
          summary: 'The Open Graph image or favicon',
          params: typeParams,
          response: { 200: canvasImageReplySchema },
        },
      },
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
          response: { 200: builderMessageReplySchema },
        },
      },
      async (request) =>
        site.updateCanvasImage(ctx, supplierSession(request), request.params.type, request.body.imgUrl),
    );
    app.get(
      '/site/background',
      {
        config: access,
        schema: { tags, summary: 'Theme background', response: { 200: themeBackgroundReplySchema } },
      },
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
          response: { 200: backgroundSavedReplySchema },
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
          response: { 200: pageSeoReplySchema },
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
          body: pageSeoBodySchema,
          response: { 200: builderMessageReplySchema },
        },
      },
      async (request) =>
        site.updatePageSeo(db, supplierSession(request), request.params.pageId, request.body),
    );
  };
