// The shopper's order status page: what was ordered, the totals, what is paid, and whether
// "Pay now" is offered or a payment is still in progress with its provider. An order the merchant
// sent a payment link for (any source) opens here too, and also offers the store's UPI ID.
import { upiPayLink } from '@storekeep/domain/khata';
import type { TaxSummaryRow } from '@storekeep/domain/tax';
import type { Db } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { discountCodeOfOrder } from '../discount-codes/service.ts';
import { dueOf, OPEN_MS, openAttempt, providerOf, type Shop } from './internal.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import * as q from './queries.ts';

export interface OrderStatusView {
  orderNumber: number;
  statuses: string[];
  paymentStatus: string;
  fulfilment: string | null;
  address: OrderAddress | null;
  pickupInfo: string | null;
  lines: Array<{
    name: string;
    variantName: string | null;
    photoUrl: string | null;
    quantity: number;
    ratePaise: number;
    totalPaise: number;
  }>;
  taxSummary: TaxSummaryRow[];
  /** The order's discount (a discount code's, taken before GST) and the code; 0 and null without. */
  discountPaise: number;
  discountCode: string | null;
  subtotalPaise: number;
  taxPaise: number;
  deliveryChargePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  paidPaise: number;
  /** Placed to be paid in cash when it arrives (no online payment was chosen at checkout). */
  cashOnDelivery: boolean;
  canPayNow: boolean;
  /** An attempt its provider may still complete: minutes until another may be made; else null. */
  paymentInProgressMinutes: number | null;
  /** The store's UPI intent for what is due, on an order the merchant sent a payment link for. */
  upi: { upiId: string; link: string } | null;
  createdAt: Date;
}

export async function orderStatus(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  token: string,
): Promise<OrderStatusView> {
  const order = await q.findOrderByToken(db, shop.supplierId, token);
  // A token is given to storefront orders and to orders sent a payment link, nothing else.
  if (!order) throw notFound('Order not found.');
  const [items, payments, delivery, discountCode] = await Promise.all([
    q.itemsOfOrder(db, shop.supplierId, order.orderId),
    pq.paymentsOfOrder(db, shop.supplierId, order.orderId),
    q.findDelivery(db, shop.supplierId),
    discountCodeOfOrder(db, shop.supplierId, order.orderId),
  ]);
  const due = dueOf(order);
  const onlineChosen = payments.length > 0;
  const linkSent = order.payLinkAt !== null;
  const payable = (onlineChosen || linkSent) && due > 0 && !order.orderStatuses.includes('CANCELLED');
  const upi = payable && linkSent ? await q.findUpi(db, shop.supplierId) : null;
  // While the provider may still complete an attempt, the page says so instead of offering a second.
  const now = new Date();
  const open = payable ? openAttempt(payments, due, now) : undefined;
  const paymentInProgressMinutes = open
    ? Math.max(
        1,
        Math.ceil(((open.startedAt ?? open.createdAt).getTime() + OPEN_MS - now.getTime()) / 60_000),
      )
    : null;
  const canPayNow = payable && !open && (await providerOf(db, shop, deps, base)) !== null;
  return {
    orderNumber: order.orderNumber,
    statuses: order.orderStatuses,
    paymentStatus: order.paymentStatus,
    fulfilment: order.fulfilment,
    address: order.customerAddress,
    pickupInfo: order.fulfilment === 'PICKUP' ? (delivery?.pickupInfo ?? null) : null,
    lines: items.map((i) => ({
      name: i.name,
      variantName: i.variantName,
      photoUrl: i.photoUrl,
      quantity: Number(i.quantity),
      ratePaise: i.ratePaise,
      totalPaise: i.totalPaise,
    })),
    taxSummary: order.taxSummary,
    discountPaise: order.discountPaise,
    discountCode,
    subtotalPaise: order.subtotalPaise,
    taxPaise: order.taxPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    roundOffPaise: order.roundOffPaise,
    totalPaise: order.totalPaise,
    paidPaise: order.paidPaise,
    cashOnDelivery: !onlineChosen && !linkSent && order.source === 'ONLINE',
    canPayNow,
    paymentInProgressMinutes,
    upi: upi
      ? {
          upiId: upi.upiId,
          link: upiPayLink({
            upiId: upi.upiId,
            payeeName: upi.payeeName ?? shop.storeName,
            amountPaise: due,
            note: `Order ${order.orderNumber}`,
          }),
        }
      : null,
    createdAt: order.createdAt,
  };
}
