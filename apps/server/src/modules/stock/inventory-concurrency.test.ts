// Sales, adjustments, transfer dispatches and transfer receipts of one product at one outlet, all at
// once: no unit is lost or counted twice, and every level equals the sum of its ledger moves. On
// PostgreSQL (TEST_DATABASE_URL) the requests run side by side on a pool; on PGlite they
// serialise. Then a dispatch and a receipt that fail after their stock moves were written leave
// neither moves nor level changes behind (one transaction each).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, type Harness, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { type caller, createProduct, twoOutletStore } from '../orders/test-support.ts';

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

async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const reply = await api.call(method, url, payload);
  if (reply.statusCode !== 200) throw new Error(`${method} ${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

async function levels(productId: number) {
  return rowsOf<{ outlet_id: number; quantity: string }>(
    await h.database.db.execute(sql`
      SELECT outlet_id::int AS outlet_id, quantity::text AS quantity FROM stock_levels
      WHERE supplier_id = ${store.supplierId} AND product_id = ${productId} ORDER BY outlet_id`),
  ).map((r) => [r.outlet_id, Number(r.quantity)]);
}

const transfer = (from: number, to: number, productId: number, quantity: number) =>
  ok('POST', '/api/v1/inventory/transfers', {
    fromOutletId: from,
    toOutletId: to,
    lines: [{ productId, quantity }],
  });

describe('stock changes at once', () => {
  it('keeps every unit of parallel sales, adjustments, dispatches and receipts', async () => {
    const product = await createProduct(h, store, { name: 'Busy Biscuits', pricePaise: 1_000, stock: 100 });
    await ok('POST', '/api/v1/inventory/adjustments', {
      outletId: second,
      reason: 'OPENING',
      lines: [{ productId: product, quantity: 50 }],
    });
    // Five transfers into the busy outlet are on their way; five out of it are only requested.
    const inbound = await Promise.all(Array.from({ length: 5 }, () => transfer(second, first, product, 4)));
    for (const t of inbound) await ok('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`);
    const outbound = await Promise.all(Array.from({ length: 5 }, () => transfer(first, second, product, 3)));
    const calls = [
      ...Array.from({ length: 20 }, () =>
        api.call('POST', '/api/v1/orders', { items: [{ productId: product, quantity: 1 }], confirm: true }),
      ),
      ...Array.from({ length: 10 }, () =>
        api.call('POST', '/api/v1/inventory/adjustments', {
          outletId: first,
          reason: 'DAMAGE',
          lines: [{ productId: product, quantity: -1 }],
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        api.call('POST', '/api/v1/inventory/adjustments', {
          outletId: first,
          reason: 'ADJUSTMENT',
          lines: [{ productId: product, quantity: 2 }],
        }),
      ),
      ...outbound.map((t) => api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`)),
      ...inbound.map((t) =>
        api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/receive`, {
          lines: [{ lineNo: 1, quantity: 4 }],
        }),
      ),
    ];
    const replies = await Promise.all(calls);
    const failed = replies.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body}`);
    expect(failed).toEqual([]);
    // first: 100 − 20 sold − 10 damaged + 20 added − 15 sent + 20 received; second: 50 − 20 + 15 in transit.
    expect(await levels(product)).toEqual([
      [first, 95],
      [second, 30],
    ]);
    const inTransit = await ok('GET', `/api/v1/inventory?scope=all&q=Busy`);
    expect(inTransit.rows[0]).toMatchObject({ quantity: 125, inTransit: 15 });
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });

  it('writes nothing of a dispatch or a receipt that fails after its moves', async () => {
    const product = await createProduct(h, store, { name: 'Crash Candles', stock: 10 });
    const other = await createProduct(h, store, { name: 'Crash Cups', stock: 10 });
    const t = await ok('POST', '/api/v1/inventory/transfers', {
      fromOutletId: first,
      toOutletId: second,
      note: 'fails',
      lines: [
        { productId: product, quantity: 4 },
        { productId: other, quantity: 6 },
      ],
    });
    const db = h.database.db;
    const movesOf = async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM stock_moves WHERE supplier_id = ${store.supplierId} AND transfer_id = ${t.transferId}`,
        ),
      )[0]?.n;
    // The transfer's own row is written last: failing there comes after every stock move.
    await db.execute(sql`
      CREATE FUNCTION inventory_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await db.execute(sql`
      CREATE TRIGGER inventory_test_fail BEFORE UPDATE ON stock_transfers
      FOR EACH ROW WHEN (NEW.note = 'fails') EXECUTE FUNCTION inventory_test_fail()`);
    try {
      const before = [await levels(product), await levels(other)];
      expect(
        (await api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`)).statusCode,
      ).toBe(500);
      expect(await movesOf()).toBe(0);
      expect([await levels(product), await levels(other)]).toEqual(before);
      expect((await ok('GET', `/api/v1/inventory/transfers/${t.transferId}`)).status).toBe('REQUESTED');
      // Dispatched for real, then the receipt fails after its TRANSFER_IN moves.
      await db.execute(sql`ALTER TABLE stock_transfers DISABLE TRIGGER inventory_test_fail`);
      await ok('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`);
      await db.execute(sql`ALTER TABLE stock_transfers ENABLE TRIGGER inventory_test_fail`);
      const dispatched = [await levels(product), await levels(other)];
      const receipt = await api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/receive`, {
        lines: [
          { lineNo: 1, quantity: 4 },
          { lineNo: 2, quantity: 2 },
        ],
      });
      expect(receipt.statusCode).toBe(500);
      expect(await movesOf()).toBe(2);
      expect([await levels(product), await levels(other)]).toEqual(dispatched);
      const row = await ok('GET', `/api/v1/inventory/transfers/${t.transferId}`);
      expect(row).toMatchObject({
        status: 'IN_TRANSIT',
        lines: [{ receivedQuantity: 0 }, { receivedQuantity: 0 }],
      });
    } finally {
      await db.execute(sql`DROP TRIGGER inventory_test_fail ON stock_transfers`);
      await db.execute(sql`DROP FUNCTION inventory_test_fail()`);
    }
    expect(await ledgerMismatches(db, store.supplierId)).toEqual([]);
  });
});
