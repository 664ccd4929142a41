import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBill } from './bill.ts';
import { allocateBillDiscount, shelfBill } from './bill-discount.ts';

describe('allocateBillDiscount', () => {
  it('spreads an amount in proportion to the lines, odd paise to the largest remainders', () => {
    expect(allocateBillDiscount([10_000, 5_000, 5_000], { type: 'AMOUNT', value: 1_000 })).toEqual([
      500, 250, 250,
    ]);
    expect(allocateBillDiscount([100, 100, 100], { type: 'AMOUNT', value: 100 })).toEqual([34, 33, 33]);
  });

  it('works out a percentage of the whole bill', () => {
    expect(allocateBillDiscount([9_450, 6_000], { type: 'PERCENT', value: 10 })).toEqual([945, 600]);
  });

  it('never gives more than the bill and nothing without a discount', () => {
    expect(allocateBillDiscount([300, 200], { type: 'AMOUNT', value: 10_000 })).toEqual([300, 200]);
    expect(allocateBillDiscount([300, 200], null)).toEqual([0, 0]);
  });

  it('always adds up to the discount and keeps each share within its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (lines, value) => {
          const shares = allocateBillDiscount(lines, { type: 'AMOUNT', value });
          const total = lines.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(value, total));
          for (const [i, s] of shares.entries()) expect(s).toBeLessThanOrEqual(lines[i] as number);
        },
      ),
    );
  });
});

describe('shelfBill', () => {
  const lines = [
    { quantity: 2, ratePaise: 11_800, discount: null, taxRate: 18, hsnSacNo: '1006' },
    {
      quantity: 1,
      ratePaise: 10_500,
      discount: { type: 'PERCENT' as const, value: 10 },
      taxRate: 5,
      hsnSacNo: null,
    },
    { quantity: 0.5, ratePaise: 4_000, discount: null, taxRate: 0, hsnSacNo: null },
  ];
  const gst = (rate: number) => (rate > 0 ? [{ taxName: 'GST', taxRate: rate }] : []);

  it('backs GST out of shelf prices and keeps the lines own discounts when there is no bill discount', () => {
    const expected = computeBill(
      lines.map((l) => ({ ...l, taxes: gst(l.taxRate), inclusive: true })),
      {},
    );
    expect(shelfBill(lines, null, {})).toEqual(expected);
    expect(shelfBill(lines, { type: 'AMOUNT', value: 0 }, {})).toEqual(expected);
  });

  it('spreads a bill discount over the lines and works the taxes out on what is charged', () => {
    const first = shelfBill(lines, null, {});
    const shares = allocateBillDiscount(
      first.lines.map((l) => l.amount),
      { type: 'AMOUNT', value: 1_000 },
    );
    const bill = shelfBill(lines, { type: 'AMOUNT', value: 1_000 }, {});
    expect(bill.lines.map((l) => l.discount)).toEqual(
      first.lines.map((l, i) => l.discount + (shares[i] ?? 0)),
    );
    expect(bill.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(
      first.lines.reduce((sum, l) => sum + l.discount, 0) + 1_000,
    );
  });
});
