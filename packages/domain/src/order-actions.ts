// What can happen to an order next, and the payment status its money implies. The
// statuses are those of order-status.ts; these rules decide the transitions between them.
import type { OrderAction } from './order-reply-api.ts';
import type { OrderStatus, PaymentStatus } from './order-status.ts';

export interface OrderForActions {
  orderStatuses: readonly string[];
  deliveryStatus: string | null;
  /** total − returned − paid. */
  outstandingPaise: number;
  returnedPaise: number;
}

const has = (order: OrderForActions, status: OrderStatus) => order.orderStatuses.includes(status);

/** Delivered: FULFILLED, or the delivery partner said DELIVERED. */
export function isDelivered(order: OrderForActions): boolean {
  return has(order, 'FULFILLED') || order.deliveryStatus === 'DELIVERED';
}

/**
 * The actions an order allows. Unconfirmed orders are edited and confirmed; confirmed ones take
 * payments and move to delivery; only delivered goods come back as returns, and only orders
 * not yet delivered (and with nothing returned) can be cancelled.
 */
export function allowedOrderActions(order: OrderForActions): OrderAction[] {
  if (has(order, 'CANCELLED')) return [];
  const actions: OrderAction[] = [];
  const confirmed = has(order, 'CONFIRMED');
  const delivered = isDelivered(order);
  if (!confirmed) actions.push('edit', 'confirm');
  if (confirmed && order.outstandingPaise > 0) actions.push('pay');
  if (confirmed && !delivered) {
    if (!has(order, 'DISPATCHED')) actions.push('dispatch');
    if (!has(order, 'READY_FOR_PICKUP')) actions.push('readyForPickup');
    actions.push('deliver', 'assignDeliveryBoy');
  }
  if (!delivered && order.returnedPaise === 0) actions.push('cancel');
  if (confirmed && delivered && !has(order, 'FULL_RETURN')) actions.push('return');
  return actions;
}

/**
 * Payment status from the money: nothing held after a refund is 'payment returned'; otherwise
 * paid, partially paid or unpaid against what is owed (total − returned).
 */
export function paymentStatusFor(money: {
  duePaise: number;
  paidPaise: number;
  refundedPaise: number;
}): PaymentStatus {
  if (money.paidPaise <= 0 && money.refundedPaise > 0) return 'PAYMENT_RETURNED';
  if (money.paidPaise >= money.duePaise) return 'PAID';
  if (money.paidPaise > 0) return 'PARTIALLY_PAID';
  return 'UNPAID';
}

/** Paid and fulfilled orders are completed (the display merges the two into Completed). */
export function withCompletion(statuses: readonly OrderStatus[], payment: PaymentStatus): OrderStatus[] {
  const set = new Set(statuses);
  if ((payment === 'PAID' || payment === 'PAYMENT_RETURNED') && set.has('FULFILLED')) set.add('COMPLETED');
  else set.delete('COMPLETED');
  return [...set];
}
