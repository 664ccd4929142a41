import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptPaste,
  alternateNumber,
  alternatePhone,
  barcode,
  cleanPastedNumber,
  DEFAULT_PASTE_LIMIT,
  dateMask,
  decimalLimiter,
  decimalOnly,
  fraction,
  type InputFilter,
  percentage,
  productName,
  regexFilter,
  skuCharacters,
  TOKEN_PLACEHOLDER,
  WEB_QUANTITY_DIGITS,
  webQuantity,
} from './input-filters.ts';
import { BARCODE_PATTERN } from './validation.ts';

type Row = [previous: string, typed: string, next: string];
const table = (filter: InputFilter, rows: Row[]) =>
  it.each(rows)('%j + typed %j → %j', (previous, typed, next) => {
    expect(filter(previous, typed)).toBe(next);
  });

describe('decimal-only keys', () =>
  table(decimalOnly, [
    ['1', '12', '12'],
    ['12', '12.', '12.'],
    ['12.', '12..', '12.'],
    ['12', '12a', '12'],
    ['', '-1', ''],
  ]));

describe('product name rejects < and >', () =>
  table(productName, [
    ['', 'Rice <b>5kg</b>', 'Rice b5kg/b'],
    ['Dal', 'Dal 1kg', 'Dal 1kg'],
  ]));

describe('alternate number: digits and - . / space', () =>
  table(alternateNumber, [
    ['', '080-2345 6789/90.1', '080-2345 6789/90.1'],
    ['', '080#23+4a', '080234'],
  ]));

describe('alternate phone: digits and space # + - . / with no repeated symbol adjacent', () =>
  table(alternatePhone, [
    ['', '+91 98765-43210', '+91 98765-43210'],
    ['+91-', '+91--', '+91-'],
    ['', '080  2345##12', '080 2345#12'],
    ['', '+-91', '+-91'],
    ['', '98a76', '9876'],
  ]));

describe('fraction: a leading minus and one dot', () =>
  table(fraction, [
    ['', '-', '-'],
    ['-1', '-1.5', '-1.5'],
    ['-1.5', '-1.5.', '-1.5'],
    ['1', '1-', '1'],
  ]));

describe('decimal limiter', () => {
  describe('4 integer + 3 decimal digits, negative allowed', () =>
    table(decimalLimiter({ integerDigits: 4, decimalDigits: 3, allowNegative: true }), [
      ['', '-12345.6789', '-1234.678'],
      ['', '1.2.3', '1.23'],
      ['', 'a1b', '1'],
    ]));
  describe('no decimals', () =>
    table(decimalLimiter({ integerDigits: 3, decimalDigits: 0 }), [['', '12.5', '12']]));
});

describe('web quantity: 6 integer digits and 2 decimals, negative only if allowed', () => {
  it('uses the spec digits', () => {
    expect(WEB_QUANTITY_DIGITS).toEqual({ integerDigits: 6, decimalDigits: 2 });
  });
  describe('default', () =>
    table(webQuantity(), [
      ['', '1234567', '123456'],
      ['', '123456.789', '123456.78'],
      ['', '-5', '5'],
    ]));
  describe('negative allowed', () => table(webQuantity(true), [['', '-5.5', '-5.5']]));
});

describe('percentage caps at 100 (an extra digit is dropped) and two decimals', () =>
  table(percentage, [
    ['10', '100', '100'],
    ['100', '1000', '100'],
    ['10', '101', '10'],
    ['99.9', '99.99', '99.99'],
    ['99.99', '99.999', '99.99'],
    ['100', '100.5', '100.'],
    ['', '12a', '12'],
  ]));

describe('SKU and barcode characters: letters, digits, underscore, dash, dot and slashes', () =>
  table(skuCharacters, [['', 'AB_1-2.3/4\\5 #', 'AB_1-2.3/4\\5']]));

describe('barcode strips leading dashes and asterisks', () =>
  table(barcode, [
    ['', '*-*8901234*', '8901234'],
    ['', '--ABC-1', 'ABC-1'],
    ['', '1'.repeat(25), '1'.repeat(20)],
    ['', '#-12', '12'],
  ]));

describe('date mask DD/MM/YYYY', () =>
  table(dateMask, [
    ['1', '12', '12/'],
    ['12/', '12/0', '12/0'],
    ['12/0', '12/03', '12/03/'],
    ['12/03/', '12/03/2026', '12/03/2026'],
    ['12/03/2026', '12/03/20261', '12/03/2026'],
    ['12/03/', '12/03', '12/03'],
    ['12/', '12', '12'],
    ['', '12032026', '12/03/2026'],
    ['', 'ab', ''],
  ]));

describe('regex directive and paste', () => {
  table(regexFilter(/[a-z0-9]/gi), [['', 'Ab-9 z', 'Ab9z']]);

  it.each([
    ['ABC123', 'ABC123'],
    ['ABC 123', null],
    ['A'.repeat(DEFAULT_PASTE_LIMIT + 1), null],
  ])('paste %j → %j', (text, result) => {
    expect(acceptPaste(text, /^[A-Z0-9]+$/)).toBe(result);
  });

  it('takes a different paste limit', () => {
    expect(acceptPaste('A'.repeat(30), /^A+$/, 30)).toBe('A'.repeat(30));
  });

  it.each([
    ['₹ 1,20,000.50', '120000.50'],
    [' -1,000 ', '-1000'],
    ['12 kg', '12'],
  ])('cleans pasted number %j → %j', (text, clean) => {
    expect(cleanPastedNumber(text)).toBe(clean);
  });
});

it('keeps the token placeholder text', () => {
  expect(TOKEN_PLACEHOLDER).toBe('Enter each field separated by comma');
});

describe('properties over any typed text', () => {
  const text = fc.string({ unit: fc.constantFrom(...'0123456789.-*#+ /\\_aZ<>,₹'.split('')), maxLength: 40 });

  it('web quantity always fits 6 integer and 2 decimal digits', () => {
    fc.assert(fc.property(text, (t) => /^\d{0,6}(?:\.\d{0,2})?$/.test(webQuantity()('', t))));
    fc.assert(fc.property(text, (t) => /^-?\d{0,6}(?:\.\d{0,2})?$/.test(webQuantity(true)('', t))));
  });

  it('percentage never passes 100 and keeps 2 decimals', () => {
    fc.assert(
      fc.property(text, (t) => {
        const next = percentage('', t);
        return /^\d{0,3}(?:\.\d{0,2})?$/.test(next) && !(Number(next) > 100);
      }),
    );
  });

  it('barcode is empty or a valid barcode of at most 20, never starting with - or *', () => {
    fc.assert(
      fc.property(text, (t) => {
        const next = barcode('', t);
        return next === '' || (BARCODE_PATTERN.test(next) && next.length <= 20 && !/^[-*]/.test(next));
      }),
    );
  });

  it('alternate phone never repeats a symbol next to itself', () => {
    fc.assert(fc.property(text, (t) => !/([ #+\-./])\1/.test(alternatePhone('', t))));
  });

  it.each([
    ['productName', productName],
    ['alternateNumber', alternateNumber],
    ['alternatePhone', alternatePhone],
    ['skuCharacters', skuCharacters],
    ['barcode', barcode],
    ['webQuantity', webQuantity(true)],
    ['percentage', percentage],
  ] as const)('%s is idempotent', (_name, filter) => {
    fc.assert(
      fc.property(text, (t) => {
        const once = filter('', t);
        return filter('', once) === once;
      }),
    );
  });
});
