// Staff and delivery boys assigned to outlets (staff_outlets) work only in those outlets: another
// outlet's order is not found for them, to read or to change, and lists, tab counts and badges
// count only their outlets' orders.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller, createProduct, setFlags } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let product: number;
let mine: number;
let theirs: number;
let rider: ReturnType<typeof caller>;
let counter: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1, 1] });
  const [first, second] = store.outlets.map((o) => o.outletId) as [number, number];
  await setFlags(h, store, { isSellOutOfStock: true });
  const owner = caller(h, await login(h, store.owner));
  product = await createProduct(h, store, { name: 'Tea', stock: 10 });
  const bill = (outletId: number, confirm = true) =>
    owner.order('POST', '/api/v1/orders', {
      outletId,
      items: [{ productId: product, quantity: 1 }],
      confirm,
    });
  mine = (await bill(first)).orderId;
  await bill(first);
  await bill(first, false);
  theirs = (await bill(second)).orderId;
  await bill(second);
  await bill(second, false);
  await bill(second, false);
  const assign = async (role: string, permissions: string[] = []) => {
    const user = await createUser(h, { supplierId: store.supplierId, role, permissions });
    await h.database.db
      .insert(t.staffOutlets)
      .values({ supplierId: store.supplierId, userId: user.userId, outletId: first });
    return caller(h, await login(h, user));
  };
  rider = await assign('delivery_boy');
  counter = await assign('staff', ['ORDER:MENU', 'ORDER:EDIT_ORDER']);
});
afterAll(() => h.close());

const orderRow = async (orderId: number) =>
  rowsOf<Record<string, unknown>>(
    await h.database.db.execute(
      sql`SELECT * FROM orders WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId}`,
    ),
  )[0];

describe('orders of outlets a person is not assigned to', () => {
  it.each([
    ['the delivery boy', () => rider],
    ['a staff member', () => counter],
  ])('are not found for %s, to read or to change', async (_who, as) => {
    const api = as();
    expect((await api.call('GET', `/api/v1/orders/${mine}`)).statusCode).toBe(200);
    const before = await orderRow(theirs);
    const id = theirs;
    const calls: Array<[method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown]> = [
      ['GET', `/api/v1/orders/${id}`],
      ['GET', `/api/v1/orders/${id}/invoice`],
      ['GET', `/api/v1/orders/${id}/message-status`],
      ['GET', `/api/v1/orders/${id}/payment-link?type=jdpay`],
      ['GET', `/api/v1/orders/${id}/online-refunds`],
      ['POST', `/api/v1/orders/${id}/cancel`, {}],
      ['POST', `/api/v1/orders/${id}/confirm`, {}],
      ['POST', `/api/v1/orders/${id}/payments`, { mode: 'CASH', amountPaise: 100 }],
      ['POST', `/api/v1/orders/${id}/delivery`, { status: 'DISPATCHED' }],
      ['PUT', `/api/v1/orders/${id}/delivery-boy`, { deliveryBoyId: null }],
      ['PUT', `/api/v1/orders/${id}/rider`, { status: 'ALLOTTED' }],
      ['POST', `/api/v1/orders/${id}/returns`, {}],
      ['PUT', `/api/v1/orders/${id}/expiry-date`, { expiryDate: null }],
      ['PUT', `/api/v1/orders/${id}/customer`, { customerId: null }],
      ['PUT', `/api/v1/orders/${id}/items`, { items: [{ productId: product, quantity: 2 }] }],
      ['POST', `/api/v1/orders/${id}/whatsapp-message`, {}],
      [
        'POST',
        '/api/v1/orders',
        { outletId: store.outlets[1]?.outletId, items: [{ productId: product, quantity: 1 }] },
      ],
    ];
    const answered: string[] = [];
    for (const [method, url, body] of calls) {
      const reply = await api.call(method, url, body);
      if (![403, 404].includes(reply.statusCode)) answered.push(`${method} ${url} → ${reply.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect(await orderRow(theirs)).toEqual(before);
  });

  it('are left out of the lists, the tab counts and the badges', async () => {
    for (const [api, scope] of [
      [rider, ''],
      [counter, ''],
      [rider, '&outlets=all'],
      [counter, '&outlets=all'],
    ] as const) {
      const list = await api.call('GET', `/api/v1/orders?tab=ALLORDERS${scope}`);
      expect(list.statusCode).toBe(200);
      const outlets = new Set(list.json().orders.map((o: { outletId: number }) => o.outletId));
      expect([...outlets]).toEqual([store.outlets[0]?.outletId]);
      expect(list.json().orders).toHaveLength(3);
      const counts = await api.call('GET', `/api/v1/orders/counts?${scope.slice(1)}`);
      expect(counts.json().counts).toMatchObject({ ALLORDERS: 3, UNBILLED: 1 });
      const badges = await api.call('GET', `/api/v1/notifications/counts?${scope.slice(1)}`);
      expect(badges.json().counts.pendingOrderCount.count).toBe(1);
    }
  });
});
