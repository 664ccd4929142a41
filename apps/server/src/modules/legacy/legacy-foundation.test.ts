// The legacy adapter's foundation: the apps' sign-in (shared-blocks.md "Login"), cross-site
// protection of calls that change state (decision 0155), the JSON 404 under every legacy prefix,
// and the upload's size message as every client sends it (back-office.md §5, §7).
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { LOGIN_MESSAGES } from '@storekeep/domain/login';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { CROSS_SITE_MESSAGE } from './envelope.ts';

const TOO_HEAVY = 'Images too heavy.Upload max upto 3 MB';
const UPLOAD = '/marketplace/products/ajax/uploadProductImageForAdmin.service';
const SIGNIN = '/marketplace/supplier/signin.service';
const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let cookie: string;
let heavyPng: Buffer;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
  other = await createStore(h, { storeName: 'Other Store' });
  cookie = await login(h, store.owner);
  // Noise does not compress: about 3.6 MB of PNG, over the 3 MB limit.
  heavyPng = await pngImage(1100, 1100, true);
});
afterAll(() => h.close());

function form(url: string, fields: Record<string, string>, headers: Record<string, string> = SAME_SITE) {
  return h.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

describe('legacy sign-in', () => {
  it('signs in by signin.service, answering supplierId and supplierType with the session cookie the apps use', async () => {
    const reply = await form(SIGNIN, {
      ...{ username: store.owner.email, password: store.owner.password },
      selectedUI: 'app',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      isSuccess: true,
      error: null,
      supplierId: store.supplierId,
      supplierType: 'B2C',
    });
    const session = reply.cookies.find((c) => c.name === 'sk_session');
    expect(session?.httpOnly).toBe(true);
    const appData = await h.app.inject({
      method: 'GET',
      url: '/marketplace/vendor-api/getVendorAppData.ns',
      headers: { cookie: `sk_session=${session?.value}` },
    });
    expect(appData.json().appData.userSettings.supplierId).toBe(store.supplierId);
  });

  it('answers a wrong password with error, as the modern login words it; an empty form likewise', async () => {
    const wrong = await form(SIGNIN, { username: store.owner.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ isSuccess: false, error: LOGIN_MESSAGES.authenticationFailed });
    const empty = await form(SIGNIN, {});
    expect([empty.statusCode, empty.json().error]).toEqual([400, LOGIN_MESSAGES.bothEmpty]);
  });

  it('is throttled with the modern login: after repeated failures it answers 429 with Retry-After', async () => {
    const victim = await createStore(h, { storeName: 'Throttled Store' });
    let last = await form(SIGNIN, { username: victim.owner.email, password: 'wrong' });
    for (let i = 0; i < 12 && last.statusCode !== 429; i++)
      last = await form(SIGNIN, { username: victim.owner.email, password: 'wrong' });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json().isSuccess).toBe(false);
  });

  it('lets the platform admin sign in by login.service and act for a store by captureSupIdByAdmin', async () => {
    const admin = await createUser(h, { supplierId: null, role: 'platform_admin' });
    const signedIn = await form('/marketplace/login.service', {
      username: admin.email,
      password: admin.password,
    });
    expect(signedIn.json()).toMatchObject({ isSuccess: true, supplierId: null });
    const adminCookie = `sk_session=${signedIn.cookies.find((c) => c.name === 'sk_session')?.value}`;
    const captured = await form(
      '/marketplace/supplier/captureSupIdByAdmin.service',
      { supplierId: String(other.supplierId) },
      { ...SAME_SITE, cookie: adminCookie },
    );
    expect(captured.json()).toEqual({
      isSuccess: true,
      error: null,
      supplierId: other.supplierId,
      supplierType: 'B2C',
    });
    // A store's owner may not.
    const refused = await form(
      '/marketplace/supplier/captureSupIdByAdmin.service',
      { supplierId: String(other.supplierId) },
      { ...SAME_SITE, cookie },
    );
    expect([refused.statusCode, refused.json().isSuccess]).toEqual([403, false]);
  });
});

