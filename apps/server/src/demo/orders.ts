// A generated store's orders: one per state an order can be in, then random ones, with their items and money.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { billColumns, itemRows, placeOf, priceLines, stateCode } from '../modules/orders/index.ts';
import { recordBulkReturns } from '../modules/reports/index.ts';
import { createDemoPayments } from './payment-log.ts';
import { type DemoPaymentPlan, planDemoPayments } from './payments.ts';
import type { Random } from './random.ts';
import { DAY_MS, insertChunked, OUTLET_STATE_ID, type ProductRow } from './store-rows.ts';

/** One row per state an order can be in (back-office.md §4), so every display rule has an example. */
const ORDER_STATES: ReadonlyArray<{
  statuses: string[];
  payment: string;
  delivery?: string;
  source?: 'ONLINE' | 'INSTORE' | 'MANUAL';
  paidShare?: number;
}> = [
  { statuses: ['UNCONFIRMED'], payment: 'UNPAID', source: 'ONLINE' },
  { statuses: ['UNCONFIRMED'], payment: 'UNPAID', source: 'INSTORE' },
  { statuses: ['CONFIRMED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED'], payment: 'PARTIALLY_PAID', paidShare: 0.5 },
  { statuses: ['CONFIRMED', 'READY_FOR_PICKUP'], payment: 'PAID', paidShare: 1 },
  { statuses: ['CONFIRMED', 'DISPATCHED'], payment: 'UNPAID', delivery: 'DISPATCHED', source: 'ONLINE' },
  { statuses: ['CONFIRMED'], payment: 'PAID', delivery: 'DELIVERED', paidShare: 1 },
  { statuses: ['CONFIRMED', 'UNFULFILLED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED', 'FULFILLED'], payment: 'PAID', paidShare: 1 },
  { statuses: ['CONFIRMED', 'FULFILLED', 'COMPLETED'], payment: 'PAID', paidShare: 1 },
  { statuses: ['FULFILLED'], payment: 'UNPAID' },
  { statuses: ['CANCELLED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED', 'FULFILLED', 'FULL_RETURN'], payment: 'PAYMENT_RETURNED', paidShare: 1 },
  { statuses: ['CONFIRMED', 'FULFILLED', 'PARTIAL_RETURN'], payment: 'PAID', paidShare: 1 },
];

export async function createOrders(
  tx: DbOrTx,
  input: {
    supplierId: number;
    storeSlug: string;
    ownerId: number;
    outletIds: number[];
    products: ProductRow[];
    /** The store's settings: its round-off applies to the demo bills as to real ones. */
    accountSettings: AccountSettings;
    customerIds: number[];
    count: number;
    random: Random;
    /** Draws for the payments only, so the orders themselves stay what they were before payments. */
    paymentRandom: Random;
    now: Date;
  },
) {
  const { random } = input;
  const place = placeOf(stateCode(OUTLET_STATE_ID), null);
  const orderRows: Array<typeof t.orders.$inferInsert> = [];
  const itemRowsOfOrders: Array<Omit<typeof t.orderItems.$inferInsert, 'orderId'> & { orderIndex: number }> =
    [];
  const plans: DemoPaymentPlan[] = [];
  const placedAt: Date[] = [];
  for (let n = 0; n < input.count; n++) {
    const state = ORDER_STATES[n % ORDER_STATES.length] as (typeof ORDER_STATES)[number];
    const outletId = input.outletIds[n % input.outletIds.length] as number;
    const confirmed = state.statuses.includes('CONFIRMED');
    const lines = Array.from({ length: random.int(1, 6) }, () => {
      const product = random.pick(input.products);
      const loose = ['kg', 'l', 'g', 'ml'].includes(product.unit);
      return { product, loose, quantity: loose ? milliToQuantity(random.int(250, 3000)) : random.int(1, 4) };
    });
    // A partly returned order keeps something: one piece alone cannot be returned in part.
    const only = lines.length === 1 ? lines[0] : undefined;
    if (state.statuses.includes('PARTIAL_RETURN') && only && !only.loose && only.quantity === 1)
      only.quantity = 2;
    // Priced by the orders module's own rules (GST backed out of shelf prices and split by place of
    // supply, the store's round-off), so a demo bill reads like a real one.
    const bill = await priceLines(tx, {
      supplierId: input.supplierId,
      outletId,
      settings: input.accountSettings,
      imageUrl: () => null,
      items: lines.map(({ product, quantity }) => ({ productId: product.productId, quantity })),
      billDiscount: null,
      place,
      products: input.products,
    });
    const total = bill.totalPaise;
    const customerId = random.chance(0.85) ? random.pick(input.customerIds) : null;
    const source = state.source ?? random.pick(['INSTORE', 'INSTORE', 'ONLINE', 'MANUAL'] as const);
    const plan = planDemoPayments(
      {
        source,
        customerId,
        totalPaise: total,
        paidShare: state.paidShare ?? 0,
        returned: state.statuses.includes('FULL_RETURN')
          ? 'FULL'
          : state.statuses.includes('PARTIAL_RETURN')
            ? 'PARTIAL'
            : null,
        lines: lines.map(({ loose, quantity }, i) => ({
          totalPaise: bill.lines[i]?.totalPaise ?? 0,
          milli: quantityToMilli(quantity),
          loose,
        })),
      },
      input.paymentRandom,
    );
    plans.push(plan);
    const createdAt = new Date(
      input.now.getTime() - (input.count - n) * ((30 * DAY_MS) / Math.max(input.count, 1)),
    );
    placedAt.push(createdAt);
    orderRows.push({
      supplierId: input.supplierId,
      orderNumber: n + 1,
      outletId,
      customerId,
      source,
      orderStatuses: state.statuses,
      paymentStatus: state.payment,
      deliveryStatus: state.delivery ?? null,
      ...billColumns(bill, null),
      placeOfSupply: place?.placeOfSupplyStateCode ?? null,
      paidPaise: plan.paidPaise,
      refundedPaise: plan.refundedPaise,
      returnedPaise: plan.returnedPaise,
      createdBy: input.ownerId,
      createdAt,
      ...(confirmed ? { confirmedAt: createdAt, confirmedBy: input.ownerId } : {}),
    });
    itemRows(input.supplierId, bill).forEach((item, i) => {
      itemRowsOfOrders.push({
        ...item,
        orderIndex: n,
        // A confirmed order's quantities are what it was billed for (returns count from them).
        confirmedQty: confirmed ? item.quantity : null,
        returnedQty: milliToQuantityText(plan.returnedMilli[i] ?? 0),
      });
    });
  }
  const orderIds: number[] = [];
  await insertChunked(orderRows, 500, async (chunk) => {
    const inserted = await tx.insert(t.orders).values(chunk).returning({ orderId: t.orders.orderId });
    orderIds.push(...inserted.map((row) => row.orderId));
  });
  const items = itemRowsOfOrders.map(({ orderIndex, ...item }) => ({
    ...item,
    orderId: orderIds[orderIndex] as number,
  }));
  await insertChunked(items, 1000, (chunk) => tx.insert(t.orderItems).values(chunk));
  // Returned goods become credit notes, as a return at the counter makes them.
  await recordBulkReturns(tx, input.supplierId);
  await createDemoPayments(
    tx,
    input,
    plans.map((plan, n) => ({
      plan,
      orderId: orderIds[n] as number,
      customerId: orderRows[n]?.customerId ?? null,
      placedAt: placedAt[n] as Date,
    })),
  );
}
