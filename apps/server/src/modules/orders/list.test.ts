// The order list: the six tabs with the spec's query types, B2B outstanding sort, search, the
// date-range presets, paging, counts, and a constant number of SQL statements per page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { indiaToday } from './list.ts';
import { caller, countStatements } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
const ids: Record<string, number> = {};
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  const db = h.database.db;
  const [asha] = await db
    .insert(t.customers)
    .values({ supplierId: store.supplierId, name: 'Asha Rao', mobileNumber: '9845012345' })
    .returning({ id: t.customers.customerId });
  const outletId = store.outlets[0]?.outletId as number;
  const rows: Array<[string, Partial<typeof t.orders.$inferInsert>]> = [
    [
      'draft',
      { source: 'MANUAL', orderStatuses: ['UNCONFIRMED'], paymentStatus: 'UNPAID', totalPaise: 1_000 },
    ],
    [
      'unpaidOpen',
      {
        source: 'ONLINE',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        paymentStatus: 'UNPAID',
        totalPaise: 50_000,
        customerId: asha?.id ?? null,
      },
    ],
    [
      'partPaidDelivered',
      {
        source: 'INSTORE',
        orderStatuses: ['CONFIRMED', 'FULFILLED'],
        paymentStatus: 'PARTIALLY_PAID',
        totalPaise: 90_000,
        paidPaise: 10_000,
      },
    ],
    [
      'paidOpen',
      {
        source: 'ONLINE',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        paymentStatus: 'PAID',
        totalPaise: 7_000,
        paidPaise: 7_000,
        createdAt: daysAgo(10),
      },
    ],
    [
      'completed',
      {
        source: 'INSTORE',
        orderStatuses: ['CONFIRMED', 'FULFILLED', 'COMPLETED'],
        paymentStatus: 'PAID',
        totalPaise: 3_000,
        paidPaise: 3_000,
        createdAt: daysAgo(40),
      },
    ],
    [
      'cancelled',
      {
        source: 'ONLINE',
        orderStatuses: ['CONFIRMED', 'CANCELLED'],
        paymentStatus: 'UNPAID',
        totalPaise: 2_000,
      },
    ],
    [
      'deliveredByPartner',
      {
        source: 'ONLINE',
        orderStatuses: ['CONFIRMED', 'UNFULFILLED'],
        paymentStatus: 'UNPAID',
        totalPaise: 4_000,
        deliveryStatus: 'DELIVERED',
        hasUnlinkedProduct: true,
      },
    ],
  ];
  let number = 100;
  for (const [name, values] of rows) {
    const [row] = await db
      .insert(t.orders)
      .values({
        supplierId: store.supplierId,
        orderNumber: number++,
        outletId,
        source: 'INSTORE',
        orderStatuses: [],
        paymentStatus: 'UNPAID',
        ...values,
      })
      .returning({ id: t.orders.orderId });
    ids[name] = row?.id as number;
  }
});
afterAll(() => h.close());

const list = async (query: string) => {
  const reply = await api.call('GET', `/api/v1/orders?${query}`);
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return reply.json() as {
    orders: Array<{ orderId: number } & Record<string, unknown>>;
    hasMore: boolean;
    query: Record<string, unknown>;
    range: unknown;
  };
};
const idsOf = async (query: string) => (await list(query)).orders.map((o) => o.orderId);

