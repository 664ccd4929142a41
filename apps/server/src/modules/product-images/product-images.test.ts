// Product images over HTTP on a real database: upload by content, variants by the job queue,
// replace, reorder, delete and the 40-image limit.

import { PRODUCT_IMAGE_LIMIT_MESSAGE, type ProductImagesReply } from '@storekeep/domain/product-images';
import { MB, UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { jpegImage, pngBomb, pngImage, truncatedJpeg, windowsExecutable } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { filesUnder } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let productId: number;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await h.database.db.execute(query));

/** Every file under the uploads folder, relative to it. */
const storedFiles = () => filesUnder(h.config.uploadsDir);

async function newProduct(name = 'Basmati Rice 1 kg'): Promise<number> {
  const [row] = await h.database.db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name })
    .returning({ productId: t.products.productId });
  return row?.productId as number;
}

function upload(
  method: 'POST' | 'PUT',
  url: string,
  fileName: string,
  bytes: Buffer,
  as = cookie,
  field = 'uploadedImageFile',
) {
  const body = multipart({ field, fileName, bytes });
  return h.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie: as } });
}

const imagesUrl = (id = productId) => `/api/v1/products/${id}/images`;
const addImage = (fileName: string, bytes: Buffer, id = productId) =>
  upload('POST', imagesUrl(id), fileName, bytes);

beforeAll(async () => {
  h = await createHarness();
  // The tests drive the queue themselves (drain), so the background loop must not race them.
  await h.app.jobs.stop();
  store = await createStore(h);
  cookie = await login(h, store.owner);
});
afterAll(() => h.close());
beforeEach(async () => {
  productId = await newProduct();
});

describe('adding product images', () => {
  it('stores the original, lists it as processing, and the job makes every variant', async () => {
    const reply = await addImage('front.jpg', await jpegImage(1200, 900));
    expect(reply.statusCode).toBe(201);
    const body = reply.json<ProductImagesReply>();
    expect(body.maxImages).toBe(40);
    expect(body.images).toHaveLength(1);
    const [image] = body.images;
    expect(image).toMatchObject({ position: 0, state: 'processing', width: 1200, height: 900 });
    expect(image?.url).toMatch(
      new RegExp(`^/uploads/library/${store.supplierId}/products/${productId}/[0-9a-f-]{36}\\.jpg$`),
    );
    expect(image?.thumbnailUrl).toBe(image?.url);

    expect(await h.app.jobs.drain()).toBe(1);
    const listed = (await h.app.inject({ url: imagesUrl(), headers: { cookie } })).json<ProductImagesReply>();
    const ready = listed.images[0];
    const stem = (image?.url ?? '').replace(/\.jpg$/, '');
    expect(ready).toMatchObject({
      state: 'ready',
      url: image?.url,
      thumbnailUrl: `${stem}_200x200.jpg?fit=cover`,
      mobileUrl: `${stem}_500X.jpg`,
      webpUrl: `${stem}.webp`,
    });

    const fetchImage = async (url: string) => {
      const r = await h.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      return sharp(r.rawPayload).metadata();
    };
    expect(await fetchImage(ready?.thumbnailUrl as string)).toMatchObject({
      format: 'jpeg',
      width: 200,
      height: 200,
    });
    expect(await fetchImage(ready?.mobileUrl as string)).toMatchObject({ format: 'jpeg', width: 500 });
    expect(await fetchImage(ready?.webpUrl as string)).toMatchObject({ format: 'webp', width: 1200 });
    expect(await fetchImage(`${stem}_500X.webp`)).toMatchObject({ format: 'webp', width: 500 });
    expect(await fetchImage(`${stem}_200x200.webp`)).toMatchObject({ format: 'webp', width: 200 });
    // The product page's copy for wider screens: 1080 px wide, the shape kept.
    expect(await fetchImage(`${stem}_1080x.webp`)).toMatchObject({
      format: 'webp',
      width: 1080,
      height: 810,
    });
    expect(storedFiles().filter((f) => f.includes(`/products/${productId}/`))).toHaveLength(7);
  });

  it('adds images at the end, in order, and keeps PNGs as PNG', async () => {
    await addImage('a.jpg', await jpegImage(300, 300));
    const reply = await addImage('b.PNG', await pngImage(640, 480));
    expect(reply.statusCode).toBe(201);
    const images = reply.json<ProductImagesReply>().images;
    expect(images.map((i) => i.position)).toEqual([0, 1]);
    expect(images[1]?.url).toMatch(/\.png$/);
    await h.app.jobs.drain();
    const thumb = await h.app.inject({ url: `${images[1]?.url.replace(/\.png$/, '')}_200x200.png` });
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('png');
  });

  it('gets its variants from the background worker without anyone draining the queue', async () => {
    h.app.jobs.start();
    try {
      await addImage('background.jpg', await jpegImage(300, 200));
      await expect
        .poll(
          async () =>
            (await h.app.inject({ url: imagesUrl(), headers: { cookie } })).json<ProductImagesReply>()
              .images[0]?.state,
          { timeout: 15_000, interval: 200 },
        )
        .toBe('ready');
    } finally {
      await h.app.jobs.stop();
    }
  });

  it('accepts a photo just under the 3 MB limit', async () => {
    const bytes = await pngImage(1000, 1000, true);
    expect(bytes.length).toBeGreaterThan(2.8 * MB);
    expect(bytes.length).toBeLessThan(3 * MB);
    const reply = await addImage('big-but-fine.png', bytes);
    expect(reply.statusCode).toBe(201);
  });

  it('accepts a real JPEG named .png and stores it as .jpg (the content decides)', async () => {
    const reply = await addImage('photo.png', await jpegImage(400, 300));
    expect(reply.statusCode).toBe(201);
    expect(reply.json<ProductImagesReply>().images[0]?.url).toMatch(/\.jpg$/);
  });
});

