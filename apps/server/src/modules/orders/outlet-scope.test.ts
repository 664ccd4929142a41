// Lists, tab counts and badges take one outlet scope: the outlet the header shows (before any choice
// the first one), or every outlet when asked. On the demo store (three outlets, orders in every
// state), each tab's count equals its list, each order badge its tab, for each outlet and for all.
import { inOrderTab, ORDER_TABS, type OrderTab } from '@storekeep/domain/order-tabs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { DEMO_LOGINS } from '../../demo/generate.ts';
import { createDemoHarness, type Harness, login } from '../../test/harness.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createDemoHarness();
  cookie = await login(h, DEMO_LOGINS.owner);
});
afterAll(() => h.close());

const get = async <T>(url: string): Promise<T> => {
  const reply = await h.app.inject({ method: 'GET', url, headers: { cookie } });
  if (reply.statusCode !== 200) throw new Error(`${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
};

interface Seen {
  counts: Record<OrderTab, number>;
  lists: Record<OrderTab, Array<{ orderId: number; outletId: number }>>;
  badges: Record<string, { count: number }>;
}

async function seen(scope: string): Promise<Seen> {
  const query = scope ? `outlets=${scope}` : '';
  const { counts } = await get<{ counts: Record<OrderTab, number> }>(`/api/v1/orders/counts?${query}`);
  const lists = {} as Seen['lists'];
  for (const tab of ORDER_TABS)
    lists[tab] = (
      await get<{ orders: Array<{ orderId: number; outletId: number }>; hasMore: boolean }>(
        `/api/v1/orders?tab=${tab}&pageSize=200&${query}`,
      )
    ).orders;
  const { counts: badges } = await get<{ counts: Record<string, { count: number }> }>(
    `/api/v1/notifications/counts?${query}`,
  );
  return { counts, lists, badges };
}

function expectAgreement({ counts, lists, badges }: Seen) {
  for (const tab of ORDER_TABS) expect(counts[tab], tab).toBe(lists[tab].length);
  expect(badges.pendingOrderCount?.count).toBe(counts.UNBILLED);
  expect(badges.deliveryPending?.count).toBe(counts.DELIVERY_PENDING);
}

describe('outlet scope of lists, tab counts and badges', () => {
  it('counts the outlet the header shows, before and after switching, and every outlet when asked', async () => {
    const appData = await get<{
      outlets: Array<{ outletId: number; accounts: Array<{ accountId: number }> }>;
      selectedOutletId: number;
    }>('/api/v1/app-data');
    expect(appData.outlets).toHaveLength(3);
    const all = await seen('all');
    expectAgreement(all);
    expect(all.counts.ALLORDERS).toBe(56);

    // Before any choice: the first outlet, as the header shows it.
    const first = await seen('');
    expectAgreement(first);
    expect(new Set(first.lists.ALLORDERS.map((o) => o.outletId))).toEqual(
      new Set([appData.selectedOutletId]),
    );

    let total = 0;
    for (const outlet of appData.outlets) {
      const switched = await h.app.inject({
        method: 'PUT',
        url: '/api/v1/session/outlet',
        headers: { cookie },
        payload: { outletId: outlet.outletId, accountId: outlet.accounts[0]?.accountId },
      });
      expect(switched.statusCode).toBe(200);
      const one = await seen('selected');
      expectAgreement(one);
      expect(one.lists.ALLORDERS.every((o) => o.outletId === outlet.outletId)).toBe(true);
      expect(one.counts.ALLORDERS).toBeGreaterThan(0);
      total += one.counts.ALLORDERS;
      for (const tab of ORDER_TABS)
        expect(one.lists[tab].map((o) => o.orderId).sort()).toEqual(
          all.lists[tab]
            .filter((o) => o.outletId === outlet.outletId)
            .map((o) => o.orderId)
            .sort(),
        );
    }
    expect(total).toBe(all.counts.ALLORDERS);
  });

  it("keeps every order on the tabs the domain's rule puts it on", async () => {
    const orders = rowsOf<{
      source: string;
      order_statuses: string[];
      payment_status: string;
      delivery_status: string | null;
      in_unbilled: boolean;
      in_payment_pending: boolean;
      in_delivery_pending: boolean;
    }>(
      await h.database.db.execute(sql`SELECT source, order_statuses, payment_status, delivery_status,
        in_unbilled, in_payment_pending, in_delivery_pending FROM orders`),
    );
    expect(orders.length).toBeGreaterThan(50);
    for (const row of orders) {
      const order = {
        source: row.source,
        orderStatuses: row.order_statuses,
        paymentStatus: row.payment_status,
        deliveryStatus: row.delivery_status,
      };
      expect(
        [row.in_unbilled, row.in_payment_pending, row.in_delivery_pending],
        JSON.stringify(order),
      ).toEqual([
        inOrderTab('UNBILLED', order),
        inOrderTab('PAYMENT_PENDING', order),
        inOrderTab('DELIVERY_PENDING', order),
      ]);
    }
    // The demo's new storefront orders are on the default tab.
    expect(
      orders.some(
        (o) => o.source === 'ONLINE' && o.order_statuses.includes('UNCONFIRMED') && o.in_delivery_pending,
      ),
    ).toBe(true);
  });
});
