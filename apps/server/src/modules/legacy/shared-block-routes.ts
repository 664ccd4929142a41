// The shared building blocks' legacy app paths (shared-blocks.md §7): pack limits, the automated
// category update and visibility, the staff member's language, web push registerToken, the printer's
// supplier info and the webstore checks. Shapes as the apps know them, the work done by the same
// services as /api/v1.
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import { INVOICE_LAYOUTS } from '@storekeep/domain/invoice';
import { registerPushTokenBodySchema } from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { printerSettingsSchema } from '@storekeep/domain/printer';
import { updateOwnLanguageBodySchema } from '@storekeep/domain/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import { signedInSession } from '../../http/session.ts';
import * as categories from '../categories/service.ts';
import { registerPushToken } from '../messages/service.ts';
import { SITE_LIMIT_KEYS } from '../online-store/plan-gates.ts';
import { getPackLimit } from '../online-store/service.ts';
import { getPrinterSettings, savePrinterSettings } from '../printer/service.ts';
import { updateOwnLanguage } from '../staff/service.ts';
import { legacyBoolean, legacyFailure, legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const success = z.literal(true);
const id = z.coerce.number().int().positive();
const categoriesAccess = { kind: 'supplier', area: MENU_AREAS.categories } as const;
/** GETs that change data (the spec has the apps call them with GET): only with the app's own credential. */
const categoriesGet = { access: { ...categoriesAccess, appCredential: true } } as const;
const notAvailableReply = z.object({
  isSuccess: z.literal(false),
  isError: z.literal(true),
  errorMsg: z.string(),
  errorCode: z.string(),
});

export const TESTING_CONTACTS_NOT_AVAILABLE =
  'Testing contacts are not kept: every number is a real customer.';
export const CLICK_TRACKING_NOT_AVAILABLE = 'Click tracking is not collected.';

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
          .regex(/^\d{1,15}$/, 'A list of ids')
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

export const legacySharedBlockRoutes =
  (ctx: categories.CategoryServiceOptions & { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const options = { storage: ctx.storage, jobs: ctx.jobs };

    // ── Premium gating ────────────────────────────────────────────────────────────────────
    app.post(
      '/marketplace/getPackLimit.ns',
      {
        config: { access: { kind: 'supplier' } },
        schema: {
          tags,
          summary: 'Pack limit of a plan feature: access 0 means denied (keys pages, customPages, domain)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: z.object({ key: z.enum(SITE_LIMIT_KEYS) }),
          response: { 200: z.object({ access: z.number().int(), count: z.number().int() }) },
        },
      },
      async (request) => getPackLimit(db, legacySession(request, request.query.supplierId), request.body.key),
    );

    // ── Categories ────────────────────────────────────────────────────────────────────────
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
          throw invalid(CATEGORY_MESSAGES.changesNotApplied, { onDisplayGroupIds: 'No category named' });
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

    // ── Language ──────────────────────────────────────────────────────────────────────────
    app.post(
      '/marketplace/staffMember/updateLanguageByStaffMember.service',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: "The signed-in person's own language (query language: en, hi, mr …)",
          querystring: updateOwnLanguageBodySchema,
          response: { 200: z.object({ isSuccess: success, language: z.string() }) },
        },
      },
      async (request) => {
        await updateOwnLanguage(db, signedInSession(request), request.query.language);
        return { isSuccess: true as const, language: request.query.language };
      },
    );

    // ── Web push ──────────────────────────────────────────────────────────────────────────
    // staffId is the signed-in member's own; the browser's subscription travels as endpoint,
    // p256dh and auth (needed for LOGGED_IN, not for LOGGED_OUT).
    app.get(
      '/marketplace/notification/web/registerToken.ns',
      {
        config: { access: { kind: 'supplier', appCredential: true } },
        schema: {
          tags,
          summary: "Register this browser's push token, or say its user logged out",
          querystring: z.object({
            supplierId: supplierIdQuery,
            staffId: id.optional(),
            browserId: z.string().max(100),
            status: z.literal('SUBSCRIBED'),
            userStatus: z.enum(['LOGGED_IN', 'LOGGED_OUT']),
            endpoint: z.string().max(2000).optional(),
            p256dh: z.string().max(200).optional(),
            auth: z.string().max(100).optional(),
          }),
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request) => {
        const { supplierId, staffId, endpoint, p256dh, auth, ...rest } = request.query;
        const session = legacySession(request, supplierId);
        if (staffId !== undefined && staffId !== session.userId) throw forbidden();
        const body = registerPushTokenBodySchema.safeParse({
          ...rest,
          ...(endpoint === undefined ? {} : { subscription: { endpoint, keys: { p256dh, auth } } }),
        });
        if (!body.success) {
          const issue = body.error.issues[0];
          throw invalid(issue?.message ?? 'Required Field', {
            [String(issue?.path.at(-1) ?? 'subscription')]: issue?.message ?? 'Required Field',
          });
        }
        return registerPushToken(db, session, body.data);
      },
    );

    // ── Printer ───────────────────────────────────────────────────────────────────────────
    app.get(
      '/marketplace/print/printerService/saveSupplierInfo.service',
      {
        config: { access: { kind: 'supplier', permission: 'ORDER:MENU', appCredential: true } },
        schema: {
          tags,
          summary: 'Save the printer name and invoice template (A4, 80MM, 58MM) the store prints with',
          querystring: z.object({
            supplier_id: supplierIdQuery,
            template_id: z.enum(INVOICE_LAYOUTS).optional(),
            printer_name: printerSettingsSchema.shape.printerName.optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: printerSettingsSchema }) },
        },
      },
      async (request) => {
        const { supplier_id, template_id, printer_name } = request.query;
        const session = legacySession(request, supplier_id);
        const current = await getPrinterSettings(db, session.supplierId);
        const data = await savePrinterSettings(db, session, {
          ...current,
          ...(template_id === undefined ? {} : { templateId: template_id }),
          ...(printer_name === undefined ? {} : { printerName: printer_name }),
        });
        return { isSuccess: true as const, data };
      },
    );

    // ── Webstore checks (no module keeps these yet) ───────────────────────────────────────
    for (const [path, message, querystring] of [
      [
        '/marketplace/webstore/check-testing-contacts.ns',
        TESTING_CONTACTS_NOT_AVAILABLE,
        z.object({ mobileNumber: z.string().max(20).optional() }),
      ],
      [
        '/marketplace/webstore/collect-data.ns',
        CLICK_TRACKING_NOT_AVAILABLE,
        z.object({
          li: z.string().max(2000).optional(),
          ll: z.string().max(2000).optional(),
          device_src: z.string().max(10).optional(),
        }),
      ],
    ] as const)
      app.get(
        path,
        {
          config: { access: { kind: 'supplier' } },
          schema: {
            tags,
            summary: 'Not available: answers isSuccess false with the reason',
            querystring,
            response: { 200: notAvailableReply },
          },
        },
        async () => legacyFailure('not_available', message),
      );
  };
