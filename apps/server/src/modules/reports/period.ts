// The period and outlets a report covers: India-time days turned into instants, and the outlet
// filter the order list uses (orders' outletFilter), so a report shows what the lists show.
import type { ReportParams } from '@storekeep/domain/report-api';
import { type SQL, sql } from 'drizzle-orm';
import type { SupplierSession } from '../../http/session.ts';
import { outletFilter } from '../orders/index.ts';

/** India has one time zone and no summer time: a calendar day starts at 00:00 +05:30. */
export const dayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);
export const dayAfter = (isoDate: string): Date => new Date(dayStart(isoDate).getTime() + 86_400_000);

/** Today in India (the date range picker's maximum). */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export interface Scope {
  supplierId: number;
  start: Date;
  end: Date;
  /** The first and last India days of the period (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
  /** A condition on the alias `o` (an order row). */
  outlets: SQL;
  /** A condition on an outlet id column given by the caller. */
  outletIds: (column: SQL) => SQL;
}

/** Who a report is for: the outlets they may see and the one they chose. */
/** Who asks for a report; `language` (the staff member's) is what its exported file is written in. */
export type ReportActor = Pick<
  SupplierSession,
  'supplierId' | 'userId' | 'role' | 'selectedOutletId' | 'language'
>;

export function scopeOf(session: ReportActor, params: Pick<ReportParams, 'from' | 'to' | 'scope'>): Scope {
  const outlets = outletFilter(session, params.scope);
  return {
    supplierId: session.supplierId,
    start: dayStart(params.from),
    end: dayAfter(params.to),
    fromDay: params.from,
    toDay: params.to,
    outlets,
    outletIds: (column) =>
      sql`${column} IN (SELECT o.outlet_id FROM outlets o WHERE o.supplier_id = ${session.supplierId} AND ${outlets})`,
  };
}

/** A timestamp column as India's wall-clock time. */
export const indiaTime = (column: SQL): SQL => sql`((${column} AT TIME ZONE 'UTC') + interval '330 minutes')`;
