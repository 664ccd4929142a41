// GSTR-1 (the offline tool's JSON) and the GSTR-3B summary, built from the period's invoices and
// credit notes, and the checks that must pass before a GSTR-1 is exported. Amounts in paise here;
// the JSON carries rupees with two decimals, as the portal does.
import {
  addHeads,
  gstr1TableOf,
  headsTotal,
  isInterState,
  isReturnHsn,
  isServiceCode,
  isValidGstin,
  type TaxHeads,
  taxHeads,
  uqcOf,
  zeroHeads,
} from './gst-rules.ts';
import { stateByCode } from './india-states.ts';
import type { LineTax } from './tax.ts';

export interface GstLine {
  hsnSacNo: string | null;
  description: string;
  unitOfMeasurement: string | null;
  quantityMilli: number;
  /** Combined GST rate of the line, percent. */
  rate: number;
  taxablePaise: number;
  taxes: readonly LineTax[];
}

export interface GstInvoice {
  orderId: number;
  invoiceNumber: string;
  /** YYYY-MM-DD, the day billed (India time). */
  date: string;
  customerName: string | null;
  customerGstin: string | null;
  /** A customer marked B2B must carry a valid GSTIN. */
  customerIsB2b: boolean;
  placeOfSupply: string | null;
  valuePaise: number;
  lines: readonly GstLine[];
}

export interface GstCreditNote {
  returnId: number;
  noteNumber: string;
  date: string;
  invoice: Omit<GstInvoice, 'lines'>;
  valuePaise: number;
  lines: readonly GstLine[];
}

export interface GstPeriodData {
  gstin: string;
  supplierState: string | null;
  /** 'MMYYYY' of the return period. */
  period: string;
  invoices: readonly GstInvoice[];
  /** Invoice numbers billed in the period and cancelled since (still issued documents). */
  cancelledInvoiceNumbers: readonly string[];
  creditNotes: readonly GstCreditNote[];
}

export const GSTR1_ISSUE_CODES = [
  'storeGstin',
  'invalidGstin',
  'missingHsn',
  'invalidHsn',
  'missingPlaceOfSupply',
] as const;
export type Gstr1IssueCode = (typeof GSTR1_ISSUE_CODES)[number];

export interface Gstr1Issue {
  code: Gstr1IssueCode;
  orderId: number | null;
  invoiceNumber: string | null;
  /** The value at fault (the GSTIN, the product line, the state code). */
  detail: string;
}

/** Everything the portal would refuse, one row per invoice and fault. */
export function gstr1Issues(data: Pick<GstPeriodData, 'gstin' | 'invoices' | 'creditNotes'>): Gstr1Issue[] {
  const issues: Gstr1Issue[] = [];
  if (!isValidGstin(data.gstin))
    issues.push({ code: 'storeGstin', orderId: null, invoiceNumber: null, detail: data.gstin });
  const seen = new Set<number>();
  const invoices = [...data.invoices, ...data.creditNotes.map((n) => ({ ...n.invoice, lines: n.lines }))];
  for (const invoice of invoices) {
    if (seen.has(invoice.orderId)) continue;
    seen.add(invoice.orderId);
    const at = { orderId: invoice.orderId, invoiceNumber: invoice.invoiceNumber };
    const gstin = invoice.customerGstin?.trim() ?? '';
    if ((gstin !== '' || invoice.customerIsB2b) && !isValidGstin(gstin))
      issues.push({ code: 'invalidGstin', ...at, detail: gstin });
    if (!invoice.placeOfSupply || !stateByCode(invoice.placeOfSupply))
      issues.push({ code: 'missingPlaceOfSupply', ...at, detail: invoice.placeOfSupply ?? '' });
    for (const line of invoice.lines) {
      const code = line.hsnSacNo?.trim() ?? '';
      if (code === '') issues.push({ code: 'missingHsn', ...at, detail: line.description });
      else if (!isReturnHsn(code))
        issues.push({ code: 'invalidHsn', ...at, detail: `${line.description}: ${code}` });
    }
  }
  return issues;
}

const rupees = (paise: number): number => Math.round(paise) / 100;
const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

interface RateBucket {
  rate: number;
  taxable: number;
  heads: TaxHeads;
}

