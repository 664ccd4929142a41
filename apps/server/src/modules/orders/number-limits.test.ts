// Numbers past what a shop can mean, refused with a 400 naming the field: stock changes beyond the
// quantity limit, bills whose paise would pass JavaScript's exact integers, discounts over 100 % or over the amount.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, setFlags, shelveTeaAndRice, stockOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let tea: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());
beforeEach(async () => {
  ({ tea } = await shelveTeaAndRice(h, store));
});

/** The reply's status and the fields it names. */
async function refusal(reply: Awaited<ReturnType<typeof api.call>>) {
  return [reply.statusCode, Object.keys(reply.json().error?.fields ?? {})];
}

describe('stock adjustments', () => {
  it.each([1e11, 1e15, -1e11, 1_000_000])(
    'refuses a change of %d and leaves the stock as it was',
    async (quantity) => {
      const reply = await api.call('POST', '/api/v1/stock/adjustments', { productId: tea, quantity });
      expect(await refusal(reply)).toEqual([400, ['quantity']]);
      expect(await stockOf(h, store, tea)).toBe(20);
    },
  );

  it('takes the largest change the limit allows', async () => {
    const reply = await api.call('POST', '/api/v1/stock/adjustments', {
      productId: tea,
      quantity: 999_999.999,
    });
    expect(reply.statusCode).toBe(200);
    expect(await stockOf(h, store, tea)).toBe(1_000_019.999);
  });
});

describe('order totals', () => {
  it('refuses a line whose amount would pass the largest bill, naming the line', async () => {
    await setFlags(h, store, { isAllowPriceChangeInBilling: true });
    // 999 999 × ₹99 99 99 999.99 is about 10^17 paise: past 2^53, where paise stop being exact.
    const reply = await api.call('POST', '/api/v1/orders', {
      source: 'MANUAL',
      items: [{ productId: tea, quantity: 999_999, ratePaise: 99_999_999_999 }],
    });
    expect(await refusal(reply)).toEqual([400, ['items.0.quantity']]);
  });

  it('refuses an order whose lines together pass the largest bill', async () => {
    await setFlags(h, store, { isAllowPriceChangeInBilling: true });
    const line = { productId: tea, quantity: 1, ratePaise: 60_000_000_000 };
    const reply = await api.call('POST', '/api/v1/orders', { source: 'MANUAL', items: [line, line] });
    expect(await refusal(reply)).toEqual([400, ['items']]);
  });
});

describe('discounts', () => {
  it.each([
    [
      'a line',
      (discount: object) => ({ items: [{ productId: tea, quantity: 1, discount }] }),
      'items.0.discount.value',
    ],
    [
      'the bill',
      (discount: object) => ({ items: [{ productId: tea, quantity: 1 }], billDiscount: discount }),
      'billDiscount.value',
    ],
  ])('refuses more than 100 percent off %s', async (_name, body, field) => {
    const reply = await api.call('POST', '/api/v1/orders', {
      source: 'MANUAL',
      ...body({ type: 'PERCENT', value: 150 }),
    });
    expect(await refusal(reply)).toEqual([400, [field]]);
  });

  it.each([
    [
      'a line',
      (discount: object) => ({ items: [{ productId: tea, quantity: 1, discount }] }),
      'items.0.discount.value',
    ],
    [
      'the bill',
      (discount: object) => ({ items: [{ productId: tea, quantity: 1 }], billDiscount: discount }),
      'billDiscount.value',
    ],
  ])('refuses an amount off larger than %s instead of making it free', async (_name, body, field) => {
    const reply = await api.call('POST', '/api/v1/orders', {
      source: 'MANUAL',
      ...body({ type: 'AMOUNT', value: 99_999_00 }),
    });
    expect(await refusal(reply)).toEqual([400, [field]]);
  });

  it('still takes 100 % off', async () => {
    const reply = await api.call('POST', '/api/v1/orders', {
      source: 'MANUAL',
      items: [{ productId: tea, quantity: 1, discount: { type: 'PERCENT', value: 100 } }],
    });
    expect([reply.statusCode, reply.json().totalPaise]).toEqual([201, 0]);
  });
});
