// The tax report: output tax by rate and by head (CGST, SGST, UTGST, IGST, cess), the HSN/SAC
// summary, B2B by GSTIN and B2C large/small by place of supply, credit notes, and the net
// liability; all from the same invoice lines and rules as GSTR-1 (domain gst-returns.ts).
import { type GstLine, type GstPeriodData, hsnSummary, netTaxPayable } from '@storekeep/domain/gst-returns';
import {
  addHeads,
  gstr1TableOf,
  headsTotal,
  type TaxHeads,
  taxHeads,
  zeroHeads,
} from '@storekeep/domain/gst-rules';
import { stateByCode } from '@storekeep/domain/india-states';
import type { ReportParams, ReportReply, ReportTable } from '@storekeep/domain/report-api';
import { taxSummaryByKey } from '@storekeep/domain/tax';

const headColumns: ReportTable['columns'] = [
  { key: 'cgst', kind: 'money' },
  { key: 'sgst', kind: 'money' },
  { key: 'utgst', kind: 'money' },
  { key: 'igst', kind: 'money' },
  { key: 'cess', kind: 'money' },
];
const headCells = (h: TaxHeads) => [h.cgst, h.sgst, h.utgst, h.igst, h.cess];
const posName = (code: string | null) => (code ? `${code}-${stateByCode(code)?.name ?? ''}` : '');

interface Signed {
  pos: string | null;
  lines: readonly GstLine[];
  sign: number;
}

