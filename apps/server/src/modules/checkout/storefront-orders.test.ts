// Storefront orders after checkout, through HTTP: the merchant confirms and cancels them, the
// built-in test provider takes online payments, the merchant's checkout settings, a store's own
// domain, the pincode look-up and the tenancy of the storefront paths.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { createProduct, setFlags, stockOf } from '../orders/test-support.ts';
import {
  countOf as countOfStore,
  form,
  guest,
  shopper as newShopper,
  ordersOf as ordersOfStore,
  slugOf as slugOfStore,
  tokenOf,
} from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let base: string;
let otherBase: string;

const slugOf = (s: StoreFixture) => slugOfStore(h, s);

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  other = await createStore(h);
  base = await slugOf(store);
  otherBase = await slugOf(other);
  // The outlet is in Karnataka (29).
  await h.database.db.execute(sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${store.supplierId}`);
});
afterAll(() => h.close());

/** A shopper of store A (or at another prefix): keeps cookies like a browser. */
const shopper = (prefix = base) => newShopper(h, prefix);

const ordersOf = (s: StoreFixture) => ordersOfStore(h, s);
const countOf = (table: string, s: StoreFixture) => countOfStore(h, table, s);

describe('the merchant handles a storefront order', () => {
  it('shows it in the ONLINE tab; confirming takes no stock again, cancelling puts it back', async () => {
    const p = await createProduct(h, store, { name: 'Merchant Rice', stock: 10 });
    const s = shopper();
    await s.add(p, 3);
    const placed = await s.post('/checkout', { idempotencyKey: await s.checkoutKey(), ...guest() });
    const token = tokenOf(String(placed.headers.location));
    const order = (await ordersOf(store)).find((o) => o.publicToken === token);
    expect(await stockOf(h, store, p)).toBe(7);
    const cookie = await login(h, store.owner);
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const tab = await api('GET', '/api/v1/orders?tab=ONLINE');
    expect(tab.json().orders.map((o: { orderId: number }) => o.orderId)).toContain(order?.orderId);
    const confirmed = await api('POST', `/api/v1/orders/${order?.orderId}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(await stockOf(h, store, p)).toBe(7);
    const cancelled = await api('POST', `/api/v1/orders/${order?.orderId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(h, store, p)).toBe(10);
  });

  it('cancelling an unconfirmed storefront order also puts the held stock back', async () => {
    const p = await createProduct(h, store, { name: 'Unconfirmed Oats', stock: 6 });
    const s = shopper();
    await s.add(p, 2);
    const placed = await s.post('/checkout', { idempotencyKey: await s.checkoutKey(), ...guest() });
    const order = (await ordersOf(store)).find(
      (o) => o.publicToken === tokenOf(String(placed.headers.location)),
    );
    expect(await stockOf(h, store, p)).toBe(4);
    const cookie = await login(h, store.owner);
    const reply = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order?.orderId}/cancel`,
      headers: { cookie },
      payload: {},
    });
    expect(reply.statusCode).toBe(200);
    expect(await stockOf(h, store, p)).toBe(6);
  });
});

