// Alerts for the merchant: a storefront order is pushed (Web Push, VAPID, aes128gcm) through the
// local push service stand-in to the subscribed, logged-in browsers of those who see orders, and
// reaches the store's open admin streams (server-sent events) at commit, never another store's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { type FakePushService, startFakePushService } from '../../fakes/fake-push-service.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { guest, shopper, slugOf } from '../checkout/test-support.ts';
import { createProduct } from '../orders/test-support.ts';

let h: Harness;
let push: FakePushService;
let store: StoreFixture;
let ownerCookie: string;

beforeAll(async () => {
  push = await startFakePushService();
  h = await createHarness();
  store = await createStore(h, { storeName: 'Lakshmi Stores' });
  ownerCookie = await login(h, store.owner);
});
afterAll(async () => {
  await h.close();
  await push.close();
});

async function placeStorefrontOrder(s: StoreFixture, name = 'Asha Rao') {
  const productId = await createProduct(h, s, { name: 'Ghee', pricePaise: 45_000, taxRate: '0', stock: 5 });
  const buyer = shopper(h, await slugOf(h, s));
  await buyer.add(productId, 1);
  const placed = await buyer.post('/checkout', {
    idempotencyKey: await buyer.checkoutKey(),
    ...guest({ name }),
  });
  expect(placed.statusCode).toBe(303);
  const [order] = await h.database.db
    .select()
    .from(t.orders)
    .where(sql`supplier_id = ${s.supplierId}`)
    .orderBy(sql`order_id DESC`)
    .limit(1);
  return order as typeof t.orders.$inferSelect;
}

const register = (cookie: string, body: object) =>
  h.app.inject({ method: 'POST', url: '/api/v1/push/register-token', headers: { cookie }, payload: body });

describe('web push', () => {
  it('pushes a storefront order to the owner’s subscribed browser, not to a browser whose user logged out', async () => {
    const owner = push.subscribe();
    expect(
      (
        await register(ownerCookie, {
          browserId: 'owner-browser-1',
          status: 'SUBSCRIBED',
          userStatus: 'LOGGED_IN',
          subscription: owner,
        })
      ).json(),
    ).toEqual({ success: true });
    const cashier = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const cashierCookie = await login(h, cashier);
    const cashierSub = push.subscribe();
    await register(cashierCookie, {
      browserId: 'cashier-browser',
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_IN',
      subscription: cashierSub,
    });
    await register(cashierCookie, {
      browserId: 'cashier-browser',
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_OUT',
    });
    const before = push.received().length;

    const order = await placeStorefrontOrder(store);
    await h.app.jobs.drain();
    const pushes = push.received().slice(before);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.subscriptionId).toBe(owner.endpoint.split('/').at(-1));
    expect(JSON.parse(pushes[0]?.payload ?? '{}')).toEqual({
      id: `order-${order.orderId}`,
      title: 'Lakshmi Stores',
      body: `#${order.orderNumber} · ₹450.00 · Asha Rao`,
      url: `/orders/${order.orderId}`,
    });
  });

  it('keeps one token per staff member, marks a gone subscription unsubscribed, and refuses a login without a subscription', async () => {
    const second = push.subscribe();
    await register(ownerCookie, {
      browserId: 'owner-browser-2',
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_IN',
      subscription: second,
    });
    const tokens = await h.database.db.select().from(t.pushTokens).where(sql`user_id = ${store.ownerId}`);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ browserId: 'owner-browser-2', endpoint: second.endpoint });
    push.expire(second.endpoint);
    await placeStorefrontOrder(store);
    await h.app.jobs.drain();
    const [after] = await h.database.db.select().from(t.pushTokens).where(sql`user_id = ${store.ownerId}`);
    expect(after?.status).toBe('UNSUBSCRIBED');
    const missing = await register(ownerCookie, {
      browserId: 'owner-browser-3',
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_IN',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('subscription');
  });
});

describe('live events', () => {
  it('streams a new storefront order to its own store’s open screens only', async () => {
    const other = await createStore(h);
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (cookie: string) => {
      const controller = new AbortController();
      const response = await fetch(`${address}/api/events`, {
        headers: { cookie },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      return {
        async until(pattern: RegExp) {
          while (!pattern.test(text)) {
            const { value, done } = await reader.read();
            if (done) break;
            text += new TextDecoder().decode(value);
          }
          return text;
        },
        text: () => text,
        close: () => controller.abort(),
      };
    };
    const mine = await open(ownerCookie);
    const theirs = await open(await login(h, other.owner));
    await mine.until(/connected/);
    await theirs.until(/connected/);
    const order = await placeStorefrontOrder(store);
    expect(await mine.until(/event: order/)).toContain(`data: {"orderId":${order.orderId}}`);
    // Store B's own order reaches B's stream; A's order never did.
    const theirOrder = await placeStorefrontOrder(other);
    expect(await theirs.until(/event: order/)).toContain(`{"orderId":${theirOrder.orderId}}`);
    expect(theirs.text()).not.toContain(`{"orderId":${order.orderId}}`);
    mine.close();
    theirs.close();
    // Without a session the stream is refused.
    expect((await fetch(`${address}/api/events`)).status).toBe(401);
  });
});

describe('enquiries inbox', () => {
  it('lists open enquiries with the unread count, replies on WhatsApp, and marks them read and done', async () => {
    const [enquiry] = await h.database.db
      .insert(t.enquiries)
      .values({
        supplierId: store.supplierId,
        name: 'Meera',
        mobileNumber: '+91 98450 55555',
        message: 'Is ghee in stock?',
      })
      .returning();
    const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
      h.app.inject({ method, url, headers: { cookie: ownerCookie }, ...(payload ? { payload } : {}) });
    const open = (await call('GET', '/api/v1/enquiries')).json();
    expect(open.unreadCount).toBe(1);
    expect(open.enquiries[0]).toMatchObject({ name: 'Meera', isRead: false, doneAt: null });
    const counts = async () =>
      (await call('GET', '/api/v1/notifications/counts')).json().counts.enquiryUnreadCount.count;
    expect(await counts()).toBe(1);

    const reply = {
      channel: 'WHATSAPP',
      text: 'Yes, 1 litre tins are in stock.',
      replyKey: 'reply-key-0001',
    };
    const sent = await call('POST', `/api/v1/enquiries/${enquiry?.enquiryId}/reply`, reply);
    expect(sent.statusCode).toBe(201);
    // The same click again (a retry) is the same message.
    expect((await call('POST', `/api/v1/enquiries/${enquiry?.enquiryId}/reply`, reply)).json()).toEqual(
      sent.json(),
    );
    const [message] = await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${store.supplierId} AND purpose = 'ENQUIRY_REPLY'`);
    expect(message).toMatchObject({ channel: 'WHATSAPP', recipient: '9845055555', credits: 0 });
    expect(await counts()).toBe(0);

    expect(
      (await call('PATCH', `/api/v1/enquiries/${enquiry?.enquiryId}`, { isDone: true })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v1/enquiries')).json().enquiries).toEqual([]);
    const done = (await call('GET', '/api/v1/enquiries?filter=done')).json().enquiries;
    expect(done[0]).toMatchObject({ enquiryId: enquiry?.enquiryId, isRead: true });
    expect(done[0].repliedAt).not.toBeNull();
    const missing = await call('PATCH', '/api/v1/enquiries/999999', { isRead: true });
    expect(missing.statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/enquiries/${enquiry?.enquiryId}`, {})).statusCode).toBe(400);
  });
});