/** itc: the period's net input tax credit per head (purchase bills less debit notes). */
export function taxReport(
  data: GstPeriodData,
  params: ReportParams,
  itc: TaxHeads,
): Omit<ReportReply, 'outletName'> {
  const state = data.supplierState;
  const signed: Signed[] = [
    ...data.invoices.map((i) => ({ pos: i.placeOfSupply, lines: i.lines, sign: 1 })),
    ...data.creditNotes.map((n) => ({ pos: n.invoice.placeOfSupply, lines: n.lines, sign: -1 })),
  ];
  const rates = new Map<number, { taxable: number; heads: TaxHeads }>();
  for (const doc of signed)
    for (const line of doc.lines) {
      const row = rates.get(line.rate) ?? { taxable: 0, heads: zeroHeads() };
      row.taxable += doc.sign * line.taxablePaise;
      addHeads(row.heads, taxHeads(line.taxes, state, doc.pos), doc.sign);
      rates.set(line.rate, row);
    }
  const rateRows = [...rates].sort((a, b) => a[0] - b[0]);
  const total = rateRows.reduce((t, [, r]) => addHeads(t, r.heads), zeroHeads());
  const totalTaxable = rateRows.reduce((t, [, r]) => t + r.taxable, 0);

  const keyed = (sign: number) =>
    taxSummaryByKey(
      signed
        .filter((d) => d.sign === sign)
        .flatMap((d) => d.lines.map((l) => ({ taxable: l.taxablePaise, taxes: l.taxes }))),
    );
  const byKey = new Map<string, { sales: number; notes: number }>();
  for (const r of keyed(1)) byKey.set(r.key, { sales: r.amount, notes: 0 });
  for (const r of keyed(-1)) {
    const row = byKey.get(r.key) ?? { sales: 0, notes: 0 };
    row.notes += r.amount;
    byKey.set(r.key, row);
  }

  const b2b = new Map<
    string,
    { name: string; invoices: number; taxable: number; tax: number; value: number }
  >();
  const b2c = new Map<
    string,
    { table: string; pos: string | null; invoices: number; taxable: number; tax: number }
  >();
  for (const inv of data.invoices) {
    const table = gstr1TableOf({ ...inv, supplierState: state });
    const taxable = inv.lines.reduce((t, l) => t + l.taxablePaise, 0);
    const tax = inv.lines.reduce((t, l) => t + headsTotal(taxHeads(l.taxes, state, inv.placeOfSupply)), 0);
    if (table === 'b2b') {
      const gstin = inv.customerGstin!.toUpperCase();
      const row = b2b.get(gstin) ?? {
        name: inv.customerName ?? '',
        invoices: 0,
        taxable: 0,
        tax: 0,
        value: 0,
      };
      row.invoices += 1;
      row.taxable += taxable;
      row.tax += tax;
      row.value += inv.valuePaise;
      b2b.set(gstin, row);
    } else {
      const key = `${table}|${inv.placeOfSupply}`;
      const row = b2c.get(key) ?? { table, pos: inv.placeOfSupply, invoices: 0, taxable: 0, tax: 0 };
      row.invoices += 1;
      row.taxable += taxable;
      row.tax += tax;
      b2c.set(key, row);
    }
  }
  const noteTax = data.creditNotes.reduce(
    (t, n) =>
      t + n.lines.reduce((s, l) => s + headsTotal(taxHeads(l.taxes, state, n.invoice.placeOfSupply)), 0),
    0,
  );
  const outputTax = headsTotal(total) + noteTax;
  const hsn = hsnSummary(data);
  return {
    report: 'tax',
    from: params.from,
    to: params.to,
    figures: [
      { key: 'taxableValue', kind: 'money', value: totalTaxable },
      { key: 'outputTax', kind: 'money', value: outputTax },
      { key: 'creditNoteTax', kind: 'money', value: noteTax },
      { key: 'inputTax', kind: 'money', value: headsTotal(itc) },
      { key: 'netLiability', kind: 'money', value: headsTotal(netTaxPayable(total, itc)) },
    ],
    charts: [
      {
        key: 'tax-by-head',
        kind: 'money',
        points: [
          { label: 'CGST', value: total.cgst },
          { label: 'SGST', value: total.sgst },
          { label: 'UTGST', value: total.utgst },
          { label: 'IGST', value: total.igst },
          { label: 'Cess', value: total.cess },
        ],
      },
    ],
    tables: [
      {
        key: 'byRate',
        columns: [
          { key: 'rate', kind: 'text' },
          { key: 'taxable', kind: 'money' },
          ...headColumns,
          { key: 'tax', kind: 'money' },
        ],
        rows: rateRows.map(([rate, r]) => [
          `${rate}%`,
          r.taxable,
          ...headCells(r.heads),
          headsTotal(r.heads),
        ]),
        totals: [null, totalTaxable, ...headCells(total), headsTotal(total)],
      },
      {
        key: 'byTax',
        columns: [
          { key: 'taxName', kind: 'text' },
          { key: 'sales', kind: 'money' },
          { key: 'creditNotes', kind: 'money' },
          { key: 'tax', kind: 'money' },
        ],
        rows: [...byKey].map(([key, r]) => [key, r.sales, r.notes, r.sales - r.notes]),
        totals: null,
      },
      {
        key: 'hsn',
        columns: [
          { key: 'hsnSac', kind: 'text' },
          { key: 'description', kind: 'text' },
          { key: 'uqc', kind: 'text' },
          { key: 'quantity', kind: 'quantity' },
          { key: 'rate', kind: 'text' },
          { key: 'taxable', kind: 'money' },
          ...headColumns,
          { key: 'value', kind: 'money' },
        ],
        rows: hsn.map((r) => [
          r.hsnSacNo,
          r.description,
          r.uqc,
          r.quantityMilli,
          `${r.rate}%`,
          r.taxablePaise,
          ...headCells(r.heads),
          r.valuePaise,
        ]),
        totals: [
          null,
          null,
          null,
          null,
          null,
          hsn.reduce((t, r) => t + r.taxablePaise, 0),
          ...headCells(hsn.reduce((t, r) => addHeads(t, r.heads), zeroHeads())),
          hsn.reduce((t, r) => t + r.valuePaise, 0),
        ],
      },
      {
        key: 'b2b',
        columns: [
          { key: 'gstin', kind: 'text' },
          { key: 'customer', kind: 'text' },
          { key: 'invoices', kind: 'count' },
          { key: 'taxable', kind: 'money' },
          { key: 'tax', kind: 'money' },
          { key: 'value', kind: 'money' },
        ],
        rows: [...b2b].map(([gstin, r]) => [gstin, r.name, r.invoices, r.taxable, r.tax, r.value]),
        totals: null,
      },
      {
        key: 'b2c',
        columns: [
          { key: 'b2cType', kind: 'text' },
          { key: 'placeOfSupply', kind: 'text' },
          { key: 'invoices', kind: 'count' },
          { key: 'taxable', kind: 'money' },
          { key: 'tax', kind: 'money' },
        ],
        rows: [...b2c.values()]
          .sort((a, b) => a.table.localeCompare(b.table) || (a.pos ?? '').localeCompare(b.pos ?? ''))
          .map((r) => [
            r.table === 'b2cl' ? 'B2C Large' : 'B2C Small',
            posName(r.pos),
            r.invoices,
            r.taxable,
            r.tax,
          ]),
        totals: null,
      },
      {
        key: 'creditNotes',
        columns: [
          { key: 'note', kind: 'text' },
          { key: 'date', kind: 'date' },
          { key: 'invoice', kind: 'text' },
          { key: 'customer', kind: 'text' },
          { key: 'gstin', kind: 'text' },
          { key: 'taxable', kind: 'money' },
          { key: 'tax', kind: 'money' },
          { key: 'value', kind: 'money' },
        ],
        rows: data.creditNotes.map((n) => [
          n.noteNumber,
          n.date,
          n.invoice.invoiceNumber,
          n.invoice.customerName ?? '',
          n.invoice.customerGstin ?? '',
          n.lines.reduce((t, l) => t + l.taxablePaise, 0),
          n.lines.reduce((t, l) => t + headsTotal(taxHeads(l.taxes, state, n.invoice.placeOfSupply)), 0),
          n.valuePaise,
        ]),
        totals: null,
      },
    ],
    heatmap: null,
  };
}
