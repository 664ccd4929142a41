// Twelve counters bill the same serial (IMEI) number at once: exactly one bill sells it, the
// others are refused as already sold, and the phone's stock falls by one. On PostgreSQL
// (TEST_DATABASE_URL) the bills really run side by side; on PGlite they serialise.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { caller, createProduct, receiveSerials, setFlags, stockOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  await setFlags(h, store, { isSellOutOfStock: false });
});
afterAll(() => h.close());

describe('two sales of one serial at once', () => {
  it('sells the serial on exactly one of 12 parallel bills', async () => {
    const phone = await createProduct(h, store, { name: 'Race Phone', pricePaise: 1_200_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['RACE-1', 'RACE-2']);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.call('POST', '/api/v1/orders', {
          items: [{ productId: phone, quantity: 1, serialNos: ['RACE-1'] }],
          confirm: true,
        }),
      ),
    );
    const sold = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(11);
    for (const r of refused) {
      // Refused when pricing saw it sold (400), or when the sale found it taken meanwhile (409).
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().error.message).toBe('The serial (IMEI) number RACE-1 is already sold.');
    }
    const rows = rowsOf<{ status: string; order_id: string }>(
      await h.database.db.execute(
        sql`SELECT status, order_id FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = 'RACE-1'`,
      ),
    );
    expect(rows).toEqual([{ status: 'SOLD', order_id: expect.anything() }]);
    expect(Number(rows[0]?.order_id)).toBe(sold[0]?.json().orderId);
    const billed = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM orders WHERE supplier_id = ${store.supplierId} AND 'CONFIRMED' = ANY (order_statuses)`,
      ),
    );
    expect(billed[0]?.n).toBe(1);
    expect(await stockOf(h, store, phone)).toBe(1);
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });
});
