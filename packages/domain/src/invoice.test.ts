import { describe, expect, it } from 'vitest';
import { buildInvoice, receiptRow } from './invoice.ts';

const seller = { name: 'Demo Kirana', gstin: '27AAPFU0939F1ZV', address: 'Pune' };

describe('GST invoice document', () => {
  it('splits GST into SGST and CGST for a counter sale and groups the tax summary by HSN/SAC', () => {
    const invoice = buildInvoice({
      invoiceNumber: '7',
      issuedAt: '2026-11-23T10:00:00.000Z',
      seller,
      lines: [
        {
          name: 'Toor Dal',
          quantity: 2,
          ratePaise: 10_000,
          taxes: [{ taxName: 'GST', taxRate: 5 }],
          hsnSacNo: '0713',
        },
        {
          name: 'Moong Dal',
          quantity: 1,
          ratePaise: 5_000,
          taxes: [{ taxName: 'GST', taxRate: 5 }],
          hsnSacNo: '0713',
        },
        {
          name: 'Soap',
          quantity: 1,
          ratePaise: 4_000,
          taxes: [{ taxName: 'GST', taxRate: 18 }],
          hsnSacNo: '3401',
        },
      ],
      showTaxColumns: true,
      showHsnSac: true,
    });
    expect(invoice.title).toBe('Tax Invoice');
    expect(invoice.placeOfSupply).toBe('Maharashtra');
    expect(invoice.bill.hsnSacSummary.map((r) => [r.hsnSacNo, r.taxable, r.totalTax])).toEqual([
      ['0713', 25_000, 1_250],
      ['3401', 4_000, 720],
    ]);
    expect(invoice.bill.taxSummary.map((r) => r.key)).toEqual([
      'SGST@2.5%',
      'CGST@2.5%',
      'SGST@9%',
      'CGST@9%',
    ]);
    // 29 000 + 1 970 = 30 970 paise, no round-off settings given: not rounded.
    expect(invoice.bill.grandTotal).toBe(30_970);
    expect(invoice.amountInWords).toBe('Rupees Three Hundred Nine and Seventy Paise Only');
  });

  it('charges IGST when the buyer is registered in another state', () => {
    const invoice = buildInvoice({
      invoiceNumber: '8',
      issuedAt: '2026-11-23T10:00:00.000Z',
      seller,
      buyer: { name: 'Acme Traders', gstin: '29AAACA1234A1Z5' },
      lines: [{ name: 'Soap', quantity: 1, ratePaise: 10_000, taxes: [{ taxName: 'GST', taxRate: 18 }] }],
      showTaxColumns: true,
      showHsnSac: false,
    });
    expect(invoice.placeOfSupply).toBe('Karnataka');
    expect(invoice.bill.taxSummary).toEqual([
      { key: 'IGST@18%', name: 'IGST', rate: 18, taxable: 10_000, amount: 1_800 },
    ]);
  });

  it('rounds the bill by the account settings, shows the round-off and gives change for cash tendered', () => {
    const invoice = buildInvoice({
      invoiceNumber: '9',
      issuedAt: '2026-11-23T10:00:00.000Z',
      seller: { name: 'Unregistered shop' },
      lines: [{ name: 'Rice', unit: 'kg', quantity: 1.255, ratePaise: 6_000 }],
      roundOff: { isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 },
      showTaxColumns: false,
      showHsnSac: false,
      tenderedPaise: 10_000,
    });
    expect(invoice.title).toBe('Bill of Supply');
    expect(invoice.bill.lines[0]!.gross).toBe(7_530);
    expect(invoice.bill.roundOff).toBe(-30);
    expect(invoice.bill.grandTotal).toBe(7_500);
    expect(invoice.changePaise).toBe(2_500);
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
