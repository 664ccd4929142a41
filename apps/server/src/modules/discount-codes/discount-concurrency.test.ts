// 50 shoppers check out at once with a code that may be used 7 times: exactly 7 orders take it and
// the 43 others are refused as used up, with nothing of theirs kept. On Postgres (TEST_DATABASE_URL)
// the checkouts really run side by side on a pool; on PGlite they serialise, and the rule holds too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { guest, shopper, slugOf } from '../checkout/test-support.ts';
import { caller, createProduct } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;

beforeAll(async () => {
  h = await createHarness({ storefrontFormRateLimit: false });
  store = await createStore(h);
});
afterAll(() => h.close());

describe('a discount code under concurrent checkouts', () => {
  it('is taken by exactly its limit of 7 out of 50 parallel orders', async () => {
    const api = caller(h, await login(h, store.owner));
    const created = await api.call('POST', '/api/v1/discount-codes', {
      code: 'RUSH7',
      kind: 'PERCENT',
      value: 20,
      usageLimit: 7,
    });
    expect(created.statusCode).toBe(201);
    const product = await createProduct(h, store, {
      name: 'Rush Lamp',
      pricePaise: 10_000,
      taxRate: '0',
      stock: 500,
    });
    const base = await slugOf(h, store);
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const s = shopper(h, base);
        await s.add(product, 1);
        return { s, key: await s.checkoutKey(), mobile: `98${String(i).padStart(8, '0')}` };
      }),
    );
    const replies = await Promise.all(
      shoppers.map(({ s, key, mobile }) =>
        s.post('/checkout', { idempotencyKey: key, ...guest({ mobile, discountCode: 'RUSH7' }) }),
      ),
    );
    const placed = replies.filter((r) => r.statusCode === 303);
    const refused = replies.filter((r) => r.statusCode === 400);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const r of refused) expect(r.body).toContain('This discount code has been used up.');
    const [row] = rowsOf<{ used: number; uses: number; orders: number; discounted: number }>(
      await h.database.db.execute(sql`
        SELECT
          (SELECT used_count FROM discount_codes WHERE supplier_id = ${store.supplierId}) AS used,
          (SELECT count(*)::int FROM discount_redemptions WHERE supplier_id = ${store.supplierId}) AS uses,
          (SELECT count(*)::int FROM orders WHERE supplier_id = ${store.supplierId}) AS orders,
          (SELECT count(*)::int FROM orders WHERE supplier_id = ${store.supplierId} AND discount_paise = 2000) AS discounted`),
    );
    expect(row).toEqual({ used: 7, uses: 7, orders: 7, discounted: 7 });
  }, 120_000);
});
