import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  checkoutInputSchema,
  deliveryChargeOf,
  leastOrderQuantity,
  moqProblem,
  placeOfSupply,
  sellsFromStock,
} from './checkout.ts';
import { REQUIRED_FIELD_MESSAGE } from './validation.ts';

const base = {
  idempotencyKey: 'k1',
  name: 'Asha',
  mobile: '9845012345',
  address: '12 MG Road',
  pincode: '560001',
};
const messages = (input: object) => {
  const parsed = checkoutInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('checkout form', () => {
  it('takes an Indian mobile with +91 or 0 and stores the 10 digits', () => {
    for (const mobile of ['9845012345', '+91 98450 12345', '09845012345', '98450-12345'])
      expect(checkoutInputSchema.parse({ ...base, mobile }).mobile).toBe('9845012345');
    expect(messages({ ...base, mobile: '5845012345' })).toEqual([`mobile: ${CHECKOUT_MESSAGES.mobile}`]);
    expect(messages({ ...base, mobile: '98450' })).toEqual([`mobile: ${CHECKOUT_MESSAGES.mobile}`]);
  });

  it('needs address and a 6-digit pincode for delivery, not for pickup', () => {
    expect(messages({ ...base, address: '', pincode: '012345' })).toEqual([
      `address: ${REQUIRED_FIELD_MESSAGE}`,
      `pincode: ${CHECKOUT_MESSAGES.pincode}`,
    ]);
    expect(messages({ ...base, address: '', pincode: '', fulfilment: 'PICKUP' })).toEqual([]);
    expect(messages({ ...base, name: '  ' })).toEqual([`name: ${REQUIRED_FIELD_MESSAGE}`]);
    expect(messages({ ...base, stateCode: '99' })).toEqual([`stateCode: ${CHECKOUT_MESSAGES.state}`]);
    expect(messages({ ...base, payment: 'BITCOIN' })).toHaveLength(1);
  });
});

describe('delivery charge', () => {
  const ranges = [
    { min: 0, max: 49_999, charge: 4_000, minLocked: true, maxLocked: true },
    { min: 50_000, max: 100_000, charge: 0, minLocked: true, maxLocked: false },
  ];
  it('takes the range holding the order amount; none for pickup or without ranges; null outside the ranges', () => {
    const amount = { kind: 'amount' as const, ranges };
    expect(deliveryChargeOf('DELIVERY', amount, { goodsPaise: 20_000, units: 1 })).toBe(4_000);
    expect(deliveryChargeOf('DELIVERY', amount, { goodsPaise: 60_000, units: 1 })).toBe(0);
    expect(deliveryChargeOf('DELIVERY', amount, { goodsPaise: 200_000, units: 1 })).toBeNull();
    expect(deliveryChargeOf('PICKUP', amount, { goodsPaise: 20_000, units: 1 })).toBe(0);
    expect(deliveryChargeOf('DELIVERY', null, { goodsPaise: 20_000, units: 1 })).toBe(0);
    const byUnits = {
      kind: 'quantity' as const,
      ranges: [{ min: 1, max: 5, charge: 3_000, minLocked: true, maxLocked: false }],
    };
    expect(deliveryChargeOf('DELIVERY', byUnits, { goodsPaise: 999_999, units: 3 })).toBe(3_000);
  });
});

describe('place of supply and MOQ', () => {
  it('is the delivery state, the outlet state for pickup, and none without the outlet state', () => {
    expect(placeOfSupply('29', 'DELIVERY', '07')).toEqual({
      supplierStateCode: '29',
      placeOfSupplyStateCode: '07',
    });
    expect(placeOfSupply('29', 'PICKUP', '07')).toEqual({
      supplierStateCode: '29',
      placeOfSupplyStateCode: '29',
    });
    expect(placeOfSupply(null, 'DELIVERY', '07')).toBeUndefined();
  });
  it('names the product and the minimum', () => {
    expect(moqProblem('Flour', 2, 5)).toBe('Minimum order quantity for Flour is 5');
    expect(moqProblem('Flour', 5, 5)).toBeNull();
    expect(moqProblem('Rice', 0.5, 1.25)).toBe('Minimum order quantity for Rice is 1.25');
  });
});

describe('selling from stock', () => {
  const selling = { isSellOutOfStock: false };
  // "refuse a line whose stock at the online outlet does not cover its quantity, unless the
  // store sells out-of-stock items; a service has no stock to run out of"
  it.each([
    ['covered exactly', { isService: false, stock: '2.000' }, 2, selling, true],
    ['short by one', { isService: false, stock: '1.000' }, 2, selling, false],
    ['no stock row', { isService: false, stock: null }, 1, selling, false],
    ['below zero', { isService: false, stock: -3 }, 1, selling, false],
    ['loose, to the gram', { isService: false, stock: '0.750' }, 0.75, selling, true],
    ['loose, a gram short', { isService: false, stock: '0.749' }, 0.75, selling, false],
    ['sold out of stock', { isService: false, stock: 0 }, 5, { isSellOutOfStock: true }, true],
    ['a service', { isService: true, stock: null }, 1, selling, true],
  ])('%s', (_, item, quantity, settings, sells) => {
    expect(sellsFromStock(item, quantity, settings)).toBe(sells);
  });

  it('offers the least a shopper may order: the minimum order quantity, or a thousandth', () => {
    expect(leastOrderQuantity('2.000')).toBe(2);
    expect(leastOrderQuantity('0.250')).toBe(0.25);
    expect(leastOrderQuantity('0.000')).toBe(0.001);
  });
});
