// The mobile apps' catalogue paths over HTTP: the spec's envelopes, the same services as /api/v1
// (the image flow of back-office.md §3: fetch for edit, upload, post the update), session auth.
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { jpegImage, pngBomb, pngImage, windowsExecutable } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let cookie: string;
let otherCookie: string;
let admin: string;
let appCredential: Record<string, string>;

const UPLOAD = '/marketplace/products/ajax/uploadProductImageForAdmin.service';
const FETCH = '/vendorapis/products/product/fetchProductForEdit';
const UPDATE = '/marketplace/products/services/updateProductFromApp.service';
const FROM_TEMPLATE = '/marketplace/products/ajax/createProductFromTemplateId.service';
/** A call from our own pages: state-changing legacy calls need it (or the app's token). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
  other = await createStore(h, { storeName: 'Other Store' });
  cookie = await login(h, store.owner);
  otherCookie = await login(h, other.owner);
  admin = await login(h, await createUser(h, { supplierId: null, role: 'platform_admin' }));
  // The apps' own credential: the session token in the Authorization header.
  appCredential = { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` };
});
afterAll(() => h.close());

async function newProduct(name: string, supplierId = store.supplierId): Promise<number> {
  const [row] = await h.database.db
    .insert(t.products)
    .values({ supplierId, name, mrpPaise: 12_000, pricePaise: 11_000 })
    .returning({ productId: t.products.productId });
  return row?.productId as number;
}

async function uploadImage(fileName: string, bytes: Buffer, as = cookie, query = '') {
  const body = multipart({ field: 'uploadedImageFile', fileName, bytes });
  return h.app.inject({
    method: 'POST',
    url: `${UPLOAD}${query}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: as, ...OWN_PAGE },
  });
}

function postForm(url: string, form: Record<string, string>, as = cookie) {
  return h.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { cookie: as, 'content-type': 'application/x-www-form-urlencoded', ...OWN_PAGE },
  });
}

async function fetchCommand(productId: number, as = cookie) {
  const reply = await h.app.inject({
    method: 'GET',
    url: `${FETCH}?productId=${productId}`,
    headers: { cookie: as },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json()[0].productCommand as Record<string, unknown>;
}

describe('the product edit and image flow of the apps', () => {
  it('fetches for edit, uploads an image, posts the update: the image is the product’s', async () => {
    const productId = await newProduct('Toor Dal 1 kg');
    const command = await fetchCommand(productId);
    expect(command).toMatchObject({
      productId,
      productName: 'Toor Dal 1 kg',
      imageUrls: '',
      mrpPaise: 12_000,
    });

    const uploaded = await uploadImage(
      'dal.jpg',
      await jpegImage(900, 600),
      cookie,
      `?supplierId=${store.supplierId}`,
    );
    expect(uploaded.statusCode).toBe(200);
    const { isSuccess, data } = uploaded.json();
    expect(isSuccess).toBe(true);
    const imgURL = data[0].imgURL as string;
    expect(imgURL).toMatch(
      new RegExp(`^/uploads/library/${store.supplierId}/products/app/[0-9a-f-]+\\.jpg$`),
    );

    // Add-image: the app sets the single new image and posts the whole command back.
    const saved = await postForm(UPDATE, {
      productCommandAppString: JSON.stringify({
        ...command,
        productName: 'Toor Dal (1 kg)',
        imageUrls: imgURL,
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isSuccess: true, productId });
    const after = await fetchCommand(productId);
    expect(after).toMatchObject({ productName: 'Toor Dal (1 kg)', imageUrls: imgURL, productImage1: imgURL });
    // The upload is settled: no longer pending, and its variants job is queued.
    expect(rowsOf(await h.database.db.execute(sql`SELECT 1 FROM pending_uploads`))).toEqual([]);
    expect(await h.app.jobs.drain()).toBeGreaterThan(0);
    const images = await h.app.inject({
      method: 'GET',
      url: `/api/v1/products/${productId}/images`,
      headers: { cookie },
    });
    expect(images.json().images).toMatchObject([{ url: imgURL, state: 'ready' }]);
  });

  it('replaces the image at an index and drops the ones left out; other fields keep their values', async () => {
    const productId = await newProduct('Sugar 1 kg');
    const first = (await uploadImage('a.png', await pngImage(400, 400))).json().data[0].imgURL;
    const second = (await uploadImage('b.png', await pngImage(500, 400))).json().data[0].imgURL;
    expect(
      (
        await postForm(UPDATE, {
          productCommandAppString: JSON.stringify({ productId, imageUrls: `${first},${second}` }),
        })
      ).statusCode,
    ).toBe(200);
    const third = (await uploadImage('c.png', await pngImage(300, 300))).json().data[0].imgURL;
    // Replace index 1 (second → third); only productId and imageUrls are sent.
    const saved = await postForm(UPDATE, {
      productCommandAppString: JSON.stringify({ productId, imageUrls: `${first},${third}` }),
    });
    expect(saved.statusCode).toBe(200);
    const after = await fetchCommand(productId);
    expect(after).toMatchObject({
      productName: 'Sugar 1 kg',
      mrpPaise: 12_000,
      imageUrls: `${first},${third}`,
    });
    // The dropped image's file goes by the deletion job.
    await h.app.jobs.drain();
    const removed = await h.app.inject({ method: 'GET', url: second });
    expect(removed.statusCode).toBe(404);
    // Leaving imageUrls out keeps the images.
    await postForm(UPDATE, { productCommandAppString: JSON.stringify({ productId, productName: 'Sugar' }) });
    expect(await fetchCommand(productId)).toMatchObject({
      productName: 'Sugar',
      imageUrls: `${first},${third}`,
    });
  });

  it('refuses an upload that is not a jpeg or png with the spec’s message, storing nothing', async () => {
    const reply = await uploadImage('setup.png', windowsExecutable());
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      isSuccess: false,
      isError: true,
      errorMsg: 'Wrong Extension. Upload only jpeg, png, jpg files',
    });
    const wrongName = await uploadImage('photo.gif', await pngImage(10, 10));
    expect(wrongName.json().errorMsg).toBe('Wrong Extension. Upload only jpeg, png, jpg files');
  });

  it('refuses a 20 000 × 20 000 pixel bomb from its header', async () => {
    const reply = await uploadImage('bomb.png', pngBomb(20_000));
    expect([reply.statusCode, reply.json().errorMsg]).toEqual([400, UPLOAD_MESSAGES.imageTooManyPixels]);
  });

  it('refuses an image URL that is neither the product’s nor the store’s upload (another store’s upload)', async () => {
    const productId = await newProduct('Salt 1 kg');
    const foreign = (await uploadImage('x.png', await pngImage(50, 50), otherCookie)).json().data[0].imgURL;
    const reply = await postForm(UPDATE, {
      productCommandAppString: JSON.stringify({ productId, imageUrls: foreign }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorMsg: 'Something went wrong' });
    expect((await fetchCommand(productId)).imageUrls).toBe('');
  });

  it('shows the domain’s field errors in the envelope and saves nothing', async () => {
    const productId = await newProduct('Jaggery');
    const reply = await postForm(UPDATE, {
      productCommandAppString: JSON.stringify({
        productId,
        productName: 'Jaggery <b>',
        sellingPricePaise: 99_999,
      }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().isSuccess).toBe(false);
    expect(Object.keys(reply.json().fields)).toEqual(
      expect.arrayContaining(['productName', 'sellingPricePaise']),
    );
    expect((await fetchCommand(productId)).productName).toBe('Jaggery');
    const broken = await postForm(UPDATE, { productCommandAppString: '{not json' });
    expect([broken.statusCode, broken.json().errorMsg]).toEqual([400, 'Something went wrong']);
  });

  it('answers another store’s product as not found, and a foreign supplierId as forbidden', async () => {
    const foreign = await newProduct('Foreign Oil', other.supplierId);
    const fetch = await h.app.inject({
      method: 'GET',
      url: `${FETCH}?productId=${foreign}`,
      headers: { cookie },
    });
    expect(fetch.statusCode).toBe(404);
    expect(fetch.json().isSuccess).toBe(false);
    const own = await newProduct('Own Oil');
    const wrongStore = await h.app.inject({
      method: 'GET',
      url: `${FETCH}?productId=${own}&supplierId=${other.supplierId}`,
      headers: { cookie },
    });
    expect(wrongStore.statusCode).toBe(403);
  });

  it('needs a session: 401 in the envelope, so the app goes to its login', async () => {
    const reply = await h.app.inject({ method: 'GET', url: `${FETCH}?productId=1` });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorCode: 'unauthenticated' });
  });
});

describe('createProductFromTemplateId', () => {
  it('creates the real product and answers its id; the template’s refusals come as the spec words them', async () => {
    const category = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/template-categories',
      headers: { cookie: admin },
      payload: { name: 'Grains' },
    });
    const make = async (body: object) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/v1/admin/product-templates',
          headers: { cookie: admin },
          payload: { templateCategoryId: category.json().templateCategoryId, ...body },
        })
      ).json().templateId as number;
    const approved = await make({ name: 'Ragi Flour 500g', barcode: 'RAGI500', isApproved: true });
    const unapproved = await make({ name: 'Bajra 1 kg' });
    const reply = await h.app.inject({
      method: 'GET',
      url: `${FROM_TEMPLATE}?supplierId=${store.supplierId}&source=app&templatedProductId=${approved}&createStock=true`,
      headers: appCredential,
    });
    expect(reply.statusCode).toBe(200);
    const { isSuccess, productId } = reply.json();
    expect(isSuccess).toBe(true);
    expect(await fetchCommand(productId)).toMatchObject({
      productName: 'Ragi Flour 500g',
      barcode: 'RAGI500',
    });
    const refused = await h.app.inject({
      method: 'GET',
      url: `${FROM_TEMPLATE}?templatedProductId=${unapproved}`,
      headers: appCredential,
    });
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([
      409,
      'The template of product is not approved.',
    ]);
  });
});

describe('store setting (SmartFill)', () => {
  it('updates by form and reads back data.globalSmartFill', async () => {
    const on = await postForm('/marketplace/cms/nj/store-setting/update', {
      type: 'smartFill',
      smartFill: '1',
    });
    expect([on.statusCode, on.json()]).toEqual([200, { isSuccess: true }]);
    const read = await h.app.inject({
      method: 'GET',
      url: '/marketplace/cms/nj/store-setting',
      headers: { cookie },
    });
    expect(read.json()).toEqual({ isSuccess: true, data: { globalSmartFill: 1 } });
    const off = await h.app.inject({
      method: 'POST',
      url: '/marketplace/cms/nj/store-setting/update',
      headers: { cookie, ...OWN_PAGE },
      payload: { smartFill: 0 },
    });
    expect(off.json()).toEqual({ isSuccess: true });
    const api = await h.app.inject({ method: 'GET', url: '/api/v1/store-setting', headers: { cookie } });
    expect(api.json()).toEqual({ globalSmartFill: 0 });
  });
});
