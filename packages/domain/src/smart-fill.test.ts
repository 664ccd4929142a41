import { describe, expect, it } from 'vitest';
import { type SmartFillFields, smartFillPatch, smartFillTerm } from './product-templates.ts';

const template = {
  name: 'Amul Paneer 200 g',
  barcode: '8901262150101',
  hsnSacNo: '0406',
  unit: 'pkt',
  mrpPaise: 9_000,
  pricePaise: 8_500,
  taxRate: '5.00',
};
const empty: SmartFillFields = {
  productName: 'amul pan',
  barcode: null,
  hsnSacNo: null,
  unitOfMeasurement: 'pcs',
  mrpPaise: 0,
  sellingPricePaise: 0,
  salesTax: null,
};

describe('SmartFill (globalSmartFill) fills a new product from the chosen template', () => {
  it('fills every empty field and takes the template name', () => {
    expect(smartFillPatch(template, empty)).toEqual({
      productName: 'Amul Paneer 200 g',
      barcode: '8901262150101',
      hsnSacNo: '0406',
      unitOfMeasurement: 'pkt',
      mrpPaise: 9_000,
      sellingPricePaise: 8_500,
      salesTax: 5,
    });
  });

  it.each([
    ['barcode', { barcode: 'OWN-1' }],
    ['hsnSacNo', { hsnSacNo: '0401' }],
    ['unitOfMeasurement', { unitOfMeasurement: 'kg' }],
    ['mrpPaise', { mrpPaise: 10_000 }],
    ['sellingPricePaise', { sellingPricePaise: 9_900 }],
    ['salesTax', { salesTax: 12 }],
  ] as const)('keeps what the merchant typed in %s', (field, typed) => {
    expect(smartFillPatch(template, { ...empty, ...typed })).not.toHaveProperty(field);
  });

  it('leaves fields the template does not have', () => {
    const bare = { ...template, barcode: null, hsnSacNo: null, mrpPaise: 0, pricePaise: 0 };
    expect(smartFillPatch(bare, empty)).toEqual({
      productName: bare.name,
      unitOfMeasurement: 'pkt',
      salesTax: 5,
    });
  });
});

describe('what SmartFill looks up', () => {
  it.each([
    ['', '', null],
    ['am', '', null],
    ['amu', '', 'amu'],
    ['  amul  ', '', 'amul'],
    ['amul', '890', '890'],
    ['', '8', '8'],
  ])('name %j, barcode %j → %j', (name, barcode, term) => {
    expect(smartFillTerm(name, barcode)).toBe(term);
  });
});
