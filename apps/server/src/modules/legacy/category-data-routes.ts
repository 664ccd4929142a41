// The category data calls of the apps (shared-blocks.md §7 "Category data service calls (paths not
// shown)"): all groups, create, update, delete, reorder and a category's SEO, beside the spec's
// other category calls under /marketplace/products/groups/service/ (decision 0230), each done by
// the categories service (its stamp check, tree lock, audit and messages) as /api/v1/categories.

import { CATEGORY_MESSAGES, categoryNameSchema } from '@storekeep/domain/categories';
import { reorderCategoriesBodySchema } from '@storekeep/domain/category-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as categories from '../categories/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const BASE = '/marketplace/products/groups/service';
export const CATEGORY_DATA_PATHS = {
  all: `${BASE}/getAllGroupsBySupplier.service`,
  create: `${BASE}/createGroup.service`,
  update: `${BASE}/updateGroup.service`,
  remove: `${BASE}/deleteGroups.service`,
  reorder: `${BASE}/reorderCategories.service`,
  seo: `${BASE}/getCategorySeoDetails.service`,
} as const;

const access = { access: { kind: 'supplier', area: MENU_AREAS.categories } } as const;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const stamp = z.coerce.number().int().nonnegative().optional();
const form = ['application/x-www-form-urlencoded', 'application/json'];
const query = z.object({ supplierId: supplierIdQuery });

/** A list of ids as the apps send it: a JSON array, or ids separated by commas. */
const idList = z.union([z.array(id), z.string().max(50_000)]).transform((value, ctx) => {
  if (Array.isArray(value)) return value;
  const text = value.trim();
  const parts = text.startsWith('[') ? safeJson(text) : text.split(',').map((part) => part.trim());
  const parsed = z.array(id).min(1).max(5000).safeParse(parts);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Give category ids separated by commas.' });
    return z.NEVER;
  }
  return parsed.data;
});

/** The reorder's nested id lists, as JSON text in a form field or as the JSON body itself. */
const reorderTree = z.union([z.array(z.unknown()), z.string().max(500_000)]).transform((value, ctx) => {
  const parsed = reorderCategoriesBodySchema.shape.tree.safeParse(
    typeof value === 'string' ? safeJson(value) : value,
  );
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.changesNotApplied });
    return z.NEVER;
  }
  return parsed.data;
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isDuplicateName = (error: unknown) =>
  error instanceof AppError && error.code === 'conflict' && error.message === CATEGORY_MESSAGES.alreadyExists;

