// Serial (IMEI) numbers at sale: one per unit for a product with serials in stock, only the
// outlet's in-stock serials of the product, shared over batch parts, and those a return brings back.
import { describe, expect, it } from 'vitest';
import {
  checkLineSerials,
  type HeldSerial,
  returnedSerials,
  SERIAL_MESSAGES,
  sellableSerialCount,
  serialNosSchema,
  serialRefusalText,
  serialsOverParts,
} from './serials.ts';

const held = new Map<string, HeldSerial>(
  [
    { serialId: 1, serialNo: 'A1', variantId: 0, productId: 7, outletId: 1, status: 'IN_STOCK' },
    { serialId: 2, serialNo: 'A2', variantId: 0, productId: 7, outletId: 1, status: 'IN_STOCK' },
    { serialId: 3, serialNo: 'S1', variantId: 0, productId: 7, outletId: 1, status: 'SOLD' },
    { serialId: 4, serialNo: 'B1', variantId: 0, productId: 8, outletId: 1, status: 'IN_STOCK' },
    { serialId: 5, serialNo: 'F1', variantId: 0, productId: 7, outletId: 2, status: 'IN_STOCK' },
    // Phone 9 in Black (91) and Blue (92); V0 was kept before serials had variants.
    { serialId: 6, serialNo: 'VK', variantId: 91, productId: 9, outletId: 1, status: 'IN_STOCK' },
    { serialId: 7, serialNo: 'VB', variantId: 92, productId: 9, outletId: 1, status: 'IN_STOCK' },
    { serialId: 8, serialNo: 'V0', variantId: 0, productId: 9, outletId: 1, status: 'IN_STOCK' },
    // Dispatched to another outlet and not yet received; sent back to the vendor.
    { serialId: 9, serialNo: 'T1', variantId: 0, productId: 7, outletId: 1, status: 'IN_TRANSIT' },
    { serialId: 10, serialNo: 'R1', variantId: 0, productId: 7, outletId: 1, status: 'RETURNED' },
  ].map((s) => [s.serialNo, s]),
);
const line = { enabled: true, productId: 7, variantId: 0, outletId: 1, held };

