// Private answers are never stored by a browser or a shared cache (Cache-Control: no-store), and
// Strict-Transport-Security is sent only when the server is reached over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../test/harness.ts';

describe('Cache-Control on the API', () => {
  let h: Harness;
  let store: StoreFixture;
  let cookie: string;

  beforeAll(async () => {
    h = await createHarness();
    store = await createStore(h);
    cookie = await login(h, store.owner);
  });
  afterAll(() => h.close());

  it('the login reply is no-store', async () => {
    const reply = await h.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: store.owner });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/v1/app-data', '/api/v1/customers', '/api/v1/orders', '/api/v1/settings'])(
    '%s behind a session is no-store',
    async (url) => {
      const reply = await h.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
    },
  );

  it('errors of the API are no-store too', async () => {
    const refused = await h.app.inject({ method: 'GET', url: '/api/v1/app-data' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: store.owner.email, password: 'wrong-password' },
    });
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it("the legacy apps' paths are no-store", async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: '/vendorapis/products/product/fetchProductForEdit?productId=1',
      headers: { cookie },
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('public documents outside /api/v1 are left alone', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent when the server is reached over http', async () => {
    const h = await createHarness({ publicUrl: 'http://192.168.1.20:3000' });
    try {
      const reply = await h.app.inject({ method: 'GET', url: '/api/v1/app-data' });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await h.close();
    }
  });

  it('is sent when the server is reached over https', async () => {
    const h = await createHarness({ publicUrl: 'https://shop.example.in' });
    try {
      const reply = await h.app.inject({ method: 'GET', url: '/api/v1/app-data' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await h.close();
    }
  });
});
