// The credit report: what each customer owes on the khata at the period's end, aged 0–30, 31–60,
// 61–90 and 90+ days (domain khata-ageing.ts), collections in the period, and customers over their
// limit or past their credit period. The khata belongs to the store, not to an outlet.
import { AGEING_BUCKETS, ageBalance, creditBreach } from '@storekeep/domain/khata-ageing';
import type { ReportParams, ReportReply } from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './credit-queries.ts';
import type { Scope } from './period.ts';

export async function creditReport(
  db: DbOrTx,
  s: Scope,
  params: ReportParams,
): Promise<Omit<ReportReply, 'outletName'>> {
  const rows = await q.khataMovements(db, s);
  const customers = new Map<number, { row: q.KhataRow; moves: q.KhataRow[] }>();
  for (const row of rows) {
    const entry = customers.get(row.customerId) ?? { row, moves: [] };
    entry.moves.push(row);
    customers.set(row.customerId, entry);
  }
  const outstanding: Array<(string | number)[]> = [];
  const breaches: Array<(string | number)[]> = [];
  const totals = [0, 0, 0, 0];
  let owed = 0;
  const collections = new Map<string, number>();
  let collected = 0;
  for (const { row, moves } of customers.values()) {
    const aged = ageBalance(moves, params.to);
    for (const m of moves)
      if (m.inPeriod && m.kind === 'PAYMENT_RECEIVED') {
        const mode = m.mode ?? 'CASH';
        collections.set(mode, (collections.get(mode) ?? 0) - m.amountPaise);
        collected -= m.amountPaise;
      }
    if (aged.balancePaise === 0) continue;
    outstanding.push([row.name, row.mobileNumber ?? '', aged.balancePaise, ...aged.buckets]);
    owed += aged.balancePaise;
    aged.buckets.forEach((b, i) => {
      totals[i]! += b;
    });
    const breach = creditBreach(aged, row, params.to);
    if (breach.overLimit || breach.overdueDays > 0)
      breaches.push([row.name, aged.balancePaise, row.creditLimitPaise ?? 0, breach.overdueDays]);
  }
  outstanding.sort((a, b) => Number(b[2]) - Number(a[2]));
  return {
    report: 'credit',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'outstanding', kind: 'money', value: owed },
      { key: 'collections', kind: 'money', value: collected },
      { key: 'customersOwing', kind: 'count', value: outstanding.filter((r) => Number(r[2]) > 0).length },
      { key: 'overLimit', kind: 'count', value: breaches.length },
    ],
    charts: [
      {
        key: 'ageing',
        kind: 'money',
        points: AGEING_BUCKETS.map((label, i) => ({ label, value: totals[i]! })),
      },
    ],
    tables: [
      {
        key: 'outstanding',
        columns: [
          { key: 'customer', kind: 'text' },
          { key: 'mobile', kind: 'text' },
          { key: 'balance', kind: 'money' },
          ...AGEING_BUCKETS.map((b) => ({ key: `age${b}`, kind: 'money' as const })),
        ],
        rows: outstanding,
        totals: [null, null, owed, ...totals],
      },
      {
        key: 'collections',
        columns: [
          { key: 'paymentMode', kind: 'text' },
          { key: 'amount', kind: 'money' },
        ],
        rows: [...collections].sort().map(([mode, amount]) => [mode, amount]),
        totals: [null, collected],
      },
      {
        key: 'overLimit',
        columns: [
          { key: 'customer', kind: 'text' },
          { key: 'balance', kind: 'money' },
          { key: 'creditLimit', kind: 'money' },
          { key: 'overdueDays', kind: 'count' },
        ],
        rows: breaches,
        totals: null,
      },
    ],
    heatmap: null,
  };
}
