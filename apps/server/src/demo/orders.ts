// A generated store's orders: one per state an order can be in, then random ones, with their items and money.
import { computeBill } from '@storekeep/domain/bill';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { createDemoPayments } from './payment-log.ts';
import { type DemoPaymentPlan, planDemoPayments } from './payments.ts';
import type { Random } from './random.ts';
import { DAY_MS, insertChunked, type ProductRow } from './store-rows.ts';

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
    customerIds: number[];
    count: number;
    random: Random;
    /** Draws for the payments only, so the orders themselves stay what they were before payments. */
    paymentRandom: Random;
    now: Date;
  },
) {
  const { random } = input;
  const orderRows: Array<typeof t.orders.$inferInsert> = [];
  const itemRows: Array<Omit<typeof t.orderItems.$inferInsert, 'orderId'> & { orderIndex: number }> = [];
  const plans: DemoPaymentPlan[] = [];
  const placedAt: Date[] = [];
  for (let n = 0; n < input.count; n++) {
    const state = ORDER_STATES[n % ORDER_STATES.length] as (typeof ORDER_STATES)[number];
    const lines = Array.from({ length: random.int(1, 6) }, () => {
      const product = random.pick(input.products);
      const loose = ['kg', 'l', 'g', 'ml'].includes(product.unit);
      return { product, loose, quantity: loose ? milliToQuantity(random.int(250, 3000)) : random.int(1, 4) };
    });
    // A partly returned order keeps something: one piece alone cannot be returned in part.
    const only = lines.length === 1 ? lines[0] : undefined;
    if (state.statuses.includes('PARTIAL_RETURN') && only && !only.loose && only.quantity === 1)
      only.quantity = 2;
    const bill = computeBill(
      lines.map(({ product, quantity }) => ({
        quantity,
        ratePaise: product.pricePaise,
        inclusive: true,
        taxes: Number(product.taxRate) > 0 ? [{ taxName: 'GST', taxRate: Number(product.taxRate) }] : [],
        hsnSacNo: product.hsnSacNo,
      })),
      { roundOff: { isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 } },
    );
    const total = bill.grandTotal;
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
          totalPaise: bill.lines[i]?.total ?? 0,
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
      outletId: input.outletIds[n % input.outletIds.length] as number,
      customerId,
      source,
      orderStatuses: state.statuses,
      paymentStatus: state.payment,
      deliveryStatus: state.delivery ?? null,
      subtotalPaise: bill.subtotal,
      taxPaise: bill.totalTax,
      roundOffPaise: bill.roundOff,
      totalPaise: total,
      paidPaise: plan.paidPaise,
      refundedPaise: plan.refundedPaise,
      returnedPaise: plan.returnedPaise,
      createdBy: input.ownerId,
      createdAt,
    });
    const confirmed = state.statuses.includes('CONFIRMED');
    lines.forEach(({ product, quantity }, i) => {
      const line = bill.lines[i];
      itemRows.push({
        orderIndex: n,
        supplierId: input.supplierId,
        lineNo: i + 1,
        productId: product.productId,
        variantId: null,
        name: product.name,
        quantity: String(quantity),
        ratePaise: product.pricePaise,
        taxRate: product.taxRate ?? '0',
        taxPaise: line?.totalTax ?? 0,
        totalPaise: line?.total ?? 0,
        // A confirmed order's quantities are what it was billed for (returns count from them).
        confirmedQty: confirmed ? String(quantity) : null,
        returnedQty: milliToQuantityText(plan.returnedMilli[i] ?? 0),
      });
    });
  }
  const orderIds: number[] = [];
  await insertChunked(orderRows, 500, async (chunk) => {
    const inserted = await tx.insert(t.orders).values(chunk).returning({ orderId: t.orders.orderId });
    orderIds.push(...inserted.map((row) => row.orderId));
  });
  const items = itemRows.map(({ orderIndex, ...item }) => ({
    ...item,
    orderId: orderIds[orderIndex] as number,
  }));
  await insertChunked(items, 1000, (chunk) => tx.insert(t.orderItems).values(chunk));
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
