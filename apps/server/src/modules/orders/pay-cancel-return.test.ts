// Order transitions over HTTP after the bill: payments, delivery, cancel and returns (stock and
// money back), with the history and the status display.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, shelveTeaAndRice, stockOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let tea: number;
let rice: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());
beforeEach(async () => {
  ({ tea, rice } = await shelveTeaAndRice(h, store));
});

const draft = (items: unknown[] = [{ productId: tea, quantity: 2 }], extra: object = {}) =>
  api.order('POST', '/api/v1/orders', { source: 'MANUAL', items, ...extra });

describe('payments and delivery', () => {
  it('records partial then full payment with the payment log, and completes once delivered', async () => {
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      items: [{ productId: tea, quantity: 2 }],
      confirm: true,
    });
    expect(order.orderStatuses).toEqual(['CONFIRMED', 'UNFULFILLED']);
    const url = `/api/v1/orders/${order.orderId}`;
    const part = await api.order('POST', `${url}/payments`, {
      mode: 'UPI',
      amountPaise: 5_000,
      reference: 'UPI-1',
    });
    expect(part).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      paymentStatusName: 'Partially Paid',
      outstandingPaise: 16_000,
    });
    const tooMuch = await api.call('POST', `${url}/payments`, { mode: 'CARD', amountPaise: 16_001 });
    expect(tooMuch.json().error.message).toBe('Amount cannot be more than the balance due (₹160.00).');
    const low = await api.call('POST', `${url}/payments`, {
      mode: 'CASH',
      amountPaise: 16_000,
      tenderedPaise: 10_000,
    });
    expect(low.json().error.message).toBe('Cash received is less than the amount.');
    const paid = await api.order('POST', `${url}/payments`, { mode: 'CARD', amountPaise: 16_000 });
    expect(paid).toMatchObject({ paymentStatus: 'PAID', statusNames: ['Billed', 'Not Delivered'] });
    expect(paid.payments.map((p) => [p.mode, p.amountPaise])).toEqual([
      ['UPI', 5_000],
      ['CARD', 16_000],
    ]);
    const dispatched = await api.order('POST', `${url}/delivery`, { status: 'DISPATCHED' });
    expect(dispatched).toMatchObject({
      deliveryStatus: 'DISPATCHED',
      // One delivery badge: Dispatched says it is on its way, Not Delivered beside it would not.
      statusNames: ['Billed', 'Dispatched'],
    });
    expect(dispatched.allowedActions).not.toContain('dispatch');
    const delivered = await api.order('POST', `${url}/delivery`, { status: 'DELIVERED' });
    expect(delivered).toMatchObject({ deliveryStatus: 'DELIVERED', statusNames: ['Delivered', 'Completed'] });
    expect(delivered.history.map((x) => x.action)).toEqual([
      'CREATED',
      'CONFIRMED',
      'PAYMENT',
      'PAYMENT',
      'DISPATCHED',
      'DELIVERED',
    ]);
  });

  it('marks ready for pickup, assigns a delivery boy, keeps rider details with their notice', async () => {
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
    });
    const url = `/api/v1/orders/${order.orderId}`;
    const ready = await api.order('POST', `${url}/delivery`, { status: 'READY_FOR_PICKUP' });
    expect(ready.statusNames).toContain('Ready for Pickup');
    const [boy] = rowsOf<{ user_id: number }>(
      await h.database.db.execute(
        sql`INSERT INTO users (supplier_id, role, email, password_hash, first_name, last_name)
          VALUES (${store.supplierId}, 'delivery_boy', ${`boy-${order.orderId}@example.com`}, 'x', 'Ravi', 'K') RETURNING user_id`,
      ),
    );
    const boys = await api.call('GET', '/api/v1/delivery-boys');
    expect(boys.json().deliveryBoys).toContainEqual({
      userId: Number(boy?.user_id),
      name: 'Ravi K',
      mobileNumber: null,
    });
    const assigned = await api.order('PUT', `${url}/delivery-boy`, { deliveryBoyId: Number(boy?.user_id) });
    expect(assigned.deliveryBoy).toEqual({ userId: Number(boy?.user_id), name: 'Ravi K' });
    expect((await api.call('PUT', `${url}/delivery-boy`, { deliveryBoyId: 999_999 })).statusCode).toBe(404);
    const eta = new Date(Date.now() + 9.5 * 60_000).toISOString();
    const rider = await api.order('PUT', `${url}/rider`, {
      rider_name: 'Ravi',
      rider_phone: '9876543210',
      eta,
      status: 'ALLOTTED',
    });
    expect(rider.riderNotice).toEqual({ tone: 'orange', text: 'Rider arriving in 10 min' });
    const arrived = await api.order('PUT', `${url}/rider`, { status: 'ARRIVED' });
    expect(arrived.riderNotice).toEqual({ tone: 'red', text: 'Rider has arrived' });
    const expiry = await api.order('PUT', `${url}/expiry-date`, { expiryDate: '2026-12-31' });
    expect(expiry.expiryDate).toBe('2026-12-31');
  });

  it('shows Delivered for a confirmed order whose delivery status is DELIVERED', async () => {
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
    });
    await h.database.db.execute(
      sql`UPDATE orders SET delivery_status = 'DELIVERED' WHERE order_id = ${order.orderId}`,
    );
    const read = await api.order('GET', `/api/v1/orders/${order.orderId}`);
    expect(read.statusNames).toEqual(['Billed', 'Delivered']);
    expect(read.allowedActions).toContain('return');
  });
});

