// The shared building blocks' legacy app paths (shared-blocks.md §7) over HTTP: pack limits, the
// automated category update and visibility, language, web push, printer and the webstore checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let appCredential: Record<string, string>;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h, { storeName: 'Legacy Blocks Store' });
  cookie = await login(h, store.owner);
  appCredential = { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` };
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  h.app.inject({ method: 'GET', url, headers });

const postForm = (url: string, form: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
  });

async function newCategory(name: string): Promise<number> {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/v1/categories',
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    payload: { name },
  });
  expect(reply.statusCode).toBeLessThan(300);
  return reply.json().categoryId as number;
}

async function tree() {
  return (await get('/api/v1/categories')).json() as {
    lastModifiedTimestamp: number;
    categories: Array<{ id: number; name: string; visibility: string }>;
  };
}

describe('pack limits', () => {
  it('answers access and count for a plan key, and refuses an unknown key', async () => {
    const reply = await postForm('/marketplace/getPackLimit.ns', { key: 'domain' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ access: expect.any(Number), count: 0 });
    const unknown = await postForm('/marketplace/getPackLimit.ns', { key: 'rockets' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().isSuccess).toBe(false);
  });
});

describe('categories through the automated update and changeVisibility', () => {
  const UPDATE = '/marketplace/products/groups/service/updateAutomatedProductCategory.service';

  it('hides (DELETED), then renames and shows (RENAMED), answering the new stamp', async () => {
    const id = await newCategory('Pulses');
    const before = await tree();
    const hidden = await postForm(UPDATE, {
      productGroupsCommmandjson: JSON.stringify([{ productGroupId: id, productGroupName: 'Pulses' }]),
      lastModifiedTimestamp: String(before.lastModifiedTimestamp),
      status: 'DELETED',
      isHideProducts: 'false',
    });
    expect(hidden.statusCode).toBe(200);
    const { Changedtimestamp } = hidden.json();
    expect(hidden.json().isSuccess).toBe(true);
    expect(Changedtimestamp).toBeGreaterThanOrEqual(before.lastModifiedTimestamp);
    expect((await tree()).categories.find((c) => c.id === id)?.visibility).toBe('OFF_DISPLAY');

    const shown = await postForm(UPDATE, {
      productGroupsCommmandjson: JSON.stringify([
        { productGroupId: id, productGroupName: 'Dals and Pulses', visibility: 'ON_DISPLAY' },
      ]),
      lastModifiedTimestamp: String(Changedtimestamp),
      status: 'RENAMED',
    });
    expect(shown.json()).toMatchObject({ isSuccess: true, Changedtimestamp: expect.any(Number) });
    expect((await tree()).categories.find((c) => c.id === id)).toMatchObject({
      name: 'Dals and Pulses',
      visibility: 'ON_DISPLAY',
    });
  });

  it('refuses a stale stamp and bad JSON in the envelope', async () => {
    const id = await newCategory('Spices');
    const stale = await postForm(UPDATE, {
      productGroupsCommmandjson: JSON.stringify([{ productGroupId: id }]),
      lastModifiedTimestamp: '1',
      status: 'DELETED',
    });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    expect(stale.json()).toMatchObject({ isSuccess: false, isError: true });
    const unknown = await postForm(UPDATE, {
      productGroupsCommmandjson: JSON.stringify([{ productGroupId: id + 10_000 }]),
      status: 'DELETED',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, errorMsg: 'Category not found.' });
    const bad = await postForm(UPDATE, { productGroupsCommmandjson: '[{', status: 'DELETED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
  });

  it('changes visibility by GET only with the app’s credential; status success', async () => {
    const a = await newCategory('Oils');
    const b = await newCategory('Flours');
    const url = `/marketplace/products/groups/ajax/changeVisibility.service?offDisplayGroupIds=${a},${b}&onDisplayGroupIds=&isHideProducts=false`;
    expect((await get(url)).statusCode).toBe(403);
    const hidden = await get(url, appCredential);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ status: 'success' });
    const after = await tree();
    expect(after.categories.filter((c) => c.id === a || c.id === b).map((c) => c.visibility)).toEqual([
      'OFF_DISPLAY',
      'OFF_DISPLAY',
    ]);
    const shown = await get(
      `/marketplace/products/groups/ajax/changeVisibility.service?onDisplayGroupIds=${a}`,
      appCredential,
    );
    expect(shown.json()).toMatchObject({
      status: 'success',
      message: 'Requested category is shown successfully.',
    });
  });
});

describe('language, web push, printer', () => {
  it('saves the staff member’s language and refuses one not offered', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/marketplace/staffMember/updateLanguageByStaffMember.service?language=hi',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ isSuccess: true, language: 'hi' });
    const bad = await h.app.inject({
      method: 'POST',
      url: '/marketplace/staffMember/updateLanguageByStaffMember.service?language=xx',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
    // Refusals now come in Hindi (reply-language.ts): English again for the tests that follow.
    const back = await h.app.inject({
      method: 'POST',
      url: '/marketplace/staffMember/updateLanguageByStaffMember.service?language=en',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(back.json()).toEqual({ isSuccess: true, language: 'en' });
  });

  it('registers a browser’s push token and its logout; another member’s staffId is refused', async () => {
    const REGISTER = '/marketplace/notification/web/registerToken.ns';
    const subscription = new URLSearchParams({
      browserId: 'browser-legacy-1',
      staffId: String(store.ownerId),
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_IN',
      endpoint: 'https://push.example.com/send/abc',
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });
    const registered = await get(`${REGISTER}?${subscription}`, appCredential);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ success: true });

    const missing = await get(
      `${REGISTER}?browserId=browser-legacy-1&status=SUBSCRIBED&userStatus=LOGGED_IN`,
      appCredential,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ isSuccess: false, errorMsg: 'Required Field' });

    const other = await get(
      `${REGISTER}?browserId=browser-legacy-1&staffId=${store.ownerId + 999}&status=SUBSCRIBED&userStatus=LOGGED_OUT`,
      appCredential,
    );
    expect(other.statusCode).toBe(403);

    const loggedOut = await get(
      `${REGISTER}?browserId=browser-legacy-1&status=SUBSCRIBED&userStatus=LOGGED_OUT&supplierId=${store.supplierId}`,
      appCredential,
    );
    expect(loggedOut.json()).toEqual({ success: true });
  });

  it('saves the printer’s supplier info, keeping the other printer settings', async () => {
    const url = `/marketplace/print/printerService/saveSupplierInfo.service?supplier_id=${store.supplierId}&template_id=A4&printer_name=Counter%201`;
    expect((await get(url)).statusCode).toBe(403);
    const saved = await get(url, appCredential);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      isSuccess: true,
      data: { templateId: 'A4', printerName: 'Counter 1', printerHost: 'localhost' },
    });
    const foreign = await get(
      `/marketplace/print/printerService/saveSupplierInfo.service?supplier_id=${store.supplierId + 999}&template_id=A4`,
      appCredential,
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('webstore checks', () => {
  it('answers that a number is no testing contact (Storekeep keeps none)', async () => {
    const reply = await get('/marketplace/webstore/check-testing-contacts.ns?mobileNumber=9876543210');
    expect([reply.statusCode, reply.json()]).toEqual([200, { isSuccess: true, isTestingContact: false }]);
  });
});

describe('click tracking (collect-data.ns)', () => {
  const summary = async (as: string) =>
    (await h.app.inject({ method: 'GET', url: '/api/v1/site/link-clicks', headers: { cookie: as } })).json();
  /** As the apps call it: from their own pages (or with X-Requested-With). */
  const click = (url: string, headers: Record<string, string> = { cookie }) =>
    h.app.inject({ method: 'GET', url, headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' } });
  const clicksOf = (reply: { byDevice: Array<{ device: string; clicks: number }> }) =>
    new Map(reply.byDevice.map((row) => [row.device, row.clicks]));

  it('records each click for the store, counted by device over the last 30 days', async () => {
    const before = await summary(cookie);
    for (const device of ['61', '63', '63', '64']) {
      const reply = await click(
        `/marketplace/webstore/collect-data.ns?li=banner-1&ll=home&device_src=${device}`,
      );
      expect([reply.statusCode, reply.json()]).toEqual([200, { isSuccess: true }]);
    }
    const after = await summary(cookie);
    expect(after.days).toBe(30);
    expect(after.total - before.total).toBe(4);
    const was = clicksOf(before);
    const added = (device: string, n: number) => [device, (was.get(device) ?? 0) + n];
    expect([...clicksOf(after)]).toEqual([
      added('web', 1),
      added('mobileBrowser', 0),
      added('androidApp', 2),
      added('iosApp', 1),
    ]);
  });

  it('refuses a device code other than 61 to 64, and overlong link details, with the reason', async () => {
    for (const device of ['60', '65', 'web', '']) {
      const reply = await click(`/marketplace/webstore/collect-data.ns?li=x&ll=y&device_src=${device}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        isSuccess: false,
        errorMsg: 'Choose a device code: 61 web, 62 mobile browser or iPad, 63 Android app, 64 iOS app.',
      });
    }
    const long = await click(`/marketplace/webstore/collect-data.ns?li=${'x'.repeat(501)}&device_src=61`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMsg).toBe('A link can be described in up to 500 characters.');
  });

  it('keeps clicks per store: another store neither sees nor adds to them', async () => {
    const other = await createStore(h, { storeName: 'Legacy Clicks Neighbour' });
    const as = await login(h, other.owner);
    const mine = (await summary(cookie)).total;
    const reply = await click('/marketplace/webstore/collect-data.ns?li=a&ll=b&device_src=62', {
      cookie: as,
    });
    expect(reply.json()).toEqual({ isSuccess: true });
    expect((await summary(as)).total).toBe(1);
    expect((await summary(cookie)).total).toBe(mine);
    const foreign = await click(
      `/marketplace/webstore/collect-data.ns?device_src=61&supplierId=${store.supplierId}`,
      { cookie: as },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('takes 60 clicks a minute from one session, then refuses in the envelope (429)', async () => {
    const other = await createStore(h, { storeName: 'Legacy Clicks Flood' });
    const as = await login(h, other.owner);
    const replies = [];
    for (let i = 0; i < 60; i++)
      replies.push(
        (await click('/marketplace/webstore/collect-data.ns?device_src=61', { cookie: as })).statusCode,
      );
    expect(replies.every((status) => status === 200)).toBe(true);
    const refused = await click('/marketplace/webstore/collect-data.ns?device_src=61', { cookie: as });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, errorCode: 'rate_limited' });
    expect((await summary(as)).total).toBe(60);
  });

  it('records nothing for a link on another site that carries only the cookie', async () => {
    const before = (await summary(cookie)).total;
    const reply = await get('/marketplace/webstore/collect-data.ns?li=x&device_src=61');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorCode: 'forbidden' });
    expect((await summary(cookie)).total).toBe(before);
  });

  it('answers 401 in the envelope without a session', async () => {
    const reply = await click('/marketplace/webstore/collect-data.ns?device_src=61', {});
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ isSuccess: false, isError: true });
  });
});

it('keeps the calls to signed-in users (401 in the envelope)', async () => {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/marketplace/getPackLimit.ns',
    payload: { key: 'domain' },
  });
  expect(reply.statusCode).toBe(401);
  expect(reply.json()).toMatchObject({ isSuccess: false, isError: true });
});
