import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCartAction, CART_MAX_LINES, CART_MESSAGES, cartCount, decodeCart, encodeCart } from './cart.ts';

describe('cart cookie codec', () => {
  it('round-trips lines with and without a variant, loose quantities included', () => {
    const lines = [
      { productId: 12, variantId: null, quantity: 2 },
      { productId: 15, variantId: 3, quantity: 1.5 },
    ];
    expect(encodeCart(lines)).toBe('12:0:2|15:3:1.5');
    expect(decodeCart(encodeCart(lines))).toEqual(lines);
    expect(cartCount(lines)).toBe(4);
  });

  it('reads garbage as the lines that still make sense, never throwing', () => {
    expect(decodeCart(undefined)).toEqual([]);
    expect(decodeCart('')).toEqual([]);
    expect(decodeCart('%E0%A4%A')).toEqual([]);
    expect(decodeCart('x'.repeat(5000))).toEqual([]);
    expect(decodeCart('12:0:2|abc|0:0:1|5:0:-1|6:0:0|7:0:10000|8:x:1|9:0:1:1|12:0:5|13:4:1.25')).toEqual([
      { productId: 12, variantId: null, quantity: 2 },
      { productId: 13, variantId: 4, quantity: 1.25 },
    ]);
    expect(decodeCart('99999999999999999:0:1')).toEqual([]);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const lines = decodeCart(raw);
        expect(decodeCart(encodeCart(lines))).toEqual(lines);
      }),
    );
  });

  it('keeps at most 50 lines', () => {
    const raw = Array.from({ length: 60 }, (_, i) => `${i + 1}:0:1`).join('|');
    expect(decodeCart(raw)).toHaveLength(CART_MAX_LINES);
  });
});

describe('cart actions', () => {
  const start = [{ productId: 1, variantId: null, quantity: 2 }];
  it('adds to an existing line, sets, removes, and set 0 removes', () => {
    expect(
      applyCartAction(start, { action: 'add', productId: 1, variantId: null, quantity: 3 }).lines,
    ).toEqual([{ productId: 1, variantId: null, quantity: 5 }]);
    expect(
      applyCartAction(start, { action: 'add', productId: 1, variantId: 7, quantity: 1 }).lines,
    ).toHaveLength(2);
    expect(
      applyCartAction(start, { action: 'set', productId: 1, variantId: null, quantity: 4 }).lines[0]
        ?.quantity,
    ).toBe(4);
    expect(
      applyCartAction(start, { action: 'set', productId: 1, variantId: null, quantity: 0 }).lines,
    ).toEqual([]);
    expect(
      applyCartAction(start, { action: 'remove', productId: 1, variantId: null, quantity: 0 }).lines,
    ).toEqual([]);
    expect(
      applyCartAction(start, { action: 'add', productId: 1, variantId: null, quantity: 9999 }).lines[0]
        ?.quantity,
    ).toBe(9999);
  });

  it('refuses a bad quantity and a 51st line, leaving the cart as it was', () => {
    expect(applyCartAction(start, { action: 'add', productId: 2, variantId: null, quantity: -1 })).toEqual({
      lines: start,
      error: CART_MESSAGES.badQuantity,
    });
    const full = Array.from({ length: 50 }, (_, i) => ({ productId: i + 1, variantId: null, quantity: 1 }));
    expect(applyCartAction(full, { action: 'add', productId: 99, variantId: null, quantity: 1 }).error).toBe(
      CART_MESSAGES.full,
    );
  });
});
