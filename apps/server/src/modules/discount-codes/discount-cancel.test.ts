// A cancelled order gives its discount code's use back exactly once (cancelled twice, or twice at
// the same moment), and the order's invoice names the code beside its discount.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { guest, shopper, slugOf, tokenOf } from '../checkout/test-support.ts';
import { caller, createProduct } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let base: string;
let api: ReturnType<typeof caller>;
let product: number;

beforeAll(async () => {
  h = await createHarness({ storefrontFormRateLimit: false });
  store = await createStore(h);
  base = await slugOf(h, store);
  api = caller(h, await login(h, store.owner));
  product = await createProduct(h, store, {
    name: 'Diya Set',
    pricePaise: 118_000,
    taxRate: '18',
    stock: 100,
  });
});
afterAll(() => h.close());

/** A shopper's order placed with the code; its id. */
async function orderWith(code: string, mobile: string): Promise<number> {
  const s = shopper(h, base);
  await s.add(product, 1);
  const placed = await s.post('/checkout', {
    idempotencyKey: await s.checkoutKey(),
    ...guest({ mobile, discountCode: code }),
  });
  expect(placed.statusCode, placed.body).toBe(303);
  const token = tokenOf(String(placed.headers.location));
  const [order] = await h.database.db.select().from(t.orders).where(sql`public_token = ${token}`);
  return order?.orderId as number;
}

const usesOf = async (discountCodeId: number) =>
  (await api.call('GET', `/api/v1/discount-codes/${discountCodeId}`)).json().usedCount as number;

describe('cancelling an order placed with a discount code', () => {
  it('gives the use back once, cancelled twice or twice at once, and the code can be used again', async () => {
    const code = (
      await api.call('POST', '/api/v1/discount-codes', {
        code: 'ONCE10',
        kind: 'PERCENT',
        value: 10,
        usageLimit: 2,
        perCustomerLimit: 1,
      })
    ).json();
    const first = await orderWith('ONCE10', '9845011111');
    const second = await orderWith('ONCE10', '9845022222');
    expect(await usesOf(code.discountCodeId)).toBe(2);

    const cancel = (orderId: number) => api.call('POST', `/api/v1/orders/${orderId}/cancel`, {});
    expect((await cancel(first)).statusCode).toBe(200);
    expect(await usesOf(code.discountCodeId)).toBe(1);
    const again = await cancel(first);
    expect(again.json().error.message).toBe('This order is cancelled.');
    expect(await usesOf(code.discountCodeId)).toBe(1);

    const together = await Promise.all([cancel(second), cancel(second)]);
    expect(together.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await usesOf(code.discountCodeId)).toBe(0);

    // The uses are free again, for the same shopper too (the cancelled order no longer counts).
    await orderWith('ONCE10', '9845011111');
    await orderWith('ONCE10', '9845033333');
    expect(await usesOf(code.discountCodeId)).toBe(2);
  });

  it('names the code beside the discount on the invoice', async () => {
    await api.call('POST', '/api/v1/discount-codes', { code: 'DIYA15', kind: 'PERCENT', value: 15 });
    const orderId = await orderWith('DIYA15', '9845044444');
    const reply = await api.call('GET', `/api/v1/orders/${orderId}/invoice?layout=A4`);
    expect(reply.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'storekeep-invoice-')), 'invoice.pdf');
    writeFileSync(file, reply.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // 15 % of ₹1,180.00.
    expect(text).toContain('Discount included (DIYA15) 177.00');
  });
});
