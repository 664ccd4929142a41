// The apps' session and account, notification and upgrade calls (back-office.md §7): the reply
// fields the spec names, from the same services as /api/v1.
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
let other: StoreFixture;
let cookie: string;
const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
  other = await createStore(h, { storeName: 'Other Store' });
  cookie = await login(h, store.owner);
});
afterAll(() => h.close());

const get = async (url: string, as = cookie) => {
  const reply = await h.app.inject({ method: 'GET', url, headers: { cookie: as } });
  return { status: reply.statusCode, body: reply.json() };
};

describe('session and account', () => {
  it('getVendorAppData answers appData with the spec’s parts in the apps’ names', async () => {
    const { status, body } = await get('/marketplace/vendor-api/getVendorAppData.ns');
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(Object.keys(body.appData).sort()).toEqual(
      [
        'allPermission',
        'countryList',
        'manualLinkData',
        'outletData',
        'packageDetails',
        'storeSettings',
        'userSettings',
      ].sort(),
    );
    expect(body.appData.allPermission).toContain('HOME:MENU');
    expect(body.appData.outletData[0]).toMatchObject({
      accountCommands: [expect.objectContaining({ accountName: expect.any(String) })],
    });
    expect(body.appData.countryList).toContainEqual(
      expect.objectContaining({ countryID: 100, isdCode: '91' }),
    );
    expect(body.appData.userSettings).toMatchObject({
      supplierId: store.supplierId,
      jdSupplierRole: 'owner',
      isStoreOwner: true,
      isAllowCOD: expect.any(Boolean),
    });
  });

  it('answers permissions, a plan, countries and the customer count', async () => {
    expect((await get('/marketplace/supplier/getAllPermission.service')).body.data.permission).toContain(
      'SETTINGS:MENU',
    );
    expect((await get('/marketplace/getPackageDetail.ns?id=1&deviceType=web')).body.data).toMatchObject({
      packageId: 1,
    });
    expect((await get('/marketplace/getPackageDetail.ns?id=999')).status).toBe(404);
    expect((await get('/marketplace/getCountryCodes.ns')).body.data.length).toBeGreaterThan(0);
    expect((await get('/marketplace/customer/ajax/getCustomerCountryCount.service')).body).toEqual({
      isSuccess: true,
      count: 0,
    });
  });

  it('checkForValidSupplier is 1 for the session’s store and 0 for another', async () => {
    const url = '/marketplace/users/service/ajax/checkForValidSupplier.service?supplierId=';
    expect((await get(`${url}${store.supplierId}`)).body.isValidSupplier).toBe(1);
    expect((await get(`${url}${other.supplierId}`)).body.isValidSupplier).toBe(0);
  });

  it('switches the outlet by GET and by /omni_ns/updateOutlet; another store’s outlet is not found', async () => {
    const outlets = (await get('/marketplace/vendor-api/getVendorAppData.ns')).body.appData.outletData;
    const { outletId, accountCommands } = outlets[0];
    const switched = await h.app.inject({
      method: 'GET',
      url: `/marketplace/staffMember/setOutletAccountFilter.service?outletId=${outletId}&accId=${accountCommands[0].accountId}`,
      headers: { cookie, ...OWN_PAGE },
    });
    expect(switched.json().data).toMatchObject({
      selectedOutlet: outletId,
      selectedAccount: accountCommands[0].accountId,
    });
    const byPost = await h.app.inject({
      method: 'POST',
      url: `/omni_ns/updateOutlet?outletId=${outletId}`,
      headers: { cookie, ...OWN_PAGE },
    });
    expect(byPost.json()).toMatchObject({ isSuccess: true, data: { selectedOutlet: outletId } });
    const otherOutlet = (
      await get('/marketplace/vendor-api/getVendorAppData.ns', await login(h, other.owner))
    ).body.appData.outletData[0].outletId;
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/omni_ns/updateOutlet?outletId=${otherOutlet}`,
      headers: { cookie, ...OWN_PAGE },
    });
    expect([foreign.statusCode, foreign.json().isSuccess]).toEqual([404, false]);
  });

  it('answers the secure ping, the store detail, staff and the php actions', async () => {
    expect((await get('/marketplace/jsp/secure/render.service?page=secure-ping')).body).toEqual({
      isSuccess: true,
    });
    const ping = await h.app.inject({
      method: 'GET',
      url: '/marketplace/jsp/secure/render.service?page=secure-ping',
    });
    expect(ping.statusCode).toBe(401);
    expect((await get('/marketplace/vendorStore/storeDetail.service')).body.data).toMatchObject({
      supplierId: store.supplierId,
      storeName: expect.any(String),
    });
    expect(
      (await get(`/marketplace/vendorStore/storeDetail.service?supplierId=${other.supplierId}`)).status,
    ).toBe(403);
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'staff' });
    const members = (await get('/marketplace/staffMember/getListOfMembers.service')).body.data;
    expect(members.length).toBeGreaterThan(0);
    const outlets = await get(`/marketplace/outlet/getOutletForStaffMember.service?staffId=${staff.userId}`);
    expect(outlets.body.isSuccess).toBe(true);
    expect((await get('/marketplace/static/php/web/walkThroughApi.php?action=updateStatus')).body).toEqual({
      isSuccess: true,
      data: { isVirtual: 1 },
    });
    // The rates the product sells: the SMS credit packs (no e-mail is sold), per message to 4 places.
    expect((await get('/marketplace/static/php/web/common_api.php?action=getEmailPrice')).body).toEqual({
      isSuccess: true,
      data: {
        currency: 'INR',
        emailRates: [],
        smsRates: expect.arrayContaining([
          { packId: 'sms-2000', credits: 2000, price: '450.00', ratePerMessage: '0.2250' },
        ]),
      },
    });
  });
});

describe('notifications and upgrade', () => {
  it('answers the counts per flag with their type and badge', async () => {
    const all = (await get('/marketplace/vendorStore/getNotificationData.service')).body;
    expect(all.data).toContainEqual({ flag: 'customerCount', count: 0, type: 'normal', badge: '' });
    const one = await get('/marketplace/app/updateDetails/getReviewState.ns?flag=productCount');
    expect(one.body.data.map((c: { flag: string }) => c.flag)).toEqual(['productCount']);
    const details = await get(
      `/marketplace/vendorStore/ajax/service/getNotificationDetails.service?supplierId=${store.supplierId}&flag=restockCount&tid=42`,
    );
    expect(details.body).toMatchObject({ isSuccess: true, tid: '42', data: [{ flag: 'restockCount' }] });
  });

  it('takes the upgrade request form (tenure in jsonData) and answers isSuccess', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/marketplace/upgradeSupportRequest.ns',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...OWN_PAGE },
      payload: new URLSearchParams({
        currentPacakageId: '1',
        upgradePackageId: '3',
        storeName: 'My Store',
        firstName: 'Asha',
        module: 'Home',
        sourceDevice: 'Android',
        jsonData: JSON.stringify({ tenure: 'YEARLY' }),
      }).toString(),
    });
    expect([reply.statusCode, reply.json()]).toEqual([200, { isSuccess: true }]);
    expect(
      (await get('/marketplace/vendor-api/getVendorAppData.ns')).body.appData.userSettings.updateRequest,
    ).toBe(1);
  });
});
