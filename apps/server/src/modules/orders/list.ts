// The order list: six tabs (back-office §4), paging, search, date range, counts per tab. One
// statement per page whatever its size (the unlinked markers are columns on the order), each
// tab served by its own partial index (0010).

import { clampRange, type DateRange, presetRange } from '@storekeep/domain/date-ranges';
import type { orderCountsParamsSchema, orderListParamsSchema } from '@storekeep/domain/order-api';
import type { OrderCountsReply, OrderListReply } from '@storekeep/domain/order-reply-api';
import type { OrderTab, OutletScope } from '@storekeep/domain/order-tabs';
import { orderListQuery } from '@storekeep/domain/order-tabs';
import type { SupplierType } from '@storekeep/domain/permissions';
import { isOutletLimitedRole } from '@storekeep/domain/staff';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletsVisibleTo } from '../supplier/index.ts';
import { presentSummary, type SummaryRow } from './presenters.ts';

/** India has one time zone and no summer time: a calendar day starts at 00:00 +05:30. */
const IST_OFFSET = '+05:30';
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00${IST_OFFSET}`);

/** Today in India, as the date-range presets count it. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** The tab's rows: the generated membership columns match the partial indexes' predicates. */
export function tabFilter(tab: OrderTab): SQL {
  switch (tab) {
    case 'UNBILLED':
      return sql`o.in_unbilled`;
    case 'PAYMENT_PENDING':
      return sql`o.in_payment_pending`;
    case 'DELIVERY_PENDING':
      return sql`o.in_delivery_pending`;
    case 'ONLINE':
      return sql`o.source = 'ONLINE'`;
    case 'INSTORE':
      return sql`o.source = 'INSTORE'`;
    case 'ALLORDERS':
      return sql`true`;
  }
}

/**
 * The outlets a list, its tab counts and the badges count (the same for all three). 'selected': the
 * outlet the header shows, which is the session's choice or, before one is made, the first outlet
 * the user may see (as app-data picks it). 'all': every outlet the user may see (the one rule:
 * supplier's outletsVisibleTo). Subqueries without correlation: the database works each out once.
 */
export function outletFilter(
  session: Pick<SupplierSession, 'supplierId' | 'userId' | 'role' | 'selectedOutletId'>,
  scope: OutletScope,
): SQL {
  const visible = outletsVisibleTo(session);
  if (scope === 'all')
    return isOutletLimitedRole(session.role)
      ? sql`o.outlet_id IN (SELECT ol.outlet_id FROM outlets ol WHERE ${visible})`
      : sql`true`;
  // The session's outlet first when it is an active one the user may see, else the first active by position.
  const chosenFirst =
    session.selectedOutletId === null ? sql`` : sql`ol.outlet_id = ${session.selectedOutletId} DESC,`;
  return sql`o.outlet_id = (SELECT ol.outlet_id FROM outlets ol WHERE ${visible}
    ORDER BY ol.is_active DESC, ${chosenFirst} ol.position, ol.outlet_id LIMIT 1)`;
}

function rangeOf(
  params: { preset?: string | undefined; from?: string | undefined; to?: string | undefined },
  today: string,
): DateRange | null {
  if (params.from || params.to) {
    const from = params.from ?? params.to ?? today;
    const to = params.to ?? today;
    return clampRange(from <= to ? { start: from, end: to } : { start: to, end: from }, today);
  }
  if (params.preset) return presetRange(params.preset as Parameters<typeof presetRange>[0], today);
  return null;
}

/** Search: a number matches the order number or a phone; words match the customer's name. */
function searchFilter(supplierId: number, search: string | undefined): SQL {
  const term = search?.trim();
  if (!term) return sql`true`;
  const digits = term.replace(/[\s+-]/g, '');
  // = ANY (ARRAY(…)) runs the customer lookup once, so the planner can OR it with the order
  // number on two indexes instead of scanning the supplier's orders (an IN-subquery cannot).
  const customers = (condition: SQL) =>
    sql`o.customer_id = ANY (ARRAY(SELECT c.customer_id FROM customers c WHERE c.supplier_id = ${supplierId} AND ${condition}))`;
  if (/^\d+$/.test(digits)) {
    const byNumber = digits.length <= 9 ? sql`o.order_number = ${Number(digits)}` : sql`false`;
    const phone = digits.length >= 10 ? digits.slice(-10) : digits;
    return digits.length >= 4
      ? sql`(${byNumber} OR ${customers(sql`c.mobile_number LIKE ${`${phone}%`}`)})`
      : byNumber;
  }
  const name = term
    .toLowerCase()
    .replace(/^#/, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return customers(sql`(lower(c.name) LIKE ${`${name}%`} OR lower(c.name) LIKE ${`% ${name}%`})`);
}

function dateFilter(range: DateRange | null): SQL {
  if (!range) return sql`true`;
  const end = new Date(dayStart(range.end).getTime() + 86_400_000);
  return sql`o.created_at >= ${dayStart(range.start).toISOString()}::timestamptz AND o.created_at < ${end.toISOString()}::timestamptz`;
}

export async function listOrders(
  db: Db,
  session: SupplierSession,
  params: z.output<typeof orderListParamsSchema>,
  now = new Date(),
): Promise<OrderListReply> {
  const { tab, page, pageSize } = params;
  const query = orderListQuery(tab, session.supplierType as SupplierType, page);
  const range = rangeOf(params, indiaToday(now));
  const sortBy = params.sortBy ?? (query.sortBy === 'totalOutstanding' ? 'totalOutstanding' : 'createdAt');
  const descending = (params.sortOrder ?? query.sortOrdr ?? 'DESC') === 'DESC';
  const order =
    sortBy === 'totalOutstanding'
      ? descending
        ? sql`o.outstanding_paise DESC, o.order_id DESC`
        : sql`o.outstanding_paise ASC, o.order_id ASC`
      : descending
        ? sql`o.created_at DESC, o.order_id DESC`
        : sql`o.created_at ASC, o.order_id ASC`;
  const supplierId = session.supplierId;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT o.order_id, o.order_number, o.outlet_id, o.account_id, o.source, o.order_statuses, o.payment_status,
        o.delivery_status, o.total_paise, o.paid_paise, o.outstanding_paise, o.created_at, o.customer_id,
        o.has_unlinked_product, o.has_unlinked_batch, c.name AS customer_name, c.mobile_number AS customer_mobile
      FROM orders o
      LEFT JOIN customers c ON c.supplier_id = o.supplier_id AND c.customer_id = o.customer_id
      WHERE o.supplier_id = ${supplierId} AND ${tabFilter(tab)} AND ${dateFilter(range)}
        AND ${outletFilter(session, params.outlets)} AND ${searchFilter(supplierId, params.search)}
      ORDER BY ${order}
      LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`),
  );
  return {
    orders: rows.slice(0, pageSize).map((row) => presentSummary(summaryRow(row))),
    tab,
    query: {
      type: query.type,
      sortBy: sortBy === 'totalOutstanding' ? 'totalOutstanding' : query.sortBy,
      sortOrdr: descending ? 'DESC' : 'ASC',
    },
    range: range ? { from: range.start, to: range.end } : null,
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

function summaryRow(row: Record<string, unknown>): SummaryRow {
  const num = (key: string) => Number(row[key]);
  const nullableNum = (key: string) => (row[key] === null ? null : Number(row[key]));
  return {
    orderId: num('order_id'),
    orderNumber: num('order_number'),
    outletId: num('outlet_id'),
    accountId: nullableNum('account_id'),
    source: String(row.source),
    orderStatuses: row.order_statuses as string[],
    paymentStatus: String(row.payment_status),
    deliveryStatus: (row.delivery_status as string | null) ?? null,
    totalPaise: num('total_paise'),
    paidPaise: num('paid_paise'),
    outstandingPaise: num('outstanding_paise'),
    createdAt: row.created_at as Date | string,
    customerId: nullableNum('customer_id'),
    customerName: (row.customer_name as string | null) ?? null,
    customerMobile: (row.customer_mobile as string | null) ?? null,
    hasUnlinkedProduct: Boolean(row.has_unlinked_product),
    hasUnlinkedBatch: Boolean(row.has_unlinked_batch),
  };
}

/** Counts per tab in one statement. */
export async function orderCounts(
  db: Db,
  session: SupplierSession,
  params: z.output<typeof orderCountsParamsSchema>,
  now = new Date(),
): Promise<OrderCountsReply> {
  const supplierId = session.supplierId;
  const range = rangeOf(params, indiaToday(now));
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      SELECT
        count(*) FILTER (WHERE o.in_unbilled) AS "UNBILLED",
        count(*) FILTER (WHERE o.in_payment_pending) AS "PAYMENT_PENDING",
        count(*) FILTER (WHERE o.in_delivery_pending) AS "DELIVERY_PENDING",
        count(*) FILTER (WHERE o.source = 'ONLINE') AS "ONLINE",
        count(*) AS "ALLORDERS",
        count(*) FILTER (WHERE o.source = 'INSTORE') AS "INSTORE"
      FROM orders o
      WHERE o.supplier_id = ${supplierId} AND ${dateFilter(range)}
        AND ${outletFilter(session, params.outlets)} AND ${searchFilter(supplierId, params.search)}`),
  );
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    counts: {
      UNBILLED: n('UNBILLED'),
      PAYMENT_PENDING: n('PAYMENT_PENDING'),
      DELIVERY_PENDING: n('DELIVERY_PENDING'),
      ONLINE: n('ONLINE'),
      ALLORDERS: n('ALLORDERS'),
      INSTORE: n('INSTORE'),
    },
  };
}
