import { appDataSchema } from '@storekeep/domain/app-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, createUser, type Harness, login } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (url: string, payload: object, cookie: string) =>
  h.app.inject({ method: 'PUT', url, payload, headers: { cookie } });

describe('app data', () => {
  it('returns the user, store, flags with their defaults, outlets, countries, package and server time', async () => {
    const store = await createStore(h, { outlets: [2, 1] });
    const reply = await get('/api/v1/app-data', await login(h, store.owner));
    const data = appDataSchema.parse(reply.json());
    expect(data.supplier?.supplierId).toBe(store.supplierId);
    expect(data.user.role).toBe('owner');
    expect(data.accountSettings.quantityChangeMethod).toBe('both');
    expect(data.accountSettings.onlinePaymentMode).toBe('jdpay');
    expect(data.outlets.map((o) => o.accounts.length)).toEqual([2, 1]);
    expect(data.selectedOutletId).toBe(store.outlets[0]?.outletId);
    expect(data.isSingleOutletAccount).toBe(false);
    expect(data.countries.find((c) => c.countryId === 100)).toMatchObject({
      countryName: 'India',
      isdCode: '91',
    });
    expect(data.packageDetails?.packageId).toBe(3);
    expect(Math.abs(Date.parse(data.serverTime) - Date.now())).toBeLessThan(5000);
    expect(data.permissions).toContain('ORDER:MENU');
  });

  it('flags one outlet with one account as a single outlet account', async () => {
    const store = await createStore(h, { outlets: [1] });
    const data = (await get('/api/v1/app-data', await login(h, store.owner))).json();
    expect(data.isSingleOutletAccount).toBe(true);
  });

  it('gives a staff member only their own permissions plus HOME:MENU and DOWNLOADS:MENU', async () => {
    const store = await createStore(h);
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:SALES'],
    });
    const data = (await get('/api/v1/app-data', await login(h, staff))).json();
    expect(data.permissions).toEqual(['HOME:MENU', 'DOWNLOADS:MENU', 'REPORTS:SALES']);
  });

  it('never grants CUSTOMERS:CREDIT_KHATA to a BASICS store', async () => {
    const store = await createStore(h, { supplier: { supplierType: 'BASICS' } });
    const data = (await get('/api/v1/app-data', await login(h, store.owner))).json();
    expect(data.permissions).not.toContain('CUSTOMERS:CREDIT_KHATA');
    expect(data.permissions).toContain('ORDER:MENU');
  });

  it('reports an ended trial as expired', async () => {
    const store = await createStore(h, {
      supplier: { isTrial: true, trialStartDate: '2020-01-01', trialEndDate: '2020-01-15', updateRequest: 1 },
    });
    const data = (await get('/api/v1/app-data', await login(h, store.owner))).json();
    expect(data.supplier).toMatchObject({ isExpired: true, updateRequest: 1 });
  });
});

describe('outlet switch', () => {
  it('stores the chosen outlet and account for the session', async () => {
    const store = await createStore(h, { outlets: [1, 2] });
    const cookie = await login(h, store.owner);
    const target = store.outlets[1] as { outletId: number; accountIds: number[] };
    const reply = await put(
      '/api/v1/session/outlet',
      { outletId: target.outletId, accountId: target.accountIds[1] as number },
      cookie,
    );
    expect(reply.statusCode).toBe(200);
    const data = (await get('/api/v1/app-data', cookie)).json();
    expect([data.selectedOutletId, data.selectedAccountId]).toEqual([target.outletId, target.accountIds[1]]);
  });

  it('refuses an account that belongs to another outlet', async () => {
    const store = await createStore(h, { outlets: [1, 1] });
    const cookie = await login(h, store.owner);
    const reply = await put(
      '/api/v1/session/outlet',
      {
        outletId: store.outlets[0]?.outletId as number,
        accountId: store.outlets[1]?.accountIds[0] as number,
      },
      cookie,
    );
    expect(reply.statusCode).toBe(404);
  });

  it('shows a delivery boy only the outlets he is assigned to', async () => {
    const store = await createStore(h, { outlets: [1, 1, 1] });
    const rider = await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' });
    await h.database.db.insert(t.staffOutlets).values({
      supplierId: store.supplierId,
      userId: rider.userId,
      outletId: store.outlets[2]?.outletId as number,
    });
    const data = (await get('/api/v1/app-data', await login(h, rider))).json();
    expect(data.outlets.map((o: { outletId: number }) => o.outletId)).toEqual([store.outlets[2]?.outletId]);
    expect(data.permissions).toEqual(['HOME:MENU', 'DOWNLOADS:MENU', 'ORDER:MENU']);
  });
});
