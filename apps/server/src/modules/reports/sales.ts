// The sales report: totals with returns netted, the chosen grouping with a chart, top and slow
// movers and the hour-of-day heat map.
import { mulDivRound } from '@storekeep/domain/money';
import type { ReportChart, ReportParams, ReportReply, ReportTable } from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import { discountsByCode } from '../discount-codes/service.ts';
import type { Scope } from './period.ts';
import * as q from './sales-queries.ts';

const TIME_GROUPS = new Set(['day', 'week', 'month']);
const MOVERS = 10;

interface Merged extends q.GroupRow {
  returnedMilli: number;
}

function merge(sales: q.GroupRow[], returns: q.GroupRow[]): Merged[] {
  const rows = new Map<string, Merged>();
  for (const r of sales) rows.set(r.key, { ...r, returnsPaise: 0, returnedMilli: 0 });
  for (const r of returns) {
    const row = rows.get(r.key) ?? {
      ...r,
      bills: 0,
      quantityMilli: 0,
      salesPaise: 0,
      returnsPaise: 0,
      returnedMilli: 0,
    };
    row.returnsPaise += r.returnsPaise;
    row.returnedMilli += r.quantityMilli;
    if (!row.label) row.label = r.label;
    rows.set(r.key, row);
  }
  return [...rows.values()];
}

export async function salesReport(
  db: DbOrTx,
  s: Scope,
  params: ReportParams,
): Promise<Omit<ReportReply, 'outletName'>> {
  const [totals, grouped, top, slow, hours, byCode] = await Promise.all([
    q.salesTotals(db, s),
    q.salesByGroup(db, s, params.groupBy),
    q.salesByGroup(db, s, 'product'),
    q.slowMovers(db, s, MOVERS),
    q.billsByHour(db, s),
    discountsByCode(db, s),
  ]);
  const byTime = TIME_GROUPS.has(params.groupBy);
  const rows = merge(grouped.sales, grouped.returns);
  if (byTime) rows.sort((a, b) => a.key.localeCompare(b.key));
  else
    rows.sort(
      (a, b) =>
        b.salesPaise - b.returnsPaise - (a.salesPaise - a.returnsPaise) || a.label.localeCompare(b.label),
    );
  const withQuantity = params.groupBy === 'product' || params.groupBy === 'category';
  const label = (r: Merged) =>
    byTime || params.groupBy === 'channel' || params.groupBy === 'paymentMode' ? r.key : r.label;
  const sum = (pick: (r: Merged) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const table: ReportTable = {
    key: `by-${params.groupBy}`,
    columns: [
      { key: params.groupBy, kind: byTime ? 'date' : 'text' },
      { key: 'bills', kind: 'count' },
      ...(withQuantity ? [{ key: 'quantity', kind: 'quantity' as const }] : []),
      { key: 'sales', kind: 'money' },
      { key: 'returns', kind: 'money' },
      { key: 'netSales', kind: 'money' },
    ],
    rows: rows.map((r) => [
      label(r),
      r.bills,
      ...(withQuantity ? [r.quantityMilli - r.returnedMilli] : []),
      r.salesPaise,
      r.returnsPaise,
      r.salesPaise - r.returnsPaise,
    ]),
    totals:
      params.groupBy === 'paymentMode'
        ? null
        : [
            null,
            // A bill with items of two categories counts once in each: the total is the bills themselves.
            withQuantity ? totals.bills : sum((r) => r.bills),
            ...(withQuantity ? [sum((r) => r.quantityMilli - r.returnedMilli)] : []),
            sum((r) => r.salesPaise),
            sum((r) => r.returnsPaise),
            sum((r) => r.salesPaise - r.returnsPaise),
          ],
  };
  const chart: ReportChart = {
    key: `net-by-${params.groupBy}`,
    kind: 'money',
    points: (byTime ? rows : rows.slice(0, 12)).map((r) => ({
      label: label(r),
      value: r.salesPaise - r.returnsPaise,
    })),
  };
  const products = merge(top.sales, top.returns)
    .map((r) => ({ ...r, net: r.quantityMilli - r.returnedMilli }))
    .sort((a, b) => b.net - a.net || a.label.localeCompare(b.label))
    .slice(0, MOVERS);
  const moverColumns: ReportTable['columns'] = [
    { key: 'product', kind: 'text' },
    { key: 'quantity', kind: 'quantity' },
    { key: 'sales', kind: 'money' },
  ];
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const h of hours) heatmap[h.dow - 1]![h.hour] = h.bills;
  const net = totals.salesPaise - totals.returnsPaise;
  return {
    report: 'sales',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'bills', kind: 'count', value: totals.bills },
      { key: 'sales', kind: 'money', value: totals.salesPaise },
      { key: 'returns', kind: 'money', value: totals.returnsPaise },
      { key: 'netSales', kind: 'money', value: net },
      { key: 'tax', kind: 'money', value: totals.taxPaise },
      { key: 'discount', kind: 'money', value: totals.discountPaise },
      {
        key: 'averageBill',
        kind: 'money',
        value: totals.bills === 0 ? 0 : mulDivRound(totals.salesPaise, 1, totals.bills),
      },
    ],
    charts: [chart],
    tables: [
      table,
      {
        key: 'topMovers',
        columns: moverColumns,
        rows: products.map((r) => [r.label, r.net, r.salesPaise - r.returnsPaise]),
        totals: null,
      },
      {
        key: 'slowMovers',
        columns: moverColumns,
        rows: slow.map((r) => [r.label, r.quantityMilli, r.salesPaise]),
        totals: null,
      },
      {
        key: 'discountCodes',
        columns: [
          { key: 'discountCode', kind: 'text' },
          { key: 'bills', kind: 'count' },
          { key: 'discountGiven', kind: 'money' },
        ],
        rows: byCode.map((r) => [r.code, r.orders, r.discountPaise]),
        totals:
          byCode.length === 0
            ? null
            : [
                null,
                byCode.reduce((n, r) => n + r.orders, 0),
                byCode.reduce((n, r) => n + r.discountPaise, 0),
              ],
      },
    ],
    heatmap,
  };
}
