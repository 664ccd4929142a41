import { DOCUMENT_TEXTS } from '@storekeep/domain/document-texts';
import { type InvoiceDocument, invoiceInLanguage } from '@storekeep/domain/invoice';
import { describe, expect, it } from 'vitest';
import { encodeReceipt, rasterLine } from './escpos.ts';
import type { LineRenderer, RasterLine } from './line-renderer.ts';

const invoice: InvoiceDocument = {
  title: 'Tax Invoice',
  invoiceNumber: '7',
  issuedAt: '2026-11-23T10:00:00.000Z',
  seller: { name: 'Demo Kirana', gstin: '33AAPFU0939F1ZV' },
  buyer: null,
  placeOfSupply: null,
  lines: [
    {
      name: 'Toor Dal',
      unit: 'kg',
      quantity: 1,
      ratePaise: 14_000,
      hsnSacNo: null,
      discountPaise: 0,
      taxablePaise: 14_000,
      taxRate: 0,
      taxPaise: 0,
      totalPaise: 14_000,
    },
  ],
  totals: {
    subtotal: 14_000,
    totalDiscount: 0,
    totalTax: 0,
    deliveryCharge: 0,
    roundOff: 0,
    grandTotal: 14_000,
    taxSummary: [],
    hsnSacSummary: [],
  },
  showTaxColumns: false,
  showHsnSac: false,
  amountInWords: 'Rupees One Hundred Forty Only',
  payments: [],
  tenderedPaise: null,
  changePaise: null,
  footer: null,
};
const tamilName = { ...invoice, lines: invoice.lines.map((line) => ({ ...line, name: 'தக்காளி (நாட்டு)' })) };

/** A renderer that records what it is asked to draw and answers two rows, the first dot black. */
function fakeRenderer() {
  const drawn: { line: RasterLine; width: number }[] = [];
  const renderLine: LineRenderer = (line, width) => {
    drawn.push({ line, width });
    const data = new Uint8ClampedArray(width * 2 * 4).fill(255);
    data.set([0, 0, 0, 255], 0);
    return { width, height: 2, data };
  };
  return { drawn, renderLine };
}

const GS_V_0 = [0x1d, 0x76, 0x30, 0x00];

function rasterHeaders(bytes: Uint8Array): number[][] {
  const found: number[][] = [];
  for (let i = 0; i + 8 <= bytes.length; i++)
    if (GS_V_0.every((b, k) => bytes[i + k] === b)) found.push([...bytes.subarray(i + 4, i + 8)]);
  return found;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('the thermal receipt, text and raster', () => {
  it('prints a receipt in Latin letters as text only, without drawing anything', () => {
    const { drawn, renderLine } = fakeRenderer();
    const bytes = encodeReceipt(invoice, '80MM', { renderLine });
    expect(drawn).toEqual([]);
    expect(rasterHeaders(bytes)).toEqual([]);
    expect(latin1(bytes)).toContain('Toor Dal');
    expect(latin1(bytes)).toMatch(/TOTAL +Rs 140\.00/);
  });

  it('draws a Tamil product name the paper width wide and keeps the Latin lines as text', () => {
    const { drawn, renderLine } = fakeRenderer();
    const bytes = encodeReceipt(tamilName, '80MM', { renderLine });
    expect(drawn).toEqual([{ line: { text: 'தக்காளி (நாட்டு)', bold: false, center: false }, width: 576 }]);
    // 576 dots = 72 bytes a row, 2 rows; the first dot black.
    expect(rasterHeaders(bytes)).toEqual([[72, 0, 2, 0]]);
    const start = latin1(bytes).indexOf(latin1(Uint8Array.from(GS_V_0)));
    expect(bytes[start + 8]).toBe(0x80);
    const text = latin1(bytes);
    expect(text).toContain('GSTIN: 33AAPFU0939F1ZV');
    expect(text).toMatch(/ {2}1 kg x 140\.00 +140\.00/);
    expect(text).toMatch(/TOTAL +Rs 140\.00/);
    expect(text).not.toContain('?');
  });

  it('draws 384 dots wide on 58 mm paper', () => {
    const { drawn, renderLine } = fakeRenderer();
    const bytes = encodeReceipt(tamilName, '58MM', { renderLine });
    expect(drawn.map((d) => d.width)).toEqual([384]);
    expect(rasterHeaders(bytes)).toEqual([[48, 0, 2, 0]]);
  });

  it('draws the fixed words in Tamil with their amounts flush right, and the codes stay text', () => {
    const { drawn, renderLine } = fakeRenderer();
    const texts = DOCUMENT_TEXTS.ta;
    const bytes = encodeReceipt(invoice, '80MM', { renderLine, texts });
    const lines = drawn.map((d) => d.line);
    expect(lines).toContainEqual({ text: texts.taxInvoice, bold: true, center: true });
    expect(lines).toContainEqual({ text: texts.receiptTotal, right: 'Rs 140.00', bold: true, center: false });
    expect(lines).toContainEqual({ text: texts.taxableValue, right: '140.00', bold: false, center: false });
    expect(latin1(bytes)).toContain('Toor Dal');
    expect(latin1(bytes)).toContain('Rupees One Hundred Forty Only');
  });

  it('draws the amount in words in the receipt language, as the PDF writes it', () => {
    const { drawn, renderLine } = fakeRenderer();
    const bytes = encodeReceipt(invoiceInLanguage(invoice, 'hi'), '80MM', {
      renderLine,
      texts: DOCUMENT_TEXTS.hi,
    });
    expect(drawn.map((d) => d.line.text)).toContain('रुपये एक सौ चालीस मात्र');
    expect(latin1(bytes)).not.toContain('Rupees');
  });
});

describe('a drawn line', () => {
  it.each([
    [
      { text: 'மொத்தம்                      Rs 140.00', bold: true },
      { text: 'மொத்தம்', right: 'Rs 140.00', bold: true, center: false },
    ],
    [{ text: '  தள்ளுபடி          -5.00' }, { text: '  தள்ளுபடி', right: '-5.00', bold: false, center: false }],
    [{ text: 'தக்காளி (நாட்டு)' }, { text: 'தக்காளி (நாட்டு)', bold: false, center: false }],
    [
      { text: 'கடை  பெயர்', center: true },
      { text: 'கடை  பெயர்', bold: false, center: true },
    ],
  ])('%o is drawn as %o', (line, drawn) => {
    expect(rasterLine(line)).toEqual(drawn);
  });
});
