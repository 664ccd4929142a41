// The transactions report: money in and out by mode, the day book, and the cash each counter
// should hold (cash in less cash out), then every payment in time order. Payments on the khata
// (mode CREDIT) are sales on credit, not money: they are listed but kept out of money in. Vendor
// payments are money out.
import type { ReportParams, ReportReply } from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from './period.ts';
import * as q from './transaction-queries.ts';

const isMoney = (r: q.MoneyRow) => r.mode !== 'CREDIT';
/** Money going out: refunds to customers and payments to vendors. */
const isOut = (r: q.MoneyRow) => r.source === 'REFUND' || r.source === 'VENDOR';
const signed = (r: q.MoneyRow) => (isOut(r) ? -r.amountPaise : r.amountPaise);

export async function transactionsReport(
  db: DbOrTx,
  s: Scope,
  params: ReportParams,
): Promise<Omit<ReportReply, 'outletName'>> {
  const rows = await q.moneyMovements(db, s);
  const modes = new Map<string, { in: number; out: number }>();
  const days = new Map<string, { in: number; out: number; cashIn: number; cashOut: number }>();
  const counters = new Map<string, { outlet: string; counter: string; in: number; out: number }>();
  let moneyIn = 0;
  let moneyOut = 0;
  for (const r of rows) {
    const mode = modes.get(r.mode) ?? { in: 0, out: 0 };
    const inflow = isOut(r) ? 0 : r.amountPaise;
    const outflow = isOut(r) ? r.amountPaise : 0;
    mode.in += inflow;
    mode.out += outflow;
    modes.set(r.mode, mode);
    if (!isMoney(r)) continue;
    moneyIn += inflow;
    moneyOut += outflow;
    const day = days.get(r.day) ?? { in: 0, out: 0, cashIn: 0, cashOut: 0 };
    day.in += inflow;
    day.out += outflow;
    if (r.mode === 'CASH') {
      day.cashIn += inflow;
      day.cashOut += outflow;
      const key = `${r.outletName ?? ''}|${r.accountName ?? ''}`;
      const counter = counters.get(key) ?? {
        outlet: r.outletName ?? '',
        counter: r.accountName ?? '',
        in: 0,
        out: 0,
      };
      counter.in += inflow;
      counter.out += outflow;
      counters.set(key, counter);
    }
    days.set(r.day, day);
  }
  const dayRows = [...days].sort((a, b) => a[0].localeCompare(b[0]));
  return {
    report: 'transactions',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'moneyIn', kind: 'money', value: moneyIn },
      { key: 'moneyOut', kind: 'money', value: moneyOut },
      { key: 'net', kind: 'money', value: moneyIn - moneyOut },
      { key: 'payments', kind: 'count', value: rows.length },
    ],
    charts: [
      {
        key: 'in-by-mode',
        kind: 'money',
        points: [...modes]
          .filter(([m]) => m !== 'CREDIT')
          .map(([label, m]) => ({ label, value: m.in - m.out })),
      },
    ],
    tables: [
      {
        key: 'byMode',
        columns: [
          { key: 'paymentMode', kind: 'text' },
          { key: 'moneyIn', kind: 'money' },
          { key: 'moneyOut', kind: 'money' },
          { key: 'net', kind: 'money' },
        ],
        rows: [...modes].sort().map(([m, r]) => [m, r.in, r.out, r.in - r.out]),
        totals: null,
      },
      {
        key: 'dayBook',
        columns: [
          { key: 'day', kind: 'date' },
          { key: 'moneyIn', kind: 'money' },
          { key: 'moneyOut', kind: 'money' },
          { key: 'net', kind: 'money' },
          { key: 'cashIn', kind: 'money' },
          { key: 'cashOut', kind: 'money' },
        ],
        rows: dayRows.map(([day, r]) => [day, r.in, r.out, r.in - r.out, r.cashIn, r.cashOut]),
        totals: [
          null,
          moneyIn,
          moneyOut,
          moneyIn - moneyOut,
          dayRows.reduce((t, [, r]) => t + r.cashIn, 0),
          dayRows.reduce((t, [, r]) => t + r.cashOut, 0),
        ],
      },
      {
        key: 'cashByCounter',
        columns: [
          { key: 'outlet', kind: 'text' },
          { key: 'counter', kind: 'text' },
          { key: 'cashIn', kind: 'money' },
          { key: 'cashOut', kind: 'money' },
          { key: 'expectedCash', kind: 'money' },
        ],
        rows: [...counters.values()].map((c) => [c.outlet, c.counter, c.in, c.out, c.in - c.out]),
        totals: null,
      },
      {
        key: 'payments',
        columns: [
          { key: 'time', kind: 'text' },
          { key: 'source', kind: 'text' },
          { key: 'reference', kind: 'text' },
          { key: 'paymentMode', kind: 'text' },
          { key: 'amount', kind: 'money' },
        ],
        rows: rows.map((r) => [r.at, r.source, r.reference, r.mode, signed(r)]),
        totals: null,
      },
    ],
    heatmap: null,
  };
}
