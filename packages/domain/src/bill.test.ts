import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillLineInput, billLineSchema, computeBill, computeBillLine } from './bill.ts';
import type { TaxDefinition } from './tax.ts';

const MH = { supplierStateCode: '27', placeOfSupplyStateCode: '27' };
const MH_TO_KA = { supplierStateCode: '27', placeOfSupplyStateCode: '29' };
const GST18 = [{ taxName: 'GST', taxRate: 18 }];

describe('a bill line', () => {
  it.each([
    // input, gross, discount, taxable, tax, total
    [{ quantity: 2, ratePaise: 5000, taxes: GST18 }, 10000, 0, 10000, 1800, 11800],
    [{ quantity: 2, ratePaise: 5900, taxes: GST18, inclusive: true }, 11800, 0, 10000, 1800, 11800],
    [{ quantity: 1.5, ratePaise: 3333, taxes: [] }, 5000, 0, 5000, 0, 5000],
    [
      { quantity: 1, ratePaise: 10000, discount: { type: 'PERCENT', value: 10 }, taxes: GST18 },
      10000,
      1000,
      9000,
      1620,
      10620,
    ],
    [{ quantity: 1, ratePaise: 10000, discount: { type: 'PERCENT', value: 150 } }, 10000, 10000, 0, 0, 0],
    [
      { quantity: 1, ratePaise: 10000, discount: { type: 'AMOUNT', value: 2500 } },
      10000,
      2500,
      7500,
      0,
      7500,
    ],
    [{ quantity: 1, ratePaise: 1000, discount: { type: 'AMOUNT', value: 2500 } }, 1000, 1000, 0, 0, 0],
    [{ quantity: 1, ratePaise: 1000, discount: { type: 'AMOUNT', value: 0 } }, 1000, 0, 1000, 0, 1000],
  ] as [BillLineInput, number, number, number, number, number][])(
    '%o → gross %i, discount %i, taxable %i, tax %i, total %i',
    (input, gross, discount, taxable, tax, total) => {
      const line = computeBillLine(input, { place: MH });
      expect([line.gross, line.discount, line.taxable, line.totalTax, line.total]).toEqual([
        gross,
        discount,
        taxable,
        tax,
        total,
      ]);
    },
  );

  it('applies discount-level and item-level round-off before tax', () => {
    const line = computeBillLine(
      { quantity: 1, ratePaise: 9999, discount: { type: 'PERCENT', value: 12.5 } },
      {
        discountRoundOff: { isDiscountRoundOffEnabled: true, discountRoundingType: 'NEAREST' },
        itemRoundOff: { isItemRoundOffEnabled: true, itemRoundingType: 'ROUNDDOWN', itemRoundingValue: 1 },
      },
    );
    // 12.5% of 99.99 = 12.50 → discount rounded to 13.00; 86.99 rounded down to 86.00.
    expect([line.discount, line.amount, line.total]).toEqual([1300, 8600, 8600]);
  });

  it('refuses a quantity that is not positive', () => {
    expect(() => computeBillLine({ quantity: 0, ratePaise: 100 })).toThrow(RangeError);
    expect(billLineSchema.safeParse({ quantity: -1, ratePaise: 100 }).success).toBe(false);
  });

  it('keeps the HSN/SAC code trimmed, or null', () => {
    expect(computeBillLine({ quantity: 1, ratePaise: 1, hsnSacNo: ' 0401 ' }).hsnSacNo).toBe('0401');
    expect(computeBillLine({ quantity: 1, ratePaise: 1, hsnSacNo: '  ' }).hsnSacNo).toBeNull();
  });
});

