// The apps' notification counts and upgrade request (back-office.md §7 "Notifications", "Upgrade"),
// answered from the notifications and upgrade modules.
import { badgeText, NOTIFICATION_FLAGS } from '@storekeep/domain/notifications';
import { UPGRADE_SOURCE_DEVICES, UPGRADE_TENURES } from '@storekeep/domain/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { supplierSession } from '../../http/session.ts';
import { getNotificationCounts } from '../notifications/service.ts';
import { requestUpgrade } from '../upgrade/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const countSchema = z.object({
  flag: z.string(),
  count: z.number().int(),
  type: z.enum(['normal', 'warning']),
  /** The badge's text: '99+' above 99, '' at 0. */
  badge: z.string(),
});
const countsReply = z.object({ isSuccess: z.literal(true), data: z.array(countSchema) });
const flagQuery = z.enum(NOTIFICATION_FLAGS).optional();

/** Every flag's count, or the one flag asked for. */
async function countsOf(db: Db, session: SupplierSession, flag?: string) {
  const { counts } = await getNotificationCounts(db, session);
  const data = Object.entries(counts)
    .filter(([name]) => flag === undefined || name === flag)
    .map(([name, c]) => ({ flag: name, count: c.count, type: c.type, badge: badgeText(c.count) }));
  return { isSuccess: true as const, data };
}

/** jsonData of the upgrade form: JSON text that may carry the tenure. */
function tenureOf(jsonData: string | undefined) {
  if (!jsonData) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonData);
  } catch {
    throw invalid('Something went wrong', { jsonData: 'Not valid JSON' });
  }
  const tenure = z.object({ tenure: z.enum(UPGRADE_TENURES).optional() }).safeParse(parsed);
  if (!tenure.success)
    throw invalid('Something went wrong', {
      jsonData: 'Choose a billing period: monthly, quarterly or yearly.',
    });
  return tenure.data.tenure;
}

export const legacyNotificationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/marketplace/vendorStore/getNotificationData.service',
      { schema: { tags, summary: 'Every badge count with its type', response: { 200: countsReply } } },
      async (request) => countsOf(db, supplierSession(request)),
    );

    app.get(
      '/marketplace/app/updateDetails/getReviewState.ns',
      {
        schema: {
          tags,
          summary: 'The count of one flag (all flags without one)',
          querystring: z.object({ flag: flagQuery }),
          response: { 200: countsReply },
        },
      },
      async (request) => countsOf(db, supplierSession(request), request.query.flag),
    );

    app.get(
      '/marketplace/vendorStore/ajax/service/getNotificationDetails.service',
      {
        schema: {
          tags,
          summary: 'The count of one flag (tid: the app’s own request id, echoed)',
          querystring: z.object({
            supplierId: supplierIdQuery,
            flag: flagQuery,
            tid: z.string().max(100).optional(),
          }),
          response: { 200: countsReply.extend({ tid: z.string().optional() }) },
        },
      },
      async (request) => {
        const { supplierId, flag, tid } = request.query;
        const counts = await countsOf(db, legacySession(request, supplierId), flag);
        return tid === undefined ? counts : { ...counts, tid };
      },
    );

    app.post(
      '/marketplace/upgradeSupportRequest.ns',
      {
        // An expired account must still be able to ask for an upgrade (as /api/v1/upgrade-requests).
        config: { access: { kind: 'supplier', roles: ['owner', 'staff', 'platform_admin'] } },
        schema: {
          tags,
          summary: 'Ask sales to upgrade the plan (form: the upgrade request fields)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.object({
            currentPacakageId: z.coerce.number().int().optional(),
            upgradePackageId: z.coerce.number().int().positive(),
            storeName: z.string().max(200).optional(),
            firstName: z.string().max(100).optional(),
            lastName: z.string().max(100).optional(),
            mobileNumber: z.string().max(20).optional(),
            emailId: z.string().max(254).optional(),
            module: z.string().min(1).max(40).default('Home'),
            sourceDevice: z.enum(UPGRADE_SOURCE_DEVICES).default('Mobile'),
            jsonData: z.string().max(2000).optional(),
          }),
          response: { 200: z.object({ isSuccess: z.literal(true) }) },
        },
      },
      async (request) => {
        const { upgradePackageId, module, sourceDevice, jsonData } = request.body;
        const tenure = tenureOf(jsonData);
        return requestUpgrade(db, supplierSession(request), {
          upgradePackageId,
          module,
          sourceDevice,
          ...(tenure ? { tenure } : {}),
        });
      },
    );
  };
