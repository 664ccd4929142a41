// The inventory API over HTTP: levels with value at cost per outlet or all outlets, the low-stock
// list behind the badge, adjustments with reasons, a count posted as one adjustment, the ledger
// history, transfers dispatched and received in parts, import with row errors, exports, and the
// ledger still summing to every level at the end.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { productPathOf } from '../../test/product-path.ts';
import { guest, shopper, slugOf } from '../checkout/test-support.ts';
import { caller, createProduct, twoOutletStore } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let first: number;
let second: number;

beforeAll(async () => {
  h = await createHarness();
  ({ store, api, first, second } = await twoOutletStore(h));
});
afterAll(async () => {
  expect(await ledgerMismatches(h.database.db)).toEqual([]);
  await h.close();
});

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const reply = await api.call(method, url, payload);
  expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBe(200);
  return reply.json();
}

async function levelOf(productId: number, scope: 'selected' | 'all' = 'selected', q = '') {
  const reply = await ok('GET', `/api/v1/inventory?scope=${scope}&q=${encodeURIComponent(q)}`);
  return (reply.rows as Array<{ productId: number }>).find((r) => r.productId === productId) as
    | Record<string, unknown>
    | undefined;
}

describe('levels, adjustments and counts', () => {
  it('adjusts with a reason, values stock at cost, and keeps the history with balances', async () => {
    const rice = await createProduct(h, store, {
      name: 'Rice 5 kg',
      costPaise: 25_050,
      barcode: '8901000000011',
    });
    await ok('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'OPENING',
      lines: [{ productId: rice, quantity: 10 }],
    });
    const damaged = await ok('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'DAMAGE',
      note: 'Torn bags',
      lines: [{ productId: rice, quantity: -1.5 }],
    });
    expect(damaged.lines).toEqual([{ productId: rice, variantId: null, change: -1.5, quantity: 8.5 }]);
    const row = await levelOf(rice, 'selected', '8901000000011');
    expect(row).toMatchObject({ quantity: 8.5, valuePaise: 212_925, costPaise: 25_050 });
    const history = await ok('GET', `/api/v1/inventory/products/${rice}/moves`);
    expect(
      history.moves.map((m: Record<string, unknown>) => [m.reason, m.quantity, m.balance, m.note]),
    ).toEqual([
      ['DAMAGE', -1.5, 8.5, 'Torn bags'],
      ['OPENING', 10, 10, null],
    ]);
  });

  it('refuses a reason that takes stock out with a positive quantity, naming the field', async () => {
    const product = await createProduct(h, store, { name: 'Sugar', stock: 5 });
    const reply = await api.call('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'THEFT',
      lines: [{ productId: product, quantity: 2 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toMatchObject({
      'lines.0.quantity': 'This reason only takes stock out: enter the quantity to remove.',
    });
    const short = await api.call('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'OWN_USE',
      lines: [{ productId: product, quantity: -6 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('out_of_stock');
  });

  it('posts a count as the differences from the stock, leaving matching lines out', async () => {
    const a = await createProduct(h, store, { name: 'Count A', stock: 7 });
    const b = await createProduct(h, store, { name: 'Count B', stock: 3 });
    const c = await createProduct(h, store, { name: 'Count C', stock: 2 });
    const posted = await ok('POST', '/api/v1/inventory/counts', {
      outletId: first,
      note: 'Month end',
      lines: [
        { productId: a, counted: 5 },
        { productId: b, counted: 3 },
        { productId: c, counted: 2.25 },
      ],
    });
    expect(posted.lines).toEqual([
      { productId: a, variantId: null, change: -2, quantity: 5 },
      { productId: c, variantId: null, change: 0.25, quantity: 2.25 },
    ]);
    const moves = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM stock_moves WHERE supplier_id = ${store.supplierId} AND reason = 'COUNT'`,
      ),
    );
    expect(moves[0]?.n).toBe(2);
    const again = await api.call('POST', '/api/v1/inventory/counts', {
      outletId: first,
      lines: [{ productId: a, counted: 5 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('The counted quantities match the stock: nothing to post.');
  });

  it('lists low stock as the badge counts it, and out of stock, per outlet and for all outlets', async () => {
    const oil = await createProduct(h, store, { name: 'Oil 1 l', stock: 4 });
    await ok('PUT', '/api/v1/inventory/reorder', {
      productId: oil,
      outletId: first,
      reorderLevel: 5,
      reorderQuantity: 20,
    });
    const low = await ok('GET', '/api/v1/inventory?filter=low');
    expect(low.rows.map((r: { productId: number }) => r.productId)).toEqual([oil]);
    expect(low.rows[0].outlets[0]).toMatchObject({
      outletId: first,
      quantity: 4,
      reorderLevel: 5,
      reorderQuantity: 20,
    });
    const badge = await ok('GET', '/api/v1/notifications/counts?outlets=selected');
    const summary = await ok('GET', '/api/v1/inventory/summary');
    expect(badge.counts.restockCount.count).toBe(summary.low);
    expect(summary.low).toBe(1);
    const out = await ok('GET', '/api/v1/inventory?filter=out&scope=all');
    expect(out.outletIds).toEqual([first, second]);
    expect(out.rows.map((r: { productName: string }) => r.productName)).not.toContain('Oil 1 l');
    const second_ = await ok('GET', '/api/v1/inventory?filter=out');
    expect(second_.rows.some((r: { productId: number }) => r.productId === oil)).toBe(false);
  });
});

describe('transfers', () => {
  it('moves stock out at dispatch, shows it in transit, and in at each partial receipt', async () => {
    const tea = await createProduct(h, store, { name: 'Tea 250 g', stock: 30 });
    const requested = await ok('POST', '/api/v1/inventory/transfers', {
      fromOutletId: first,
      toOutletId: second,
      lines: [{ productId: tea, quantity: 12 }],
    });
    expect(requested.status).toBe('REQUESTED');
    expect(await levelOf(tea)).toMatchObject({ quantity: 30 });
    const early = await api.call('POST', `/api/v1/inventory/transfers/${requested.transferId}/receive`, {
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);
    const id = requested.transferId as number;
    expect((await ok('POST', `/api/v1/inventory/transfers/${id}/dispatch`)).status).toBe('IN_TRANSIT');
    const all = await levelOf(tea, 'all');
    expect(all).toMatchObject({ quantity: 18, inTransit: 12 });
    expect((all?.outlets as unknown[] | undefined)?.[1]).toMatchObject({
      outletId: second,
      quantity: 0,
      inTransit: 12,
    });
    const over = await api.call('POST', `/api/v1/inventory/transfers/${id}/receive`, {
      lines: [{ lineNo: 1, quantity: 13 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toMatchObject({
      'lines.0.quantity': 'More than what is still in transit.',
    });
    const part = await ok('POST', `/api/v1/inventory/transfers/${id}/receive`, {
      lines: [{ lineNo: 1, quantity: 5 }],
    });
    expect(part.status).toBe('PARTLY_RECEIVED');
    expect(await levelOf(tea, 'all')).toMatchObject({ quantity: 23, inTransit: 7 });
    const rest = await ok('POST', `/api/v1/inventory/transfers/${id}/receive`, {
      lines: [{ lineNo: 1, quantity: 7 }],
    });
    expect(rest).toMatchObject({ status: 'RECEIVED', lines: [{ quantity: 12, receivedQuantity: 12 }] });
    expect(await levelOf(tea, 'all')).toMatchObject({ quantity: 30, inTransit: 0 });
    expect((await ok('GET', '/api/v1/inventory/transfers?status=open')).transfers).toEqual([]);
    const moves = await ok('GET', `/api/v1/inventory/products/${tea}/moves?outletId=${second}`);
    expect(
      moves.moves.map((m: { quantity: number; transferId: number }) => [m.quantity, m.transferId]),
    ).toEqual([
      [7, id],
      [5, id],
    ]);
  });

  it('refuses a dispatch the sending outlet cannot cover and keeps it requested', async () => {
    const jam = await createProduct(h, store, { name: 'Jam', stock: 2 });
    const t = await ok('POST', '/api/v1/inventory/transfers', {
      fromOutletId: first,
      toOutletId: second,
      lines: [{ productId: jam, quantity: 3 }],
    });
    const reply = await api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`);
    expect(reply.statusCode).toBe(409);
    expect((await ok('GET', `/api/v1/inventory/transfers/${t.transferId}`)).status).toBe('REQUESTED');
    expect((await ok('POST', `/api/v1/inventory/transfers/${t.transferId}/cancel`)).status).toBe('CANCELLED');
    const same = await api.call('POST', '/api/v1/inventory/transfers', {
      fromOutletId: first,
      toOutletId: first,
      lines: [{ productId: jam, quantity: 1 }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toMatchObject({ toOutletId: 'Choose two different outlets.' });
  });
});

describe('import and export', () => {
  it('posts nothing when a row is wrong, then every row of a good file', async () => {
    const soap = await createProduct(h, store, { name: 'Soap', barcode: '8901000000099', sku: 'SOAP-1' });
    const cookie = await login(h, store.owner);
    const send = (text: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/inventory/import?fileName=stock.csv',
        headers: { cookie, 'content-type': 'text/csv' },
        payload: text,
      });
    const bad = await send(
      'Barcode,SKU,Outlet,Quantity,Reason\n8901000000099,,Outlet 1,10,OPENING\n,NOPE,,5,\n8901000000099,,Outlet 9,2,\n,SOAP-1,,3,DAMAGE\n',
    );
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json()).toEqual({
      posted: 0,
      errors: [
        { row: 3, field: 'sku', message: 'No product with this barcode, SKU or name.' },
        { row: 4, field: 'outlet', message: 'No outlet with this name.' },
        {
          row: 5,
          field: 'quantity',
          message: 'This reason only takes stock out: enter the quantity to remove.',
        },
      ],
    });
    const good = await send(
      'Barcode,SKU,Outlet,Quantity,Reason\n8901000000099,,Outlet 1,10,Opening\n,SOAP-1,Outlet 2,4,\n',
    );
    expect(good.json()).toEqual({ posted: 2, errors: [] });
    const row = await levelOf(soap, 'all');
    expect(row).toMatchObject({ quantity: 14 });
    const noColumn = await send('Outlet,Quantity\nOutlet 1,3\n');
    expect(noColumn.statusCode).toBe(400);
  });

  it('exports levels and the ledger as CSV', async () => {
    const levels = await api.call('GET', '/api/v1/inventory/export/levels?format=csv&scope=all');
    expect(levels.statusCode).toBe(200);
    expect(levels.headers['content-type']).toContain('text/csv');
    expect(levels.body).toContain('Product name,Barcode,SKU,Category,Outlet,Quantity');
    expect(levels.body).toMatch(/Soap,8901000000099,SOAP-1,,Outlet 2,4,pcs/);
    const moves = await api.call('GET', '/api/v1/inventory/export/moves?format=xlsx&scope=all');
    expect(moves.statusCode).toBe(200);
    expect(moves.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps staff without REPORTS:INVENTORY out of the exports but lets them adjust', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const staffApi = caller(h, await login(h, staff));
    const product = await createProduct(h, store, { name: 'Staff item', stock: 1 });
    expect((await staffApi.call('GET', '/api/v1/inventory/export/levels')).statusCode).toBe(403);
    const adjust = await staffApi.call('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'COUNT',
      lines: [{ productId: product, quantity: 1 }],
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
  });
});

describe('a new store’s first products', () => {
  it('come with their stock from the walkthrough, show in stock on the published store and sell', async () => {
    const fresh = await createStore(h, { storeName: 'First Shop' });
    const owner = caller(h, await login(h, fresh.owner));
    const themeId = (await owner.call('GET', '/api/v1/site/themes?vertical=18')).json().themes[0].themeId;
    const walkthrough = await owner.call('POST', '/api/v1/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: null,
      themeId,
      products: [{ productName: 'Butter Cookies 250 g', sellingPricePaise: 18_000, openingStock: 12 }],
    });
    expect(walkthrough.statusCode, walkthrough.body).toBe(200);
    const [productId] = walkthrough.json().productIds as number[];
    expect((await owner.call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    const base = await slugOf(h, fresh);
    // The product screen's stock section shows the walkthrough's stock in the first outlet.
    const row = (await owner.call('GET', `/api/v1/inventory?scope=all&productId=${productId}`)).json()
      .rows[0];
    expect(row).toMatchObject({ productId, quantity: 12 });
    const page = await h.app.inject({
      method: 'GET',
      url: `${base}${await productPathOf(h.database.db, fresh.supplierId, productId as number)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Out of stock');
    const s = shopper(h, base);
    await s.add(productId as number, 2);
    const placed = await s.post('/checkout', { idempotencyKey: await s.checkoutKey(), ...guest() });
    expect(placed.statusCode, placed.body).toBe(303);
    const level = (await owner.call('GET', `/api/v1/inventory?scope=all&productId=${productId}`)).json()
      .rows[0];
    expect(level.quantity).toBe(10);
  });
});