describe('online payment with the built-in test provider', () => {
  it('creates the order first (stock held), then marks it paid on the verified callback', async () => {
    await setFlags(h, store, { isEnabledOnlinePayment: true });
    const p = await createProduct(h, store, {
      name: 'Paid Honey',
      pricePaise: 30_000,
      taxRate: '0',
      stock: 4,
    });
    const s = shopper();
    await s.add(p, 1);
    const placed = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ payment: 'ONLINE' }),
    });
    expect(placed.headers.location).toMatch(new RegExp(`^${base}/pay/sk[0-9a-f]{24}$`));
    expect(await stockOf(h, store, p)).toBe(3);
    const reference = String(placed.headers.location).split('/pay/')[1] as string;
    const start = await s.get(`/pay/${reference}`);
    expect(start.headers.location).toBe(`${base}/pay/test/${reference}`);
    const testPage = await s.get(`/pay/test/${reference}`);
    expect(testPage.body).toContain('₹300.00');

    // A forged callback is refused and changes nothing.
    const forged = await s.get(
      `/pay/${reference}/return?reference=${reference}&status=success&signature=${'0'.repeat(64)}`,
    );
    expect(forged.statusCode).toBe(409);
    expect(forged.body).toContain('The payment could not be verified.');

    const paid = await s.post(`/pay/test/${reference}`, { status: 'success' });
    const back = await s.get(String(paid.headers.location).slice(base.length));
    const token = tokenOf(String(back.headers.location));
    const [order] = (await ordersOf(store)).filter((o) => o.publicToken === token);
    expect(order).toMatchObject({ paidPaise: 30_000, paymentStatus: 'PAID', orderStatuses: ['UNCONFIRMED'] });
    // The same callback again does not pay twice.
    await s.get(String(paid.headers.location).slice(base.length));
    const [still] = (await ordersOf(store)).filter((o) => o.publicToken === token);
    expect(still?.paidPaise).toBe(30_000);
    expect((await s.get(`/order/${token}`)).body).toContain('Paid');
  });

  it('leaves a failed payment unpaid with "Pay now", which starts a new attempt', async () => {
    const p = await createProduct(h, store, {
      name: 'Failed Jaggery',
      pricePaise: 9_900,
      taxRate: '0',
      stock: 4,
    });
    const s = shopper();
    await s.add(p, 1);
    const placed = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ payment: 'ONLINE' }),
    });
    const reference = String(placed.headers.location).split('/pay/')[1] as string;
    const failed = await s.post(`/pay/test/${reference}`, { status: 'failure' });
    const back = await s.get(String(failed.headers.location).slice(base.length));
    expect(back.headers.location).toMatch(/\?payment=failed$/);
    const token = tokenOf(String(back.headers.location).replace('?payment=failed', ''));
    const page = await s.get(`/order/${token}?payment=failed`);
    expect(page.body).toContain('The payment did not go through. You can pay again.');
    // Chosen to be paid online: not paid, and not cash on delivery.
    expect(page.body).toContain('<strong data-sk-payment-status>Not paid</strong>');
    expect(page.body).toContain('Pay now');
    expect(await stockOf(h, store, p)).toBe(3);
    const again = await s.post(`/order/${token}/pay`, {});
    expect(again.headers.location).toMatch(new RegExp(`^${base}/pay/sk`));
    await setFlags(h, store, { isEnabledOnlinePayment: false });
  });
});

describe('merchant settings of the checkout', () => {
  it('saves delivery ranges by the range rules (chained, the last open) and the pickup text; keys are listed without secrets', async () => {
    const cookie = await login(h, store.owner);
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const bad = await call('PUT', '/api/v1/settings/delivery', {
      kind: 'amount',
      ranges: [
        { min: 0, max: 10_000, charge: 2_000 },
        { min: 5_000, max: 4_000, charge: null },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Cannot be less than minimum order Quantity');
    expect(bad.body).toContain('Charge is required');
    expect(bad.body).toContain('Must start just after the previous range.');
    // Only the last range may be open.
    const openEarly = await call('PUT', '/api/v1/settings/delivery', {
      kind: 'quantity',
      ranges: [
        { min: 1, max: null, charge: 1_500 },
        { min: 11, max: 20, charge: 500 },
      ],
    });
    expect(openEarly.json().error.fields).toEqual({ 'ranges.0.max': 'Max order Quantity is required' });
    const good = await call('PUT', '/api/v1/settings/delivery', {
      kind: 'quantity',
      ranges: [
        { min: 1, max: 10, charge: 1_500 },
        { min: 11, max: null, charge: 0 },
      ],
      pickupInfo: 'Counter 2',
    });
    expect(good.json()).toEqual({
      kind: 'quantity',
      ranges: [
        { min: 1, max: 10, charge: 1_500 },
        { min: 11, max: null, charge: 0 },
      ],
      pickupInfo: 'Counter 2',
    });
    const saved = await call('PUT', '/api/v1/settings/payment-providers/razorpay', {
      keyId: 'rzp_test_123',
      keySecret: 'very-secret',
    });
    expect(saved.json()).toEqual([
      { provider: 'razorpay', keyId: 'rzp_test_123', hasWebhookSecret: false, isLive: false },
    ]);
    expect((await call('GET', '/api/v1/settings/payment-providers')).body).not.toContain('very-secret');
    expect(
      (await call('PUT', '/api/v1/settings/payment-providers/stripe', { keyId: 'a', keySecret: 'b' }))
        .statusCode,
    ).toBe(400);
    await h.database.db.execute(sql`DELETE FROM store_delivery WHERE supplier_id = ${store.supplierId}`);
    await h.database.db.execute(sql`DELETE FROM payment_providers WHERE supplier_id = ${store.supplierId}`);
  });
});

describe("a store's own domain", () => {
  it('serves cart and checkout at the root of a verified domain, cookies on Path=/', async () => {
    await h.database.db.insert(t.siteDomains).values({
      supplierId: store.supplierId,
      host: 'shop-checkout.example.com',
      verificationToken: 'v',
      verifiedAt: new Date(),
    });
    const p = await createProduct(h, store, { name: 'Domain Tea', stock: 5 });
    const host = { host: 'shop-checkout.example.com' };
    const added = await h.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ action: 'add', productId: String(p), quantity: '2' }),
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    expect(added.cookies.find((c) => c.name === 'sk_cart')).toMatchObject({ path: '/' });
    const cookie = `sk_cart=${added.cookies.find((c) => c.name === 'sk_cart')?.value}`;
    const checkout = await h.app.inject({ method: 'GET', url: '/checkout', headers: { ...host, cookie } });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('action="/checkout"');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout.body)?.[1] as string;
    const placed = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { ...host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ idempotencyKey: key, ...guest() }),
    });
    expect(placed.headers.location).toMatch(/^\/order\/[A-Za-z0-9_-]{24}$/);
    const page = await h.app.inject({ method: 'GET', url: String(placed.headers.location), headers: host });
    expect(page.body).toContain('Domain Tea');
    expect(await stockOf(h, store, p)).toBe(3);
  });
});