describe('cross-site protection of calls that change state', () => {
  const SWITCH = '/marketplace/staffMember/setOutletAccountFilter.service';
  const update = (headers: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/marketplace/cms/nj/store-setting/update',
      payload: 'smartFill=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    });

  it('refuses a POST with the cookie alone, or from another site; accepts our own pages and the app’s header', async () => {
    for (const headers of <Array<Record<string, string>>>[
      {},
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'XMLHttpRequest' },
    ]) {
      const reply = await update(headers);
      expect([reply.statusCode, reply.json().errorMsg], JSON.stringify(headers)).toEqual([
        403,
        CROSS_SITE_MESSAGE,
      ]);
    }
    for (const headers of <Array<Record<string, string>>>[
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      { referer: 'http://localhost/app/products' },
      { 'x-requested-with': 'XMLHttpRequest' },
    ]) {
      const reply = await update(headers);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const app = await h.app.inject({
      method: 'POST',
      url: '/marketplace/cms/nj/store-setting/update',
      payload: { smartFill: 0 },
      headers: { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` },
    });
    expect(app.statusCode).toBe(200);
  });

  it('guards a GET the spec uses to change state (the outlet switch) like a POST; plain reads pass', async () => {
    const appData = (
      await h.app.inject({
        method: 'GET',
        url: '/marketplace/vendor-api/getVendorAppData.ns',
        headers: { cookie },
      })
    ).json().appData;
    const outlet = appData.outletData[0];
    const url = `${SWITCH}?outletId=${outlet.outletId}&accId=${outlet.accountCommands[0].accountId}`;
    const refused = await h.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([403, CROSS_SITE_MESSAGE]);
    const bare = await h.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    const own = await h.app.inject({ method: 'GET', url, headers: { cookie, ...SAME_SITE } });
    expect(own.json()).toMatchObject({ isSuccess: true, data: { selectedOutlet: outlet.outletId } });
  });
});

describe('unknown legacy paths', () => {
  it('answer the JSON 404 of the envelope under every prefix and php file, never the admin app', async () => {
    for (const url of [
      '/marketplace/no/such/call.service',
      '/marketplace/nosuffix',
      '/vendorapis/products/nothing',
      '/omni_ns/nothing',
      '/marketplace/static/php/web/unknown.php',
      '/smsapi.php?action=x',
      '/cmsapi.php',
    ])
      for (const method of ['GET', 'POST'] as const) {
        const reply = await h.app.inject({ method, url, headers: { cookie } });
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        expect(reply.json()).toMatchObject({ isSuccess: false, isError: true, errorCode: 'not_found' });
      }
    const unknownAction = await h.app.inject({
      method: 'GET',
      url: '/marketplace/static/php/web/common_api.php?action=noSuch',
      headers: { cookie },
    });
    expect([unknownAction.statusCode, unknownAction.json().isSuccess]).toEqual([404, false]);
  });
});

describe('uploadProductImageForAdmin as every client sends it', () => {
  it('answers a 3.6 MB PNG with the size message every time, by POST and by GET with the multipart body', async () => {
    expect(heavyPng.length).toBeGreaterThan(3.4 * 1024 * 1024);
    const body = multipart({
      field: 'uploadedImageFile',
      fileName: 'heavy.png',
      bytes: heavyPng,
      contentType: 'image/png',
    });
    for (const method of ['POST', 'GET'] as const)
      for (let i = 0; i < 5; i++) {
        const reply = await h.app.inject({
          method,
          url: `${UPLOAD}?supplierId=${store.supplierId}`,
          payload: body.payload,
          headers: { ...body.headers, cookie, ...SAME_SITE },
        });
        expect([reply.statusCode, reply.json().errorMsg], method).toEqual([400, TOO_HEAVY]);
      }
  });

  it('takes a good image by GET with the multipart body, as by POST', async () => {
    const body = multipart({
      field: 'uploadedImageFile',
      fileName: 'ok.png',
      bytes: await pngImage(300, 300),
    });
    const reply = await h.app.inject({
      method: 'GET',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, cookie, ...SAME_SITE },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data[0].imgURL).toMatch(/^\/uploads\/library\//);
  });

  it('answers the size message 20 of 20 times over a real socket, in small and large chunks, POST and GET', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = multipart({
      field: 'uploadedImageFile',
      fileName: 'heavy.png',
      bytes: heavyPng,
      contentType: 'image/png',
    });
    const send = (method: string, chunk: number) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path: UPLOAD,
            headers: { ...body.headers, cookie, ...SAME_SITE, 'content-length': body.payload.length },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d) => {
              text += d;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        (async () => {
          for (let at = 0; at < body.payload.length; at += chunk) {
            if (!req.write(body.payload.subarray(at, at + chunk))) await once(req, 'drain');
          }
          req.end();
        })().catch(reject);
      });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const method = i % 2 === 0 ? 'POST' : 'GET';
      const chunk = [1024, 16 * 1024, 64 * 1024, 1024 * 1024][i % 4] as number;
      const { status, text } = await send(method, chunk);
      answers.push(`${status} ${JSON.parse(text).errorMsg}`);
    }
    expect(answers).toEqual(Array(20).fill(`400 ${TOO_HEAVY}`));
    // Node's fetch with its own FormData (its own boundary and chunking).
    const fetched: string[] = [];
    for (let i = 0; i < 20; i++) {
      const data = new FormData();
      data.append('uploadedImageFile', new File([heavyPng], 'heavy.png', { type: 'image/png' }));
      const reply = await fetch(`http://127.0.0.1:${port}${UPLOAD}`, {
        method: 'POST',
        body: data,
        headers: { cookie, ...SAME_SITE },
      });
      fetched.push(`${reply.status} ${((await reply.json()) as { errorMsg: string }).errorMsg}`);
    }
    expect(fetched).toEqual(Array(20).fill(`400 ${TOO_HEAVY}`));
  }, 60_000);
});

describe('product edit and store setting fields', () => {
  it('fetchProductForEdit carries activetab', async () => {
    const [row] = await h.database.db
      .insert(t.products)
      .values({ supplierId: store.supplierId, name: 'Rice 5 kg', mrpPaise: 50_000, pricePaise: 45_000 })
      .returning({ productId: t.products.productId });
    const reply = await h.app.inject({
      method: 'GET',
      url: `/vendorapis/products/product/fetchProductForEdit?productId=${row?.productId}`,
      headers: { cookie },
    });
    expect(reply.json()[0].productCommand.activetab).toBe('product');
  });

  it('the store-setting read with supplierId also carries the wishlist and review data', async () => {
    const plain = await h.app.inject({
      method: 'GET',
      url: '/marketplace/cms/nj/store-setting',
      headers: { cookie },
    });
    expect(Object.keys(plain.json().data)).toEqual(['globalSmartFill']);
    const full = await h.app.inject({
      method: 'GET',
      url: `/marketplace/cms/nj/store-setting?supplierId=${store.supplierId}`,
      headers: { cookie },
    });
    expect(full.json().data).toMatchObject({
      wishlist: { isEnabled: 0, count: 0 },
      review: { isEnabled: 0, count: 0 },
    });
  });
});
