// The apps' admin data services (shared-blocks.md §7: "Mostly GET, with {supplierId} or staff id,
// for: dashboard, taxes, tax zones, product listing (B2B variant), customers, payments, discounts,
// outlets, printers, inventory counts and transfers"; paths not shown). Each sits under
// /vendorapis/supplier/{supplierId}/ (the staff call under /vendorapis/staff/{staffId}/), decision
// 0260; the {supplierId} must be the session's (403 otherwise), and each answer is the owning
// module's service reply under { isSuccess, data }.
import { customerListParamsSchema, customerListReplySchema } from '@storekeep/domain/customer-api';
import { defaultDateRange } from '@storekeep/domain/date-ranges';
import { discountCodeListReplySchema } from '@storekeep/domain/discount-code-api';
import {
  inventoryQuerySchema,
  inventoryReplySchema,
  transferListQuerySchema,
  transferListReplySchema,
} from '@storekeep/domain/inventory-api';
import { isoDateSchema } from '@storekeep/domain/order-api';
import { outletListReplySchema } from '@storekeep/domain/outlet-api';
import { MENU_AREAS, OUTLETS_AREA } from '@storekeep/domain/permissions';
import { printerSettingsSchema } from '@storekeep/domain/printer';
import { productListQuerySchema, productListReplySchema } from '@storekeep/domain/product-api';
import { reportReplySchema } from '@storekeep/domain/report-api';
import { staffOutletsReplySchema } from '@storekeep/domain/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { searchCustomers } from '../customers/service.ts';
import { listDiscountCodes } from '../discount-codes/service.ts';
import { getNotificationCounts } from '../notifications/service.ts';
import { listOutletSettings } from '../outlets/service.ts';
import { getPrinterSettings } from '../printer/service.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { countProducts, listProducts, salesTaxRates } from '../products/service.ts';
import { indiaToday, runReport } from '../reports/service.ts';
import { visibleOutlets } from '../shell/service.ts';
import { outletsOfMember } from '../staff/service.ts';
import { listLevels, listTransfers } from '../stock/service.ts';
import {
  dashboardSchema,
  taxEntriesOf,
  taxEntrySchema,
  taxZoneSchema,
  taxZonesOf,
} from './admin-data-presenter.ts';
import { LEGACY_CATALOGUE_ACCESS, legacySession } from './envelope.ts';

const tags = ['legacy apps'];
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const bySupplier = z.object({ supplierId: dbId });
const PREFIX = '/vendorapis/supplier/:supplierId';

/** The calls' paths, as the apps call them ({supplierId} in the path). */
export const ADMIN_DATA_PATHS = {
  dashboard: `${PREFIX}/dashboard`,
  taxes: `${PREFIX}/taxes`,
  taxZones: `${PREFIX}/taxZones`,
  b2bProducts: `${PREFIX}/b2bProducts`,
  customers: `${PREFIX}/customers`,
  payments: `${PREFIX}/payments`,
  discounts: `${PREFIX}/discounts`,
  outlets: `${PREFIX}/outlets`,
  printers: `${PREFIX}/printers`,
  inventoryCounts: `${PREFIX}/inventoryCounts`,
  inventoryTransfers: `${PREFIX}/inventoryTransfers`,
  staffOutlets: '/vendorapis/staff/:staffId/outlets',
} as const;

const envelope = <T extends z.ZodType>(data: T) => ({
  200: z.object({ isSuccess: z.literal(true), data }),
});
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The payments' period: from and to, both or neither (then the last 7 days, shared-blocks.md §10). */
const paymentsQuery = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    scope: z.enum(['selected', 'all']).default('selected'),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Send both from and to, or neither.',
    path: ['from'],
  });

