// The inventory report from the stock ledger: closing stock valued at cost and at MRP, opening,
// in, out and closing per product for the period, dead stock (in stock, nothing sold in the
// period) and batches expiring within 30 days of the period's end.
import { addDays } from '@storekeep/domain/date-ranges';
import { mulDivRound } from '@storekeep/domain/money';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { ReportParams, ReportReply } from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './inventory-queries.ts';
import type { Scope } from './period.ts';

export const EXPIRY_WINDOW_DAYS = 30;

const stockValue = (milli: number, paise: number) => mulDivRound(milli, paise, 1000);

export async function inventoryReport(
  db: DbOrTx,
  s: Scope,
  params: ReportParams,
): Promise<Omit<ReportReply, 'outletName'>> {
  const [rows, expiring] = await Promise.all([
    q.stockMovement(db, s),
    q.expiringBatches(db, s, addDays(params.to, EXPIRY_WINDOW_DAYS)),
  ]);
  const valued = rows.map((r) => ({
    ...r,
    costValue: stockValue(Math.max(r.closingMilli, 0), r.costPaise),
    mrpValue: stockValue(Math.max(r.closingMilli, 0), r.mrpPaise),
  }));
  const atCost = valued.reduce((t, r) => t + r.costValue, 0);
  const atMrp = valued.reduce((t, r) => t + r.mrpValue, 0);
  const dead = valued.filter((r) => r.closingMilli > 0 && r.soldMilli === 0);
  const sum = (pick: (r: q.StockRow) => number) => rows.reduce((t, r) => t + pick(r), 0);
  return {
    report: 'inventory',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'stockAtCost', kind: 'money', value: atCost },
      { key: 'stockAtMrp', kind: 'money', value: atMrp },
      { key: 'products', kind: 'count', value: rows.filter((r) => r.closingMilli > 0).length },
      { key: 'deadStock', kind: 'count', value: dead.length },
    ],
    charts: [
      {
        key: 'value-by-product',
        kind: 'money',
        points: [...valued]
          .sort((a, b) => b.costValue - a.costValue)
          .slice(0, 12)
          .map((r) => ({ label: r.name, value: r.costValue })),
      },
    ],
    tables: [
      {
        key: 'stockValue',
        columns: [
          { key: 'product', kind: 'text' },
          { key: 'closing', kind: 'quantity' },
          { key: 'valueAtCost', kind: 'money' },
          { key: 'valueAtMrp', kind: 'money' },
        ],
        rows: valued
          .filter((r) => r.closingMilli !== 0)
          .map((r) => [r.name, r.closingMilli, r.costValue, r.mrpValue]),
        totals: [null, null, atCost, atMrp],
      },
      {
        key: 'movement',
        columns: [
          { key: 'product', kind: 'text' },
          { key: 'opening', kind: 'quantity' },
          { key: 'stockIn', kind: 'quantity' },
          { key: 'stockOut', kind: 'quantity' },
          { key: 'closing', kind: 'quantity' },
        ],
        rows: rows.map((r) => [r.name, r.openingMilli, r.inMilli, r.outMilli, r.closingMilli]),
        totals: [
          null,
          sum((r) => r.openingMilli),
          sum((r) => r.inMilli),
          sum((r) => r.outMilli),
          sum((r) => r.closingMilli),
        ],
      },
      {
        key: 'deadStock',
        columns: [
          { key: 'product', kind: 'text' },
          { key: 'closing', kind: 'quantity' },
          { key: 'valueAtCost', kind: 'money' },
        ],
        rows: dead.map((r) => [r.name, r.closingMilli, r.costValue]),
        totals: null,
      },
      {
        key: 'expiry',
        columns: [
          { key: 'product', kind: 'text' },
          { key: 'batch', kind: 'text' },
          { key: 'expiryDate', kind: 'date' },
          { key: 'outlet', kind: 'text' },
          { key: 'closing', kind: 'quantity' },
        ],
        rows: expiring.map((b) => [
          b.name,
          b.batchNo,
          b.expiryDate,
          b.outletName,
          quantityToMilli(b.quantity),
        ]),
        totals: null,
      },
    ],
    heatmap: null,
  };
}
