import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import {
  type InvoiceDocument,
  invoiceQuantityText,
  RECEIPT_COLUMNS,
  receiptLines,
  receiptRow,
  serialsText,
} from './invoice.ts';

const invoice: InvoiceDocument = {
  title: 'Tax Invoice',
  invoiceNumber: '7',
  issuedAt: '2026-11-23T10:00:00.000Z',
  seller: { name: 'Demo Kirana', gstin: '27AAPFU0939F1ZV', address: 'Pune' },
  buyer: { name: 'Asha', mobileNumber: '9876543210' },
  placeOfSupply: 'Maharashtra',
  lines: [
    {
      name: 'Toor Dal',
      unit: 'kg',
      quantity: 1.255,
      ratePaise: 14_000,
      hsnSacNo: '0713',
      discountPaise: 0,
      taxablePaise: 16_733,
      taxRate: 5,
      taxPaise: 837,
      totalPaise: 17_570,
    },
  ],
  totals: {
    subtotal: 16_733,
    totalDiscount: 0,
    totalTax: 837,
    deliveryCharge: 0,
    roundOff: -20,
    grandTotal: 17_550,
    taxSummary: [
      { key: 'SGST@2.5%', name: 'SGST', rate: 2.5, taxable: 16_733, amount: 418 },
      { key: 'CGST@2.5%', name: 'CGST', rate: 2.5, taxable: 16_733, amount: 419 },
    ],
    hsnSacSummary: [{ hsnSacNo: '0713', taxable: 16_733, taxes: [], totalTax: 837 }],
  },
  showTaxColumns: true,
  showHsnSac: true,
  amountInWords: 'Rupees One Hundred Seventy Five and Fifty Paise Only',
  payments: [{ mode: 'Cash', amountPaise: 17_550 }],
  tenderedPaise: 20_000,
  changePaise: 2_450,
  footer: 'Thank you',
};

describe('thermal receipt text', () => {
  it('prints every row within the paper width, with the total, round-off, cash and change', () => {
    for (const columns of Object.values(RECEIPT_COLUMNS)) {
      const lines = receiptLines(invoice, columns).map((l) => l.text);
      expect(lines.filter((l) => !l.startsWith('Rupees') && l.length > columns)).toEqual([]);
      expect(lines).toContain(receiptRow('TOTAL', 'Rs 175.50', columns));
      expect(lines).toContain(receiptRow('Round off', '-0.20', columns));
      expect(lines).toContain(receiptRow('Change', '24.50', columns));
      expect(lines).toContain(receiptRow('  1.255 kg x 140.00 HSN 0713', '175.70', columns));
    }
  });

  it('prints the delivery charge the shopper paid, and no such row when there is none', () => {
    const charged = receiptLines(
      { ...invoice, totals: { ...invoice.totals, deliveryCharge: 4_000 } },
      48,
    ).map((l) => l.text);
    expect(charged).toContain(receiptRow('Delivery charge', '40.00', 48));
    expect(receiptLines(invoice, 48).some((l) => l.text.startsWith('Delivery charge'))).toBe(false);
  });

  it('leaves out tax rows and HSN codes when the account flags hide them', () => {
    const lines = receiptLines({ ...invoice, showTaxColumns: false, showHsnSac: false }, 48).map(
      (l) => l.text,
    );
    expect(lines.some((l) => l.includes('HSN'))).toBe(false);
    expect(lines.some((l) => l.startsWith('  Tax'))).toBe(false);
  });
});

describe('serial numbers and packs on the bill', () => {
  const phone = {
    ...invoice.lines[0]!,
    name: 'Phone X',
    unit: 'pcs',
    quantity: 2,
    serialNos: ['352099001761481', '352099001761499'],
  };

  it('prints the serials under the line, wrapped to the paper', () => {
    const lines = receiptLines({ ...invoice, lines: [phone] }, 32).map((l) => l.text);
    const at = lines.indexOf('  IMEI/Serial: 352099001761481,');
    expect(at).toBeGreaterThan(lines.indexOf('Phone X'));
    expect(lines[at + 1]).toBe('  352099001761499');
    expect(lines.every((l) => l.length <= 32 || l.startsWith('Rupees'))).toBe(true);
    expect(serialsText(phone, DOCUMENT_TEXTS.hi)).toBe('IMEI/सीरियल: 352099001761481, 352099001761499');
    expect(serialsText(invoice.lines[0]!)).toBeNull();
  });

  // shared-blocks.md, quantity display: "Packaging BOTH with content per piece shows a whole count of packs."
  it.each([
    [{ quantity: 2, unit: 'kg', soldAsPkd: true }, '2 packs'],
    [{ quantity: 1, unit: 'kg', soldAsPkd: true }, '1 pack'],
    [{ quantity: 1.5, unit: 'kg', soldAsPkd: false }, '1.5 kg'],
    [{ quantity: 3, unit: null, soldAsPkd: false }, '3'],
  ])('writes %o as %s', (line, text) => {
    expect(invoiceQuantityText(line)).toBe(text);
  });

  it('counts a pack line in packs on the receipt, in the document language', () => {
    const packs = { ...invoice.lines[0]!, quantity: 2, soldAsPkd: true };
    const lines = receiptLines({ ...invoice, lines: [packs] }, 48).map((l) => l.text);
    expect(lines.some((l) => l.startsWith('  2 packs x 140.00'))).toBe(true);
    expect(invoiceQuantityText(packs, DOCUMENT_TEXTS.ta)).toBe('2 பேக்குகள்');
  });
});

describe('receipt rows', () => {
  it.each([
    ['Total', '120.00', 20, 'Total         120.00'],
    ['A very long product name here', '5.00', 20, 'A very long pro 5.00'],
  ])('%s | %s in %i columns', (left, right, width, row) => {
    expect(receiptRow(left, right, width)).toBe(row);
    expect(receiptRow(left, right, width)).toHaveLength(width);
  });
});
