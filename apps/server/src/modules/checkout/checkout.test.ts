// Storefront cart and checkout through HTTP, as a shopper's browser does it (forms, cookies,
// redirects): the cart, placing an order once, GST by place of supply, MOQ, stock, bad input and
// delivery charges. After the order: storefront-orders.test.ts.

import { brotliDecompressSync } from 'node:zlib';
import { invoiceFromOrder, receiptLines, receiptRow } from '@storekeep/domain/invoice';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { setStock } from '../../test/stock.ts';
import { countStatements, createProduct, setFlags, stockOf } from '../orders/test-support.ts';
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
let base: string;

const slugOf = (s: StoreFixture) => slugOfStore(h, s);

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  base = await slugOf(store);
  // The outlet is in Karnataka (29).
  await h.database.db.execute(sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${store.supplierId}`);
});
afterAll(() => h.close());

/** A shopper of store A (or at another prefix): keeps cookies like a browser. */
const shopper = (prefix = base) => newShopper(h, prefix);

const ordersOf = (s: StoreFixture) => ordersOfStore(h, s);
const countOf = (table: string, s: StoreFixture) => countOfStore(h, table, s);

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

  it('sends the cart page compressed when the browser accepts it, as the cached pages are', async () => {
    const url = `${base}/cart`;
    const br = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Your cart is empty.');
    const plain = await h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Your cart is empty.');
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
    const outletId = (store.outlets[0] as { outletId: number }).outletId;
    await setStock(h.database.db, { supplierId: store.supplierId, productId: gone, outletId }, 0);
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
    // The back office shows the new order on the default tab, and its bill with the charge the
    // shopper paid: the lines add up to the total, on screen and on the invoice.
    const owner = await login(h, store.owner);
    const defaultTab = await h.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { cookie: owner },
    });
    expect(
      (defaultTab.json() as { orders: Array<{ orderId: number }> }).orders.map((o) => o.orderId),
    ).toContain(delivered.order?.orderId);
    const detail = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${delivered.order?.orderId}`,
        headers: { cookie: owner },
      })
    ).json() as OrderDetail;
    expect(detail.deliveryChargePaise).toBe(4_000);
    expect(detail.subtotalPaise + detail.taxPaise + detail.deliveryChargePaise + detail.roundOffPaise).toBe(
      detail.totalPaise,
    );
    const invoice = invoiceFromOrder(detail, {
      seller: { name: store.storeName },
      showTaxColumns: true,
      showHsnSac: true,
    });
    expect(invoice.totals.deliveryCharge).toBe(4_000);
    expect(receiptLines(invoice, 48).map((l) => l.text)).toContain(
      receiptRow('Delivery charge', '40.00', 48),
    );
    const picked = await place('PICKUP');
    expect(picked.order).toMatchObject({ deliveryChargePaise: 0, totalPaise: 20_000, fulfilment: 'PICKUP' });
    expect(picked.page).toContain('Pick up at the counter, 10am to 8pm.');
    await h.database.db.execute(sql`DELETE FROM store_delivery WHERE supplier_id = ${store.supplierId}`);
  });
});