describe('refused uploads leave nothing stored', () => {
  const tooHeavy = UPLOAD_MESSAGES.productImageTooHeavy(3);
  const wrongExtension = UPLOAD_MESSAGES.productImageWrongExtension;
  const cases: Array<[string, string, () => Promise<Buffer> | Buffer, string]> = [
    ['a PNG renamed .exe', 'picture.exe', () => pngImage(), wrongExtension],
    ['an .exe renamed .png', 'setup.png', windowsExecutable, wrongExtension],
    ['a truncated JPEG', 'cut.jpg', truncatedJpeg, wrongExtension],
    ['a 20000×20000 pixel bomb', 'bomb.png', () => pngBomb(20_000), UPLOAD_MESSAGES.imageTooManyPixels],
    [
      'a file over 3 MB',
      'huge.jpg',
      async () => Buffer.concat([await jpegImage(64, 64), Buffer.alloc(3 * MB)]),
      tooHeavy,
    ],
    ['a file with no extension', 'photo', () => jpegImage(), wrongExtension],
  ];

  it.each(cases)('refuses %s with its message', async (_label, fileName, make, message) => {
    const before = storedFiles();
    const reply = await addImage(fileName, await make());
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: { code: 'invalid', message, fields: { uploadedImageFile: message } },
    });
    expect(storedFiles()).toEqual(before);
    expect(await rows(sql`SELECT 1 FROM product_images WHERE product_id = ${productId}`)).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM jobs WHERE payload->>'productId' = ${String(productId)}`)).toEqual(
      [],
    );
  });

  it('refuses a request without the uploadedImageFile field', async () => {
    const reply = await upload('POST', imagesUrl(), 'a.jpg', await jpegImage(50, 50), cookie, 'file');
    expect(reply.statusCode).toBe(400);
    expect(await rows(sql`SELECT 1 FROM product_images WHERE product_id = ${productId}`)).toEqual([]);
  });

  it('refuses a 41st image with the limit message', async () => {
    await h.database.db.insert(t.productImages).values(
      Array.from({ length: 40 }, (_, position) => ({
        supplierId: store.supplierId,
        productId,
        position,
        storageKey: `library/${store.supplierId}/products/${productId}/seed-${position}.jpg`,
        contentType: 'image/jpeg',
        width: 10,
        height: 10,
        byteSize: 100,
      })),
    );
    const before = storedFiles();
    const reply = await addImage('one-more.jpg', await jpegImage(50, 50));
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toEqual({ code: 'limit_reached', message: PRODUCT_IMAGE_LIMIT_MESSAGE });
    expect(storedFiles()).toEqual(before);
  });
});

describe('changing product images', () => {
  async function threeImages() {
    for (const name of ['one.jpg', 'two.jpg', 'three.jpg']) await addImage(name, await jpegImage(100, 100));
    await h.app.jobs.drain();
    return (await h.app.inject({ url: imagesUrl(), headers: { cookie } })).json<ProductImagesReply>().images;
  }
  const filesOf = (url: string) => {
    const stem = url.replace('/uploads/', '').replace(/\.(jpg|png)$/, '');
    return storedFiles().filter((file) => file.startsWith(stem));
  };

  it('replaces the image at an index, makes its variants and removes the old files', async () => {
    const before = await threeImages();
    expect(filesOf(before[1]?.url as string)).toHaveLength(7);
    const reply = await upload('PUT', `${imagesUrl()}/1`, 'new-second.png', await pngImage(500, 500));
    expect(reply.statusCode).toBe(200);
    const after = reply.json<ProductImagesReply>().images;
    expect(after).toHaveLength(3);
    expect(after[0]?.url).toBe(before[0]?.url);
    expect(after[2]?.url).toBe(before[2]?.url);
    expect(after[1]).toMatchObject({ position: 1, state: 'processing', width: 500 });
    expect(after[1]?.imageId).toBe(before[1]?.imageId);
    expect(after[1]?.url).not.toBe(before[1]?.url);

    expect(await h.app.jobs.drain()).toBe(2);
    expect(filesOf(before[1]?.url as string)).toEqual([]);
    expect(filesOf(after[1]?.url as string)).toHaveLength(7);
    const listed = (await h.app.inject({ url: imagesUrl(), headers: { cookie } })).json<ProductImagesReply>();
    expect(listed.images[1]?.state).toBe('ready');
  });

  it('answers 404 when replacing an index that has no image, storing nothing', async () => {
    await threeImages();
    const before = storedFiles();
    const reply = await upload('PUT', `${imagesUrl()}/3`, 'x.jpg', await jpegImage(50, 50));
    expect(reply.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a bad replacement and keeps the old image', async () => {
    const before = await threeImages();
    const reply = await upload('PUT', `${imagesUrl()}/0`, 'setup.jpg', windowsExecutable());
    expect(reply.statusCode).toBe(400);
    const listed = (await h.app.inject({ url: imagesUrl(), headers: { cookie } })).json<ProductImagesReply>();
    expect(listed.images).toEqual(before);
  });

  it('reorders the images by id', async () => {
    const before = await threeImages();
    const ids = before.map((i) => i.imageId);
    const reply = await h.app.inject({
      method: 'PUT',
      url: `${imagesUrl()}/order`,
      headers: { cookie },
      payload: { imageIds: [ids[2], ids[0], ids[1]] },
    });
    expect(reply.statusCode).toBe(200);
    const after = reply.json<ProductImagesReply>().images;
    expect(after.map((i) => i.imageId)).toEqual([ids[2], ids[0], ids[1]]);
    expect(after.map((i) => i.position)).toEqual([0, 1, 2]);
  });

  it('refuses an order that is not exactly the current images', async () => {
    const ids = (await threeImages()).map((i) => i.imageId);
    for (const imageIds of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999_999],
    ]) {
      const reply = await h.app.inject({
        method: 'PUT',
        url: `${imagesUrl()}/order`,
        headers: { cookie },
        payload: { imageIds },
      });
      expect(reply.statusCode).toBe(409);
    }
  });

  it('deletes the image at an index, moves the later ones up and removes its files', async () => {
    const before = await threeImages();
    const reply = await h.app.inject({ method: 'DELETE', url: `${imagesUrl()}/0`, headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    const after = reply.json<ProductImagesReply>().images;
    expect(after.map((i) => [i.imageId, i.position])).toEqual([
      [before[1]?.imageId, 0],
      [before[2]?.imageId, 1],
    ]);
    expect(await h.app.jobs.drain()).toBe(1);
    expect(filesOf(before[0]?.url as string)).toEqual([]);
    expect(filesOf(before[1]?.url as string)).toHaveLength(7);
    const missing = await h.app.inject({ method: 'DELETE', url: `${imagesUrl()}/2`, headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('images of a template-based product', () => {
  async function template(isApproved: boolean) {
    const [row] = await h.database.db
      .insert(t.productTemplates)
      .values({ name: `Amul Butter 500 g ${isApproved}`, isApproved, pricePaise: 27_500 })
      .returning({ templateId: t.productTemplates.templateId });
    return row?.templateId as number;
  }
  const productCount = async () =>
    (
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE supplier_id = ${store.supplierId}`,
      )
    )[0]?.n;

  it('creates the real product from the template first, then saves the image on it', async () => {
    const templateId = await template(true);
    const before = await productCount();
    const reply = await upload(
      'POST',
      `/api/v1/product-templates/${templateId}/images?createStock=true`,
      'butter.jpg',
      await jpegImage(400, 400),
    );
    expect(reply.statusCode).toBe(201);
    const body = reply.json<ProductImagesReply>();
    expect(await productCount()).toBe((before ?? 0) + 1);
    expect(body.images).toHaveLength(1);
    const [product] = await rows<{ name: string }>(
      sql`SELECT name FROM products WHERE supplier_id = ${store.supplierId} AND product_id = ${body.productId}`,
    );
    expect(product?.name).toBe('Amul Butter 500 g true');
  });

  it('creates no product when the image is refused', async () => {
    const templateId = await template(true);
    const before = await productCount();
    const reply = await upload(
      'POST',
      `/api/v1/product-templates/${templateId}/images`,
      'a.png',
      windowsExecutable(),
    );
    expect(reply.statusCode).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it("gives the template's refusal and stores nothing for an unapproved template", async () => {
    const templateId = await template(false);
    const files = storedFiles();
    const reply = await upload(
      'POST',
      `/api/v1/product-templates/${templateId}/images`,
      'a.jpg',
      await jpegImage(64, 64),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe('The template of product is not approved.');
    expect(storedFiles()).toEqual(files);
  });
});

describe('who may change product images', () => {
  it('answers 404 for a product that does not exist', async () => {
    const reply = await addImage('a.jpg', await jpegImage(50, 50), 987_654_321);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.message).toBe('Product not found.');
  });

  it('lets staff work on images and keeps delivery boys out', async () => {
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'staff' });
    const staffCookie = await login(h, staff);
    const ok = await h.app.inject({ url: imagesUrl(), headers: { cookie: staffCookie } });
    expect(ok.statusCode).toBe(200);
    const rider = await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' });
    const riderCookie = await login(h, rider);
    const refused = await upload('POST', imagesUrl(), 'a.jpg', await jpegImage(50, 50), riderCookie);
    expect(refused.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const reply = await h.app.inject({ url: imagesUrl() });
    expect(reply.statusCode).toBe(401);
  });
});
