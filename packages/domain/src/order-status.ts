// Order status display (back-office §4, shared-blocks §4): which badges an order shows.
import { z } from 'zod';

export const PAYMENT_STATUSES = ['PAID', 'UNPAID', 'PARTIALLY_PAID', 'PAYMENT_RETURNED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  PAID: 'Paid',
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partially Paid',
  PAYMENT_RETURNED: 'Payment Returned',
};

export const ORDER_STATUSES = [
  'UNCONFIRMED',
  'CONFIRMED',
  'FULFILLED',
  'UNFULFILLED',
  'COMPLETED',
  'CANCELLED',
  'FULL_RETURN',
  'PARTIAL_RETURN',
  'READY_FOR_PICKUP',
  'DISPATCHED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Display names; the spec writes some in lower case, shown here in title case like the rest. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  UNCONFIRMED: 'Unbilled',
  CONFIRMED: 'Billed',
  FULFILLED: 'Delivered',
  UNFULFILLED: 'Not Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  FULL_RETURN: 'Returned',
  PARTIAL_RETURN: 'Partial Return',
  READY_FOR_PICKUP: 'Ready for Pickup',
  DISPATCHED: 'Dispatched',
};

export const DELIVERY_STATUS_DELIVERED = 'DELIVERED';
/** variantId of an order item whose product is not linked to the catalogue. */
export const UNLINKED_VARIANT_ID = -1;

export interface OrderForStatus {
  paymentStatus: PaymentStatus;
  orderStatuses: readonly OrderStatus[];
  orderDeliveryStatus?: string | null;
  orderItemsCommands?: readonly { variantId: number; batchLinked?: boolean | null }[];
}

export interface OrderStatusDisplay {
  payment: PaymentStatus;
  paymentName: string;
  /** Order statuses to show, in the order of ORDER_STATUSES. */
  statuses: OrderStatus[];
  names: string[];
  showUnlinkedProduct: boolean;
  showUnlinkedBatch: boolean;
}

/**
 * Where the goods are, furthest first. An order shows one of them: Delivered beside Dispatched, or
 * Not Delivered beside Dispatched, would say two things at once.
 */
const DELIVERY_STAGES = ['FULFILLED', 'DISPATCHED', 'READY_FOR_PICKUP', 'UNFULFILLED'] as const;

function display(
  payment: PaymentStatus,
  statuses: Set<OrderStatus>,
  unlinked: { product: boolean; batch: boolean },
): OrderStatusDisplay {
  const stage = DELIVERY_STAGES.find((s) => statuses.has(s));
  const ordered = ORDER_STATUSES.filter(
    (s) => statuses.has(s) && (!(DELIVERY_STAGES as readonly string[]).includes(s) || s === stage),
  );
  return {
    payment,
    paymentName: PAYMENT_STATUS_NAMES[payment],
    statuses: ordered,
    names: ordered.map((s) => ORDER_STATUS_NAMES[s]),
    showUnlinkedProduct: unlinked.product,
    showUnlinkedBatch: unlinked.batch,
  };
}

/** Applies the spec's rules in order; see the test table for every case. */
export function orderStatusDisplay(order: OrderForStatus): OrderStatusDisplay {
  const payment = order.paymentStatus;
  const raw = new Set(order.orderStatuses);
  const statuses = new Set(raw);
  // Partial return with unfulfilled treats unfulfilled as fulfilled.
  if (statuses.has('PARTIAL_RETURN') && statuses.has('UNFULFILLED')) {
    statuses.delete('UNFULFILLED');
    statuses.add('FULFILLED');
  }
  // Cancelled shows the payment status and Cancelled, and clears the unlinked flags.
  if (statuses.has('CANCELLED')) {
    return display(payment, new Set(['CANCELLED']), { product: false, batch: false });
  }
  const items = order.orderItemsCommands ?? [];
  // Both markers are hidden while the order is unconfirmed.
  const unconfirmed = raw.has('UNCONFIRMED');
  const unlinked = {
    product: !unconfirmed && items.some((i) => i.variantId === UNLINKED_VARIANT_ID),
    batch: !unconfirmed && items.some((i) => i.batchLinked === false),
  };
  // Paid (or payment returned) plus fulfilled: payment status, Delivered and Completed; the
  // Paid + Fulfilled pair is merged into Completed. Return badges stay visible.
  if ((payment === 'PAID' || payment === 'PAYMENT_RETURNED') && statuses.has('FULFILLED')) {
    const shown = new Set<OrderStatus>(['FULFILLED', 'COMPLETED']);
    for (const s of ['FULL_RETURN', 'PARTIAL_RETURN'] as const) if (statuses.has(s)) shown.add(s);
    return display(payment, shown, unlinked);
  }
  // Delivery status DELIVERED with confirmed and not fulfilled shows Delivered.
  if (
    order.orderDeliveryStatus === DELIVERY_STATUS_DELIVERED &&
    statuses.has('CONFIRMED') &&
    !statuses.has('FULFILLED')
  ) {
    statuses.delete('UNFULFILLED');
    statuses.add('FULFILLED');
  }
  // Unpaid or partly paid, fulfilled but not confirmed, adds billed (which replaces Unbilled:
  // the spec does not say, but both badges at once would contradict each other).
  else if (
    (payment === 'UNPAID' || payment === 'PARTIALLY_PAID') &&
    statuses.has('FULFILLED') &&
    !statuses.has('CONFIRMED')
  ) {
    statuses.delete('UNCONFIRMED');
    statuses.add('CONFIRMED');
  }
  return display(payment, statuses, unlinked);
}
