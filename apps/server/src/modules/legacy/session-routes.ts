// The apps' session and account calls (back-office.md §7 "Session and account"): app data, the
// outlet switch, the store's detail, staff and outlets, answered from the shell, staff, supplier
// and online-store modules in the names the apps read.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { signedInSession, supplierSession } from '../../http/session.ts';
import { getNotificationCounts } from '../notifications/service.ts';
import { getSite, supplierInfo } from '../online-store/service.ts';
import { buildAppData, selectOutlet, visibleOutlets } from '../shell/service.ts';
import { listStaff, outletsOfMember } from '../staff/service.ts';
import { findPackage } from '../supplier/index.ts';
import { countryList, outletData, packageData, userSettings, vendorAppData } from './app-data-presenter.ts';
import {
  companyStatus,
  companyStatusSchema,
  docIdOf,
  messageRates,
  resellerConfig,
  resellerConfigSchema,
} from './company-presenter.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';
import { COMMON_API_PATH, type LegacyPhpAction, WALKTHROUGH_API_PATH } from './php-actions.ts';

const tags = ['legacy apps'];
const signedIn = { access: { kind: 'signed-in' } } as const;
const staffArea = { access: { kind: 'supplier', area: MENU_AREAS.staff } } as const;
const id = z.coerce.number().int().positive();
const success = z.literal(true);
const anything = z.unknown();
const envelope = (fields: z.ZodRawShape) => z.object({ isSuccess: success, ...fields });

