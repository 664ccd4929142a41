import { describe, expect, it } from 'vitest';
import { formatQuantity, isWholeUnit, packagedQuantity, roundQuantity } from './quantity.ts';

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
