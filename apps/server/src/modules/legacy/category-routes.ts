// The category calls of the apps (shared-blocks.md §7 "Categories"): the automated category update
// and the visibility switch, the work done by the categories service (its stamp check, audit and
// messages) as /api/v1/categories does it.
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import * as categories from '../categories/service.ts';
import { legacyBoolean, legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const success = z.literal(true);
const id = z.coerce.number().int().positive();
const categoriesAccess = { kind: 'supplier', area: MENU_AREAS.categories } as const;
/** GETs that change data (the spec has the apps call them with GET): only with the app's own credential. */
const categoriesGet = { access: { ...categoriesAccess, appCredential: true } } as const;

/** A comma-joined list of ids ('' for none). */
const idList = z
  .string()
  .max(20_000)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/, 'Give category ids separated by commas.')
          .transform(Number),
      )
      .max(1000),
  );

/** productGroupsCommmandjson: the categories the app changed, as JSON text. */
const groupsCommand = z
  .string()
  .max(500_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          productGroupId: id,
          productGroupName: z.string().trim().max(200).optional(),
          visibility: z.string().max(20).optional(),
        }),
      )
      .min(1)
      .max(1000),
  );

const SHOWN = new Set(['on', 'ON_DISPLAY']);
const CATEGORY_NOT_FOUND = 'Category not found.';

export const legacyCategoryRoutes =
  (ctx: categories.CategoryServiceOptions & { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const options = { storage: ctx.storage, jobs: ctx.jobs };

    // status DELETED hides the listed categories; RENAMED renames those whose name changed and
    // shows again those listed as on display. Each change carries the stamp the last one left.
    app.post(
      '/marketplace/products/groups/service/updateAutomatedProductCategory.service',
      {
        config: { access: categoriesAccess },
        schema: {
          tags,
          summary: 'Hide (DELETED), or rename and show (RENAMED), categories in automated mode',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: z.object({
            productGroupsCommmandjson: groupsCommand,
            lastModifiedTimestamp: z.coerce.number().int().nonnegative().optional(),
            status: z.enum(['DELETED', 'RENAMED']),
            isHideProducts: legacyBoolean.optional(),
          }),
          response: { 200: z.object({ isSuccess: success, Changedtimestamp: z.number().int() }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { productGroupsCommmandjson: groups, status, isHideProducts } = request.body;
        let stamp = request.body.lastModifiedTimestamp;
        // The command names categories by id: one the store does not have is not found, before the
        // stamp is looked at.
        const tree = await categories.getCategoryTree(db, session, options);
        const byId = new Map(tree.categories.map((category) => [category.id, category]));
        if (groups.some((group) => !byId.has(group.productGroupId))) throw notFound(CATEGORY_NOT_FOUND);
        if (status === 'DELETED') {
          const done = await categories.hideCategories(db, session, options, {
            ids: groups.map((group) => group.productGroupId),
            isHideProducts: isHideProducts ?? false,
            lastModifiedTimestamp: stamp,
          });
          return { isSuccess: true as const, Changedtimestamp: done.tree.lastModifiedTimestamp };
        }
        let changedStamp = tree.lastModifiedTimestamp;
        for (const group of groups) {
          const current = byId.get(group.productGroupId);
          const name = group.productGroupName;
          if (!current || name === undefined || name === '' || name === current.name) continue;
          const done = await categories.renameCategory(db, session, options, current.id, {
            name,
            lastModifiedTimestamp: stamp,
          });
          changedStamp = done.tree.lastModifiedTimestamp;
          stamp = stamp === undefined ? undefined : changedStamp;
        }
        const toShow = groups
          .filter((group) => SHOWN.has(group.visibility ?? ''))
          .map((group) => group.productGroupId)
          .filter((groupId) => byId.get(groupId)?.visibility === 'OFF_DISPLAY');
        if (toShow.length > 0) {
          const done = await categories.unhideCategories(db, session, options, {
            ids: toShow,
            isShowProducts: isHideProducts ?? false,
            lastModifiedTimestamp: stamp,
          });
          changedStamp = done.tree.lastModifiedTimestamp;
        }
        return { isSuccess: true as const, Changedtimestamp: changedStamp };
      },
    );

    // isHideProducts takes the products of the hidden categories off display, and puts those of
    // the shown ones back, as the admin's hide and unhide do.
    app.get(
      '/marketplace/products/groups/ajax/changeVisibility.service',
      {
        config: categoriesGet,
        schema: {
          tags,
          summary: 'Show (onDisplayGroupIds) and hide (offDisplayGroupIds) categories',
          querystring: z.object({
            supplierId: supplierIdQuery,
            onDisplayGroupIds: idList.default([]),
            offDisplayGroupIds: idList.default([]),
            isHideProducts: legacyBoolean.optional(),
          }),
          response: {
            200: z.object({
              status: z.literal('success'),
              message: z.string(),
              refusedIds: z.array(z.number()),
            }),
          },
        },
      },
      async (request) => {
        const { onDisplayGroupIds, offDisplayGroupIds, isHideProducts, supplierId } = request.query;
        const session = legacySession(request, supplierId);
        if (onDisplayGroupIds.length === 0 && offDisplayGroupIds.length === 0)
          throw invalid(CATEGORY_MESSAGES.changesNotApplied, {
            onDisplayGroupIds: 'One of these categories is not in your store.',
          });
        let message = '';
        let refusedIds: number[] = [];
        if (offDisplayGroupIds.length > 0)
          ({ message } = await categories.hideCategories(db, session, options, {
            ids: offDisplayGroupIds,
            isHideProducts: isHideProducts ?? false,
          }));
        if (onDisplayGroupIds.length > 0)
          ({ message, refusedIds } = await categories.unhideCategories(db, session, options, {
            ids: onDisplayGroupIds,
            isShowProducts: isHideProducts ?? false,
          }));
        return { status: 'success' as const, message, refusedIds };
      },
    );
  };