export const legacyAdminDataRoutes =
  (db: Db, storage: Pick<Storage, 'url'>): FastifyPluginAsyncZod =>
  async (app) => {
    const images = mainImageUrlBuilder(storage);

    app.get(
      ADMIN_DATA_PATHS.dashboard,
      {
        // The home page's area, for the roles that see the store's counts (not the delivery boy).
        config: { access: { ...LEGACY_CATALOGUE_ACCESS, area: MENU_AREAS.home } },
        schema: {
          tags,
          summary:
            'The home page: the notification counts and the products of each tab and missing-data view',
          params: bySupplier,
          response: envelope(dashboardSchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        const [notifications, products] = await Promise.all([
          getNotificationCounts(db, session),
          countProducts(db, session, false),
        ]);
        return ok({ counts: notifications.counts, products });
      },
    );

    app.get(
      ADMIN_DATA_PATHS.taxes,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.products } },
        schema: {
          tags,
          summary: 'The sales-tax rates the store’s products carry, as tax entries (taxCode name@rate%)',
          params: bySupplier,
          response: envelope(z.array(taxEntrySchema)),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(taxEntriesOf(await salesTaxRates(db, session)));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.taxZones,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.products } },
        schema: {
          tags,
          summary:
            'Per outlet state: the intra-state zone (SGST or UTGST + CGST) and the inter-state one (IGST)',
          params: bySupplier,
          response: envelope(z.array(taxZoneSchema)),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(taxZonesOf(await visibleOutlets(db, session)));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.b2bProducts,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.products } },
        schema: {
          tags,
          summary: 'The product list with cost, margin and tax (filter, missing, categoryId, sort, page)',
          params: bySupplier,
          querystring: productListQuerySchema,
          response: envelope(productListReplySchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(await listProducts(db, session, request.query, images));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.customers,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.customers } },
        schema: {
          tags,
          summary: 'Customers by name or mobile (search, page)',
          params: bySupplier,
          querystring: customerListParamsSchema,
          response: envelope(customerListReplySchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(await searchCustomers(db, session, request.query.search, request.query.page));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.payments,
      {
        config: { access: { kind: 'supplier', permission: 'REPORTS:TRANSACTION' } },
        schema: {
          tags,
          summary: 'Payments in and out by mode, day and counter (from, to: the last 7 days by default)',
          params: bySupplier,
          querystring: paymentsQuery,
          response: envelope(reportReplySchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        const { from, to, scope } = request.query;
        const range = from && to ? { start: from, end: to } : defaultDateRange(indiaToday());
        const report = await runReport(db, session, 'transactions', {
          from: range.start,
          to: range.end,
          scope,
          groupBy: 'day',
        });
        return ok(report);
      },
    );

    app.get(
      ADMIN_DATA_PATHS.discounts,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.discountCodes } },
        schema: {
          tags,
          summary: 'The online store’s discount codes with their uses so far',
          params: bySupplier,
          response: envelope(discountCodeListReplySchema),
        },
      },
      async (request) => ok(await listDiscountCodes(db, legacySession(request, request.params.supplierId))),
    );

    app.get(
      ADMIN_DATA_PATHS.outlets,
      {
        config: { access: { kind: 'supplier', area: OUTLETS_AREA } },
        schema: {
          tags,
          summary: 'The outlets with their counters, address, state, hours and the plan’s limit',
          params: bySupplier,
          response: envelope(outletListReplySchema),
        },
      },
      async (request) => ok(await listOutletSettings(db, legacySession(request, request.params.supplierId))),
    );

    app.get(
      ADMIN_DATA_PATHS.printers,
      {
        config: { access: { kind: 'supplier', permission: 'ORDER:MENU' } },
        schema: {
          tags,
          summary: 'The printer settings: print service host, printer name, invoice template, GSTIN, footer',
          params: bySupplier,
          response: envelope(printerSettingsSchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(await getPrinterSettings(db, session.supplierId));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.inventoryCounts,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.inventory } },
        schema: {
          tags,
          summary: 'Stock levels of a page of products (scope, filter, categoryId, q, productId, page)',
          params: bySupplier,
          querystring: inventoryQuerySchema,
          response: envelope(inventoryReplySchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(await listLevels(db, session, request.query));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.inventoryTransfers,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.inventory } },
        schema: {
          tags,
          summary: 'Transfers from or to the outlets the user sees (status open or all)',
          params: bySupplier,
          querystring: transferListQuerySchema,
          response: envelope(transferListReplySchema),
        },
      },
      async (request) => {
        const session = legacySession(request, request.params.supplierId);
        return ok(await listTransfers(db, session, request.query.status === 'open'));
      },
    );

    app.get(
      ADMIN_DATA_PATHS.staffOutlets,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.staff } },
        schema: {
          tags,
          summary: 'The outlets a staff member may use',
          params: z.object({ staffId: dbId }),
          response: envelope(staffOutletsReplySchema),
        },
      },
      async (request) => ok(await outletsOfMember(db, legacySession(request), request.params.staffId)),
    );
  };
