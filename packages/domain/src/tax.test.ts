import { describe, expect, it } from 'vitest';
import {
  computeLineTaxes,
  exclusiveTax,
  hsnSacSummary,
  inclusiveTax,
  isCombinedGst,
  linkedTaxBase,
  parseTaxKey,
  rateToBasisPoints,
  splitGst,
  TAX_CALC_ON,
  type TaxedLine,
  taxDefinitionSchema,
  taxKey,
  taxSummaryByKey,
} from './tax.ts';

const MH = { supplierStateCode: '27', placeOfSupplyStateCode: '27' };
const MH_TO_KA = { supplierStateCode: '27', placeOfSupplyStateCode: '29' };
const CHANDIGARH = { supplierStateCode: '04', placeOfSupplyStateCode: '04' };

describe('exclusive tax = amount * rate / 100, rounded to 2 decimals', () => {
  it.each([
    [10000, 18, 1800],
    [999, 18, 180], // 9.99 × 18% = 1.7982 → 1.80
    [1250, 5, 63], // 12.50 × 5% = 0.625 → 0.63 (half away from zero)
    [-1250, 5, -63],
    [10000, 0, 0],
    [10000, 0.25, 25],
    [333, 2.5, 8], // 3.33 × 2.5% = 0.08325 → 0.08
  ])('%i paise at %s%% is %i paise', (amount, rate, tax) => {
    expect(exclusiveTax(amount, rate)).toBe(tax);
  });
});