function byRate(lines: readonly GstLine[], supplierState: string | null, pos: string | null): RateBucket[] {
  const buckets = new Map<number, RateBucket>();
  for (const line of lines) {
    const bucket = buckets.get(line.rate) ?? { rate: line.rate, taxable: 0, heads: zeroHeads() };
    bucket.taxable += line.taxablePaise;
    addHeads(bucket.heads, taxHeads(line.taxes, supplierState, pos));
    buckets.set(line.rate, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.rate - b.rate);
}

const itemDetail = (b: RateBucket, inter: boolean) =>
  inter
    ? { rt: b.rate, txval: rupees(b.taxable), iamt: rupees(b.heads.igst), csamt: rupees(b.heads.cess) }
    : {
        rt: b.rate,
        txval: rupees(b.taxable),
        camt: rupees(b.heads.cgst),
        samt: rupees(b.heads.sgst + b.heads.utgst),
        csamt: rupees(b.heads.cess),
      };

const items = (lines: readonly GstLine[], supplierState: string | null, pos: string | null) =>
  byRate(lines, supplierState, pos).map((b, i) => ({
    num: i + 1,
    itm_det: itemDetail(b, isInterState(supplierState, pos)),
  }));

/**
 * The GSTR-1 JSON of the offline tool (the test fixture gstr1-schema.json describes it). Its keys
 * are the portal's and stay English whatever the user's language: the tool parses them.
 */
export function buildGstr1(data: GstPeriodData): Record<string, unknown> {
  const { supplierState } = data;
  const tableOf = (inv: Omit<GstInvoice, 'lines'>) => gstr1TableOf({ ...inv, supplierState });
  const posOf = (inv: Omit<GstInvoice, 'lines'>) => inv.placeOfSupply ?? supplierState ?? '';
  const b2b = new Map<string, unknown[]>();
  const b2cl = new Map<string, unknown[]>();
  const b2cs = new Map<
    string,
    { sply_ty: string; pos: string; rt: number; taxable: number; heads: TaxHeads }
  >();
  const addB2cs = (pos: string, lines: readonly GstLine[], sign: number) => {
    for (const b of byRate(lines, supplierState, pos)) {
      const key = `${pos}|${b.rate}`;
      const row = b2cs.get(key) ?? {
        sply_ty: isInterState(supplierState, pos) ? 'INTER' : 'INTRA',
        pos,
        rt: b.rate,
        taxable: 0,
        heads: zeroHeads(),
      };
      row.taxable += sign * b.taxable;
      addHeads(row.heads, b.heads, sign);
      b2cs.set(key, row);
    }
  };
  for (const inv of data.invoices) {
    const pos = posOf(inv);
    const table = tableOf(inv);
    const base = { inum: inv.invoiceNumber, idt: ddmmyyyy(inv.date), val: rupees(inv.valuePaise), pos };
    if (table === 'b2b') {
      const ctin = inv.customerGstin!.trim().toUpperCase();
      const list = b2b.get(ctin) ?? [];
      list.push({ ...base, rchrg: 'N', inv_typ: 'R', itms: items(inv.lines, supplierState, pos) });
      b2b.set(ctin, list);
    } else if (table === 'b2cl') {
      const list = b2cl.get(pos) ?? [];
      // The place of supply is the group's, not repeated on each invoice.
      const { pos: _groupPos, ...invoice } = base;
      list.push({ ...invoice, itms: items(inv.lines, supplierState, pos) });
      b2cl.set(pos, list);
    } else addB2cs(pos, inv.lines, 1);
  }
  const cdnr = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];
  for (const note of data.creditNotes) {
    const pos = posOf(note.invoice);
    const table = tableOf(note.invoice);
    const base = {
      ntty: 'C',
      nt_num: note.noteNumber,
      nt_dt: ddmmyyyy(note.date),
      val: rupees(note.valuePaise),
      pos,
    };
    if (table === 'b2b') {
      const ctin = note.invoice.customerGstin!.trim().toUpperCase();
      const list = cdnr.get(ctin) ?? [];
      list.push({ ...base, rchrg: 'N', inv_typ: 'R', itms: items(note.lines, supplierState, pos) });
      cdnr.set(ctin, list);
    } else if (table === 'b2cl')
      cdnur.push({ ...base, typ: 'B2CL', itms: items(note.lines, supplierState, pos) });
    // Returns of small B2C sales are netted in their B2CS row (the portal's instruction for table 7).
    else addB2cs(pos, note.lines, -1);
  }
  const out: Record<string, unknown> = {
    gstin: data.gstin.trim().toUpperCase(),
    fp: data.period,
    version: 'GST3.2.1',
    hash: 'hash',
  };
  if (b2b.size > 0) out.b2b = [...b2b].map(([ctin, inv]) => ({ ctin, inv }));
  if (b2cl.size > 0) out.b2cl = [...b2cl].map(([pos, inv]) => ({ pos, inv }));
  if (b2cs.size > 0)
    out.b2cs = [...b2cs.values()].map((r) => ({
      sply_ty: r.sply_ty,
      rt: r.rt,
      typ: 'OE',
      pos: r.pos,
      txval: rupees(r.taxable),
      ...(r.sply_ty === 'INTER'
        ? { iamt: rupees(r.heads.igst) }
        : { camt: rupees(r.heads.cgst), samt: rupees(r.heads.sgst + r.heads.utgst) }),
      csamt: rupees(r.heads.cess),
    }));
  if (cdnr.size > 0) out.cdnr = [...cdnr].map(([ctin, nt]) => ({ ctin, nt }));
  if (cdnur.length > 0) out.cdnur = cdnur;
  // Table 12 in two tabs since the May 2025 return period: hsn_b2b and hsn_b2c, each numbered from 1.
  const hsnB2b = hsnRows(hsnSummary(data, 'b2b'));
  const hsnB2c = hsnRows(hsnSummary(data, 'b2c'));
  if (hsnB2b.length + hsnB2c.length > 0)
    out.hsn = {
      ...(hsnB2b.length > 0 ? { hsn_b2b: hsnB2b } : {}),
      ...(hsnB2c.length > 0 ? { hsn_b2c: hsnB2c } : {}),
    };
  const docs = docIssue(data);
  if (docs.length > 0) out.doc_issue = { doc_det: docs };
  return out;
}

