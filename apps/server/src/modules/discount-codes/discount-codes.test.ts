// Discount codes over HTTP: the merchant's list, create, change and pause (a code unique per store
// whatever its case), and the storefront checkout applying a code before GST, recording its use
// with the order and refusing a code for each reason with its text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { guest, shopper, slugOf, tokenOf } from '../checkout/test-support.ts';
import { caller, createProduct } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let base: string;
let api: ReturnType<typeof caller>;
let product: number;

beforeAll(async () => {
  h = await createHarness({ storefrontFormRateLimit: false });
  store = await createStore(h);
  other = await createStore(h);
  base = await slugOf(h, store);
  api = caller(h, await login(h, store.owner));
  // ₹1,180 with 18 % GST in the price: ₹1,000 taxable + ₹180 GST.
  product = await createProduct(h, store, {
    name: 'Diya Set',
    pricePaise: 118_000,
    taxRate: '18',
    stock: 100,
  });
});
afterAll(() => h.close());

const create = async (body: Record<string, unknown>) => api.call('POST', '/api/v1/discount-codes', body);

/** A shopper with one Diya Set in the cart. */
async function withCart(mobile = '9845012345') {
  const s = shopper(h, base);
  await s.add(product, 1);
  return { s, mobile };
}

async function checkout(code: string, mobile = '9845012345') {
  const { s } = await withCart(mobile);
  return s.post('/checkout', {
    idempotencyKey: await s.checkoutKey(),
    ...guest({ mobile, discountCode: code }),
  });
}