describe('inclusive tax = amount * rate / (100 + rate), rounded to 2 decimals', () => {
  it.each([
    [11800, 18, 1800],
    [10000, 18, 1525], // 100 × 18 / 118 = 15.2542 → 15.25
    [10500, 5, 500],
    [100, 12, 11], // 1 × 12 / 112 = 0.1071 → 0.11
    [10000, 0, 0],
  ])('%i paise at %s%% holds %i paise of tax', (amount, rate, tax) => {
    expect(inclusiveTax(amount, rate)).toBe(tax);
  });

  it('refuses a negative or non-numeric rate', () => {
    expect(() => rateToBasisPoints(-1)).toThrow(RangeError);
    expect(() => rateToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(rateToBasisPoints(2.5)).toBe(250);
  });
});

describe('linked taxes: base tax (1), amount + base tax (2), amount (3)', () => {
  it.each([
    [TAX_CALC_ON.BASE_TAX, 1800],
    [TAX_CALC_ON.AMOUNT_PLUS_BASE_TAX, 11800],
    [TAX_CALC_ON.AMOUNT, 10000],
  ] as const)('calcOn %i charges on %i paise', (calcOn, base) => {
    expect(linkedTaxBase(10000, 1800, calcOn)).toBe(base);
  });

  it.each([
    [1, 18], // 1% of 18.00
    [2, 118], // 1% of 118.00
    [3, 100], // 1% of 100.00
  ] as const)('a 1%% cess linked with calcOn %i on 100 + 18%% VAT is %i paise', (taxCalcOn, cess) => {
    const result = computeLineTaxes(
      10000,
      [{ taxName: 'VAT', taxRate: 18, linkTax: [{ taxName: 'Cess', taxCalcOn, linkTaxRate: 1 }] }],
      { inclusive: false },
    );
    expect(result.taxes.map((t) => [t.key, t.amount])).toEqual([
      ['VAT@18%', 1800],
      ['Cess@1%@VAT', cess],
    ]);
    expect(result.taxable + result.totalTax).toBe(10000 + 1800 + cess);
  });
});

describe('tax key format name@rate%(@primary)', () => {
  it.each([
    ['GST', 18, undefined, 'GST@18%'],
    ['CGST', 2.5, undefined, 'CGST@2.5%'],
    ['Cess', 1, 'GST', 'Cess@1%@GST'],
  ])('%s at %s with primary %s is %s', (name, rate, primary, key) => {
    expect(taxKey(name, rate, primary)).toBe(key);
  });

  it.each([
    ['GST@18%', { name: 'GST', rate: 18 }],
    ['Cess@1%@GST', { name: 'Cess', rate: 1, primary: 'GST' }],
    ['SGST@2.5%', { name: 'SGST', rate: 2.5 }],
    ['GST18', null],
  ])('parses %s', (key, parsed) => {
    expect(parseTaxKey(key)).toEqual(parsed);
  });
});

describe('inter-state uses IGST; otherwise SGST + CGST (UTGST + CGST in the listed UTs)', () => {
  it.each([
    [MH_TO_KA, [['IGST@18%', 1801]]],
    [
      MH,
      [
        ['SGST@9%', 900],
        ['CGST@9%', 901],
      ],
    ],
    [
      CHANDIGARH,
      [
        ['UTGST@9%', 900],
        ['CGST@9%', 901],
      ],
    ],
  ])('%o', (place, parts) => {
    expect(splitGst(1801, 18, place).map((t) => [t.key, t.amount])).toEqual(parts);
  });

  it('halves a 5% rate into 2.5% each', () => {
    expect(splitGst(500, 5, MH).map((t) => t.key)).toEqual(['SGST@2.5%', 'CGST@2.5%']);
  });

  it('splits only a tax named GST', () => {
    expect(isCombinedGst(' gst ')).toBe(true);
    expect(isCombinedGst('VAT')).toBe(false);
    const vat = computeLineTaxes(10000, [{ taxName: 'VAT', taxRate: 5 }], { inclusive: true, place: MH });
    expect(vat.taxes.map((t) => t.key)).toEqual(['VAT@5%']);
  });
});

describe('line taxes add up to the line amount', () => {
  it('exclusive GST within a state', () => {
    const r = computeLineTaxes(10000, [{ taxName: 'GST', taxRate: 18 }], { inclusive: false, place: MH });
    expect(r).toEqual({
      taxable: 10000,
      totalTax: 1800,
      taxes: [
        { key: 'SGST@9%', name: 'SGST', rate: 9, amount: 900 },
        { key: 'CGST@9%', name: 'CGST', rate: 9, amount: 900 },
      ],
    });
  });

  it('inclusive single GST uses the spec formula', () => {
    const r = computeLineTaxes(10000, [{ taxName: 'GST', taxRate: 18 }], {
      inclusive: true,
      place: MH_TO_KA,
    });
    expect(r.totalTax).toBe(1525);
    expect(r.taxable).toBe(8475);
    expect(r.taxes[0]!.key).toBe('IGST@18%');
  });

  it('inclusive single tax without a place keeps its own name', () => {
    const r = computeLineTaxes(11800, [{ taxName: 'GST', taxRate: 18 }], { inclusive: true });
    expect(r.taxes).toEqual([{ key: 'GST@18%', name: 'GST', rate: 18, amount: 1800 }]);
  });

  it.each([1, 2, 3] as const)(
    'inclusive GST with a linked cess on %i backs out the taxable value',
    (taxCalcOn) => {
      const defs = [
        { taxName: 'GST', taxRate: 28, linkTax: [{ taxName: 'Cess', taxCalcOn, linkTaxRate: 12 }] },
      ];
      const r = computeLineTaxes(99999, defs, { inclusive: true, place: MH });
      expect(r.taxable + r.totalTax).toBe(99999);
      expect(r.taxes.map((t) => t.key)).toEqual(['SGST@14%', 'CGST@14%', 'Cess@12%@GST']);
      expect(
        Math.abs(
          r.taxable - 99999 / (1 + 0.28 + (taxCalcOn === 1 ? 0.0336 : taxCalcOn === 2 ? 0.1536 : 0.12)),
        ),
      ).toBeLessThan(2);
    },
  );

  it('inclusive with two plain taxes', () => {
    const r = computeLineTaxes(
      11000,
      [
        { taxName: 'VAT', taxRate: 5 },
        { taxName: 'Cess', taxRate: 5 },
      ],
      { inclusive: true },
    );
    expect(r).toMatchObject({ taxable: 10000, totalTax: 1000 });
  });

  it('validates a tax definition with its links', () => {
    expect(taxDefinitionSchema.parse({ taxName: 'GST', taxRate: 18 })).toEqual({
      taxName: 'GST',
      taxRate: 18,
      linkTax: [],
    });
    expect(taxDefinitionSchema.safeParse({ taxName: ' ', taxRate: 18 }).success).toBe(false);
    expect(taxDefinitionSchema.safeParse({ taxName: 'GST', taxRate: 101 }).success).toBe(false);
  });
});

describe('grouping of order lines by tax (HSN/SAC-wise summary)', () => {
  const lines: TaxedLine[] = [
    {
      hsnSacNo: '0401',
      taxable: 10000,
      taxes: [
        { key: 'SGST@2.5%', name: 'SGST', rate: 2.5, amount: 250 },
        { key: 'CGST@2.5%', name: 'CGST', rate: 2.5, amount: 250 },
      ],
    },
    {
      hsnSacNo: '8517',
      taxable: 20000,
      taxes: [
        { key: 'SGST@9%', name: 'SGST', rate: 9, amount: 1800 },
        { key: 'CGST@9%', name: 'CGST', rate: 9, amount: 1800 },
      ],
    },
    {
      hsnSacNo: ' 0401 ',
      taxable: 5000,
      taxes: [
        { key: 'SGST@2.5%', name: 'SGST', rate: 2.5, amount: 125 },
        { key: 'CGST@2.5%', name: 'CGST', rate: 2.5, amount: 125 },
      ],
    },
    { hsnSacNo: null, taxable: 700, taxes: [] },
  ];

  it('sums by tax key in order of first appearance', () => {
    expect(taxSummaryByKey(lines).map((r) => [r.key, r.taxable, r.amount])).toEqual([
      ['SGST@2.5%', 15000, 375],
      ['CGST@2.5%', 15000, 375],
      ['SGST@9%', 20000, 1800],
      ['CGST@9%', 20000, 1800],
    ]);
  });

  it('sums by HSN/SAC code', () => {
    const rows = hsnSacSummary(lines);
    expect(rows.map((r) => [r.hsnSacNo, r.taxable, r.totalTax])).toEqual([
      ['0401', 15000, 750],
      ['8517', 20000, 3600],
      ['', 700, 0],
    ]);
    expect(rows[0]!.taxes.map((t) => t.amount)).toEqual([375, 375]);
  });
});
