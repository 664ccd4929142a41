import { DEFAULT_ACCOUNT_SETTINGS } from '@storekeep/domain/account-settings';
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
let owner: string;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = await login(h, store.owner);
});
afterAll(() => h.close());

const call = (method: 'GET' | 'PATCH', url: string, cookie: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('settings', () => {
  it("starts from the spec's defaults", async () => {
    const reply = await call('GET', '/api/v1/settings', owner);
    expect(reply.json().accountSettings).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    expect(reply.json().storeSettings.smartFill).toBe(0);
  });

  it('changes only the flags sent and keeps the rest', async () => {
    await call('PATCH', '/api/v1/settings/account', owner, { isSellOutOfStock: true });
    const reply = await call('PATCH', '/api/v1/settings/account', owner, {
      roundingType: 'ROUNDDOWN',
      roundingValue: 1,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().accountSettings).toMatchObject({
      isSellOutOfStock: true,
      roundingType: 'ROUNDDOWN',
      roundingValue: 1,
      isAllowCOD: true,
    });
    const store2 = await call('PATCH', '/api/v1/settings/store', owner, {
      smartFill: 1,
      customCheckoutMsg: 'Thank you!',
    });
    expect(store2.json().storeSettings).toMatchObject({ smartFill: 1, customCheckoutMsg: 'Thank you!' });
    const appData = await call('GET', '/api/v1/app-data', owner);
    expect(appData.json().accountSettings.isSellOutOfStock).toBe(true);
  });

  it('refuses unknown flags and bad values without changing anything', async () => {
    const before = (await call('GET', '/api/v1/settings', owner)).json();
    const unknown = await call('PATCH', '/api/v1/settings/account', owner, {
      isSellOutOfStock: false,
      madeUp: true,
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await call('PATCH', '/api/v1/settings/account', owner, { roundingType: 'SIDEWAYS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('roundingType');
    expect((await call('GET', '/api/v1/settings', owner)).json()).toEqual(before);
  });

  it('needs SETTINGS:MENU to change settings', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:SALES'],
    });
    const cookie = await login(h, staff);
    expect((await call('GET', '/api/v1/settings', cookie)).statusCode).toBe(200);
    const reply = await call('PATCH', '/api/v1/settings/account', cookie, { isAllowCOD: false });
    expect(reply.statusCode).toBe(403);
    const manager = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['SETTINGS:MENU'],
    });
    expect(
      (await call('PATCH', '/api/v1/settings/account', await login(h, manager), { isAllowCOD: false }))
        .statusCode,
    ).toBe(200);
  });
});
