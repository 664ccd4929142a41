// Loose and packed goods: weights typed in either unit of the family, a pack's content in the base
// unit, the stock a pack line takes, and the pack's price (back-office.md §3 sellLooseProducts,
// sellPackedAndLooseProducts; shared-blocks.md §5 packaging and quantity display).
import { describe, expect, it } from 'vitest';
import {
  entryUnits,
  fromBaseMilli,
  isLooseUnit,
  isWholePackCount,
  packContentMilli,
  packPricePaise,
  sellsInPacks,
  stockMilliOf,
  toBaseMilli,
} from './loose.ts';

describe('weights and volumes', () => {
  it.each([
    [250, 'g', 'kg', 250],
    [1.5, 'kg', 'kg', 1500],
    [2, 'kg', 'g', 2_000_000],
    [750, 'ml', 'l', 750],
    [0.5, 'g', 'kg', null],
    [1, 'ml', 'kg', null],
    [3, 'pcs', 'kg', null],
  ])('%s %s is %s milli of %s', (quantity, unit, base, milli) => {
    expect(toBaseMilli(quantity, unit, base)).toBe(milli);
  });

  it('shows a base quantity in the other unit of its family', () => {
    expect(fromBaseMilli(250, 'g', 'kg')).toBe(250);
    expect(fromBaseMilli(1250, 'kg', 'kg')).toBe(1.25);
    expect(entryUnits('kg')).toEqual(['kg', 'g']);
    expect(entryUnits('ml')).toEqual(['ml', 'l']);
    expect(entryUnits('pcs')).toEqual(['pcs']);
    expect(isLooseUnit('Kg')).toBe(true);
    expect(isLooseUnit('pcs')).toBe(false);
  });
});

describe('packs of a loose product (packaging BOTH)', () => {
  const dal = { unitOfMeasurement: 'kg', contentPerPiece: '500', unitPerPiece: 'g' };

  it('holds its content per piece in the base unit', () => {
    expect(packContentMilli(dal)).toBe(500);
    expect(packContentMilli({ unitOfMeasurement: 'kg', contentPerPiece: 2, unitPerPiece: null })).toBe(2000);
    expect(packContentMilli({ unitOfMeasurement: 'kg', contentPerPiece: null, unitPerPiece: null })).toBe(
      null,
    );
    expect(packContentMilli({ unitOfMeasurement: 'kg', contentPerPiece: 6, unitPerPiece: 'pcs' })).toBe(null);
  });

  it('is sold in packs only when the account sells packed and loose', () => {
    expect(sellsInPacks({ sellPackedAndLooseProducts: true }, dal)).toBe(true);
    expect(sellsInPacks({ sellPackedAndLooseProducts: false }, dal)).toBe(false);
  });

  it('takes each pack from the same base stock, and prices a pack by its content', () => {
    expect(stockMilliOf({ milli: 3000, soldAsPkd: true }, dal)).toBe(1500);
    expect(stockMilliOf({ milli: -2000, soldAsPkd: true }, dal)).toBe(-1000);
    expect(stockMilliOf({ milli: 750, soldAsPkd: false }, dal)).toBe(750);
    expect(packPricePaise(12_000, 500)).toBe(6_000);
    expect(isWholePackCount(2)).toBe(true);
    expect(isWholePackCount(1.5)).toBe(false);
  });
});