export const legacyCategoryDataRoutes =
  (ctx: categories.CategoryServiceOptions & { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const options = { storage: ctx.storage, jobs: ctx.jobs };

    app.get(
      CATEGORY_DATA_PATHS.all,
      {
        config: access,
        schema: {
          tags,
          summary: 'All the store’s categories (data) and the tree’s lastModifiedTimestamp',
          querystring: query,
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              data: z.array(z.record(z.string(), z.unknown())),
              lastModifiedTimestamp: z.number().int(),
              isCategoryAutomated: z.boolean(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const tree = await categories.getCategoryTree(db, session, options);
        return {
          isSuccess: true as const,
          data: tree.categories,
          lastModifiedTimestamp: tree.lastModifiedTimestamp,
          isCategoryAutomated: tree.isCategoryAutomated,
        };
      },
    );

    // A name its siblings have already answers status fail with isProductGroupExist, as the apps
    // read it; other refusals are the envelope's.
    app.post(
      CATEGORY_DATA_PATHS.create,
      {
        config: access,
        schema: {
          tags,
          summary: 'Create a category (name, parent): status, results, isProductGroupExist',
          consumes: form,
          querystring: query,
          body: z.object({
            name: categoryNameSchema,
            parent: id.optional(),
            parentId: id.optional(),
            lastModifiedTimestamp: stamp,
          }),
          response: {
            200: z.object({
              status: z.enum(['success', 'fail']),
              message: z.string(),
              results: z
                .object({ productGroupId: z.number().int(), lastModifiedTimestamp: z.number().int() })
                .nullable(),
              isProductGroupExist: z.boolean(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { name, parent, parentId, lastModifiedTimestamp } = request.body;
        try {
          const done = await categories.createCategory(db, session, options, {
            name,
            parentId: parent ?? parentId ?? null,
            lastModifiedTimestamp,
          });
          return {
            status: 'success' as const,
            message: done.message,
            results: {
              productGroupId: done.categoryId ?? 0,
              lastModifiedTimestamp: done.tree.lastModifiedTimestamp,
            },
            isProductGroupExist: false,
          };
        } catch (error) {
          if (!isDuplicateName(error)) throw error;
          return {
            status: 'fail' as const,
            message: CATEGORY_MESSAGES.alreadyExists,
            results: null,
            isProductGroupExist: true,
          };
        }
      },
    );

    app.post(
      CATEGORY_DATA_PATHS.update,
      {
        config: access,
        schema: {
          tags,
          summary: 'Rename a category (name, id): status success or fail',
          consumes: form,
          querystring: query,
          body: z.object({ id, name: categoryNameSchema, lastModifiedTimestamp: stamp }),
          response: {
            200: z.object({
              status: z.enum(['success', 'fail']),
              message: z.string(),
              lastModifiedTimestamp: z.number().int().nullable(),
              isProductGroupExist: z.boolean(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { id: categoryId, name, lastModifiedTimestamp } = request.body;
        try {
          const done = await categories.renameCategory(db, session, options, categoryId, {
            name,
            lastModifiedTimestamp,
          });
          return {
            status: 'success' as const,
            message: done.message,
            lastModifiedTimestamp: done.tree.lastModifiedTimestamp,
            isProductGroupExist: false,
          };
        } catch (error) {
          if (!isDuplicateName(error)) throw error;
          return {
            status: 'fail' as const,
            message: CATEGORY_MESSAGES.alreadyExists,
            lastModifiedTimestamp: null,
            isProductGroupExist: true,
          };
        }
      },
    );

    app.post(
      CATEGORY_DATA_PATHS.remove,
      {
        config: access,
        schema: {
          tags,
          summary: 'Delete categories (ids) with their sub-categories; their products go to Other',
          consumes: form,
          querystring: query,
          body: z.object({ ids: idList, lastModifiedTimestamp: stamp }),
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              status: z.literal('success'),
              message: z.string(),
              lastModifiedTimestamp: z.number().int(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { ids, lastModifiedTimestamp } = request.body;
        const done = await categories.deleteCategories(db, session, options, { ids, lastModifiedTimestamp });
        return {
          isSuccess: true as const,
          status: 'success' as const,
          message: done.message,
          lastModifiedTimestamp: done.tree.lastModifiedTimestamp,
        };
      },
    );

    // Sent after a move up or down: the whole tree as nested id lists over the three levels.
    app.post(
      CATEGORY_DATA_PATHS.reorder,
      {
        config: access,
        schema: {
          tags,
          summary: 'Reorder the tree: nested id lists [{ id, children: [...] }] over three levels',
          consumes: form,
          querystring: query,
          body: z.object({ tree: reorderTree, lastModifiedTimestamp: stamp }),
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              message: z.string(),
              lastModifiedTimestamp: z.number().int(),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { tree, lastModifiedTimestamp } = request.body;
        const done = await categories.reorderCategories(db, session, options, {
          tree,
          lastModifiedTimestamp,
        });
        return {
          isSuccess: true as const,
          message: done.message,
          lastModifiedTimestamp: done.tree.lastModifiedTimestamp,
        };
      },
    );

    app.get(
      CATEGORY_DATA_PATHS.seo,
      {
        config: access,
        schema: {
          tags,
          summary: 'A category’s SEO: results with url, title, keywords, description',
          querystring: z.object({ id, supplierId: supplierIdQuery }),
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              results: z.object({
                url: z.string(),
                title: z.string(),
                keywords: z.string(),
                description: z.string(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const seo = await categories.getCategorySeo(db, session, request.query.id);
        return {
          isSuccess: true as const,
          results: { url: seo.url, title: seo.title, keywords: seo.keywords, description: seo.description },
        };
      },
    );
  };
