import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let orderId: number;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  const [order] = await h.database.db
    .insert(t.orders)
    .values({
      supplierId: store.supplierId,
      orderNumber: 1,
      outletId: store.outlets[0]?.outletId as number,
      source: 'INSTORE',
      orderStatuses: ['CONFIRMED', 'FULFILLED'],
      paymentStatus: 'PAID',
      totalPaise: 12_345,
      paidPaise: 12_345,
    })
    .returning({ orderId: t.orders.orderId });
  orderId = (order as { orderId: number }).orderId;
  await h.database.db.insert(t.orderItems).values({
    supplierId: store.supplierId,
    orderId,
    lineNo: 1,
    name: 'Tea 500 g',
    quantity: '1',
    confirmedQty: '1',
    ratePaise: 12_345,
    totalPaise: 12_345,
    variantId: -1,
  });
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });

describe('orders API (access and reading)', () => {
  it('lists orders of a tab with their status as the spec displays it (Paid + Fulfilled → Completed)', async () => {
    const reply = await get('/api/v1/orders?tab=ALLORDERS', await login(h, store.owner));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ page: 1, pageSize: 50, hasMore: false, tab: 'ALLORDERS' });
    expect(reply.json().orders[0].statusNames).toContain('Completed');
  });

  it('shows one order with its items and the unlinked-product marker', async () => {
    const reply = await get(`/api/v1/orders/${orderId}`, await login(h, store.owner));
    expect(reply.json()).toMatchObject({
      orderNumber: 1,
      showUnlinkedProduct: true,
      items: [{ productName: 'Tea 500 g', slNo: 1, quantity: 1 }],
    });
  });

  it("names the customer's own language, which the receipt is printed in", async () => {
    const [customer] = await h.database.db
      .insert(t.customers)
      .values({ supplierId: store.supplierId, name: 'Selvi', language: 'ta' })
      .returning({ customerId: t.customers.customerId });
    const [order] = await h.database.db
      .insert(t.orders)
      .values({
        supplierId: store.supplierId,
        orderNumber: 2,
        outletId: store.outlets[0]?.outletId as number,
        customerId: customer?.customerId as number,
        source: 'INSTORE',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        paymentStatus: 'UNPAID',
      })
      .returning({ orderId: t.orders.orderId });
    const reply = await get(`/api/v1/orders/${order?.orderId}`, await login(h, store.owner));
    expect(reply.json().customer).toMatchObject({ name: 'Selvi', language: 'ta' });
  });

  it('answers 403 to a staff member without ORDER:MENU', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:SALES'],
    });
    const cookie = await login(h, staff);
    const reply = await get('/api/v1/orders', cookie);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('forbidden');
    expect((await get(`/api/v1/orders/${orderId}`, cookie)).statusCode).toBe(403);
  });

  it('lets a staff member with ORDER:MENU in', async () => {
    const cashier = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    expect((await get('/api/v1/orders', await login(h, cashier))).statusCode).toBe(200);
  });

  it('answers 400 to a bad page number or tab', async () => {
    const cookie = await login(h, store.owner);
    expect((await get('/api/v1/orders?page=0', cookie)).statusCode).toBe(400);
    expect((await get('/api/v1/orders?tab=NOPE', cookie)).statusCode).toBe(400);
  });
});