describe('pincode lookup', () => {
  it('answers district and state with the GST state code, 404 JSON for an unknown or malformed pincode', async () => {
    const delhi = await h.app.inject({ method: 'GET', url: `${base}/api/pincode/110001` });
    expect(delhi.json()).toEqual({
      pincode: '110001',
      city: 'Central Delhi',
      district: 'Central Delhi',
      state: 'Delhi',
      stateCode: '07',
    });
    const leh = await h.app.inject({ method: 'GET', url: `${base}/api/pincode/194101` });
    expect(leh.json()).toMatchObject({ state: 'Ladakh', stateCode: '38' });
    for (const pin of ['999999', '12345', 'abcdef']) {
      const reply = await h.app.inject({ method: 'GET', url: `${base}/api/pincode/${pin}` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: 'We could not find this pincode.' });
    }
  });
});

describe('tenancy of the storefront paths', () => {
  it("store A's address never shows or sells store B's order, product or payment", async () => {
    const bProduct = await createProduct(h, other, { name: 'B Secret Tea', stock: 5 });
    const ordersOfA = await countOf('orders', store);
    const b = shopper(otherBase);
    await b.add(bProduct, 1);
    const placed = await b.post('/checkout', { idempotencyKey: await b.checkoutKey(), ...guest() });
    const token = tokenOf(String(placed.headers.location));
    expect((await b.get(`/order/${token}`)).statusCode).toBe(200);

    const a = shopper(base);
    expect((await a.get(`/order/${token}`)).statusCode).toBe(404);
    expect((await a.post(`/order/${token}/pay`, {})).statusCode).toBe(404);
    const addB = await a.post(
      '/cart',
      { action: 'add', productId: String(bProduct), quantity: '1' },
      { accept: 'application/json' },
    );
    expect(addB.statusCode).toBe(404);
    // A cart cookie naming B's product shows and sells nothing on A.
    const forged = await h.app.inject({
      method: 'GET',
      url: `${base}/cart`,
      headers: { cookie: `sk_cart=${bProduct}:0:1` },
    });
    expect(forged.body).not.toContain('B Secret Tea');
    const sell = await h.app.inject({
      method: 'POST',
      url: `${base}/checkout`,
      headers: { cookie: `sk_cart=${bProduct}:0:1`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ idempotencyKey: 'tenancy-probe-1', ...guest() }),
    });
    // Refused; with nothing of A's left in the cart the shopper is sent back to the cart.
    expect(sell.statusCode).toBe(303);
    expect(sell.headers.location).toBe(`${base}/cart`);
    expect(await countOf('orders', store)).toBe(ordersOfA);
    expect(await stockOf(h, other, bProduct)).toBe(4);
    const bPayment = await h.app.inject({ method: 'GET', url: `${base}/pay/skdoesnotexist/return` });
    expect(bPayment.statusCode).toBe(404);
  });
});