export interface HsnRow {
  hsnSacNo: string;
  description: string;
  uqc: string;
  quantityMilli: number;
  rate: number;
  valuePaise: number;
  taxablePaise: number;
  heads: TaxHeads;
}

/**
 * The two tabs of GSTR-1 table 12: supplies to registered recipients (the invoice goes to b2b, its
 * credit notes to cdnr) and all the others (b2cl, b2cs, cdnur).
 */
export type HsnSupply = 'b2b' | 'b2c';

export const hsnSupplyOf = (invoice: Omit<GstInvoice, 'lines'>, supplierState: string | null): HsnSupply =>
  gstr1TableOf({ ...invoice, supplierState }) === 'b2b' ? 'b2b' : 'b2c';

/**
 * The HSN/SAC summary of the period: sales less credit notes, per code, unit and rate; only the
 * supplies of one tab of table 12 when `supply` is given. Services (SAC, chapter 99) have the
 * UQC 'NA', as the portal requires.
 */
export function hsnSummary(
  data: Pick<GstPeriodData, 'supplierState' | 'invoices' | 'creditNotes'>,
  supply?: HsnSupply,
): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const add = (invoice: Omit<GstInvoice, 'lines'>, lines: readonly GstLine[], sign: number) => {
    if (supply && hsnSupplyOf(invoice, data.supplierState) !== supply) return;
    const pos = invoice.placeOfSupply;
    for (const line of lines) {
      const hsnSacNo = line.hsnSacNo?.trim() ?? '';
      const uqc = isServiceCode(hsnSacNo) ? 'NA' : uqcOf(line.unitOfMeasurement);
      const key = `${hsnSacNo}|${uqc}|${line.rate}`;
      const heads = taxHeads(line.taxes, data.supplierState, pos);
      const row = rows.get(key) ?? {
        hsnSacNo,
        description: line.description,
        uqc,
        quantityMilli: 0,
        rate: line.rate,
        valuePaise: 0,
        taxablePaise: 0,
        heads: zeroHeads(),
      };
      row.quantityMilli += sign * line.quantityMilli;
      row.taxablePaise += sign * line.taxablePaise;
      row.valuePaise += sign * (line.taxablePaise + headsTotal(heads));
      addHeads(row.heads, heads, sign);
      rows.set(key, row);
    }
  };
  for (const inv of data.invoices) add(inv, inv.lines, 1);
  for (const note of data.creditNotes) add(note.invoice, note.lines, -1);
  return [...rows.values()].sort((a, b) => a.hsnSacNo.localeCompare(b.hsnSacNo) || a.rate - b.rate);
}