describe('discount codes in the admin', () => {
  it('creates, lists, changes and pauses a code; a code is unique per store whatever its case', async () => {
    const created = await create({ code: 'Welcome5', kind: 'AMOUNT', value: 5_000, minOrderPaise: 50_000 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'Welcome5',
      state: 'ACTIVE',
      usedCount: 0,
      discountGivenPaise: 0,
    });
    const id = created.json().discountCodeId as number;

    const again = await create({ code: 'WELCOME5', kind: 'PERCENT', value: 5 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ code: 'This code is already in use in your store.' });
    // Another store may use the same text.
    const otherApi = caller(h, await login(h, other.owner));
    expect(
      (await otherApi.call('POST', '/api/v1/discount-codes', { code: 'welcome5', kind: 'PERCENT', value: 5 }))
        .statusCode,
    ).toBe(201);

    const changed = await api.call('PUT', `/api/v1/discount-codes/${id}`, {
      code: 'WELCOME50',
      kind: 'AMOUNT',
      value: 5_000,
      usageLimit: 100,
    });
    expect(changed.json()).toMatchObject({ code: 'WELCOME50', usageLimit: 100, minOrderPaise: 0 });
    const paused = await api.call('POST', `/api/v1/discount-codes/${id}/pause`, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, state: 'PAUSED' });
    const list = await api.call('GET', '/api/v1/discount-codes');
    expect(list.json().discountCodes.map((c: { code: string }) => c.code)).toContain('WELCOME50');
    expect(list.json().discountCodes.map((c: { code: string }) => c.code)).not.toContain('welcome5');
  });

  it('refuses a percentage over 100 and an end before the start, field by field', async () => {
    const reply = await create({
      code: 'BAD1',
      kind: 'PERCENT',
      value: 150,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('a discount code at checkout', () => {
  it('takes 10 % off before GST: the quote and the order agree, and the use is counted', async () => {
    const code = (await create({ code: 'DIWALI10', kind: 'PERCENT', value: 10 })).json();
    const { s } = await withCart();
    const key = await s.checkoutKey();
    // Apply without JavaScript: the form's quote intent with the code typed.
    const quoted = await s.post('/checkout', {
      idempotencyKey: key,
      intent: 'quote',
      discountCode: 'diwali10',
      pincode: '560001',
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.body).toContain('<tr data-sk-discount><td>Discount (DIWALI10)</td><td>−₹118.00</td></tr>');
    // ₹1,062 = ₹900 taxable + ₹162 GST (18 % of the discounted value).
    expect(quoted.body).toContain('<td>Taxable value</td><td>₹900.00</td>');
    expect(quoted.body).toContain('data-sk-quote-total>₹1,062.00<');
    const json = (await s.get('/checkout/quote?discountCode=DIWALI10&pincode=560001')).json();
    expect(json).toMatchObject({
      discountCode: 'DIWALI10',
      discountPaise: 11_800,
      taxPaise: 16_200,
      totalPaise: 106_200,
    });

    const placed = await s.post('/checkout', { idempotencyKey: key, ...guest({ discountCode: 'diwali10' }) });
    expect(placed.statusCode).toBe(303);
    const token = tokenOf(String(placed.headers.location));
    const [order] = await h.database.db.select().from(t.orders).where(sql`public_token = ${token}`);
    expect(order).toMatchObject({
      discountPaise: 11_800,
      taxPaise: 16_200,
      totalPaise: 106_200,
      billDiscount: { type: 'PERCENT', value: 10 },
    });
    const status = await s.get(`/order/${token}`);
    expect(status.body).toContain('Discount (DIWALI10)');
    const after = (await api.call('GET', `/api/v1/discount-codes/${code.discountCodeId}`)).json();
    expect(after).toMatchObject({ usedCount: 1, discountGivenPaise: 11_800 });
    // Each code counts its own uses only.
    const list = (await api.call('GET', '/api/v1/discount-codes')).json().discountCodes;
    expect(list.find((c: { code: string }) => c.code === 'WELCOME50')).toMatchObject({
      discountGivenPaise: 0,
    });
  });

  it('never takes more than the order: a flat code over the goods makes them free', async () => {
    await create({ code: 'BIGFLAT', kind: 'AMOUNT', value: 500_000 });
    const { s } = await withCart();
    const json = (await s.get('/checkout/quote?discountCode=BIGFLAT')).json();
    expect(json).toMatchObject({ discountPaise: 118_000, taxPaise: 0, totalPaise: 0 });
  });

  it('refuses a code for each reason with its text, the form kept', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await create({ code: 'OLD5', kind: 'PERCENT', value: 5, endsAt: past });
    await create({ code: 'SOON5', kind: 'PERCENT', value: 5, startsAt: future });
    await create({ code: 'MIN2000', kind: 'PERCENT', value: 5, minOrderPaise: 200_000 });
    await create({ code: 'ONCE', kind: 'PERCENT', value: 5, perCustomerLimit: 1 });
    await create({ code: 'FIRST', kind: 'PERCENT', value: 5, firstOrderOnly: true });
    await create({ code: 'TWO', kind: 'PERCENT', value: 5, usageLimit: 1 });
    const paused = (await create({ code: 'STOPPED', kind: 'PERCENT', value: 5 })).json();
    await api.call('POST', `/api/v1/discount-codes/${paused.discountCodeId}/pause`, { paused: true });

    expect((await checkout('ONCE', '9000000011')).statusCode).toBe(303);
    expect((await checkout('TWO', '9000000012')).statusCode).toBe(303);
    const cases: Array<[string, string, string]> = [
      ['NOPE', '9000000013', 'This discount code is not valid.'],
      ['STOPPED', '9000000013', 'This discount code is not valid.'],
      ['OLD5', '9000000013', 'This discount code has expired.'],
      ['SOON5', '9000000013', 'This discount code is not active yet.'],
      ['MIN2000', '9000000013', 'Add items worth ₹2,000 or more to use this code.'],
      ['ONCE', '9000000011', 'You have already used this discount code.'],
      ['FIRST', '9000000011', 'This discount code is for your first order only.'],
      ['TWO', '9000000013', 'This discount code has been used up.'],
    ];
    for (const [code, mobile, text] of cases) {
      const reply = await checkout(code, mobile);
      expect(reply.statusCode, code).toBe(400);
      expect(reply.body, code).toContain(`<span id="err-discountCode" role="alert">${text}</span>`);
      expect(reply.body, code).toContain(`value="${code}"`);
    }
    // A new shopper's first order takes the first-order code.
    expect((await checkout('FIRST', '9000000014')).statusCode).toBe(303);
  });

  it("says the refusal in the shop's language on the quote", async () => {
    const { s } = await withCart();
    const hindi = (await s.get('/checkout/quote?discountCode=NOPE&lang=hi')).json();
    expect(hindi.discountProblem).toBe('यह डिस्काउंट कोड मान्य नहीं है।');
    expect(hindi.discountPaise).toBe(0);
  });

  it('shows the discounts given per code in the sales report', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const reply = await api.call('GET', `/api/v1/reports/sales?from=${today}&to=${today}&scope=all`);
    expect(reply.statusCode, reply.body).toBe(200);
    const table = reply.json().tables.find((t: { key: string }) => t.key === 'discountCodes');
    expect(table.rows).toContainEqual(['DIWALI10', 1, 11_800]);
  });
});

describe('an offer block with a discount code on the live store', () => {
  it('shows the code while it is live and hides it (keeping the offer) once it is paused', async () => {
    const code = (await create({ code: 'LAMP15', kind: 'PERCENT', value: 15 })).json();
    expect((await api.call('POST', '/api/v1/site/select-theme', { themeId: 1 })).statusCode).toBe(200);
    const site = (await api.call('GET', '/api/v1/site')).json();
    const document = structuredClone(site.document);
    const home = document.pages.find((page: { kind: string }) => page.kind === 'home');
    home.content.content.unshift({
      type: 'DiscountOffer',
      props: { id: 'offer-1', heading: 'Diwali lamps', text: '15% off every lamp', code: 'lamp15' },
    });
    const saved = await api.call('PUT', '/api/v1/site/draft', {
      document,
      draftRevision: site.draftRevision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    const live = async () => (await h.app.inject({ method: 'GET', url: base })).body;

    const shown = await live();
    expect(shown).toContain('Diwali lamps');
    expect(shown).toContain('data-sk-offer-code="LAMP15"');
    await api.call('POST', `/api/v1/discount-codes/${code.discountCodeId}/pause`, { paused: true });
    const hidden = await live();
    expect(hidden).toContain('Diwali lamps');
    expect(hidden).not.toContain('LAMP15');
  });
});
