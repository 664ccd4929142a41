import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  checkoutInputSchema,
  deliveryChargeOf,
  moqProblem,
  placeOfSupply,
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
