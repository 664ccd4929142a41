import { describe, expect, it } from 'vitest';
import { allowedOrderActions, paymentStatusFor, withCompletion } from './order-actions.ts';

const order = (
  orderStatuses: string[],
  extra: { deliveryStatus?: string | null; outstandingPaise?: number; returnedPaise?: number } = {},
) => ({
  orderStatuses,
  deliveryStatus: extra.deliveryStatus ?? null,
  outstandingPaise: extra.outstandingPaise ?? 0,
  returnedPaise: extra.returnedPaise ?? 0,
});

describe('allowedOrderActions', () => {
  it.each([
    [
      'an unbilled order is edited, confirmed or cancelled',
      order(['UNCONFIRMED']),
      ['edit', 'confirm', 'cancel'],
    ],
    [
      'a billed, unpaid, undelivered order takes payment and moves to delivery',
      order(['CONFIRMED', 'UNFULFILLED'], { outstandingPaise: 100 }),
      ['pay', 'dispatch', 'readyForPickup', 'deliver', 'assignDeliveryBoy', 'cancel'],
    ],
    [
      'a dispatched order is not dispatched again',
      order(['CONFIRMED', 'UNFULFILLED', 'DISPATCHED']),
      ['readyForPickup', 'deliver', 'assignDeliveryBoy', 'cancel'],
    ],
    [
      'a delivered, paid order can only be returned',
      order(['CONFIRMED', 'FULFILLED', 'COMPLETED']),
      ['return'],
    ],
    [
      'delivery status DELIVERED counts as delivered',
      order(['CONFIRMED', 'UNFULFILLED'], { deliveryStatus: 'DELIVERED', outstandingPaise: 5 }),
      ['pay', 'return'],
    ],
    [
      'a fully returned order allows nothing more',
      order(['CONFIRMED', 'FULFILLED', 'FULL_RETURN'], { returnedPaise: 10 }),
      [],
    ],
    ['a cancelled order allows nothing', order(['CONFIRMED', 'CANCELLED'], { outstandingPaise: 100 }), []],
  ])('%s', (_name, input, expected) => {
    expect(allowedOrderActions(input)).toEqual(expected);
  });
});

describe('paymentStatusFor', () => {
  it.each([
    [{ duePaise: 1000, paidPaise: 0, refundedPaise: 0 }, 'UNPAID'],
    [{ duePaise: 1000, paidPaise: 400, refundedPaise: 0 }, 'PARTIALLY_PAID'],
    [{ duePaise: 1000, paidPaise: 1000, refundedPaise: 0 }, 'PAID'],
    [{ duePaise: 600, paidPaise: 600, refundedPaise: 400 }, 'PAID'],
    [{ duePaise: 0, paidPaise: 0, refundedPaise: 1000 }, 'PAYMENT_RETURNED'],
  ] as const)('%o → %s', (money, status) => {
    expect(paymentStatusFor(money)).toBe(status);
  });
});

describe('withCompletion', () => {
  it('adds Completed to a paid, fulfilled order and removes it otherwise', () => {
    expect(withCompletion(['CONFIRMED', 'FULFILLED'], 'PAID')).toEqual([
      'CONFIRMED',
      'FULFILLED',
      'COMPLETED',
    ]);
    expect(withCompletion(['CONFIRMED', 'FULFILLED', 'COMPLETED'], 'PARTIALLY_PAID')).toEqual([
      'CONFIRMED',
      'FULFILLED',
    ]);
    expect(withCompletion(['CONFIRMED', 'UNFULFILLED'], 'PAID')).toEqual(['CONFIRMED', 'UNFULFILLED']);
  });
});