export const legacySessionRoutes =
  (db: Db, config: Pick<Config, 'publicUrl'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/marketplace/vendor-api/getVendorAppData.ns',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Everything the app shell needs: appData.allPermission, outletData, userSettings …',
          response: { 200: envelope({ appData: z.record(z.string(), anything) }) },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        appData: vendorAppData(await buildAppData(db, signedInSession(request))),
      }),
    );

    app.get(
      '/marketplace/supplier/getAllPermission.service',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The permission strings and the plan’s feature statuses',
          response: {
            200: envelope({
              data: z.object({
                permission: z.array(z.string()),
                packagePermissions: z.record(z.string(), z.string()),
              }),
            }),
          },
        },
      },
      async (request) => {
        const appData = await buildAppData(db, signedInSession(request));
        return {
          isSuccess: true as const,
          data: {
            permission: appData.permissions,
            packagePermissions: appData.packageDetails?.packagePermissions ?? {},
          },
        };
      },
    );

    app.get(
      '/marketplace/getPackageDetail.ns',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'A plan by id (deviceType mobile or web)',
          querystring: z.object({ id, deviceType: z.enum(['mobile', 'web']).optional() }),
          response: { 200: envelope({ data: z.record(z.string(), anything) }) },
        },
      },
      async (request) => {
        const pkg = await findPackage(db, request.query.id);
        if (!pkg) throw notFound('Plan not found.');
        const data = packageData({
          packageId: pkg.packageId,
          code: pkg.code,
          name: pkg.name,
          isPremium: pkg.isPremium,
          isTrial: pkg.isTrial,
          upgradeToPackageIds: pkg.upgradeTo,
          packagePermissions: pkg.packagePermissions as Record<string, never>,
          featureInfo: pkg.featureInfo as Record<string, never>,
        });
        return { isSuccess: true as const, data: data ?? {} };
      },
    );

    app.get(
      '/marketplace/getResellerConfigDetails.ns',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'Who sells and supports the store’s plan: Storekeep itself (no resellers), its address, the upgrades',
          response: { 200: envelope({ data: resellerConfigSchema }) },
        },
      },
      async (request) => {
        const appData = await buildAppData(db, signedInSession(request));
        return { isSuccess: true as const, data: resellerConfig(config.publicUrl, appData) };
      },
    );

    app.get(
      '/marketplace/getCountryCodes.ns',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Countries: countryCode, countryID, countryName, isdCode',
          response: { 200: envelope({ data: z.array(z.record(z.string(), anything)) }) },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        data: countryList((await buildAppData(db, signedInSession(request))).countries),
      }),
    );

    app.get(
      '/marketplace/customer/ajax/getCustomerCountryCount.service',
      {
        schema: {
          tags,
          summary: 'How many customers the store has',
          response: { 200: envelope({ count: z.number().int() }) },
        },
      },
      async (request) => {
        const { counts } = await getNotificationCounts(db, supplierSession(request), 'all');
        return { isSuccess: true as const, count: counts.customerCount?.count ?? 0 };
      },
    );

    app.get(
      '/marketplace/users/service/ajax/checkForValidSupplier.service',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'isValidSupplier 1 when supplierId is the session’s store, else 0 (the page reloads)',
          querystring: z.object({ supplierId: supplierIdQuery }),
          response: { 200: envelope({ isValidSupplier: z.union([z.literal(0), z.literal(1)]) }) },
        },
      },
      async (request) => {
        const session = signedInSession(request);
        const valid = session.supplierId !== null && request.query.supplierId === session.supplierId;
        return { isSuccess: true as const, isValidSupplier: valid ? (1 as const) : (0 as const) };
      },
    );

    app.get(
      '/marketplace/staffMember/setOutletAccountFilter.service',
      {
        config: { legacyChanges: true },
        schema: {
          tags,
          summary: 'Switch the outlet and account this session works in',
          querystring: z.object({ outletId: id, accId: id }),
          response: { 200: envelope({ data: z.record(z.string(), anything) }) },
        },
      },
      async (request) => {
        const { outletId, accId } = request.query;
        const appData = await selectOutlet(db, supplierSession(request), { outletId, accountId: accId });
        return { isSuccess: true as const, data: selection(appData) };
      },
    );

    app.post(
      '/omni_ns/updateOutlet',
      {
        schema: {
          tags,
          summary: 'Switch the outlet (its first counter this person may use)',
          querystring: z.object({ outletId: id }),
          response: { 200: envelope({ data: z.record(z.string(), anything) }) },
        },
      },
      async (request) => {
        const session = supplierSession(request);
        const outlet = (await visibleOutlets(db, session)).find((o) => o.outletId === request.query.outletId);
        const accountId = outlet?.accounts[0]?.accountId;
        if (!outlet || accountId === undefined) throw notFound('Outlet or account not found.');
        const appData = await selectOutlet(db, session, { outletId: outlet.outletId, accountId });
        return { isSuccess: true as const, data: selection(appData) };
      },
    );

    app.get(
      '/marketplace/webstore/getComapanyStatus.ns',
      {
        schema: {
          tags,
          summary:
            'The store’s status flags (type_flag_actions) keyed by its docId; other docIds answer nothing',
          querystring: z.object({ docIds: z.string().max(2000).optional() }),
          response: { 200: envelope({ result: z.record(z.string(), companyStatusSchema) }) },
        },
      },
      async (request) => {
        const session = supplierSession(request);
        const own = docIdOf(session.supplierId);
        const asked = request.query.docIds?.split(',').map((docId) => docId.trim()) ?? [own];
        if (!asked.includes(own)) return { isSuccess: true as const, result: {} };
        const [appData, site] = await Promise.all([buildAppData(db, session), getSite(db, session)]);
        return { isSuccess: true as const, result: { [own]: companyStatus(appData, site) } };
      },
    );

    app.get(
      '/marketplace/jsp/secure/render.service',
      {
        schema: {
          tags,
          summary: 'page=secure-ping: 200 while the session is live, 401 otherwise',
          querystring: z.object({ page: z.literal('secure-ping') }),
          response: { 200: envelope({}) },
        },
      },
      async (request) => {
        supplierSession(request);
        return { isSuccess: true as const };
      },
    );

    app.get(
      '/marketplace/outlet/getOutletForStaffMember.service',
      {
        config: staffArea,
        schema: {
          tags,
          summary: 'The outlets a staff member works in',
          querystring: z.object({ staffId: id }),
          response: {
            200: envelope({ data: z.array(z.object({ outletId: z.number(), outletName: z.string() })) }),
          },
        },
      },
      async (request) => {
        const { outlets } = await outletsOfMember(db, supplierSession(request), request.query.staffId);
        return {
          isSuccess: true as const,
          data: outlets.map((o) => ({ outletId: o.outletId, outletName: o.name })),
        };
      },
    );

    app.get(
      '/marketplace/staffMember/getListOfMembers.service',
      {
        config: staffArea,
        schema: {
          tags,
          summary: 'The store’s staff members',
          response: { 200: envelope({ data: z.array(z.record(z.string(), anything)) }) },
        },
      },
      async (request) => {
        const { members } = await listStaff(db, supplierSession(request));
        return { isSuccess: true as const, data: members };
      },
    );

    app.get(
      '/marketplace/vendorStore/storeDetail.service',
      {
        schema: {
          tags,
          summary: 'The store’s detail: name, address of the web store, owner, plan',
          querystring: z.object({ supplierId: supplierIdQuery }),
          response: { 200: envelope({ data: z.record(z.string(), anything) }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const [appData, store] = await Promise.all([buildAppData(db, session), supplierInfo(db, session)]);
        const settings = userSettings(appData);
        return {
          isSuccess: true as const,
          data: {
            supplierId: store.supplierId,
            storeName: store.storeName,
            storeUrl: store.storeUrl,
            storeLogoUrl: store.logoUrl,
            verticalId: store.verticalId,
            supplierType: settings.supplierType,
            packageId: settings.packageId,
            ownerName: settings.ownerName,
            ownerMobileNumber: settings.ownerMobileNumber,
            ownerEmail: settings.ownerEmail,
            outletData: outletData(appData.outlets),
          },
        };
      },
    );
  };

/** What the apps keep after an outlet switch: the selection and the outlets. */
function selection(appData: Awaited<ReturnType<typeof buildAppData>>) {
  return {
    selectedOutlet: appData.selectedOutletId,
    selectedAccount: appData.selectedAccountId,
    isSingleOutletAccount: appData.isSingleOutletAccount,
    outletData: outletData(appData.outlets),
  };
}

/**
 * The session and account calls of the php files. walkThroughApi.php's updateStatus answers the
 * walkthrough's state (isVirtual 1 until the walkthrough is saved, which the builder's walkthrough
 * does with its whole form); it changes nothing.
 */
export const sessionPhpActions = (db: Db): LegacyPhpAction[] => [
  {
    path: WALKTHROUGH_API_PATH,
    action: 'updateStatus',
    methods: ['GET', 'POST'],
    run: async (request) => {
      const info = await supplierInfo(db, supplierSession(request));
      return { isSuccess: true, data: { isVirtual: info.isVirtual ? 1 : 0 } };
    },
  },
  {
    path: COMMON_API_PATH,
    action: 'getEmailPrice',
    methods: ['GET'],
    run: async (request) => {
      supplierSession(request);
      return { isSuccess: true, data: messageRates() };
    },
  },
];
