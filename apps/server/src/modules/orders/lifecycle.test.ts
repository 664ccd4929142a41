// Every order transition over HTTP: create, edit, confirm (stock out), payments, delivery,
// cancel and returns (stock and money back), with the history and the status display.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller, createProduct, setFlags, stockOf } from './test-support.ts';

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
  await setFlags(h, store, { isRoundOffEnabled: false, isSellOutOfStock: false, isAllowDiscounts: true });
  tea = await createProduct(h, store, {
    name: 'Tea 500 g',
    pricePaise: 10_500,
    taxRate: '5',
    hsnSacNo: '0902',
    stock: 20,
  });
  rice = await createProduct(h, store, {
    name: 'Rice',
    unit: 'kg',
    pricePaise: 6_000,
    taxRate: '0',
    stock: 50,
  });
});

const draft = (items: unknown[] = [{ productId: tea, quantity: 2 }], extra: object = {}) =>
  api.order('POST', '/api/v1/orders', { source: 'MANUAL', items, ...extra });

describe('create and edit', () => {
  it('creates an unbilled order with a per-supplier number, totals by the domain tax rules and a history line', async () => {
    const a = await draft();
    const b = await draft();
    expect(b.orderNumber).toBe(a.orderNumber + 1);
    expect(a).toMatchObject({
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      statusNames: ['Unbilled'],
      totalPaise: 21_000,
      // 21000 includes 5% GST: taxable 20000, tax 1000
      subtotalPaise: 20_000,
      taxPaise: 1_000,
      allowedActions: ['edit', 'confirm', 'cancel'],
    });
    expect(a.items[0]).toMatchObject({
      productName: 'Tea 500 g',
      quantity: 2,
      ratePaise: 10_500,
      taxPaise: 1_000,
      hsnSacNo: '0902',
    });
    expect(a.history.map((x) => x.action)).toEqual(['CREATED']);
    expect(a.history[0]?.userName).toBe('Owen');
    expect(await stockOf(h, store, tea)).toBe(20);
  });

  it('edits lines: changes a quantity, removes one, adds one, and keeps the quantity first asked for', async () => {
    const order = await draft([
      { productId: tea, quantity: 2 },
      { productId: rice, quantity: 1.5 },
    ]);
    const edited = await api.order('PUT', `/api/v1/orders/${order.orderId}/items`, {
      items: [
        { lineNo: 1, productId: tea, quantity: 3 },
        { productId: rice, quantity: 0.25 },
      ],
    });
    expect(edited.items.map((i) => [i.lineNo, i.quantity, i.initialQty])).toEqual([
      [1, 3, 2],
      [3, 0.25, 0.25],
    ]);
    expect(edited.totalPaise).toBe(3 * 10_500 + 1_500);
    expect(edited.history.map((x) => x.action)).toEqual(['CREATED', 'EDITED']);
  });

  it('keeps line edits (also while confirming) to staff with ORDER:EDIT_ORDER', async () => {
    const order = await draft();
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const cashier = caller(h, await login(h, staff));
    const items = { items: [{ lineNo: 1, productId: tea, quantity: 5 }] };
    expect((await cashier.call('PUT', `/api/v1/orders/${order.orderId}/items`, items)).statusCode).toBe(403);
    expect((await cashier.call('POST', `/api/v1/orders/${order.orderId}/confirm`, items)).statusCode).toBe(
      403,
    );
    expect((await cashier.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {})).statusCode).toBe(200);
  });

  it('refuses a price change unless the account allows it, and discounts unless allowed', async () => {
    const refused = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: tea, quantity: 1, ratePaise: 9_000 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Price change is not allowed in billing.');
    await setFlags(h, store, { isAllowPriceChangeInBilling: true, isAllowDiscounts: false });
    const changed = await draft([{ productId: tea, quantity: 1, ratePaise: 9_000 }]);
    expect(changed.items[0]?.ratePaise).toBe(9_000);
    const noDiscount = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: tea, quantity: 1, discount: { type: 'PERCENT', value: 10 } }],
    });
    expect(noDiscount.json().error.message).toBe('Discounts are not allowed.');
  });

  it('applies line and bill discounts before tax and rounds the bill by the account settings', async () => {
    await setFlags(h, store, { isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 });
    const order = await draft(
      [
        { productId: tea, quantity: 1, discount: { type: 'PERCENT', value: 10 } },
        { productId: rice, quantity: 1 },
      ],
      {
        billDiscount: { type: 'AMOUNT', value: 1_000 },
      },
    );
    // tea 10500 − 1050 = 9450; rice 6000; bill discount 1000 spread by amount
    expect(order.discountPaise).toBe(1_050 + 1_000);
    expect(order.subtotalPaise + order.taxPaise).toBe(9_450 + 6_000 - 1_000);
    expect(order.totalPaise % 100).toBe(0);
    expect(order.roundOffPaise).toBe(order.totalPaise - (order.subtotalPaise + order.taxPaise));
  });

  it('sells a custom product (unlinked marker once billed) only when the account allows it', async () => {
    const order = await draft([{ name: 'Gift wrap', quantity: 1, ratePaise: 2_000 }]);
    expect(order.items[0]).toMatchObject({ itemType: 'CUSTOM', variantId: -1 });
    expect(order.showUnlinkedProduct).toBe(false); // hidden while unconfirmed
    const billed = await api.order('POST', `/api/v1/orders/${order.orderId}/confirm`, {});
    expect(billed.showUnlinkedProduct).toBe(true);
    await setFlags(h, store, { isSellCustomProduct: false });
    const refused = await api.call('POST', '/api/v1/orders', {
      items: [{ name: 'Gift wrap', quantity: 1, ratePaise: 2_000 }],
    });
    expect(refused.json().error.message).toBe('Custom products cannot be sold in this store.');
    await setFlags(h, store, { isSellCustomProduct: true });
  });

  it('splits GST into SGST + CGST in the outlet state and IGST for another state', async () => {
    await h.database.db.execute(
      sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${store.supplierId}`,
    );
    const local = await draft([{ productId: tea, quantity: 2 }], {
      address: { addressLine1: '1 MG Road', pincode: '560001', stateCode: '29' },
    });
    expect(local.taxSummary.map((s) => s.key)).toEqual(['SGST@2.5%', 'CGST@2.5%']);
    const away = await draft([{ productId: tea, quantity: 2 }], {
      address: { addressLine1: '1 Marine Drive', pincode: '400001', stateCode: '27' },
    });
    expect(away.taxSummary).toEqual([
      { key: 'IGST@5%', name: 'IGST', rate: 5, taxable: 20_000, amount: 1_000 },
    ]);
    expect(away.customerAddress).toMatchObject({ state: 'Maharashtra', pincode: '400001' });
    expect(away.hsnSacSummary[0]).toMatchObject({ hsnSacNo: '0902', taxable: 20_000, totalTax: 1_000 });
    await h.database.db.execute(
      sql`UPDATE outlets SET state_id = NULL WHERE supplier_id = ${store.supplierId}`,
    );
  });
});

describe('confirm and stock', () => {
  it('confirms: takes stock out with stock moves, sets the confirmed quantity and the statuses', async () => {
    const order = await draft([{ productId: tea, quantity: 3 }]);
    const confirmed = await api.order('POST', `/api/v1/orders/${order.orderId}/confirm`, {});
    expect(confirmed).toMatchObject({
      orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
      statusNames: ['Billed', 'Not Delivered'],
      paymentStatus: 'UNPAID',
    });
    expect(confirmed.items[0]?.confirmedQty).toBe(3);
    expect(await stockOf(h, store, tea)).toBe(17);
    const moves = await h.database.db.execute(
      sql`SELECT reason, quantity FROM stock_moves WHERE supplier_id = ${store.supplierId} AND order_id = ${order.orderId}`,
    );
    expect((moves as unknown as { rows: unknown[] }).rows).toEqual([{ reason: 'SALE', quantity: '-3.000' }]);
    const again = await api.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already confirmed or cancelled.');
  });

  it('refuses to oversell with a message naming the product, and nothing is written', async () => {
    const order = await draft([
      { productId: rice, quantity: 1 },
      { productId: tea, quantity: 25 },
    ]);
    const reply = await api.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toMatchObject({
      code: 'out_of_stock',
      message: 'Tea 500 g is out of stock (available: 20).',
    });
    expect(await stockOf(h, store, rice)).toBe(50);
    expect((await api.order('GET', `/api/v1/orders/${order.orderId}`)).orderStatuses).toEqual([
      'UNCONFIRMED',
    ]);
  });

  it('sells below zero when isSellOutOfStock is on', async () => {
    await setFlags(h, store, { isSellOutOfStock: true });
    await api.order('POST', '/api/v1/orders', { items: [{ productId: tea, quantity: 25 }], confirm: true });
    expect(await stockOf(h, store, tea)).toBe(-5);
  });

  it('makes a POS bill in one call: confirmed, handed over, paid in cash with change', async () => {
    const bill = await api.order('POST', '/api/v1/orders', {
      source: 'INSTORE',
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CASH', amountPaise: 10_500, tenderedPaise: 20_000 }],
    });
    expect(bill).toMatchObject({
      orderStatuses: ['CONFIRMED', 'FULFILLED', 'COMPLETED'],
      paymentStatus: 'PAID',
      paymentStatusName: 'Paid',
      statusNames: ['Delivered', 'Completed'],
      outstandingPaise: 0,
    });
    expect(bill.payments[0]).toMatchObject({
      mode: 'CASH',
      amountPaise: 10_500,
      tenderedPaise: 20_000,
      changePaise: 9_500,
    });
    expect(bill.history.map((x) => x.action)).toEqual(['CREATED', 'CONFIRMED']);
  });

  it('takes a batch out of its own stock and marks a line sold without a batch as unlinked', async () => {
    await setFlags(h, store, { isMaintainBatch: true });
    const adjusted = await api.call('POST', '/api/v1/stock/adjustments', {
      productId: rice,
      quantity: 5,
      reason: 'OPENING',
      batchNo: 'B-1',
      expiryDate: '2027-01-31',
    });
    const batchId = adjusted.json().levels[0].batches[0].batchId as number;
    expect(adjusted.json().levels[0]).toMatchObject({
      quantity: 55,
      batches: [{ batchNo: 'B-1', quantity: 5 }],
    });
    const withBatch = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: rice, batchId, quantity: 2 }],
      confirm: true,
    });
    expect(withBatch.items[0]).toMatchObject({ batchNo: 'B-1', batchLinked: true });
    expect(withBatch.showUnlinkedBatch).toBe(false);
    const stock = await api.call('GET', `/api/v1/stock?productIds=${rice}`);
    expect(stock.json().levels[0]).toMatchObject({ quantity: 53, batches: [{ quantity: 3 }] });
    const tooMuch = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: rice, batchId, quantity: 4 }],
      confirm: true,
    });
    expect(tooMuch.json().error.message).toBe('Rice (batch B-1) is out of stock (available: 3).');
    const noBatch = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: rice, quantity: 1 }],
      confirm: true,
    });
    expect(noBatch.showUnlinkedBatch).toBe(true);
    await setFlags(h, store, { isMaintainBatch: false });
  });
});

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
      statusNames: ['Billed', 'Not Delivered', 'Dispatched'],
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
    const [boy] = (
      (await h.database.db.execute(
        sql`INSERT INTO users (supplier_id, role, email, password_hash, first_name, last_name)
          VALUES (${store.supplierId}, 'delivery_boy', ${`boy-${order.orderId}@example.com`}, 'x', 'Ravi', 'K') RETURNING user_id`,
      )) as unknown as { rows: Array<{ user_id: number }> }
    ).rows;
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

describe('idempotency', () => {
  it('answers a repeated create with the first order, and refuses the key for another body', async () => {
    const headers = { 'idempotency-key': `create-${tea}` };
    const body = {
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CASH', amountPaise: 10_500 }],
    };
    const first = await api.call('POST', '/api/v1/orders', body, headers);
    const second = await api.call('POST', '/api/v1/orders', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().orderId).toBe(first.json().orderId);
    expect(await stockOf(h, store, tea)).toBe(19);
    const other = await api.call(
      'POST',
      '/api/v1/orders',
      { ...body, items: [{ productId: tea, quantity: 2 }] },
      headers,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('This Idempotency-Key was used for a different request.');
  });

  it('makes one confirmation of a double-clicked Confirm with the same key', async () => {
    const order = await draft([{ productId: tea, quantity: 2 }]);
    const headers = { 'idempotency-key': `confirm-${order.orderId}` };
    const [a, b] = await Promise.all([
      api.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {}, headers),
      api.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {}, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().history).toEqual(a.json().history);
    expect(await stockOf(h, store, tea)).toBe(18);
  });
});
