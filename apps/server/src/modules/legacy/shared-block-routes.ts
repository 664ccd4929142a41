// The shared building blocks' legacy app paths (shared-blocks.md §7): pack limits, the staff
// member's language, web push registerToken, the printer's supplier info and the invoice template
// it prints (decision 0260), the webstore checks and click tracking (the category calls are in category-routes.ts). Shapes as the apps know them, the
// work done by the same services as /api/v1.
import { INVOICE_LAYOUTS } from '@storekeep/domain/invoice';
import { LINK_CLICKS_PER_MINUTE, linkClickSchema } from '@storekeep/domain/link-clicks';
import { registerPushTokenBodySchema } from '@storekeep/domain/messages-api';
import { printerSettingsSchema } from '@storekeep/domain/printer';
import { updateOwnLanguageBodySchema } from '@storekeep/domain/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { registerFormRateLimit } from '../../http/form-guard.ts';
import { signedInSession } from '../../http/session.ts';
import { getInvoiceDocument } from '../invoices/service.ts';
import { registerPushToken } from '../messages/service.ts';
import { SITE_LIMIT_KEYS } from '../online-store/index.ts';
import { getPackLimit, recordLinkClick } from '../online-store/service.ts';
import { getPrinterSettings, savePrinterSettings } from '../printer/service.ts';
import { updateOwnLanguage } from '../staff/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';
import { invoiceTemplateHtml } from './invoice-template-presenter.ts';

export const INVOICE_TEMPLATE_PATH = '/marketplace/print/printerService/getInvoiceTemplate.service';

const tags = ['legacy apps'];
const success = z.literal(true);
const id = z.coerce.number().int().positive();

export const legacySharedBlockRoutes =
  (ctx: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    // The server's rate limiter, in this group only: collect-data opts in (its refusal, 429, is
    // rendered in the envelope by the legacy error handler).
    await registerFormRateLimit(app);

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

    // The HTML template the apps print an order with (shared-blocks.md §7 "HTML templates are read"):
    // the order's invoice in the store's template (template_id overrides it), as HTML in data.html.
    app.get(
      INVOICE_TEMPLATE_PATH,
      {
        config: { access: { kind: 'supplier', permission: 'ORDER:MENU' } },
        schema: {
          tags,
          summary: "An order's invoice as the HTML of the store's print template (A4, 80MM, 58MM)",
          querystring: z.object({
            supplier_id: supplierIdQuery,
            orderId: id,
            template_id: z.enum(INVOICE_LAYOUTS).optional(),
          }),
          response: {
            200: z.object({
              isSuccess: success,
              data: z.object({
                orderId: z.number().int(),
                templateId: z.enum(INVOICE_LAYOUTS),
                html: z.string(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { supplier_id, orderId, template_id } = request.query;
        const session = legacySession(request, supplier_id);
        const [invoice, templateId] = await Promise.all([
          getInvoiceDocument(db, session, orderId),
          template_id ?? getPrinterSettings(db, session.supplierId).then((p) => p.templateId),
        ]);
        return {
          isSuccess: true as const,
          data: { orderId, templateId, html: invoiceTemplateHtml(invoice, templateId) },
        };
      },
    );

    // ── Webstore checks ───────────────────────────────────────────────────────────────────
    // Storekeep has no testing contacts (decision 0175): every number is a real customer's, so
    // the answer is known, false, and the app keeps it in its cookie as the spec says.
    app.get(
      '/marketplace/webstore/check-testing-contacts.ns',
      {
        config: { access: { kind: 'supplier' } },
        schema: {
          tags,
          summary: 'Is this mobile number a testing contact? Always false: Storekeep keeps none',
          querystring: z.object({ mobileNumber: z.string().max(20).optional() }),
          response: { 200: z.object({ isSuccess: success, isTestingContact: z.literal(false) }) },
        },
      },
      async () => ({ isSuccess: true as const, isTestingContact: false as const }),
    );
    // Click tracking: each click is recorded for the session's store (the online store's link
    // clicks); one session records up to LINK_CLICKS_PER_MINUTE a minute (decision 0250).
    app.get(
      '/marketplace/webstore/collect-data.ns',
      {
        config: {
          access: { kind: 'supplier' },
          // It writes: from the apps or our own pages only, never a link on another site.
          legacyChanges: true,
          rateLimit: {
            max: LINK_CLICKS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => `link-clicks|${request.session?.tokenHash ?? request.ip}`,
          },
        },
        schema: {
          tags,
          summary:
            'Record a click of a link: li and ll as the app sends them, device_src 61 web, 62 mobile browser/iPad, 63 Android app, 64 iOS app',
          querystring: z.object({
            li: linkClickSchema.shape.li,
            ll: linkClickSchema.shape.ll,
            device_src: linkClickSchema.shape.deviceCode,
            supplierId: supplierIdQuery,
          }),
          response: { 200: z.object({ isSuccess: success }) },
        },
      },
      async (request) => {
        const { li, ll, device_src, supplierId } = request.query;
        await recordLinkClick(db, legacySession(request, supplierId), { li, ll, deviceCode: device_src });
        return { isSuccess: true as const };
      },
    );
  };
