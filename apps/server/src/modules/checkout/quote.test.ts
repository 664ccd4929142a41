// The checkout page's totals before the order is placed (the quote): the same numbers as the
// order then placed, within the state and to another state, with and without JavaScript.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../../test/harness.ts';
import { createProduct } from '../orders/test-support.ts';
import { guest, shopper, slugOf, tokenOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let base: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  base = await slugOf(h, store);
  // The outlet is in Karnataka (29); delivery costs ₹40 under ₹500 of goods (tax included).
  await h.database.db.execute(sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${store.supplierId}`);
  await h.database.db.insert(t.storeDelivery).values({
    supplierId: store.supplierId,
    kind: 'amount',
    ranges: [
      { min: 0, max: 49_999, charge: 4_000, minLocked: false, maxLocked: true },
      { min: 50_000, max: 10_000_000, charge: 0, minLocked: true, maxLocked: false },
    ],
    pickupInfo: null,
  });
});
afterAll(() => h.close());

interface QuoteJson {
  subtotalPaise: number;
  taxSummary: Array<{ name: string; rate: number; amountPaise: number }>;
  deliveryChargePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  placeOfSupply: string | null;
  problem: string | null;
  html: string;
}

describe('checkout quote', () => {
  it('equals the totals of the order then placed: CGST + SGST within the state, IGST to another', async () => {
    // 3 × ₹37.33 at 18 % leaves paise to round off; ₹111.99 + tax is under ₹500: delivery ₹40.
    const p = await createProduct(h, store, {
      name: 'Quote Soap',
      pricePaise: 3_733,
      taxRate: '18',
      stock: 20,
    });
    for (const [pincode, taxes] of [
      ['560001', ['CGST 9', 'SGST 9']],
      ['110001', ['IGST 18']],
    ] as const) {
      const s = shopper(h, base);
      await s.add(p, 3);
      const reply = await s.get(`/checkout/quote?fulfilment=DELIVERY&pincode=${pincode}`, {
        accept: 'application/json',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      const quote = reply.json() as QuoteJson;
      expect(quote.taxSummary.map((r) => `${r.name} ${r.rate}`).sort()).toEqual([...taxes]);
      expect(quote.deliveryChargePaise).toBe(4_000);
      expect(quote.html).toContain('data-sk-quote-total');

      const placed = await s.post('/checkout', {
        idempotencyKey: await s.checkoutKey(),
        ...guest({ pincode }),
      });
      expect(placed.statusCode).toBe(303);
      const token = tokenOf(String(placed.headers.location));
      const [order] = await h.database.db
        .select()
        .from(t.orders)
        .where(sql`supplier_id = ${store.supplierId} AND public_token = ${token}`);
      expect(order).toBeTruthy();
      expect({
        subtotalPaise: quote.subtotalPaise,
        deliveryChargePaise: quote.deliveryChargePaise,
        roundOffPaise: quote.roundOffPaise,
        totalPaise: quote.totalPaise,
        taxes: quote.taxSummary.map((r) => [r.name, r.rate, r.amountPaise]),
      }).toEqual({
        subtotalPaise: order?.subtotalPaise,
        deliveryChargePaise: order?.deliveryChargePaise,
        roundOffPaise: order?.roundOffPaise,
        totalPaise: order?.totalPaise,
        taxes: order?.taxSummary.map((r) => [r.name, r.rate, r.amount]),
      });
      expect(quote.placeOfSupply).toBe(order?.placeOfSupply);
    }
  });

  it('shows the totals on the page without JavaScript: on load, and after "Calculate total" with the pincode', async () => {
    const p = await createProduct(h, store, {
      name: 'Quote Oil',
      pricePaise: 11_200,
      taxRate: '12',
      stock: 9,
    });
    const s = shopper(h, base);
    await s.add(p, 1);
    const page = await s.get('/checkout');
    expect(page.body).toContain('data-sk-quote');
    expect(page.body).toContain('name="intent" value="quote"');
    expect(page.body).toContain('Enter your pincode to see the GST and total for your state.');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const before = (await h.database.db.select().from(t.orders)).length;
    // Only the pincode is typed: the other fields stay empty and nothing is refused or placed.
    const calculated = await s.post('/checkout', {
      idempotencyKey: key,
      intent: 'quote',
      fulfilment: 'DELIVERY',
      pincode: '110001',
      name: '',
      mobile: '',
    });
    expect(calculated.statusCode).toBe(200);
    expect(calculated.body).toContain('IGST 12%');
    // The ₹112 price holds 12 % tax: ₹100 taxable + ₹12 IGST + ₹40 delivery.
    expect(calculated.body).toContain('<td>IGST 12%</td><td>₹12.00</td>');
    expect(calculated.body).toContain('data-sk-quote-total>₹152.00<');
    expect(calculated.body).toContain('value="110001"');
    expect(calculated.body).toContain(`value="${key}"`);
    expect(calculated.body).not.toContain('role="alert"');
    expect((await h.database.db.select().from(t.orders)).length).toBe(before);
  });

  it('says why there is no total when no delivery range holds, in the shop language', async () => {
    const p = await createProduct(h, store, {
      name: 'Quote Sofa',
      pricePaise: 20_000_000,
      taxRate: '0',
      stock: 2,
    });
    const s = shopper(h, base);
    await s.add(p, 1);
    const english = (await s.get('/checkout/quote?pincode=560001', { accept: 'application/json' })).json();
    expect(english.problem).toBe('Delivery is not available for this order.');
    const hindi = (
      await s.get('/checkout/quote?pincode=560001&lang=hi', { accept: 'application/json' })
    ).json();
    expect(hindi.problem).toBe('इस ऑर्डर के लिए डिलीवरी उपलब्ध नहीं है।');
    // Store pickup has no delivery charge: the total is the goods.
    const pickup = (await s.get('/checkout/quote?fulfilment=PICKUP', { accept: 'application/json' })).json();
    expect(pickup).toMatchObject({ problem: null, deliveryChargePaise: 0, totalPaise: 20_000_000 });
  });

  it('answers 404 for an empty cart', async () => {
    const reply = await shopper(h, base).get('/checkout/quote', { accept: 'application/json' });
    expect(reply.statusCode).toBe(404);
  });
});
