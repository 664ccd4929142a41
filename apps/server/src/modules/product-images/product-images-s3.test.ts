// The same image flows with S3_BUCKET set: originals, variants and category images go to the bucket
// (s3rver here).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductImagesReply } from '@storekeep/domain/product-images';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { jpegImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let server: S3rver;
let h: Harness;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'storekeep-s3rver-')),
    configureBuckets: [{ name: 'shop-images' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  h = await createHarness({
    s3: {
      bucket: 'shop-images',
      region: 'ap-south-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  });
  await h.app.jobs.stop();
});
afterAll(async () => {
  await h.close();
  await server.close();
});

describe('product and category images on S3 storage', () => {
  it('stores the original and every variant in the bucket and lists their bucket URLs', async () => {
    const store = await createStore(h);
    const cookie = await login(h, store.owner);
    const [product] = await h.database.db
      .insert(t.products)
      .values({ supplierId: store.supplierId, name: 'Steel Tumbler' })
      .returning({ productId: t.products.productId });
    const body = multipart({
      field: 'uploadedImageFile',
      fileName: 'tumbler.jpg',
      bytes: await jpegImage(900, 700),
    });
    const reply = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product?.productId}/images`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(reply.statusCode).toBe(201);
    expect(await h.app.jobs.drain()).toBe(1);
    const listed = (
      await h.app.inject({ url: `/api/v1/products/${product?.productId}/images`, headers: { cookie } })
    ).json<ProductImagesReply>();
    const image = listed.images[0];
    expect(image?.state).toBe('ready');
    expect(image?.url.startsWith(`${endpoint}/shop-images/library/${store.supplierId}/products/`)).toBe(true);
    for (const url of [image?.url, image?.thumbnailUrl, image?.mobileUrl, image?.webpUrl]) {
      const file = await fetch(url as string);
      expect(file.status, url).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('keeps category images in the bucket too, with a public bucket URL, and removes the old one', async () => {
    const store = await createStore(h);
    const cookie = await login(h, store.owner);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/categories',
      headers: { cookie },
      payload: { name: 'Brassware', parentId: null },
    });
    const categoryId = created.json().categoryId as number;
    const upload = async (name: string) => {
      const body = multipart({
        field: 'uploadedImageFile',
        fileName: name,
        bytes: await jpegImage(400, 300),
      });
      const reply = await h.app.inject({
        method: 'POST',
        url: `/api/v1/categories/${categoryId}/image`,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(reply.statusCode).toBe(200);
      const row = (reply.json().tree.categories as Array<{ id: number; imageUrl: string }>).find(
        (c) => c.id === categoryId,
      );
      return row?.imageUrl as string;
    };
    const first = await upload('lota.jpg');
    expect(first.startsWith(`${endpoint}/shop-images/categories/${store.supplierId}/${categoryId}-`)).toBe(
      true,
    );
    const file = await fetch(first);
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(200);
    const second = await upload('thali.jpg');
    expect(second).not.toBe(first);
    await h.app.jobs.drain();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
  });
});
