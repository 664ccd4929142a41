// What the checkout's storefront paths answer: the names a merchant or a shopper types (store,
// product, variant, customer, address, pickup text) are text on every page, never markup; and
// every path's replies are stated in the OpenAPI document (HTML pages, redirects, JSON).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';
import { guest, shopper, slugOf, tokenOf } from './test-support.ts';

const HOSTILE = `<img src=x onerror=alert(1)>"'&`;
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;';

let h: Harness;
let store: StoreFixture;
let base: string;
let api: ReturnType<typeof caller>;
let productId: number;
let razorpayOrders = 0;

const paymentsFetch = (async (input: string | URL | Request) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url !== 'https://api.razorpay.com/v1/orders') return new Response('{}', { status: 500 });
  razorpayOrders += 1;
  return Response.json({ id: `order_Hostile${razorpayOrders}` });
}) as typeof fetch;

beforeAll(async () => {
  h = await createHarness({}, { paymentsFetch });
  store = await createStore(h);
  base = await slugOf(h, store);
  api = caller(h, await login(h, store.owner));
  await h.database.db.execute(
    sql`UPDATE suppliers SET store_name = ${`Shop ${HOSTILE}`} WHERE supplier_id = ${store.supplierId}`,
  );
  await setFlags(h, store, { isEnabledOnlinePayment: true, isPickupEnabled: true });
  productId = await createProduct(h, store, { name: `Tea ${HOSTILE}`, pricePaise: 10_000, stock: 50 });
  const saved = await api.call('PUT', '/api/v1/settings/delivery', {
    kind: 'amount',
    ranges: [],
    pickupInfo: `Counter ${HOSTILE}`,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => h.close());

/** A page that shows the hostile text only as text. */
function expectEscaped(body: string, ...shown: string[]) {
  expect(body).not.toContain('<img src=x');
  expect(body).toContain(`Shop ${ESCAPED}`);
  for (const text of shown) expect(body).toContain(text);
}

async function cartWithTea() {
  const s = shopper(h, base);
  await s.add(productId, 2);
  return s;
}

describe('hostile names on the checkout pages', () => {
  it('are escaped on the cart, checkout, quote and refused-checkout pages', async () => {
    const s = await cartWithTea();
    const cart = await s.get('/cart');
    expect(cart.statusCode).toBe(200);
    expectEscaped(cart.body, `Tea ${ESCAPED}`);

    const checkout = await s.get('/checkout');
    expectEscaped(checkout.body, `Tea ${ESCAPED}`, `<p>Counter ${ESCAPED}</p>`);

    const quote = await s.get('/checkout/quote?fulfilment=PICKUP', { accept: 'application/json' });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().html).not.toContain('<img src=x');

    // The shopper's own typing comes back in the form, as text.
    const refused = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ name: `Asha ${HOSTILE}`, mobile: '12', address: `12 ${HOSTILE} Road` }),
    });
    expect(refused.statusCode).toBe(400);
    expectEscaped(refused.body, `value="Asha ${ESCAPED}"`, `value="12 ${ESCAPED} Road"`);
  });

  it('are escaped on the order status page', async () => {
    const s = await cartWithTea();
    const placed = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ name: `Asha ${HOSTILE}`, address: `12 ${HOSTILE} Road` }),
    });
    expect(placed.statusCode).toBe(303);
    const page = await s.get(`/order/${tokenOf(String(placed.headers.location))}`);
    expect(page.statusCode).toBe(200);
    expectEscaped(page.body, `Tea ${ESCAPED}`, `12 ${ESCAPED} Road`);
  });

  it("are escaped on the provider's payment form and the test provider's page", async () => {
    const s = await cartWithTea();
    const placed = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ name: `Asha ${HOSTILE}`, payment: 'ONLINE' }),
    });
    const reference = String(placed.headers.location).split('/pay/')[1] as string;
    const test = await s.get(`/pay/test/${reference}`);
    expect(test.statusCode).toBe(200);
    expectEscaped(test.body);

    // Razorpay's hosted checkout: a form of the store's and the customer's names, posted by the page.
    await api.call('PUT', '/api/v1/settings/payment-providers/razorpay', {
      keyId: 'rzp_test_hostile',
      keySecret: 'hostile-secret',
      isLive: false,
    });
    await h.database.db
      .update(t.onlinePayments)
      .set({ provider: 'razorpay' })
      .where(sql`supplier_id = ${store.supplierId} AND reference = ${reference}`);
    await setFlags(h, store, { onlinePaymentMode: 'razorpay' });
    try {
      const form = await s.get(`/pay/${reference}`);
      expect(form.statusCode).toBe(200);
      expectEscaped(
        form.body,
        `name="name" value="Shop ${ESCAPED}"`,
        `name="prefill[name]" value="Asha ${ESCAPED}"`,
      );
    } finally {
      await setFlags(h, store, { onlinePaymentMode: 'jdpay' });
    }
  });

  it("are escaped on a refusal page in the shop's frame", async () => {
    const page = await shopper(h, base).get('/order/no-such-order');
    expect(page.statusCode).toBe(404);
    expectEscaped(page.body, '<h1>Order not found.</h1>');
  });
});

describe('the OpenAPI document', () => {
  type Operation = { responses?: Record<string, { description: string; content?: Record<string, unknown> }> };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  const responsesOf = (path: string, method: string) => paths[path]?.[method]?.responses ?? {};

  it('states a reply for every checkout path: pages as text/html, redirects without a body', async () => {
    const checkoutPaths = Object.keys(paths).filter((p) =>
      /^\/s\/\{storeSlug\}\/(cart|checkout|order|pay|api\/pincode)/.test(p),
    );
    expect(checkoutPaths.length).toBeGreaterThanOrEqual(10);
    for (const path of checkoutPaths)
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        const responses = Object.entries(operation.responses ?? {});
        expect(responses.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, response] of responses)
          expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
      }
    expect(Object.keys(responsesOf('/s/{storeSlug}/cart', 'get')['200']?.content ?? {})).toEqual([
      'text/html',
    ]);
    expect(responsesOf('/s/{storeSlug}/checkout', 'post')['303']?.content).toBeUndefined();
    expect(responsesOf('/s/{storeSlug}/checkout/quote', 'get')['200']?.content).toHaveProperty(
      'application/json',
    );
  });

  it('describes the JSON replies of the delivery, payment-provider and refund settings', async () => {
    for (const [path, method] of [
      ['/api/v1/settings/delivery', 'get'],
      ['/api/v1/settings/delivery', 'put'],
      ['/api/v1/settings/payment-providers', 'get'],
      ['/api/v1/settings/payment-providers/{provider}', 'put'],
      ['/api/v1/orders/{orderId}/online-refunds', 'get'],
      ['/api/v1/orders/{orderId}/online-refunds/{refundId}/retry', 'post'],
    ] as const)
      expect(responsesOf(path, method)['200']?.content, `${method} ${path}`).toHaveProperty(
        'application/json',
      );
  });
});