describe('tabs', () => {
  it('UNBILLED holds unconfirmed orders, queried with its own name as type', async () => {
    const reply = await list('tab=UNBILLED');
    expect(reply.orders.map((o) => o.orderId)).toEqual([ids.draft]);
    expect(reply.query).toEqual({ type: 'UNBILLED', sortBy: null, sortOrdr: 'DESC' });
  });

  it('PAYMENT_PENDING holds confirmed, not cancelled, unpaid or partly paid orders', async () => {
    expect(new Set(await idsOf('tab=PAYMENT_PENDING'))).toEqual(
      new Set([ids.unpaidOpen, ids.partPaidDelivered, ids.deliveredByPartner]),
    );
  });

  it('DELIVERY_PENDING (the default) holds confirmed orders not delivered or cancelled', async () => {
    expect(new Set(await idsOf(''))).toEqual(new Set([ids.unpaidOpen, ids.paidOpen]));
  });

  it('ONLINE, INSTORE and ALLORDERS are queried with type VIEW', async () => {
    const online = await list('tab=ONLINE');
    expect(online.query.type).toBe('VIEW');
    expect(new Set(online.orders.map((o) => o.orderId))).toEqual(
      new Set([ids.unpaidOpen, ids.paidOpen, ids.cancelled, ids.deliveredByPartner]),
    );
    expect(new Set(await idsOf('tab=INSTORE'))).toEqual(new Set([ids.partPaidDelivered, ids.completed]));
    expect((await idsOf('tab=ALLORDERS')).length).toBe(7);
  });

  it('sorts B2B payment-pending orders by totalOutstanding, largest first', async () => {
    await h.database.db.execute(
      sql`UPDATE suppliers SET supplier_type = 'B2B' WHERE supplier_id = ${store.supplierId}`,
    );
    const b2b = caller(h, await login(h, store.owner));
    const reply = (await b2b.call('GET', '/api/v1/orders?tab=PAYMENT_PENDING')).json();
    expect(reply.query).toEqual({ type: 'PAYMENT_PENDING', sortBy: 'totalOutstanding', sortOrdr: 'DESC' });
    expect(reply.orders.map((o: { outstandingPaise: number }) => o.outstandingPaise)).toEqual([
      80_000, 50_000, 4_000,
    ]);
    await h.database.db.execute(
      sql`UPDATE suppliers SET supplier_type = 'B2C' WHERE supplier_id = ${store.supplierId}`,
    );
  });

  it('shows each order by the display rules, unlinked markers included', async () => {
    const all = (await list('tab=ALLORDERS')).orders;
    const byId = new Map(all.map((o) => [o.orderId, o]));
    expect(byId.get(ids.completed as number)?.statusNames).toEqual(['Delivered', 'Completed']);
    expect(byId.get(ids.cancelled as number)?.statusNames).toEqual(['Cancelled']);
    expect(byId.get(ids.deliveredByPartner as number)).toMatchObject({
      statusNames: ['Billed', 'Delivered'],
      showUnlinkedProduct: true,
    });
    expect(byId.get(ids.partPaidDelivered as number)).toMatchObject({
      paymentStatusName: 'Partially Paid',
      statusNames: ['Billed', 'Delivered'],
    });
  });
});

describe('search, dates, paging, counts', () => {
  it('searches by order number, customer name and phone', async () => {
    expect(await idsOf('tab=ALLORDERS&search=101')).toEqual([ids.unpaidOpen]);
    expect(await idsOf('tab=ALLORDERS&search=asha')).toEqual([ids.unpaidOpen]);
    expect(await idsOf('tab=ALLORDERS&search=Rao')).toEqual([ids.unpaidOpen]);
    expect(await idsOf('tab=ALLORDERS&search=%2B91%2098450%2012345')).toEqual([ids.unpaidOpen]);
    expect(await idsOf('tab=ALLORDERS&search=nobody')).toEqual([]);
  });

  it('filters by the date-range presets and explicit days (India time), with the range in the reply', async () => {
    const today = await list('tab=ALLORDERS&preset=Today');
    expect(today.orders.length).toBe(5);
    expect(today.range).toEqual({ from: indiaToday(now), to: indiaToday(now) });
    expect((await idsOf('tab=ALLORDERS&preset=Last%2030%20Days')).length).toBe(6);
    expect((await idsOf('tab=ALLORDERS&preset=Yesterday')).length).toBe(0);
    const tenDaysAgo = indiaToday(daysAgo(10));
    expect(await idsOf(`tab=ALLORDERS&from=${tenDaysAgo}&to=${tenDaysAgo}`)).toEqual([ids.paidOpen]);
  });

  it('pages through the list until a page is empty', async () => {
    const first = await list('tab=ALLORDERS&pageSize=3');
    const third = await list('tab=ALLORDERS&pageSize=3&page=3');
    expect(first.hasMore).toBe(true);
    expect(third.orders.length).toBe(1);
    expect(third.hasMore).toBe(false);
    const everything = [
      ...first.orders,
      ...(await list('tab=ALLORDERS&pageSize=3&page=2')).orders,
      ...third.orders,
    ];
    expect(new Set(everything.map((o) => o.orderId)).size).toBe(7);
  });

  it('counts every tab in one reply', async () => {
    const reply = await api.call('GET', '/api/v1/orders/counts');
    expect(reply.json().counts).toEqual({
      UNBILLED: 1,
      PAYMENT_PENDING: 3,
      DELIVERY_PENDING: 2,
      ONLINE: 4,
      ALLORDERS: 7,
      INSTORE: 2,
    });
  });

  it('reads a page, the counts and an order with at most 4 SQL statements, whatever the page size', async () => {
    expect(await countStatements(h, () => list('tab=ALLORDERS&pageSize=2'))).toBeLessThanOrEqual(4);
    expect(await countStatements(h, () => list('tab=ALLORDERS&pageSize=200'))).toBeLessThanOrEqual(4);
    expect(await countStatements(h, () => api.call('GET', '/api/v1/orders/counts'))).toBeLessThanOrEqual(4);
    expect(
      await countStatements(h, () => api.call('GET', `/api/v1/orders/${ids.unpaidOpen}`)),
    ).toBeLessThanOrEqual(4);
  });
});
