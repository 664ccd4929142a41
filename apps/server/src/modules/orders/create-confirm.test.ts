// Order transitions over HTTP up to the bill: create, edit (discounts, GST split), confirm with
// its stock moves, the one-call POS bill, and idempotent create and confirm.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller, setFlags, shelveTeaAndRice, stockOf } from './test-support.ts';

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
    expect(rowsOf(moves)).toEqual([{ reason: 'SALE', quantity: '-3.000' }]);
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

  it('takes a batch out of its own stock, picks the first-expiring batch for a line without one, and marks a line with no batch in stock as unlinked', async () => {
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
    // Sold without a batch: the first-expiring batch with stock is taken (FEFO)…
    const picked = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: rice, quantity: 1 }],
      confirm: true,
    });
    expect(picked.items[0]).toMatchObject({ batchNo: 'B-1', batchLinked: true });
    // …and a product with no batch in stock stays unlinked until one is chosen.
    const noBatch = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
    });
    expect(noBatch.showUnlinkedBatch).toBe(true);
    await setFlags(h, store, { isMaintainBatch: false });
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
