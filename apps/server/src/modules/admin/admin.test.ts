import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Lakshmi Textiles' });
  admin = await login(h, await createUser(h, { supplierId: null, role: 'platform_admin' }));
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('platform admin', () => {
  it('finds stores by name', async () => {
    const reply = await call('GET', '/api/v1/admin/suppliers?search=laksh', admin);
    expect(reply.json().results).toEqual([
      expect.objectContaining({ supplierId: store.supplierId, storeName: 'Lakshmi Textiles' }),
    ]);
  });

  it('has no store until acting for one, then works as that store, audited', async () => {
    expect((await call('GET', '/api/v1/app-data', admin)).json().supplier).toBeNull();
    expect((await call('GET', '/api/v1/settings', admin)).statusCode).toBe(403);
    const acting = await call('POST', '/api/v1/admin/act-as', admin, { supplierId: store.supplierId });
    expect(acting.json()).toMatchObject({ actingAsAdmin: true, supplier: { supplierId: store.supplierId } });
    expect((await call('GET', '/api/v1/settings', admin)).statusCode).toBe(200);
    const audit = await h.database.db.execute(
      sql`SELECT action FROM audit_log WHERE supplier_id = ${store.supplierId} AND action = 'admin.act_as'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const stopped = await call('POST', '/api/v1/admin/stop-acting', admin);
    expect(stopped.json()).toMatchObject({ actingAsAdmin: false, supplier: null });
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await call('POST', '/api/v1/admin/act-as', admin, { supplierId: 999_999 })).statusCode).toBe(404);
  });

  it('is closed to store owners', async () => {
    const owner = await login(h, store.owner);
    expect((await call('GET', '/api/v1/admin/suppliers', owner)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/admin/act-as', owner, { supplierId: store.supplierId })).statusCode,
    ).toBe(403);
  });
});