describe('checkLineSerials', () => {
  it.each([
    [
      'no serials in stock and none named: sold as any product',
      { quantity: 2, given: [], inStockAtOutlet: 0 },
      null,
    ],
    ['serials in stock: one per unit', { quantity: 2, given: ['A1', 'A2'], inStockAtOutlet: 2 }, null],
    ['serials in stock, none named', { quantity: 1, given: [], inStockAtOutlet: 2 }, { kind: 'count' }],
    ['fewer than the quantity', { quantity: 2, given: ['A1'], inStockAtOutlet: 2 }, { kind: 'count' }],
    ['more than the quantity', { quantity: 1, given: ['A1', 'A2'], inStockAtOutlet: 2 }, { kind: 'count' }],
    [
      'a part of a unit cannot carry a serial',
      { quantity: 1.5, given: ['A1'], inStockAtOutlet: 2 },
      { kind: 'count' },
    ],
    [
      'not in the store',
      { quantity: 1, given: ['ZZ'], inStockAtOutlet: 2 },
      { kind: 'unknown', serial: 'ZZ' },
    ],
    [
      'of another product',
      { quantity: 1, given: ['B1'], inStockAtOutlet: 2 },
      { kind: 'otherProduct', serial: 'B1' },
    ],
    [
      'at another outlet',
      { quantity: 1, given: ['F1'], inStockAtOutlet: 2 },
      { kind: 'otherOutlet', serial: 'F1' },
    ],
    ['already sold', { quantity: 1, given: ['S1'], inStockAtOutlet: 2 }, { kind: 'sold', serial: 'S1' }],
    [
      'on the way to another outlet: in stock nowhere',
      { quantity: 1, given: ['T1'], inStockAtOutlet: 2 },
      { kind: 'otherOutlet', serial: 'T1' },
    ],
    [
      'back with the vendor: in stock nowhere',
      { quantity: 1, given: ['R1'], inStockAtOutlet: 2 },
      { kind: 'otherOutlet', serial: 'R1' },
    ],
  ])('%s', (_, input, expected) => {
    expect(checkLineSerials({ ...line, ...input })).toEqual(expected);
  });

  it("takes only serials of the line's variant, or whose variant is not known", () => {
    const black = { ...line, productId: 9, variantId: 91, quantity: 1, inStockAtOutlet: 2 };
    expect(checkLineSerials({ ...black, given: ['VK'] })).toBeNull();
    expect(checkLineSerials({ ...black, given: ['V0'] })).toBeNull();
    expect(checkLineSerials({ ...black, given: ['VB'] })).toEqual({ kind: 'otherVariant', serial: 'VB' });
  });

  it("counts the outlet's serials a line of the variant may take", () => {
    const counts = new Map([
      [91, 2],
      [92, 1],
      [0, 1],
    ]);
    expect(sellableSerialCount(counts, 91)).toBe(3);
    expect(sellableSerialCount(counts, 93)).toBe(1);
    expect(sellableSerialCount(new Map([[0, 4]]), 0)).toBe(4);
    expect(sellableSerialCount(new Map([[91, 4]]), 0)).toBe(0);
  });

  it('refuses named serials when the store does not keep them, and asks none otherwise', () => {
    expect(
      checkLineSerials({ ...line, enabled: false, quantity: 1, given: ['A1'], inStockAtOutlet: 2 }),
    ).toEqual({
      kind: 'notKept',
    });
    expect(
      checkLineSerials({ ...line, enabled: false, quantity: 1, given: [], inStockAtOutlet: 2 }),
    ).toBeNull();
  });

  it('words each refusal for the line', () => {
    expect(serialRefusalText({ kind: 'count' }, 'Phone X')).toBe(
      'Phone X: choose one serial (IMEI) number for each unit sold.',
    );
    expect(serialRefusalText({ kind: 'otherProduct', serial: 'B1' }, 'Phone X')).toBe(
      'The serial (IMEI) number B1 is not of Phone X.',
    );
    expect(serialRefusalText({ kind: 'otherVariant', serial: 'VB' }, 'Phone X', 'Black')).toBe(
      'The serial (IMEI) number VB is of another variant, not Phone X Black.',
    );
    expect(serialRefusalText({ kind: 'sold', serial: 'S1' }, 'Phone X')).toBe(SERIAL_MESSAGES.sold('S1'));
  });

  it('counts in the words of what the serials leave with: a bill, a dispatch, a debit note', () => {
    expect(serialRefusalText({ kind: 'count' }, 'Phone X', null, 'dispatch')).toBe(
      'Phone X: choose one serial (IMEI) number for each unit sent.',
    );
    expect(serialRefusalText({ kind: 'count' }, 'Phone X', null, 'vendorReturn')).toBe(
      'Phone X: choose one serial (IMEI) number for each unit sent back to the vendor.',
    );
  });
});

describe('serial numbers as named', () => {
  it('keeps them as the receipt does: no spaces, capitals', () => {
    expect(serialNosSchema.parse([' 3520 9900 1761 481 ', 'ab-12'])).toEqual(['352099001761481', 'AB-12']);
  });
});

describe('serialsOverParts', () => {
  it('gives each batch part as many serials as its units, the last the rest', () => {
    expect(serialsOverParts(['a', 'b', 'c'], [2000, 1000])).toEqual([['a', 'b'], ['c']]);
    expect(serialsOverParts(['a', 'b'], [2000])).toEqual([['a', 'b']]);
    expect(serialsOverParts([], [1000, 1000])).toEqual([[], []]);
  });
});

describe('returnedSerials', () => {
  it.each([
    [
      'the whole rest of the line, unnamed: all of it',
      { quantity: 2, stillSold: ['a', 'b'], named: undefined },
      { serials: ['a', 'b'] },
    ],
    ['part of the line, named', { quantity: 1, stillSold: ['a', 'b'], named: ['b'] }, { serials: ['b'] }],
    [
      'part of the line, unnamed',
      { quantity: 1, stillSold: ['a', 'b'], named: undefined },
      { refusal: 'choose' },
    ],
    [
      'named, but not one per unit',
      { quantity: 2, stillSold: ['a', 'b'], named: ['a'] },
      { refusal: 'choose' },
    ],
    [
      'named, not sold on the line',
      { quantity: 1, stillSold: ['a'], named: ['z'] },
      { refusal: 'notSold', serial: 'z' },
    ],
    ['a line without serials', { quantity: 3, stillSold: [], named: undefined }, { serials: [] }],
  ])('%s', (_, input, expected) => {
    expect(returnedSerials(input)).toEqual(expected);
  });
});
