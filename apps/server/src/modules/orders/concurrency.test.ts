// 50 bills race for a product with 10 in stock: exactly 10 are sold, 40 are refused as out of
// stock, and stock ends at 0 with 10 sale moves. On Postgres (TEST_DATABASE_URL) the requests
// really run side by side on a pool; on PGlite they serialise, and the rule must hold as well.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { caller, createProduct, stockOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());

describe('concurrent confirmations', () => {
  it('sells exactly the 10 in stock out of 50 parallel confirmations', async () => {
    const product = await createProduct(h, store, { name: 'Last Mangoes', pricePaise: 5_000, stock: 10 });
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.order('POST', '/api/v1/orders', {
          source: 'MANUAL',
          items: [{ productId: product, quantity: 1 }],
        }),
      ),
    );
    const replies = await Promise.all(
      drafts.map((d) => api.call('POST', `/api/v1/orders/${d.orderId}/confirm`, {})),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.json().error).toMatchObject({
        code: 'out_of_stock',
        message: 'Last Mangoes is out of stock (available: 0).',
      });
    }
    expect(await stockOf(h, store, product)).toBe(0);
    const moves = rowsOf<{ n: number; total: string }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n, sum(quantity) AS total FROM stock_moves WHERE supplier_id = ${store.supplierId} AND product_id = ${product} AND reason = 'SALE'`,
      ),
    );
    expect(moves[0]).toMatchObject({ n: 10, total: '-10.000' });
    const confirmed = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM orders WHERE supplier_id = ${store.supplierId} AND 'CONFIRMED' = ANY (order_statuses)`,
      ),
    );
    expect(confirmed[0]?.n).toBe(10);
  });

  it('numbers 30 orders created side by side 1…30 without a gap or a repeat', async () => {
    const other = await createStore(h);
    const otherApi = caller(h, await login(h, other.owner));
    const product = await createProduct(h, other, { name: 'Salt', pricePaise: 2_000, stock: 100 });
    const created = await Promise.all(
      Array.from({ length: 30 }, () =>
        otherApi.order('POST', '/api/v1/orders', {
          items: [{ productId: product, quantity: 1 }],
          confirm: true,
        }),
      ),
    );
    expect(created.map((o) => o.orderNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('leaves every stock level equal to the sum of its ledger moves after the races above', async () => {
    expect(await ledgerMismatches(h.database.db)).toEqual([]);
  });
});
