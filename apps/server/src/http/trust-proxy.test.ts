// X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (none by default): a
// client that rotates the header is still one address to the login and storefront form limits, and
// the addresses written down are the ones that connected.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { slugOf } from '../modules/checkout/test-support.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../test/harness.ts';
import { FORM_LIMITS } from './form-guard.ts';

let n = 0;
/** A different X-Forwarded-For on every request, as an attacker rotating it sends. */
const rotating = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++n / 250)}.${n % 250}` });

async function sessionAddress(h: Harness, userEmail: string): Promise<string | undefined> {
  const rows = rowsOf<{ ip: string }>(
    await h.database.db.execute(
      sql`SELECT s.ip FROM sessions s JOIN users u USING (user_id)
          WHERE lower(u.email) = ${userEmail.toLowerCase()} ORDER BY s.created_at DESC LIMIT 1`,
    ),
  );
  return rows[0]?.ip;
}

describe('without TRUST_PROXY', () => {
  let h: Harness;
  let store: StoreFixture;
  let base: string;

  beforeAll(async () => {
    h = await createHarness();
    store = await createStore(h);
    base = await slugOf(h, store);
  });
  afterAll(() => h.close());

  it('rotating X-Forwarded-For does not lift the per-address login limit', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const reply = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '192.0.2.10',
        headers: rotating(),
        payload: { email: `rotating${i}@example.com`, password: 'x' },
      });
      last = reply.statusCode;
    }
    expect(last).toBe(429);
  });

  it('rotating X-Forwarded-For does not lift the enquiry limit', async () => {
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: `${base}/enquiry`,
        remoteAddress: '192.0.2.11',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...rotating() },
        payload: 'name=&mobile=&message=',
      });
    for (let i = 0; i < FORM_LIMITS.enquiry; i++) expect((await post()).statusCode).not.toBe(429);
    expect((await post()).statusCode).toBe(429);
  });

  it('rotating X-Forwarded-For does not lift the checkout limit', async () => {
    const post = () =>
      h.app.inject({
        method: 'POST',
        url: `${base}/checkout`,
        remoteAddress: '192.0.2.12',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...rotating() },
        payload: 'intent=quote',
      });
    for (let i = 0; i < FORM_LIMITS.checkout; i++) expect((await post()).statusCode).not.toBe(429);
    expect((await post()).statusCode).toBe(429);
  });

  it('writes down the address that connected, not the one claimed', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '192.0.2.13',
      headers: { 'x-forwarded-for': '1.2.3.4' },
      payload: store.owner,
    });
    expect(reply.statusCode).toBe(200);
    expect(await sessionAddress(h, store.owner.email)).toBe('192.0.2.13');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let h: Harness;
  let store: StoreFixture;

  beforeAll(async () => {
    h = await createHarness({ trustProxy: ['10.0.0.0/8'] });
    store = await createStore(h);
  });
  afterAll(() => h.close());

  it('believes X-Forwarded-For from the proxy, and only from it', async () => {
    const viaProxy = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '1.2.3.4' },
      payload: store.owner,
    });
    expect(viaProxy.statusCode).toBe(200);
    expect(await sessionAddress(h, store.owner.email)).toBe('1.2.3.4');
    const direct = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '192.0.2.14',
      headers: { 'x-forwarded-for': '1.2.3.4' },
      payload: store.owner,
    });
    expect(direct.statusCode).toBe(200);
    expect(await sessionAddress(h, store.owner.email)).toBe('192.0.2.14');
  });
});
