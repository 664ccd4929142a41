import { describe, expect, it } from 'vitest';
import {
  addRange,
  canAddRange,
  canSaveRanges,
  DELIVERY_RANGE_CHAIN_MESSAGE,
  DELIVERY_RANGE_MESSAGES,
  type DeliveryRange,
  deliveryChargeFor,
  removeLastRange,
  validateRange,
  validateRanges,
} from './delivery-ranges.ts';

const range = (min: number | null, max: number | null, charge: number | null): DeliveryRange => ({
  min,
  max,
  charge,
  minLocked: false,
  maxLocked: false,
});

describe('delivery range messages (shared-blocks §5)', () => {
  it('quotes the spec', () => {
    expect(DELIVERY_RANGE_MESSAGES).toEqual({
      minRequired: 'Min order Quantity is required',
      maxRequired: 'Max order Quantity is required',
      chargeRequired: 'Charge is required',
      minNotBelowMax: 'Cannot be greater than maximum order Quantity',
      maxNotAboveMin: 'Cannot be less than minimum order Quantity',
    });
  });

  it.each<[DeliveryRange, 'min' | 'max' | undefined, object]>([
    [
      range(null, null, null),
      undefined,
      {
        min: 'Min order Quantity is required',
        max: 'Max order Quantity is required',
        charge: 'Charge is required',
      },
    ],
    [range(1, 10, 0), undefined, {}],
    [range(10, 10, 0), 'min', { min: 'Cannot be greater than maximum order Quantity' }],
    [range(11, 10, 0), 'max', { max: 'Cannot be less than minimum order Quantity' }],
    [range(11, 10, 0), undefined, { max: 'Cannot be less than minimum order Quantity' }],
    [range(1, Number.NaN, 500), undefined, { max: 'Max order Quantity is required' }],
  ])('%o edited on %s gives %o', (r, edited, errors) => {
    expect(validateRange(r, edited)).toEqual(errors);
  });
});

describe('range list', () => {
  it('starts empty-handed, then each range starts at the previous max + 1 on the quantity tab', () => {
    let ranges = addRange([], 'quantity');
    expect(ranges).toEqual([range(null, null, null)]);
    ranges = [{ ...ranges[0]!, min: 1, max: 10, charge: 5000 }];
    ranges = addRange(ranges, 'quantity');
    expect(ranges[1]).toEqual({ min: 11, max: null, charge: null, minLocked: true, maxLocked: false });
    expect(ranges[0]).toMatchObject({ minLocked: false, maxLocked: true });
  });

  it('steps by one paisa (+ 0.01) on the amount tab', () => {
    const ranges = addRange([range(0, 49_999, 4000)], 'amount');
    expect(ranges[1]!.min).toBe(50_000);
  });

  it('cannot add while the last range is incomplete or wrong', () => {
    expect(canAddRange([range(1, null, 0)])).toBe(false);
    expect(canAddRange([range(5, 2, 0)])).toBe(false);
    expect(addRange([range(5, 2, 0)], 'quantity')).toHaveLength(1);
    expect(canAddRange([])).toBe(true);
  });

  it('locks earlier ranges and unlocks the previous max when the last is deleted', () => {
    let ranges = addRange([range(1, 10, 5000)], 'quantity');
    ranges = [ranges[0]!, { ...ranges[1]!, max: 20, charge: 2500 }];
    ranges = addRange(ranges, 'quantity');
    expect(ranges.map((r) => [r.minLocked, r.maxLocked])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    ranges = removeLastRange(ranges);
    expect(ranges.map((r) => r.maxLocked)).toEqual([true, false]);
    expect(removeLastRange([range(1, 2, 3)])).toEqual([]);
  });

  it('blocks saving while any range is incomplete or has an error', () => {
    expect(canSaveRanges([range(1, 10, 0), range(11, 20, 100)])).toBe(true);
    expect(canSaveRanges([range(1, 10, 0), range(11, 20, null)])).toBe(false);
    expect(canSaveRanges([])).toBe(true);
  });

  it('lets only the last range stay open ("and above")', () => {
    expect(canSaveRanges([range(1, 10, 0), range(11, null, 100)], 'quantity')).toBe(true);
    expect(validateRanges([range(1, null, 0), range(11, 20, 100)], 'quantity')).toEqual([
      { max: 'Max order Quantity is required' },
      {},
    ]);
    // An open range still needs its start and its charge.
    expect(validateRanges([range(null, null, null)], 'amount')).toEqual([
      { min: 'Min order Quantity is required', charge: 'Charge is required' },
    ]);
  });

  it('chains each range on from the previous max (no gap, no overlap)', () => {
    expect(validateRanges([range(0, 49_999, 4000), range(50_000, null, 0)], 'amount')).toEqual([{}, {}]);
    expect(validateRanges([range(1, 10, 0), range(15, 20, 100)], 'quantity')[1]).toEqual({
      min: DELIVERY_RANGE_CHAIN_MESSAGE,
    });
    expect(validateRanges([range(1, 10, 0), range(8, 20, 100)], 'quantity')[1]).toEqual({
      min: DELIVERY_RANGE_CHAIN_MESSAGE,
    });
  });

  it('cannot add after an open last range: it needs its max first', () => {
    expect(canAddRange([range(0, null, 0)])).toBe(false);
  });

  it.each([
    [0, 4000],
    [49_999, 4000],
    [50_000, 0],
    [9_999_999, 0],
  ])('with an open last range, an order of %i paise is charged %s', (value, charge) => {
    expect(deliveryChargeFor([range(0, 49_999, 4000), range(50_000, null, 0)], value)).toBe(charge);
  });

  it.each([
    [5, 5000],
    [10, 5000],
    [11, 2500],
    [21, null],
  ])('an order of %i is charged %s', (value, charge) => {
    expect(deliveryChargeFor([range(1, 10, 5000), range(11, 20, 2500)], value)).toBe(charge);
  });
});
