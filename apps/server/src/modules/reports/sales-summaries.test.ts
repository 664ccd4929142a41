// The sales report's day summaries (migration 0044) under concurrent billing: bills confirmed side
// by side, some edited before billing, some cancelled, some returned in part, paid in cash, leave
// every summary row equal to the same sums recomputed from the orders, and the report's figures
// equal to the orders' own. On PostgreSQL (TEST_DATABASE_URL) the requests run side by side on a
// pool; on PGlite they serialise, and the rule must hold as well.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { salesSummaryMismatches } from '../../test/sales-summaries.ts';
import { caller, createProduct } from '../orders/test-support.ts';
import { indiaToday } from './period.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let tea: number;
let rice: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_500, stock: 1_000 });
  rice = await createProduct(h, store, { name: 'Rice', pricePaise: 6_000, stock: 1_000 });
});
afterAll(() => h.close());

describe('sales day summaries', () => {
  // About 70 requests, most of them side by side: more than the default 30 s on a busy machine.
  it('stay equal to a recomputation from the orders after concurrent bills, edits, cancels and returns', {
    timeout: 120_000,
  }, async () => {
    const bills = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        api.order('POST', '/api/v1/orders', {
          // Manual bills can still be cancelled; in-store ones are handed over and can be returned.
          source: n < 5 || (n >= 16 && n % 3 === 0) ? 'MANUAL' : 'INSTORE',
          items: [
            { productId: tea, quantity: 1 + (n % 2) },
            ...(n % 4 === 0 ? [] : [{ productId: rice, quantity: 1.5 }]),
          ],
          confirm: true,
        }),
      ),
    );
    const drafts = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.order('POST', '/api/v1/orders', { source: 'MANUAL', items: [{ productId: tea, quantity: 2 }] }),
      ),
    );
    await Promise.all([
      ...drafts.map(async (d) => {
        await api.order('PUT', `/api/v1/orders/${d.orderId}/items`, {
          items: [
            { lineNo: 1, productId: tea, quantity: 3 },
            { productId: rice, quantity: 0.5 },
            { productId: tea, quantity: 1 },
          ],
        });
        return api.order('POST', `/api/v1/orders/${d.orderId}/confirm`, {});
      }),
      ...bills.slice(0, 5).map((b) => api.order('POST', `/api/v1/orders/${b.orderId}/cancel`, {})),
      ...bills
        .slice(5, 10)
        .map((b) =>
          api.order('POST', `/api/v1/orders/${b.orderId}/returns`, { items: [{ lineNo: 1, quantity: 1 }] }),
        ),
      ...bills.slice(10, 16).map((b) =>
        api.order('POST', `/api/v1/orders/${b.orderId}/payments`, {
          mode: 'CASH',
          amountPaise: b.totalPaise,
        }),
      ),
    ]);

    // Bills refused for stock roll back with what their triggers wrote.
    const last = await createProduct(h, store, { name: 'Last Mangoes', pricePaise: 5_000, stock: 3 });
    const raced = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('POST', '/api/v1/orders', {
          source: 'INSTORE',
          items: [{ productId: last, quantity: 1 }],
          confirm: true,
        }),
      ),
    );
    expect(raced.filter((r) => r.statusCode === 409)).toHaveLength(5);

    expect(await salesSummaryMismatches(h.database.db, store.supplierId)).toEqual([]);

    const today = indiaToday();
    const [raw] = rowsOf<{ bills: number; sales: string; returns: string }>(
      await h.database.db.execute(sql`SELECT
        (SELECT count(*)::int FROM orders WHERE supplier_id = ${store.supplierId} AND confirmed_at IS NOT NULL
           AND NOT ('CANCELLED' = ANY (order_statuses))) AS bills,
        (SELECT sum(total_paise) FROM orders WHERE supplier_id = ${store.supplierId} AND confirmed_at IS NOT NULL
           AND NOT ('CANCELLED' = ANY (order_statuses))) AS sales,
        (SELECT coalesce(sum(value_paise), 0) FROM order_returns WHERE supplier_id = ${store.supplierId}) AS returns`),
    );
    expect(raw?.bills).toBe(28);
    const report = await api.call(
      'GET',
      `/api/v1/reports/sales?from=${today}&to=${today}&scope=all&groupBy=product`,
    );
    expect(report.statusCode).toBe(200);
    const figures = Object.fromEntries(
      (report.json().figures as Array<{ key: string; value: number }>).map((f) => [f.key, f.value]),
    );
    expect(figures).toMatchObject({ bills: 28, sales: Number(raw?.sales), returns: Number(raw?.returns) });
    expect(Number(raw?.returns)).toBeGreaterThan(0);
  });
});
