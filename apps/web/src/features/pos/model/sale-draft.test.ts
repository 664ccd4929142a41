import { DEFAULT_ACCOUNT_SETTINGS } from '@storekeep/domain/account-settings';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, isLoose, type SaleProduct, saleBill, saleReducer } from './sale-draft.ts';

const tea: SaleProduct = {
  productId: 1,
  productName: 'Tea 250 g',
  barcode: '8901000000011',
  unitOfMeasurement: 'pcs',
  sellingPricePaise: 11_800,
  salesTax: 18,
  hsnSacNo: '0902',
  stockQuantity: 10,
};
const rice: SaleProduct = {
  ...tea,
  productId: 2,
  productName: 'Rice',
  unitOfMeasurement: 'kg',
  sellingPricePaise: 6_000,
  salesTax: 5,
};

describe('the bill at the counter', () => {
  it('adds a scanned product once and counts a second scan', () => {
    let draft = saleReducer(EMPTY_DRAFT, { type: 'add', product: tea });
    draft = saleReducer(draft, { type: 'add', product: rice });
    draft = saleReducer(draft, { type: 'add', product: tea });
    expect(draft.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Tea 250 g', 2],
      ['Rice', 1],
    ]);
    expect(draft.selected).toBe(0);
  });

  it('sells one unit per serial (IMEI) picked, and keeps the quantity when they are cleared', () => {
    let draft = saleReducer(EMPTY_DRAFT, { type: 'add', product: tea });
    draft = saleReducer(draft, { type: 'serials', index: 0, serialNos: ['A1', 'A2', 'A2'] });
    expect(draft.lines[0]).toMatchObject({ serialNos: ['A1', 'A2'], quantity: 2 });
    draft = saleReducer(draft, { type: 'serials', index: 0, serialNos: [] });
    expect(draft.lines[0]).toMatchObject({ serialNos: [], quantity: 2 });
  });

  it('keeps loose quantities to 3 decimals and pieces whole', () => {
    let draft = saleReducer(EMPTY_DRAFT, { type: 'add', product: rice });
    draft = saleReducer(draft, { type: 'quantity', index: 0, quantity: 1.2345 });
    expect(draft.lines[0]!.quantity).toBe(1.235);
    draft = saleReducer(draft, { type: 'add', product: tea });
    draft = saleReducer(draft, { type: 'quantity', index: 1, quantity: 2.4 });
    expect(draft.lines[1]!.quantity).toBe(2);
    expect(saleReducer(draft, { type: 'quantity', index: 1, quantity: 0 })).toBe(draft);
    expect(isLoose('kg')).toBe(true);
    expect(isLoose('pcs')).toBe(false);
  });

  it('removes the selected line and keeps a valid selection', () => {
    let draft = saleReducer(EMPTY_DRAFT, { type: 'add', product: tea });
    draft = saleReducer(draft, { type: 'add', product: rice });
    draft = saleReducer(draft, { type: 'remove', index: 1 });
    expect(draft.lines).toHaveLength(1);
    expect(draft.selected).toBe(0);
  });

  it('backs GST out of shelf prices, spreads a bill discount and rounds the total by the settings', () => {
    let draft = saleReducer(EMPTY_DRAFT, { type: 'add', product: tea });
    draft = saleReducer(draft, { type: 'add', product: rice });
    draft = saleReducer(draft, { type: 'quantity', index: 1, quantity: 1.255 });
    const bill = saleBill(draft, DEFAULT_ACCOUNT_SETTINGS);
    // 118.00 incl. 18% = 100.00 + 18.00; 1.255 kg × 60.00 = 75.30 incl. 5% = 71.71 + 3.59.
    expect(bill.lines.map((l) => [l.taxable, l.totalTax])).toEqual([
      [10_000, 1_800],
      [7_171, 359],
    ]);
    expect(bill.roundOff).toBe(20);
    expect(bill.grandTotal).toBe(19_350);
    const discounted = saleBill(
      saleReducer(draft, { type: 'billDiscount', discount: { type: 'AMOUNT', value: 1_930 } }),
      DEFAULT_ACCOUNT_SETTINGS,
    );
    expect(discounted.totalDiscount).toBe(1_930);
    expect(discounted.grandTotal).toBe(17_400);
  });
});
