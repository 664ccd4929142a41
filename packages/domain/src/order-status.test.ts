import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_NAMES,
  type OrderForStatus,
  orderStatusDisplay,
  orderStatusSchema,
  PAYMENT_STATUS_NAMES,
  paymentStatusSchema,
} from './order-status.ts';

describe('status values and display names', () => {
  it('knows the payment statuses: paid, unpaid, partially paid, payment returned', () => {
    expect(Object.values(PAYMENT_STATUS_NAMES)).toEqual([
      'Paid',
      'Unpaid',
      'Partially Paid',
      'Payment Returned',
    ]);
    expect(paymentStatusSchema.safeParse('REFUNDED').success).toBe(false);
  });

  it.each([
    ['UNCONFIRMED', 'Unbilled'],
    ['CONFIRMED', 'Billed'],
    ['FULFILLED', 'Delivered'],
    ['UNFULFILLED', 'Not Delivered'],
    ['COMPLETED', 'Completed'],
    ['CANCELLED', 'Cancelled'],
    ['FULL_RETURN', 'Returned'],
    ['PARTIAL_RETURN', 'Partial Return'],
    ['READY_FOR_PICKUP', 'Ready for Pickup'],
    ['DISPATCHED', 'Dispatched'],
  ] as const)('%s is shown as %s', (status, name) => {
    expect(ORDER_STATUS_NAMES[status]).toBe(name);
    expect(orderStatusSchema.parse(status)).toBe(status);
  });
});

const linked = [{ variantId: 10, batchLinked: true }];
const unlinkedBoth = [
  { variantId: -1, batchLinked: true },
  { variantId: 11, batchLinked: false },
];

describe('order status display rules', () => {
  it.each<[string, OrderForStatus, string, string[]]>([
    [
      'Paid and Fulfilled are merged and shown as Completed',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'FULFILLED'] },
      'Paid',
      ['Delivered', 'Completed'],
    ],
    [
      'payment returned plus fulfilled shows the payment status, Delivered and completed',
      { paymentStatus: 'PAYMENT_RETURNED', orderStatuses: ['CONFIRMED', 'FULFILLED', 'FULL_RETURN'] },
      'Payment Returned',
      ['Delivered', 'Completed', 'Returned'],
    ],
    [
      'partial return with unfulfilled treats unfulfilled as fulfilled',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'PARTIAL_RETURN'] },
      'Paid',
      ['Delivered', 'Completed', 'Partial Return'],
    ],
    [
      'partial return with unfulfilled while unpaid',
      { paymentStatus: 'UNPAID', orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'PARTIAL_RETURN'] },
      'Unpaid',
      ['Billed', 'Delivered', 'Partial Return'],
    ],
    [
      'cancelled shows the payment status and Cancelled',
      { paymentStatus: 'UNPAID', orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'CANCELLED'] },
      'Unpaid',
      ['Cancelled'],
    ],
    [
      'delivery status DELIVERED with confirmed and not fulfilled shows Delivered',
      {
        paymentStatus: 'UNPAID',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        orderDeliveryStatus: 'DELIVERED',
      },
      'Unpaid',
      ['Billed', 'Delivered'],
    ],
    [
      'delivery status other than DELIVERED leaves Not Delivered',
      {
        paymentStatus: 'UNPAID',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        orderDeliveryStatus: 'PENDING',
      },
      'Unpaid',
      ['Billed', 'Not Delivered'],
    ],
    [
      'unpaid, fulfilled but not confirmed adds billed',
      { paymentStatus: 'UNPAID', orderStatuses: ['UNCONFIRMED', 'FULFILLED'] },
      'Unpaid',
      ['Billed', 'Delivered'],
    ],
    [
      'partly paid, fulfilled but not confirmed adds billed',
      { paymentStatus: 'PARTIALLY_PAID', orderStatuses: ['FULFILLED'] },
      'Partially Paid',
      ['Billed', 'Delivered'],
    ],
    [
      'an unconfirmed order is unbilled',
      { paymentStatus: 'UNPAID', orderStatuses: ['UNCONFIRMED', 'UNFULFILLED'] },
      'Unpaid',
      ['Unbilled', 'Not Delivered'],
    ],
    [
      'paid but not fulfilled is not completed',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'READY_FOR_PICKUP'] },
      'Paid',
      ['Billed', 'Ready for Pickup'],
    ],
    [
      'dispatched shows Dispatched, not Not Delivered beside it',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'DISPATCHED'] },
      'Paid',
      ['Billed', 'Dispatched'],
    ],
    [
      'delivered after dispatch shows Delivered alone',
      { paymentStatus: 'UNPAID', orderStatuses: ['CONFIRMED', 'FULFILLED', 'DISPATCHED'] },
      'Unpaid',
      ['Billed', 'Delivered'],
    ],
    [
      'delivery status DELIVERED on a dispatched order shows Delivered alone',
      {
        paymentStatus: 'UNPAID',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'DISPATCHED'],
        orderDeliveryStatus: 'DELIVERED',
      },
      'Unpaid',
      ['Billed', 'Delivered'],
    ],
    [
      'ready for pickup shows that, not Not Delivered beside it',
      { paymentStatus: 'UNPAID', orderStatuses: ['CONFIRMED', 'UNFULFILLED', 'READY_FOR_PICKUP'] },
      'Unpaid',
      ['Billed', 'Ready for Pickup'],
    ],
  ])('%s', (_rule, order, payment, names) => {
    const shown = orderStatusDisplay(order);
    expect(shown.paymentName).toBe(payment);
    expect(shown.names).toEqual(names);
  });
});

describe('unlinked product (variantId -1) and unlinked batch (batchLinked false) markers', () => {
  it.each<[string, OrderForStatus, boolean, boolean]>([
    [
      'shown on a confirmed order',
      { paymentStatus: 'UNPAID', orderStatuses: ['CONFIRMED'], orderItemsCommands: unlinkedBoth },
      true,
      true,
    ],
    [
      'hidden while unconfirmed',
      { paymentStatus: 'UNPAID', orderStatuses: ['UNCONFIRMED'], orderItemsCommands: unlinkedBoth },
      false,
      false,
    ],
    [
      'cleared when cancelled',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'CANCELLED'], orderItemsCommands: unlinkedBoth },
      false,
      false,
    ],
    [
      'absent when every item is linked',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'FULFILLED'], orderItemsCommands: linked },
      false,
      false,
    ],
    [
      'kept on a completed order',
      { paymentStatus: 'PAID', orderStatuses: ['CONFIRMED', 'FULFILLED'], orderItemsCommands: unlinkedBoth },
      true,
      true,
    ],
    [
      'not set by a missing batchLinked',
      {
        paymentStatus: 'PAID',
        orderStatuses: ['CONFIRMED'],
        orderItemsCommands: [{ variantId: 3, batchLinked: null }],
      },
      false,
      false,
    ],
  ])('%s', (_rule, order, product, batch) => {
    const shown = orderStatusDisplay(order);
    expect([shown.showUnlinkedProduct, shown.showUnlinkedBatch]).toEqual([product, batch]);
  });
});
