import { describe, expect, it } from 'vitest';
import {
  billRoundOff,
  CASH_DENOMINATIONS,
  cashSuggestions,
  DEFAULT_ROUNDING_STEP_PAISE,
  DETAILED_ROUNDING_STEP_PAISE,
  roundDiscount,
  roundItemAmount,
  roundingStepPaise,
  roundToStep,
} from './rounding.ts';

describe('roundToStep: NEAREST / ROUNDDOWN / otherwise up', () => {
  it.each([
    // paise, step, type, result
    [12324, 50, 'NEAREST', 12300],
    [12325, 50, 'NEAREST', 12350],
    [12374, 50, 'NEAREST', 12350],
    [12375, 50, 'NEAREST', 12400],
    [12349, 100, 'NEAREST', 12300],
    [12350, 100, 'NEAREST', 12400],
    [12399, 100, 'ROUNDDOWN', 12300],
    [12301, 100, 'ROUNDUP', 12400],
    [12301, 100, 'ANYTHING_ELSE', 12400],
    [12300, 100, 'ROUNDUP', 12300],
    [-12350, 100, 'NEAREST', -12400],
    [-12399, 100, 'ROUNDDOWN', -12300],
    [12310, 25, 'NEAREST', 12300],
    [12313, 25, 'NEAREST', 12325],
  ])('%i paise, step %i, %s → %i', (paise, step, type, rounded) => {
    expect(roundToStep(paise, step, type)).toBe(rounded);
  });

  it.each([0, -50, 0.5])('refuses the step %s', (step) => {
    expect(() => roundToStep(100, step, 'NEAREST')).toThrow(RangeError);
  });
});

describe('round-off step: default 0.5 around 50 paise (25 when details are given)', () => {
  it.each([
    [undefined, false, DEFAULT_ROUNDING_STEP_PAISE],
    [null, true, DETAILED_ROUNDING_STEP_PAISE],
    [0, true, 25],
    [0.5, true, 50],
    [1, false, 100],
    [10, true, 1000],
  ])('roundingValue %s (details %s) is a %i paise step', (value, details, step) => {
    expect(roundingStepPaise(value, details)).toBe(step);
  });
});

describe('bill round-off is its own line amount', () => {
  it.each([
    [{ isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 }, 10049, -49, 10000],
    [{ isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 }, 10050, 50, 10100],
    [{ isRoundOffEnabled: true, roundingType: 'ROUNDDOWN', roundingValue: 1 }, 10099, -99, 10000],
    [{ isRoundOffEnabled: true, roundingType: 'ROUNDUP', roundingValue: 0.5 }, 10001, 49, 10050],
    [{ isRoundOffEnabled: true, roundingType: 'NEAREST' }, 10013, 12, 10025],
    [{ isRoundOffEnabled: false, roundingType: 'NEAREST', roundingValue: 1 }, 10049, 0, 10049],
    [undefined, 10024, -24, 10000],
    [undefined, 10025, 25, 10050],
  ])('%o on %i paise rounds off %i to %i', (settings, total, roundOff, rounded) => {
    const result = billRoundOff(total, settings);
    expect(result).toEqual({ roundOff, total: rounded });
    expect(total + result.roundOff).toBe(result.total);
  });
});

describe('item-level and discount-level rounding', () => {
  it.each([
    [{ isItemRoundOffEnabled: true, itemRoundingType: 'NEAREST', itemRoundingValue: 1 }, 4950, 5000],
    [{ isItemRoundOffEnabled: true, itemRoundingType: 'ROUNDDOWN', itemRoundingValue: 0.5 }, 4999, 4950],
    [{ isItemRoundOffEnabled: false, itemRoundingType: 'NEAREST', itemRoundingValue: 1 }, 4950, 4950],
  ])('%o rounds an item of %i to %i', (settings, paise, rounded) => {
    expect(roundItemAmount(paise, settings)).toBe(rounded);
  });

  it.each([
    [{ isDiscountRoundOffEnabled: true, discountRoundingType: 'NEAREST' }, 1250, 1300],
    [{ isDiscountRoundOffEnabled: true, discountRoundingType: 'ROUNDDOWN' }, 1299, 1200],
    [{ isDiscountRoundOffEnabled: false, discountRoundingType: 'ROUNDUP' }, 1201, 1201],
  ])('%o rounds a discount of %i to %i', (settings, paise, rounded) => {
    expect(roundDiscount(paise, settings)).toBe(rounded);
  });
});

describe('cash suggestions use denominations 10, 50, 100, 500, 2000', () => {
  it('names the five denominations', () => {
    expect(CASH_DENOMINATIONS).toEqual([10, 50, 100, 500, 2000]);
  });

  it.each([
    [123400, [123400, 124000, 125000, 130000, 150000, 200000]],
    [50000, [50000, 200000]],
    [4550, [4550, 5000, 10000, 50000, 200000]],
    [0, []],
  ])('%i paise due suggests %o', (due, suggestions) => {
    expect(cashSuggestions(due)).toEqual(suggestions);
  });
});
