import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, createUser, type Harness, login } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('upgrade requests', () => {
  it('records the request and marks the store as having one pending (the expiry page shows progress)', async () => {
    const store = await createStore(h, {
      supplier: { packageId: 2, isTrial: true, trialStartDate: '2020-01-01', trialEndDate: '2020-01-14' },
    });
    const cookie = await login(h, store.owner);
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/v1/upgrade-requests',
      headers: { cookie },
      payload: { upgradePackageId: 3, module: 'Home', sourceDevice: 'Web', tenure: 'YEARLY' },
    });
    expect(reply.json()).toEqual({ isSuccess: true });
    const data = (await h.app.inject({ method: 'GET', url: '/api/v1/app-data', headers: { cookie } })).json();
    expect(data.supplier).toMatchObject({ isExpired: true, updateRequest: 1 });
  });

  it('refuses an unknown plan and a delivery boy', async () => {
    const store = await createStore(h);
    const cookie = await login(h, store.owner);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/v1/upgrade-requests',
      headers: { cookie },
      payload: { upgradePackageId: 77, module: 'Home', sourceDevice: 'Web' },
    });
    expect(bad.statusCode).toBe(400);
    const rider = await login(h, await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' }));
    const denied = await h.app.inject({
      method: 'POST',
      url: '/api/v1/upgrade-requests',
      headers: { cookie: rider },
      payload: { upgradePackageId: 3, module: 'Home', sourceDevice: 'Web' },
    });
    expect(denied.statusCode).toBe(403);
  });
});
