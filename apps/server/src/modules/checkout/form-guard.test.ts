// POST /checkout and /enquiry refuse a form posted from another site and a flood from one address;
// checkout refusals are said in the shopper's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '../../http/form-guard.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../../test/harness.ts';
import { createProduct } from '../orders/test-support.ts';
import { guest, shopper, slugOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let base: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  base = await slugOf(h, store);
});
afterAll(() => h.close());

describe('same-origin check', () => {
  it('refuses a checkout posted from another site and places nothing; the store itself may post', async () => {
    const p = await createProduct(h, store, { name: 'Guard Tea', stock: 5 });
    const s = shopper(h, base);
    await s.add(p, 1);
    const key = await s.checkoutKey();
    const forged = await s.post(
      '/checkout',
      { idempotencyKey: key, ...guest() },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('This form was sent from another website.');
    // A current browser says where the post comes from in fetch metadata, whatever the Origin.
    const crossSite = await s.post(
      '/checkout',
      { idempotencyKey: key, ...guest() },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await s.post(
      '/checkout',
      { idempotencyKey: key, ...guest() },
      { origin: 'https://other.localhost', 'sec-fetch-site': 'same-site' },
    );
    expect(sameSite.statusCode).toBe(403);
    const byReferer = await s.post(
      '/checkout',
      { idempotencyKey: key, ...guest() },
      { referer: 'https://evil.example/shop.html' },
    );
    expect(byReferer.statusCode).toBe(403);
    expect(s.jar.has('sk_cart')).toBe(true);
    // The storefront's Referrer-Policy: no-referrer makes Chromium send "Origin: null" on the
    // store's own form post; its fetch metadata says same-origin.
    const ownByMetadata = await s.post(
      '/checkout',
      { idempotencyKey: key, intent: 'quote' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(ownByMetadata.statusCode).toBe(200);
    const own = await s.post(
      '/checkout',
      { idempotencyKey: key, ...guest() },
      { origin: 'http://localhost:80' },
    );
    expect(own.statusCode).toBe(303);
  });

  it('refuses an enquiry posted from another site', async () => {
    const sent = await h.app.inject({
      method: 'POST',
      url: `${base}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'name=Asha&mobile=9845012345&message=Hello',
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.body).toContain('This form was sent from another website.');
  });

  it("says the refusal in the shopper's language", async () => {
    const p = await createProduct(h, store, { name: 'Guard Ghee', stock: 5 });
    const s = shopper(h, base);
    await s.get('/cart?lang=ta');
    await s.add(p, 1);
    const forged = await s.post(
      '/checkout',
      { idempotencyKey: await s.checkoutKey(), ...guest() },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('இந்தப் படிவம் வேறொரு இணையதளத்திலிருந்து அனுப்பப்பட்டது.');
    // A field refusal of the form, too.
    const bad = await s.post('/checkout', {
      idempotencyKey: await s.checkoutKey(),
      ...guest({ mobile: '12' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('சரியான 10 இலக்க மொபைல் எண்ணை உள்ளிடவும்.');
    expect(bad.body).not.toContain('Enter a valid 10-digit mobile number.');
  });
});

describe('rate limit', () => {
  it('answers 429 after the per-minute limit of enquiries from one address, other addresses unaffected', async () => {
    const post = (ip: string) =>
      h.app.inject({
        method: 'POST',
        url: `${base}/enquiry`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=&mobile=&message=',
      });
    // An enquiry about no product is refused (404), but it counts.
    for (let i = 0; i < FORM_LIMITS.enquiry; i++) expect((await post('10.0.0.7')).statusCode).not.toBe(429);
    const over = await post('10.0.0.7');
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain('Too many requests. Please wait a minute and try again.');
    expect((await post('10.0.0.8')).statusCode).not.toBe(429);
  });

  it('limits checkout posts per address and store', async () => {
    const s = shopper(h, base, {});
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: `${base}/checkout`,
        remoteAddress: '10.0.0.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'intent=quote',
      });
    for (let i = 0; i < FORM_LIMITS.checkout; i++) expect((await post()).statusCode).not.toBe(429);
    const over = await post();
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain('Too many requests.');
    expect((await s.get('/cart')).statusCode).toBe(200);
  });
});
