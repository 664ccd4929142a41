// The purchase report: vendor bills of the period by vendor with their input tax, goods received
// by product, debit notes, and what is owed to each vendor at the period's end aged 0–30, 31–60,
// 61–90 and 90+ days (bills settled oldest first, as the khata is: domain khata-ageing.ts).
import { AGEING_BUCKETS, ageBalance } from '@storekeep/domain/khata-ageing';
import type { ReportParams, ReportReply } from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope } from './period.ts';
import * as q from './purchase-queries.ts';

export async function purchaseReport(
  db: DbOrTx,
  s: Scope,
  params: ReportParams,
): Promise<Omit<ReportReply, 'outletName'>> {
  const [bills, notes, received, movements] = await Promise.all([
    q.purchaseBills(db, s, params),
    q.debitNotes(db, s),
    q.receivedByProduct(db, s),
    q.vendorMovements(db, s, params),
  ]);
  const vendors = new Map<
    number,
    { name: string; bills: number; taxable: number; tax: number; total: number }
  >();
  for (const b of bills) {
    const row = vendors.get(b.vendorId) ?? { name: b.vendorName, bills: 0, taxable: 0, tax: 0, total: 0 };
    row.bills += 1;
    row.taxable += b.taxablePaise;
    row.tax += b.cgstPaise + b.sgstPaise + b.igstPaise;
    row.total += b.totalPaise;
    vendors.set(b.vendorId, row);
  }
  const ledgers = new Map<number, { name: string; moves: Array<{ day: string; amountPaise: number }> }>();
  for (const m of movements) {
    const ledger = ledgers.get(m.vendorId) ?? { name: m.name, moves: [] };
    ledger.moves.push(m);
    ledgers.set(m.vendorId, ledger);
  }
  const payables = [...ledgers.values()]
    .map((l) => ({ name: l.name, aged: ageBalance(l.moves, params.to) }))
    .filter((l) => l.aged.balancePaise !== 0);
  const owed = payables.reduce((t, p) => t + p.aged.balancePaise, 0);
  const buckets = [0, 1, 2, 3].map((i) => payables.reduce((t, p) => t + p.aged.buckets[i]!, 0));
  const sum = (pick: (r: { taxable: number; tax: number; total: number }) => number) =>
    [...vendors.values()].reduce((t, r) => t + pick(r), 0);
  return {
    report: 'purchases',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'purchaseBills', kind: 'count', value: bills.length },
      { key: 'purchases', kind: 'money', value: sum((r) => r.total) },
      { key: 'inputTax', kind: 'money', value: sum((r) => r.tax) },
      { key: 'payables', kind: 'money', value: owed },
    ],
    charts: [
      {
        key: 'payables-ageing',
        kind: 'money',
        points: AGEING_BUCKETS.map((label, i) => ({ label, value: buckets[i]! })),
      },
    ],
    tables: [
      {
        key: 'byVendor',
        columns: [
          { key: 'vendor', kind: 'text' },
          { key: 'bills', kind: 'count' },
          { key: 'taxable', kind: 'money' },
          { key: 'tax', kind: 'money' },
          { key: 'value', kind: 'money' },
        ],
        rows: [...vendors.values()].map((r) => [r.name, r.bills, r.taxable, r.tax, r.total]),
        totals: [null, bills.length, sum((r) => r.taxable), sum((r) => r.tax), sum((r) => r.total)],
      },
      {
        key: 'receivedByProduct',
        columns: [
          { key: 'product', kind: 'text' },
          { key: 'quantity', kind: 'quantity' },
          { key: 'valueAtCost', kind: 'money' },
        ],
        rows: received.map((r) => [r.product, r.quantityMilli, r.paise]),
        totals: null,
      },
      {
        key: 'debitNotes',
        columns: [
          { key: 'note', kind: 'text' },
          { key: 'date', kind: 'date' },
          { key: 'vendor', kind: 'text' },
          { key: 'taxable', kind: 'money' },
          { key: 'tax', kind: 'money' },
          { key: 'value', kind: 'money' },
        ],
        rows: notes.map((n) => [
          `DN${n.number}`,
          n.day,
          n.vendorName,
          n.taxablePaise,
          n.taxPaise,
          n.totalPaise,
        ]),
        totals: null,
      },
      {
        key: 'payables',
        columns: [
          { key: 'vendor', kind: 'text' },
          { key: 'balance', kind: 'money' },
          ...AGEING_BUCKETS.map((b) => ({ key: `age${b}`, kind: 'money' as const })),
        ],
        rows: payables.map((p) => [p.name, p.aged.balancePaise, ...p.aged.buckets]),
        totals: [null, owed, ...buckets],
      },
    ],
    heatmap: null,
  };
}
