// HTTP for the category tree (shared-blocks.md §7): every role but the delivery boy manages it;
// switching the automated-category mode is a setting (SETTINGS:MENU).

import fastifyMultipart from '@fastify/multipart';
import {
  categoryChangeReplySchema,
  categoryImageCropSchema,
  categorySeoBodySchema,
  categorySeoReplySchema,
  categorySettingsBodySchema,
  categoryTreeReplySchema,
  createCategoryBodySchema,
  deleteCategoriesBodySchema,
  hideCategoriesBodySchema,
  moveCategoryBodySchema,
  renameCategoryBodySchema,
  reorderCategoriesBodySchema,
  unhideCategoriesBodySchema,
} from '@storekeep/domain/category-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { DEFAULT_UPLOAD_FIELD_NAME, UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import { CATEGORY_IMAGE_PROFILE, contentTypeOf } from './category-image.ts';
import { categoryParamsSchema, imageFieldsSchema, stampQuerySchema } from './schemas.ts';
import * as service from './service.ts';

const manage = { access: { kind: 'supplier', area: MENU_AREAS.categories } } as const;
const tags = ['categories'];

export const categoryRoutes =
  (db: Db, options: service.CategoryServiceOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: CATEGORY_IMAGE_PROFILE.maxBytes ?? undefined, files: 1, fields: 10 },
    });

    app.get(
      '/categories',
      {
        config: manage,
        schema: {
          tags,
          summary: 'The category tree, flat in display order',
          response: { 200: categoryTreeReplySchema },
        },
      },
      async (request) => service.getCategoryTree(db, supplierSession(request), options),
    );
    app.post(
      '/categories',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Create a category (name, parent; at most 3 levels)',
          body: createCategoryBodySchema,
          response: { 201: categoryChangeReplySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createCategory(db, supplierSession(request), options, request.body)),
    );
    app.patch(
      '/categories/:categoryId',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Rename a category',
          params: categoryParamsSchema,
          body: renameCategoryBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) =>
        service.renameCategory(
          db,
          supplierSession(request),
          options,
          request.params.categoryId,
          request.body,
        ),
    );
    app.post(
      '/categories/hide',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Hide categories (their children become parent-hidden), optionally their products',
          body: hideCategoriesBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) => service.hideCategories(db, supplierSession(request), options, request.body),
    );
    app.post(
      '/categories/unhide',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Unhide categories; a child whose parent stays hidden is refused',
          body: unhideCategoriesBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) => service.unhideCategories(db, supplierSession(request), options, request.body),
    );
    app.post(
      '/categories/delete',
      {
        config: manage,
        schema: {
          tags,
          summary: "Delete categories; their children and products move to 'Other'",
          body: deleteCategoriesBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) => service.deleteCategories(db, supplierSession(request), options, request.body),
    );
    app.put(
      '/categories/order',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Reorder: nested id lists over three levels',
          body: reorderCategoriesBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) => service.reorderCategories(db, supplierSession(request), options, request.body),
    );
    app.post(
      '/categories/:categoryId/move',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Move a category up or down among its siblings',
          params: categoryParamsSchema,
          body: moveCategoryBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) =>
        service.moveCategory(db, supplierSession(request), options, request.params.categoryId, request.body),
    );
    app.get(
      '/categories/:categoryId/seo',
      {
        config: manage,
        schema: {
          tags,
          summary: 'SEO details of a category',
          params: categoryParamsSchema,
          response: { 200: categorySeoReplySchema },
        },
      },
      async (request) => service.getCategorySeo(db, supplierSession(request), request.params.categoryId),
    );
    app.put(
      '/categories/:categoryId/seo',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Save the SEO details of a category',
          params: categoryParamsSchema,
          body: categorySeoBodySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) =>
        service.updateCategorySeo(
          db,
          supplierSession(request),
          options,
          request.params.categoryId,
          request.body,
        ),
    );
    app.post(
      '/categories/:categoryId/image',
      {
        config: manage,
        schema: {
          tags,
          summary: `Upload the category image (multipart field ${DEFAULT_UPLOAD_FIELD_NAME}, optional crop x, y, width, height); kept 200×200`,
          params: categoryParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) => {
        const session = supplierSession(request);
        // Another store's id is refused before the file is read.
        await service.assertCategoryExists(db, session, request.params.categoryId);
        const upload = await readImageUpload(request);
        return service.replaceCategoryImage(db, session, options, request.params.categoryId, upload);
      },
    );
    app.delete(
      '/categories/:categoryId/image',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Remove the category image',
          params: categoryParamsSchema,
          querystring: stampQuerySchema,
          response: { 200: categoryChangeReplySchema },
        },
      },
      async (request) =>
        service.removeCategoryImage(
          db,
          supplierSession(request),
          options,
          request.params.categoryId,
          request.query,
        ),
    );
    app.get(
      '/categories/:categoryId/image',
      {
        config: manage,
        schema: {
          tags,
          summary: 'The category image (200×200)',
          params: categoryParamsSchema,
          response: { 200: fileReply('The image', ['image/jpeg', 'image/png']) },
        },
      },
      async (request, reply) => {
        const imageKey = await service.findCategoryImage(
          db,
          supplierSession(request),
          request.params.categoryId,
        );
        const bytes = await options.storage.get(imageKey);
        if (!bytes) throw notFound('Category not found.');
        return reply
          .type(contentTypeOf(imageKey))
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(bytes);
      },
    );
    app.put(
      '/categories/settings',
      {
        config: { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } },
        schema: {
          tags,
          summary: 'Turn the automated-category mode on or off',
          body: categorySettingsBodySchema,
          response: { 200: categoryTreeReplySchema },
        },
      },
      async (request) => service.updateCategorySettings(db, supplierSession(request), options, request.body),
    );
  };

/** The one file of the multipart body and the text fields beside it. */
async function readImageUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid(UPLOAD_MESSAGES.fileFormUploadFailed);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === DEFAULT_UPLOAD_FIELD_NAME) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid(CATEGORY_IMAGE_PROFILE.tooLarge, {
        [DEFAULT_UPLOAD_FIELD_NAME]: CATEGORY_IMAGE_PROFILE.tooLarge,
      });
    throw invalid(UPLOAD_MESSAGES.fileFormUploadFailed);
  }
  if (!file)
    throw invalid(UPLOAD_MESSAGES.fileFormUploadFailed, { [DEFAULT_UPLOAD_FIELD_NAME]: 'Required Field' });
  const parsed = imageFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalid(UPLOAD_MESSAGES.fileFormUploadFailed);
  const { lastModifiedTimestamp, ...rest } = parsed.data;
  const hasCrop = rest.x !== undefined && rest.width !== undefined;
  const crop = hasCrop ? categoryImageCropSchema.safeParse(rest) : null;
  if (crop && !crop.success) throw invalid(UPLOAD_MESSAGES.fileFormUploadFailed);
  return { file, crop: crop?.data ?? null, lastModifiedTimestamp };
}
