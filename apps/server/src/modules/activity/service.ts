// The activity log of a store: who did what (bills, returns and refunds, cancellations, price
// changes, stock adjustments, settings, sign-ins, staff and outlet changes), newest first.
import { activityKindOf } from '@storekeep/domain/activity';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityReply,
  type activityParamsSchema,
} from '@storekeep/domain/activity-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

/** India has one time zone: a day of the filter starts at 00:00 +05:30. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);

/** Only scalar facts are shown; nested values (none are written today) are left out. */
function scalarDetails(details: unknown): ActivityEntry['details'] {
  const out: ActivityEntry['details'] = {};
  for (const [key, value] of Object.entries((details ?? {}) as Record<string, unknown>)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      out[key] = value as string | number | boolean | null;
  }
  return out;
}

export async function listActivity(
  db: Db,
  session: SupplierSession,
  params: z.output<typeof activityParamsSchema>,
): Promise<ActivityReply> {
  const rows = await q.listActivity(db, {
    supplierId: session.supplierId,
    kind: params.minDiscountPercent === undefined ? params.kind : 'bill',
    userId: params.staffId,
    since: params.from ? dayStart(params.from) : undefined,
    before: params.to ? new Date(dayStart(params.to).getTime() + 86_400_000) : undefined,
    minDiscountPercent: params.minDiscountPercent,
    limit: ACTIVITY_PAGE_SIZE + 1,
    offset: (params.page - 1) * ACTIVITY_PAGE_SIZE,
  });
  return {
    page: params.page,
    hasMore: rows.length > ACTIVITY_PAGE_SIZE,
    entries: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
      activityId: row.auditId,
      at: row.createdAt.toISOString(),
      staffId: row.userId,
      staffName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      action: row.action,
      kind: activityKindOf(row.action),
      details: scalarDetails(row.details),
    })),
  };
}