describe('a bill', () => {
  it('sums lines, groups taxes by HSN/SAC and shows the round-off as its own line', () => {
    const bill = computeBill(
      [
        { quantity: 1, ratePaise: 10000, taxes: GST18, hsnSacNo: '8517' },
        {
          quantity: 3,
          ratePaise: 1050,
          taxes: [{ taxName: 'GST', taxRate: 5 }],
          inclusive: true,
          hsnSacNo: '0401',
        },
      ],
      { place: MH_TO_KA, roundOff: { isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 } },
    );
    // 3 × 10.50 = 31.50 inclusive of 5%: tax 1.50, taxable 30.00.
    expect(bill.subtotal).toBe(13000);
    expect(bill.totalTax).toBe(1950);
    expect(bill.roundOff).toBe(50);
    expect(bill.grandTotal).toBe(15000);
    expect(bill.taxSummary.map((r) => [r.key, r.amount])).toEqual([
      ['IGST@18%', 1800],
      ['IGST@5%', 150],
    ]);
    expect(bill.hsnSacSummary.map((r) => [r.hsnSacNo, r.taxable, r.totalTax])).toEqual([
      ['8517', 10000, 1800],
      ['0401', 3000, 150],
    ]);
  });

  it('is not rounded without round-off settings', () => {
    const bill = computeBill([{ quantity: 1, ratePaise: 10049 }]);
    expect([bill.roundOff, bill.grandTotal]).toEqual([0, 10049]);
  });
});

const taxArb: fc.Arbitrary<TaxDefinition[]> = fc.oneof<fc.Arbitrary<TaxDefinition[]>[]>(
  fc.constant<TaxDefinition[]>([]),
  fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28).map((taxRate) => [{ taxName: 'GST', taxRate }]),
  fc
    .record({
      taxRate: fc.constantFrom(5, 12, 18, 28),
      taxCalcOn: fc.constantFrom(1, 2, 3),
      linkTaxRate: fc.constantFrom(1, 12, 15),
    })
    .map(({ taxRate, taxCalcOn, linkTaxRate }) => [
      { taxName: 'GST', taxRate, linkTax: [{ taxName: 'Cess', taxCalcOn, linkTaxRate }] },
    ]),
  fc.constant([
    { taxName: 'VAT', taxRate: 12.5 },
    { taxName: 'Cess', taxRate: 2 },
  ]),
);

const lineArb: fc.Arbitrary<BillLineInput> = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000 }).map((milli) => milli / 1000),
  ratePaise: fc.integer({ min: 0, max: 10_000_000 }),
  discount: fc.option(
    fc.oneof(
      fc.record({
        type: fc.constant('PERCENT' as const),
        value: fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
      }),
      fc.record({ type: fc.constant('AMOUNT' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
    ),
    { nil: null },
  ),
  taxes: taxArb,
  inclusive: fc.boolean(),
  hsnSacNo: fc.constantFrom('0401', '8517', '9983', null),
});

const optionsArb = fc.record({
  place: fc.constantFrom(MH, MH_TO_KA, { supplierStateCode: '04', placeOfSupplyStateCode: '04' }),
  roundOff: fc.record({
    isRoundOffEnabled: fc.boolean(),
    roundingType: fc.constantFrom('NEAREST', 'ROUNDDOWN', 'ROUNDUP'),
    roundingValue: fc.constantFrom(0.5, 1, 10),
  }),
});

describe('property: a bill of 1–200 lines adds up to the paisa', () => {
  it('line totals, tax totals and round-off sum to the grand total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 200 }), optionsArb, (inputs, options) => {
        const bill = computeBill(inputs, options);
        const ints = [bill.subtotal, bill.totalTax, bill.roundOff, bill.grandTotal, bill.totalDiscount];
        expect(ints.every(Number.isSafeInteger)).toBe(true);
        for (const line of bill.lines) {
          expect(line.gross - line.discount).toBeGreaterThanOrEqual(0);
          expect(line.taxable + line.taxes.reduce((s, t) => s + t.amount, 0)).toBe(line.total);
          expect(line.amount).toBe(line.gross - line.discount);
        }
        const sumOfLines = bill.lines.reduce((s, l) => s + l.total, 0);
        expect(sumOfLines + bill.roundOff).toBe(bill.grandTotal);
        expect(bill.subtotal + bill.totalTax + bill.roundOff).toBe(bill.grandTotal);
        expect(bill.taxSummary.reduce((s, r) => s + r.amount, 0)).toBe(bill.totalTax);
        expect(bill.hsnSacSummary.reduce((s, r) => s + r.totalTax, 0)).toBe(bill.totalTax);
        expect(bill.hsnSacSummary.reduce((s, r) => s + r.taxable, 0)).toBe(bill.subtotal);
        for (const input of inputs.keys()) {
          const line = bill.lines[input]!;
          if (inputs[input]!.inclusive) expect(line.total).toBe(line.amount);
          else expect(line.taxable).toBe(line.amount);
        }
      }),
      { numRuns: 200 },
    );
  });
});