/**
 * Rows of one tab of table 12. `desc` is the shop's description (the portal shows its own HSN
 * master text beside it); services carry no quantity.
 */
function hsnRows(rows: readonly HsnRow[]) {
  return rows.map((r, i) => ({
    num: i + 1,
    hsn_sc: r.hsnSacNo,
    // Never empty: a line without a name is described by its code.
    desc: (r.description.trim() || r.hsnSacNo).slice(0, 30),
    uqc: r.uqc,
    qty: r.uqc === 'NA' ? 0 : r.quantityMilli / 1000,
    rt: r.rate,
    txval: rupees(r.taxablePaise),
    iamt: rupees(r.heads.igst),
    camt: rupees(r.heads.cgst),
    samt: rupees(r.heads.sgst + r.heads.utgst),
    csamt: rupees(r.heads.cess),
  }));
}

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function series(issued: readonly string[], cancelled: readonly string[]) {
  const all = [...issued, ...cancelled].sort(byNumber);
  return {
    num: 1,
    from: all[0]!,
    to: all[all.length - 1]!,
    totnum: all.length,
    cancel: cancelled.length,
    net_issue: all.length - cancelled.length,
  };
}

function docIssue(data: GstPeriodData) {
  const out: unknown[] = [];
  const invoiceNumbers = data.invoices.map((i) => i.invoiceNumber);
  if (invoiceNumbers.length + data.cancelledInvoiceNumbers.length > 0)
    out.push({
      doc_num: 1,
      doc_typ: 'Invoices for outward supply',
      docs: [series(invoiceNumbers, data.cancelledInvoiceNumbers)],
    });
  if (data.creditNotes.length > 0)
    out.push({
      doc_num: 5,
      doc_typ: 'Credit Note',
      docs: [
        series(
          data.creditNotes.map((n) => n.noteNumber),
          [],
        ),
      ],
    });
  return out;
}

export interface Gstr3bRow {
  taxablePaise: number;
  heads: TaxHeads;
}

export interface Gstr3b {
  /** 3.1 (a) outward taxable supplies (not zero rated, nil rated or exempted), net of credit notes. */
  outwardTaxable: Gstr3bRow;
  /** 3.1 (c) nil rated and exempted outward supplies. */
  outwardNilExempt: Gstr3bRow;
  /** 3.2 inter-state supplies to unregistered persons, by place of supply. */
  interStateUnregistered: Array<{ placeOfSupply: string; taxablePaise: number; igstPaise: number }>;
  /** Output tax payable (3.1 a) before input tax credit. */
  outputTax: TaxHeads;
}

/** The GSTR-3B output side of the period, net of credit notes. */
export function buildGstr3b(data: Pick<GstPeriodData, 'supplierState' | 'invoices' | 'creditNotes'>): Gstr3b {
  const taxable: Gstr3bRow = { taxablePaise: 0, heads: zeroHeads() };
  const nil: Gstr3bRow = { taxablePaise: 0, heads: zeroHeads() };
  const inter = new Map<string, { placeOfSupply: string; taxablePaise: number; igstPaise: number }>();
  const add = (inv: Omit<GstInvoice, 'lines'>, lines: readonly GstLine[], sign: number) => {
    const pos = inv.placeOfSupply ?? data.supplierState;
    const unregistered = !isValidGstin(inv.customerGstin);
    for (const line of lines) {
      const heads = taxHeads(line.taxes, data.supplierState, pos);
      const target = line.rate === 0 && headsTotal(heads) === 0 ? nil : taxable;
      target.taxablePaise += sign * line.taxablePaise;
      addHeads(target.heads, heads, sign);
      if (unregistered && pos && isInterState(data.supplierState, pos) && target === taxable) {
        const row = inter.get(pos) ?? { placeOfSupply: pos, taxablePaise: 0, igstPaise: 0 };
        row.taxablePaise += sign * line.taxablePaise;
        row.igstPaise += sign * heads.igst;
        inter.set(pos, row);
      }
    }
  };
  for (const inv of data.invoices) add(inv, inv.lines, 1);
  for (const note of data.creditNotes) add(note.invoice, note.lines, -1);
  return {
    outwardTaxable: taxable,
    outwardNilExempt: nil,
    interStateUnregistered: [...inter.values()].sort((a, b) =>
      a.placeOfSupply.localeCompare(b.placeOfSupply),
    ),
    outputTax: { ...taxable.heads },
  };
}

