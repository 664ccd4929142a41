import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  isWholeMilli,
  isWholeUnit,
  milliToQuantity,
  milliToQuantityText,
  packagedQuantity,
  quantityToMilli,
  quantityToMilliOrNull,
  roundQuantity,
} from './quantity.ts';

describe('quantities are counted in milli-units', () => {
  it.each([
    ['1.25', 1250],
    [1.25, 1250],
    ['1.250', 1250],
    ['0.001', 1],
    [1.0005, 1001],
    [-1.0005, -1001],
    ['2.0004', 2000],
    ['-0.0004', 0],
    ['1,000', 1_000_000],
    [999_999.999, 999_999_999],
  ])('%s is %i milli-units', (quantity, milli) => {
    expect(quantityToMilli(quantity)).toBe(milli);
    expect(quantityToMilliOrNull(quantity)).toBe(milli);
  });

  it.each(['', 'two', '1.2.3', Number.NaN])('refuses %s', (quantity) => {
    expect(() => quantityToMilli(quantity)).toThrow(RangeError);
    expect(quantityToMilliOrNull(quantity)).toBeNull();
  });

  it('writes milli-units back as a number and as numeric(14,3) text', () => {
    expect(milliToQuantity(1250)).toBe(1.25);
    expect(Object.is(milliToQuantity(-0), 0)).toBe(true);
    expect(milliToQuantityText(1250)).toBe('1.250');
    expect(milliToQuantityText(-5)).toBe('-0.005');
    expect(() => milliToQuantityText(0.5)).toThrow(RangeError);
  });

  it.each([
    [1.001, true],
    [3, true],
    [1.0001, false],
    [0.1 + 0.2, false],
    [Number.NaN, false],
  ])('%s has at most 3 decimals: %s', (quantity, fits) => {
    expect(isWholeMilli(quantity)).toBe(fits);
  });

  const milliAmounts = fc.integer({ min: -999_999_999_999, max: 999_999_999_999 });

  it('gets back every milli-unit count from its text and its number', () => {
    fc.assert(
      fc.property(milliAmounts, (milli) => {
        expect(quantityToMilli(milliToQuantityText(milli))).toBe(milli);
        expect(quantityToMilli(milliToQuantity(milli))).toBe(milli);
        expect(isWholeMilli(milliToQuantity(milli))).toBe(true);
      }),
    );
  });

  it('rounds past the thousandth half away from zero: the sign never changes the magnitude', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9_999 }),
        (whole, tenThousandths) => {
          const text = `${whole}.${String(tenThousandths).padStart(4, '0')}`;
          const expected =
            whole * 1000 + Math.trunc(tenThousandths / 10) + (tenThousandths % 10 >= 5 ? 1 : 0);
          expect(quantityToMilli(text)).toBe(expected);
          expect(quantityToMilli(`-${text}`)).toBe(expected === 0 ? 0 : -expected);
        },
      ),
    );
  });
});

describe('pieces, packets and pairs are shown as whole numbers', () => {
  it.each([
    [2.4, 'Pieces', 2],
    [2.5, 'pcs', 3],
    [1.6, 'Packets', 2],
    [3.2, 'PAIRS', 3],
    [-2.5, 'pcs', -3],
    [0.2, 'pcs', 0],
  ])('%s %s → %s', (qty, unit, shown) => {
    expect(roundQuantity(qty, unit)).toBe(shown);
  });

  it.each([
    ['pieces', true],
    [' Pkt ', true],
    ['kg', false],
    [null, false],
    [undefined, false],
  ])('%s counts whole: %s', (unit, whole) => {
    expect(isWholeUnit(unit)).toBe(whole);
  });
});

describe('other units are rounded to 3 decimals', () => {
  it.each([
    [1.23456, 'kg', 1.235],
    [1.0005, 'kg', 1.001],
    [0.1 + 0.2, 'litre', 0.3],
    [2, 'gm', 2],
    [-0.0004, 'kg', 0],
    [1 / 3, undefined, 0.333],
  ])('%s %s → %s', (qty, unit, shown) => {
    expect(roundQuantity(qty, unit)).toBe(shown);
  });

  it.each([
    [1.5, 'kg', '1.5'],
    [1.23456, 'kg', '1.235'],
    [2.6, 'pcs', '3'],
    [123456.5, 'gm', '1,23,456.5'],
  ])('%s %s is displayed as %s', (qty, unit, text) => {
    expect(formatQuantity(qty, unit)).toBe(text);
  });

  it('refuses a non-number', () => {
    expect(() => roundQuantity(Number.NaN, 'kg')).toThrow(RangeError);
  });
});

describe('packaging BOTH with content per piece shows a whole count of packs', () => {
  it.each([
    [24, 'BOTH', 12, { packs: 2, loose: 0 }],
    [30, 'BOTH', 12, { packs: 2, loose: 6 }],
    [1.5, 'BOTH', 0.5, { packs: 3, loose: 0 }],
    [5, 'BOTH', 12, { packs: 0, loose: 5 }],
    [24, 'PIECE', 12, null],
    [24, 'BOTH', 0, null],
    [24, 'BOTH', null, null],
  ])('%s with %s and %s per pack → %o', (qty, type, content, shown) => {
    expect(packagedQuantity(qty, type, content)).toEqual(shown);
  });
});