describe('cancel and return', () => {
  it('cancels a paid, confirmed order: stock back, money back in its own mode, Payment Returned + Cancelled', async () => {
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      items: [{ productId: tea, quantity: 4 }],
      confirm: true,
      payments: [{ mode: 'UPI', amountPaise: 10_000 }],
    });
    expect(await stockOf(h, store, tea)).toBe(16);
    const cancelled = await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {
      note: 'Customer called',
    });
    expect(cancelled).toMatchObject({
      paymentStatus: 'PAYMENT_RETURNED',
      statusNames: ['Cancelled'],
      paymentStatusName: 'Payment Returned',
      refundedPaise: 10_000,
      paidPaise: 0,
      allowedActions: [],
    });
    expect(cancelled.payments.at(-1)).toMatchObject({ kind: 'REFUND', mode: 'UPI', amountPaise: 10_000 });
    expect(cancelled.history.at(-1)).toMatchObject({ action: 'CANCELLED', note: 'Customer called' });
    expect(await stockOf(h, store, tea)).toBe(20);
    const again = await api.call('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    expect(again.json().error.message).toBe('This order is cancelled.');
  });

  it('cancels an unbilled order without touching stock', async () => {
    const order = await draft();
    const cancelled = await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    expect(cancelled).toMatchObject({ paymentStatus: 'UNPAID', statusNames: ['Cancelled'] });
    expect(await stockOf(h, store, tea)).toBe(20);
  });

  it('refuses to cancel a delivered order and to return an undelivered one', async () => {
    const delivered = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
    });
    const cancel = await api.call('POST', `/api/v1/orders/${delivered.orderId}/cancel`, {});
    expect(cancel.json().error.message).toBe(
      'A delivered or returned order cannot be cancelled; return it instead.',
    );
    const open = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
    });
    const ret = await api.call('POST', `/api/v1/orders/${open.orderId}/returns`, {});
    expect(ret.json().error.message).toBe('Only a delivered order can be returned.');
  });

  it('returns part of a paid bill: stock back, refund of the returned value, Partial Return', async () => {
    const bill = await api.order('POST', '/api/v1/orders', {
      items: [
        { productId: tea, quantity: 2 },
        { productId: rice, quantity: 1.5 },
      ],
      confirm: true,
      payments: [{ mode: 'CASH', amountPaise: 30_000 }],
    });
    const url = `/api/v1/orders/${bill.orderId}/returns`;
    const needsMode = await api.call('POST', url, { items: [{ lineNo: 1, quantity: 1 }] });
    expect(needsMode.json().error.message).toBe('Choose how to return the payment.');
    const tooMany = await api.call('POST', url, { items: [{ lineNo: 2, quantity: 2 }], refundMode: 'CASH' });
    expect(tooMany.json().error.message).toBe('You can return at most 1.5 of Rice.');
    const partial = await api.order('POST', url, { items: [{ lineNo: 1, quantity: 1 }], refundMode: 'CASH' });
    expect(partial).toMatchObject({
      returnedPaise: 10_500,
      refundedPaise: 10_500,
      paidPaise: 19_500,
      paymentStatus: 'PAID',
      statusNames: ['Delivered', 'Completed', 'Partial Return'],
    });
    expect(partial.items[0]).toMatchObject({ returnedQty: 1, returnableQty: 1 });
    expect(await stockOf(h, store, tea)).toBe(19);
    const full = await api.order('POST', url, { refundMode: 'CASH' });
    expect(full).toMatchObject({
      returnedPaise: 30_000,
      paidPaise: 0,
      refundedPaise: 30_000,
      paymentStatus: 'PAYMENT_RETURNED',
      statusNames: ['Delivered', 'Completed', 'Returned'],
      allowedActions: [],
    });
    expect(await stockOf(h, store, tea)).toBe(20);
    expect(await stockOf(h, store, rice)).toBe(50);
  });
});
