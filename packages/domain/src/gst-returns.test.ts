// GSTR-1 table 12 in its two tabs (from the May 2025 return period): supplies to registered
// recipients in hsn_b2b, all others in hsn_b2c; services with the UQC 'NA' and no quantity.
import { describe, expect, it } from 'vitest';
import { buildGstr1, type GstInvoice, type GstLine, type GstPeriodData, hsnSummary } from './gst-returns.ts';
import { isServiceCode, uqcLabel } from './gst-rules.ts';

const STORE = '27AAPFU0939F1ZV';
const BUYER = '29AAPFU0939F1ZR';
const gst = (rate: number, taxable: number): GstLine['taxes'] => [
  { key: `GST@${rate}`, name: 'GST', rate, amount: Math.round((taxable * rate) / 100) },
];
const line = (
  hsnSacNo: string,
  description: string,
  unit: string | null,
  qty: number,
  rate: number,
  taxable: number,
): GstLine => ({
  hsnSacNo,
  description,
  unitOfMeasurement: unit,
  quantityMilli: qty * 1000,
  rate,
  taxablePaise: taxable,
  taxes: gst(rate, taxable),
});
const invoice = (orderId: number, gstin: string | null, lines: GstLine[]): GstInvoice => ({
  orderId,
  invoiceNumber: String(orderId),
  date: '2026-10-05',
  customerName: null,
  customerGstin: gstin,
  customerIsB2b: gstin !== null,
  placeOfSupply: '27',
  valuePaise: lines.reduce((t, l) => t + l.taxablePaise + l.taxes[0]!.amount, 0),
  lines,
});

const sugar = line('1701', 'Sugar', 'kg', 10, 5, 50_000);
const repair = line('998719', 'Mixer repair', null, 1, 18, 40_000);
const registered = invoice(1, BUYER, [sugar, repair]);
const walkIn = invoice(2, null, [line('1701', 'Sugar', 'kg', 4, 5, 20_000)]);
const data: GstPeriodData = {
  gstin: STORE,
  supplierState: '27',
  period: '102026',
  invoices: [registered, walkIn],
  cancelledInvoiceNumbers: [],
  creditNotes: [
    {
      returnId: 9,
      noteNumber: 'CN9',
      date: '2026-10-09',
      invoice: registered,
      valuePaise: 10_500,
      lines: [line('1701', 'Sugar', 'kg', 2, 5, 10_000)],
    },
  ],
};

describe('GSTR-1 table 12', () => {
  it('puts supplies to a GSTIN (less their credit notes) in hsn_b2b and the rest in hsn_b2c, each numbered from 1', () => {
    const hsn = buildGstr1(data).hsn as Record<string, Array<Record<string, unknown>>>;
    expect(Object.keys(hsn)).toEqual(['hsn_b2b', 'hsn_b2c']);
    expect(hsn.hsn_b2b!.map((r) => [r.num, r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.camt, r.samt])).toEqual([
      [1, '1701', 'KGS', 8, 5, 400, 10, 10],
      [2, '998719', 'NA', 0, 18, 400, 36, 36],
    ]);
    expect(hsn.hsn_b2c!.map((r) => [r.num, r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.camt, r.samt])).toEqual([
      [1, '1701', 'KGS', 4, 5, 200, 5, 5],
    ]);
  });

  it('writes no hsn_b2b tab when nothing went to a registered buyer, and no old single data list', () => {
    const hsn = buildGstr1({ ...data, invoices: [walkIn], creditNotes: [] }).hsn;
    expect(hsn).toEqual({ hsn_b2c: [expect.objectContaining({ num: 1, hsn_sc: '1701' })] });
    expect(buildGstr1({ ...data, invoices: [], creditNotes: [] }).hsn).toBeUndefined();
  });

  it('keeps the whole summary for the tax report: both tabs together', () => {
    expect(hsnSummary(data).map((r) => [r.hsnSacNo, r.uqc, r.quantityMilli, r.taxablePaise])).toEqual([
      ['1701', 'KGS', 12_000, 60_000],
      ['998719', 'NA', 1_000, 40_000],
    ]);
  });
});

describe('services and units in the return', () => {
  it.each([
    ['998719', true],
    ['9954', true],
    ['0902', false],
    ['1099', false],
  ])('%s is a service code: %s', (code, service) => {
    expect(isServiceCode(code)).toBe(service);
  });

  it('writes a UQC as the offline tool lists it, NA alone', () => {
    expect(uqcLabel('KGS')).toBe('KGS-KILOGRAMS');
    expect(uqcLabel('MLT')).toBe('MLT-MILILITRE');
    expect(uqcLabel('NA')).toBe('NA');
  });
});
