// Storefront cart and checkout through HTTP, as a shopper's browser does it (forms, cookies,
// redirects): an order placed, paid and followed by the shopper, plus MOQ, pincode, bad input and
// tenancy.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { countStatements, createProduct, setFlags, stockOf } from '../orders/test-support.ts';
import { form, guest, shopper as newShopper, slugOf as slugOfStore, tokenOf } from './test-support.ts';

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

async function ordersOf(s: StoreFixture) {
  return h.database.db.select().from(t.orders).where(sql`supplier_id = ${s.supplierId}`);
}
async function countOf(table: string, s: StoreFixture) {
  const rows = await h.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE supplier_id = ${s.supplierId}`,
  );
  return Number(
    (rows as unknown as { rows: Array<{ n: number }> }).rows?.[0]?.n ??
      (rows as unknown as Array<{ n: number }>)[0]?.n,
  );
}

describe('cart', () => {
  it('adds, sets and removes lines; the JSON reply gives the count; sk_cart_n is readable by the script', async () => {
    const p = await createProduct(h, store, { name: 'Cart Tea', pricePaise: 5_000, stock: 10 });
    const s = shopper();
    const added = await s.post(
      '/cart',
      { action: 'add', productId: String(p), quantity: '2' },
      { accept: 'application/json' },
    );
    expect(added.json()).toEqual({ count: 2, message: 'Added to the cart.' });
    const countCookie = added.cookies.find((c) => c.name === 'sk_cart_n');
    expect(countCookie).toMatchObject({ value: '2', path: base });
    expect(countCookie?.httpOnly).toBeFalsy();
    expect(added.cookies.find((c) => c.name === 'sk_cart')).toMatchObject({ httpOnly: true, path: base });
    await s.add(p, 1);
    expect(s.jar.get('sk_cart_n')).toBe('3');
    const page = await s.get('/cart');
    expect(page.body).toContain('Cart Tea');
    expect(page.body).toContain('₹150.00');
    const set = await s.post('/cart', {
      action: 'set',
      productId: String(p),
      quantity: '5',
      returnTo: `${base}/cart`,
    });
    expect(set.headers.location).toBe(`${base}/cart`);
    expect(s.jar.get('sk_cart_n')).toBe('5');
    // The pages' forms send the path under the store base: the shopper lands back on the product.
    const back = await s.post('/cart', {
      action: 'add',
      productId: String(p),
      quantity: '1',
      returnTo: `/product/${p}?lang=hi`,
    });
    expect(back.headers.location).toBe(`${base}/product/${p}?lang=hi`);
    expect(s.jar.get('sk_cart_n')).toBe('6');
    await s.post('/cart', { action: 'remove', productId: String(p) });
    expect(s.jar.has('sk_cart')).toBe(false);
  });

  it('refuses an unknown product, a bad quantity, and a returnTo outside the store', async () => {
    const p = await createProduct(h, store, { name: 'Cart Rice', stock: 10 });
    const s = shopper();
    const unknown = await s.post(
      '/cart',
      { action: 'add', productId: '999999', quantity: '1' },
      { accept: 'application/json' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This product is not available.');
    const bad = await s.post(
      '/cart',
      { action: 'add', productId: String(p), quantity: '-3' },
      { accept: 'application/json' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ count: 0, message: 'Enter a quantity between 0.001 and 9999.' });
    const away = await s.post('/cart', {
      action: 'add',
      productId: String(p),
      quantity: '1',
      returnTo: 'https://evil.example/',
    });
    expect(away.headers.location).toBe(`${base}/cart`);
  });

  it("speaks the shopper's language (sk_lang / ?lang)", async () => {
    const reply = await h.app.inject({ method: 'GET', url: `${base}/cart?lang=hi` });
    expect(reply.body).toContain('आपका कार्ट खाली है।');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('reads a garbage cookie as an empty cart', async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: `${base}/cart`,
      headers: { cookie: 'sk_cart=%E0%A4%A; x=1' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Your cart is empty.');
  });
});

describe('checkout', () => {
  it('places a COD order: ONLINE, unconfirmed, stock taken once, customer found by mobile, status page', async () => {
    const p = await createProduct(h, store, { name: 'COD Dal', pricePaise: 10_500, taxRate: '5', stock: 10 });
    const s = shopper();
    await s.add(p, 2);
    const key = await s.checkoutKey();
    const placed = await s.post('/checkout', { idempotencyKey: key, ...guest() });
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(new RegExp(`^${base}/order/[A-Za-z0-9_-]{24}$`));
    expect(s.jar.has('sk_cart')).toBe(false);
    const token = tokenOf(String(placed.headers.location));
    const [order] = (await ordersOf(store)).filter((o) => o.publicToken === token);
    expect(order).toMatchObject({
      source: 'ONLINE',
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      stockHeld: true,
      fulfilment: 'DELIVERY',
      totalPaise: 21_000,
    });
    expect(order?.customerAddress).toMatchObject({ city: 'Bangalore', stateCode: '29', pincode: '560001' });
    expect(await stockOf(h, store, p)).toBe(8);
    const customers = await h.database.db
      .select()
      .from(t.customers)
      .where(sql`supplier_id = ${store.supplierId} AND mobile_number = '9845012345'`);
    expect(customers).toHaveLength(1);
    const page = await s.get(`/order/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('COD Dal');
    expect(page.body).toContain('Received, waiting for the store to confirm');
    // Cash on delivery: not paid yet, and the shopper is told how it will be paid.
    expect(page.body).toContain('<strong data-sk-payment-status>Not paid (Cash on delivery)</strong>');
    expect(page.body).toContain('₹210.00');
    expect(page.body).not.toContain('Pay now');

    // The same mobile number again: the same customer.
    const again = shopper();
    await again.add(p, 1);
    await again.post('/checkout', {
      idempotencyKey: await again.checkoutKey(),
      ...guest({ name: 'Asha R' }),
    });
    expect(customers).toHaveLength(1);
    const sameCustomer = await h.database.db
      .select()
      .from(t.customers)
      .where(sql`supplier_id = ${store.supplierId} AND mobile_number = '9845012345'`);
    expect(sameCustomer).toHaveLength(1);
    expect(await stockOf(h, store, p)).toBe(7);
  });

  it('puts GST as IGST for a delivery to another state and CGST + SGST within the state, same cart', async () => {
    const p = await createProduct(h, store, {
      name: 'GST Oil',
      pricePaise: 11_200,
      taxRate: '12',
      stock: 10,
    });
    const place = async (pincode: string) => {
      const s = shopper();
      await s.add(p, 1);
      const reply = await s.post('/checkout', {
        idempotencyKey: await s.checkoutKey(),
        ...guest({ pincode }),
      });
      expect(reply.statusCode).toBe(303);
      const token = tokenOf(String(reply.headers.location));
      const [order] = (await ordersOf(store)).filter((o) => o.publicToken === token);
      return { order, page: (await s.get(`/order/${token}`)).body };
    };
    const intra = await place('560001'); // Bengaluru, Karnataka
    const inter = await place('110001'); // New Delhi
    expect(intra.order?.placeOfSupply).toBe('29');
    expect(inter.order?.placeOfSupply).toBe('07');
    expect(intra.order?.taxSummary.map((r) => `${r.name} ${r.rate}`).sort()).toEqual(['CGST 6', 'SGST 6']);
    expect(inter.order?.taxSummary.map((r) => `${r.name} ${r.rate}`)).toEqual(['IGST 12']);
    expect(intra.order?.totalPaise).toBe(inter.order?.totalPaise);
    expect(intra.page).toContain('CGST 6%');
    expect(inter.page).toContain('IGST 12%');
  });

  it('creates no second order when the same form (idempotency key) is submitted twice', async () => {
    const p = await createProduct(h, store, { name: 'Twice Soap', stock: 10 });
    const s = shopper();
    await s.add(p, 1);
    const key = await s.checkoutKey();
    const cookie = [...s.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const submit = () =>
      h.app.inject({
        method: 'POST',
        url: `${base}/checkout`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ idempotencyKey: key, ...guest() }),
      });
    const before = (await ordersOf(store)).length;
    const first = await submit();
    const second = await submit();
    expect(first.statusCode).toBe(303);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect((await ordersOf(store)).length).toBe(before + 1);
    expect(await stockOf(h, store, p)).toBe(9);
  });

  // Idempotency claim (with the reply), context (outlet, delivery, the locked products as pricing
  // needs them, customer lock), the order with its customer, number, items and history, the stock
  // ledger.
  it('places a 3-line order in at most 4 SQL statements (docs/benchmarks.md, Checkout)', async () => {
    const ids = await Promise.all(
      ['Count Rice', 'Count Salt', 'Count Tea'].map((name) => createProduct(h, store, { name, stock: 10 })),
    );
    const s = shopper();
    for (const id of ids) await s.add(id, 2);
    const key = await s.checkoutKey();
    let reply: Awaited<ReturnType<typeof s.post>> | undefined;
    const statements = await countStatements(h, async () => {
      reply = await s.post('/checkout', { idempotencyKey: key, ...guest() });
    });
    expect(reply?.statusCode).toBe(303);
    expect(statements).toBeLessThanOrEqual(4);
    for (const id of ids) expect(await stockOf(h, store, id)).toBe(8);
  });

  it('creates one customer when the same new mobile number checks out in parallel', async () => {
    const p = await createProduct(h, store, { name: 'Parallel Ghee', stock: 50 });
    const mobile = '9845099999';
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = shopper();
        await s.add(p, 1);
        return { s, key: await s.checkoutKey() };
      }),
    );
    const replies = await Promise.all(
      shoppers.map(({ s, key }) => s.post('/checkout', { idempotencyKey: key, ...guest({ mobile }) })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(303));
    const customers = await h.database.db
      .select()
      .from(t.customers)
      .where(sql`supplier_id = ${store.supplierId} AND mobile_number = ${mobile}`);
    expect(customers).toHaveLength(1);
    const placed = (await ordersOf(store)).filter((o) => o.customerId === customers[0]?.customerId);
    expect(placed).toHaveLength(6);
    expect(await stockOf(h, store, p)).toBe(44);
  });

  it('refuses an item that ran out after it was put in the cart: clear message, form kept, nothing created or charged', async () => {
    const fine = await createProduct(h, store, { name: 'Plenty Salt', stock: 10 });
    const gone = await createProduct(h, store, { name: 'Last Mango', stock: 1 });
    await setFlags(h, store, { isEnabledOnlinePayment: true });
    const s = shopper();
    await s.add(fine, 1);
    await s.add(gone, 1);
    const key = await s.checkoutKey();
    // Someone else buys the last mango.
    await h.database.db.execute(
      sql`UPDATE stock_levels SET quantity = 0 WHERE supplier_id = ${store.supplierId} AND product_id = ${gone}`,
    );
    const counts = async () => ({
      orders: await countOf('orders', store),
      payments: await countOf('online_payments', store),
      moves: await countOf('stock_moves', store),
      keys: await countOf('idempotency_keys', store),
    });
    const before = await counts();
    const reply = await s.post('/checkout', {
      idempotencyKey: key,
      ...guest({ payment: 'ONLINE', name: 'Kept Name' }),
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.body).toContain('Last Mango is out of stock');
    expect(reply.body).toContain('value="Kept Name"');
    expect(await counts()).toEqual(before);
    expect(await stockOf(h, store, fine)).toBe(10);
    await setFlags(h, store, { isEnabledOnlinePayment: false });
  });

  it('refuses less than the minimum order quantity', async () => {
    const p = await createProduct(h, store, { name: 'Bulk Flour', stock: 50, minOrderQuantity: '5' });
    const s = shopper();
    await s.add(p, 2);
    expect((await s.get('/cart')).body).toContain('Minimum order quantity for Bulk Flour is 5');
    const before = await countOf('orders', store);
    const reply = await s.post('/checkout', { idempotencyKey: await s.checkoutKey(), ...guest() });
    expect(reply.statusCode).toBe(409);
    expect(reply.body).toContain('Minimum order quantity for Bulk Flour is 5');
    expect(await countOf('orders', store)).toBe(before);
    expect(await stockOf(h, store, p)).toBe(50);
  });

  it('answers bad input with the field message and the values kept', async () => {
    const p = await createProduct(h, store, { name: 'Input Jam', stock: 5 });
    const s = shopper();
    await s.add(p, 1);
    const key = await s.checkoutKey();
    const badMobile = await s.post('/checkout', { idempotencyKey: key, ...guest({ mobile: '12345' }) });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.body).toContain('Enter a valid 10-digit mobile number.');
    expect(badMobile.body).toContain('value="12 MG Road"');
    const badPin = await s.post('/checkout', { idempotencyKey: key, ...guest({ pincode: '012345' }) });
    expect(badPin.body).toContain('Enter a valid 6-digit pincode.');
    const unknownPin = await s.post('/checkout', { idempotencyKey: key, ...guest({ pincode: '999999' }) });
    expect(unknownPin.body).toContain('We could not find this pincode.');
    const noName = await s.post('/checkout', { idempotencyKey: key, ...guest({ name: ' ' }) });
    expect(noName.body).toContain('Required Field');
    const pickupOff = await s.post('/checkout', { idempotencyKey: key, ...guest({ fulfilment: 'PICKUP' }) });
    expect(pickupOff.body).toContain('Store pickup is not available in this store.');
    const onlineOff = await s.post('/checkout', { idempotencyKey: key, ...guest({ payment: 'ONLINE' }) });
    expect(onlineOff.body).toContain('Online payment is not available in this store.');
    expect(await stockOf(h, store, p)).toBe(5);
  });

  it('charges delivery from the merchant ranges and skips it for store pickup', async () => {
    await h.database.db.insert(t.storeDelivery).values({
      supplierId: store.supplierId,
      kind: 'amount',
      ranges: [
        { min: 0, max: 49_999, charge: 4_000, minLocked: true, maxLocked: true },
        { min: 50_000, max: 10_000_000, charge: 0, minLocked: true, maxLocked: false },
      ],
      pickupInfo: 'Pick up at the counter, 10am to 8pm.',
    });
    await setFlags(h, store, { isPickupEnabled: true });
    const p = await createProduct(h, store, {
      name: 'Ship Ghee',
      pricePaise: 20_000,
      taxRate: '0',
      stock: 10,
    });
    const place = async (fulfilment: string) => {
      const s = shopper();
      await s.add(p, 1);
      const reply = await s.post('/checkout', {
        idempotencyKey: await s.checkoutKey(),
        ...guest({ fulfilment }),
      });
      const token = tokenOf(String(reply.headers.location));
      return {
        order: (await ordersOf(store)).find((o) => o.publicToken === token),
        page: (await s.get(`/order/${token}`)).body,
      };
    };
    const delivered = await place('DELIVERY');
    expect(delivered.order).toMatchObject({ deliveryChargePaise: 4_000, totalPaise: 24_000 });
    expect(delivered.page).toContain('Delivery charge');
    const picked = await place('PICKUP');
    expect(picked.order).toMatchObject({ deliveryChargePaise: 0, totalPaise: 20_000, fulfilment: 'PICKUP' });
    expect(picked.page).toContain('Pick up at the counter, 10am to 8pm.');
    await h.database.db.execute(sql`DELETE FROM store_delivery WHERE supplier_id = ${store.supplierId}`);
  });
});

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
  it('saves delivery ranges by the range rules and the pickup text; keys are listed without secrets', async () => {
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
    expect(bad.body).toContain('Ranges must not overlap.');
    const good = await call('PUT', '/api/v1/settings/delivery', {
      kind: 'quantity',
      ranges: [{ min: 1, max: 10, charge: 1_500 }],
      pickupInfo: 'Counter 2',
    });
    expect(good.json()).toEqual({
      kind: 'quantity',
      ranges: [{ min: 1, max: 10, charge: 1_500 }],
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