/** The return period 'MMYYYY' of a month 'YYYY-MM'. */
export const returnPeriodOf = (month: string): string => `${month.slice(5, 7)}${month.slice(0, 4)}`;

export interface PurchaseBillTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface DebitNoteTax {
  taxPaise: number;
  /** The purchase it returns goods of was inter-state (IGST). */
  interState: boolean;
}

export interface InputTaxCredit {
  /** 4 (A)(5): all other ITC, from the purchase bills of the period. */
  available: TaxHeads;
  /** 4 (B)(2): reversed, for goods sent back to vendors (debit notes) in the period. */
  reversed: TaxHeads;
  /** 4 (C): net ITC available. */
  net: TaxHeads;
}

/**
 * Input tax of the period's purchase bills less that of its debit notes. A debit note keeps one
 * tax total: inter-state it is IGST; within the state it splits as a bill does (CGST takes the odd
 * paisa, tax.ts splitGst).
 */
export function inputTaxCredit(
  bills: readonly PurchaseBillTax[],
  debitNotes: readonly DebitNoteTax[],
): InputTaxCredit {
  const available = zeroHeads();
  for (const b of bills) {
    available.igst += b.igstPaise;
    available.cgst += b.cgstPaise;
    available.sgst += b.sgstPaise;
  }
  const reversed = zeroHeads();
  for (const n of debitNotes) {
    if (n.interState) reversed.igst += n.taxPaise;
    else {
      const central = Math.sign(n.taxPaise) * Math.round(Math.abs(n.taxPaise) / 2);
      reversed.cgst += central;
      reversed.sgst += n.taxPaise - central;
    }
  }
  return { available, reversed, net: addHeads({ ...available }, reversed, -1) };
}

/**
 * Tax still to pay in cash after using the credit, in the order the law sets (CGST Act s.49,
 * rule 88A): IGST credit pays IGST first, then CGST, then SGST/UTGST; CGST credit pays CGST, then
 * IGST; SGST/UTGST credit pays SGST/UTGST, then IGST; CGST and SGST credit never pay each other.
 * Cess credit pays cess only.
 */
export function netTaxPayable(output: TaxHeads, itc: TaxHeads): TaxHeads {
  let igst = output.igst;
  let cgst = output.cgst;
  let sgst = output.sgst + output.utgst;
  let igstCredit = itc.igst;
  let cgstCredit = itc.cgst;
  let sgstCredit = itc.sgst + itc.utgst;
  const use = (due: number, credit: number): [number, number] => {
    const used = Math.min(Math.max(due, 0), Math.max(credit, 0));
    return [due - used, credit - used];
  };
  [igst, igstCredit] = use(igst, igstCredit);
  [cgst, igstCredit] = use(cgst, igstCredit);
  [sgst, igstCredit] = use(sgst, igstCredit);
  [cgst, cgstCredit] = use(cgst, cgstCredit);
  [igst, cgstCredit] = use(igst, cgstCredit);
  [sgst, sgstCredit] = use(sgst, sgstCredit);
  [igst, sgstCredit] = use(igst, sgstCredit);
  return {
    igst: Math.max(igst, 0),
    cgst: Math.max(cgst, 0),
    sgst: Math.max(sgst, 0),
    utgst: 0,
    cess: Math.max(output.cess - Math.max(itc.cess, 0), 0),
  };
}
