import { describe, expect, it } from 'vitest';
import {
  discountMargin,
  discountPercent,
  marginPercent,
  sellingPriceFromDiscount,
  sellingPriceFromMargin,
} from './price.ts';

describe('discount from MRP, to 2 decimals', () => {
  it.each([
    [10000, 9000, 10],
    [29900, 24900, 16.72], // 50 / 299 = 16.7224 %
    [30000, 20000, 33.33],
    [30000, 10000, 66.67],
    [10000, 10000, 0],
    [10000, 11000, -10],
  ])('MRP %i, selling %i → %s%% off', (mrp, sp, pct) => {
    expect(discountPercent(mrp, sp)).toBe(pct);
  });

  it.each([
    [10000, 10, 9000],
    [29900, 16.72, 24901],
    [999, 12.5, 874], // 8.74125 → 8.74
    [10000, 0, 10000],
    [10000, 100, 0],
  ])('MRP %i less %s%% sells at %i', (mrp, pct, sp) => {
    expect(sellingPriceFromDiscount(mrp, pct)).toBe(sp);
  });

  it('refuses a discount above 100% and a zero MRP', () => {
    expect(() => sellingPriceFromDiscount(10000, 100.01)).toThrow(RangeError);
    expect(() => discountPercent(0, 0)).toThrow(RangeError);
    expect(() => discountMargin(-1, 0)).toThrow(RangeError);
  });
});

describe('discount margin and margin from cost price, to 2 decimals', () => {
  it.each([
    [10000, 7000, 30],
    [29900, 21000, 29.77],
    [10000, 12000, -20],
  ])('MRP %i over cost %i leaves a %s%% discount margin', (mrp, cost, pct) => {
    expect(discountMargin(mrp, cost)).toBe(pct);
  });

  it.each([
    [10000, 8000, 20],
    [15000, 10000, 33.33],
  ])('selling %i over cost %i is a %s%% margin', (sp, cost, pct) => {
    expect(marginPercent(sp, cost)).toBe(pct);
  });

  it.each([
    [8000, 20, 10000],
    [10000, 33.33, 14999],
    [10000, 0, 10000],
  ])('cost %i with a %s%% margin sells at %i', (cost, pct, sp) => {
    expect(sellingPriceFromMargin(cost, pct)).toBe(sp);
  });

  it('refuses a margin of 100% or more and a zero selling price', () => {
    expect(() => sellingPriceFromMargin(10000, 100)).toThrow(RangeError);
    expect(() => marginPercent(0, 100)).toThrow(RangeError);
  });
});
