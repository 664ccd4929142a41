// A variants job that fails for good: the image shows as failed (not processing for ever), and the
// editor's retry makes the variants again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { jpegImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let productId: number;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
  cookie = await login(h, store.owner);
  const [row] = await h.database.db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name: 'Kaju Katli 250 g' })
    .returning({ productId: t.products.productId });
  productId = row?.productId as number;
});
afterAll(() => h.close());

const images = async () =>
  (
    await h.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/images`, headers: { cookie } })
  ).json();

describe('variants that cannot be made', () => {
  it('marks the image failed once the job has no attempts left, and a retry makes them', async () => {
    const body = multipart({
      field: 'uploadedImageFile',
      fileName: 'katli.jpg',
      bytes: await jpegImage(600, 600),
    });
    const added = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/images`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(added.statusCode).toBe(201);
    const [image] = rowsOf<{ storage_key: string }>(
      await h.database.db.execute(
        sql`SELECT storage_key FROM product_images WHERE product_id = ${productId}`,
      ),
    );
    const key = image?.storage_key as string;
    const original = (await h.app.storage.get(key)) as Buffer;
    // The stored original is damaged (a bad disk, a half-synced bucket): sharp cannot read it.
    await h.app.storage.put(key, Buffer.from('not an image any more'), 'image/jpeg');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await images()).images[0].state).toBe('processing');
      await h.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'queued'`);
      expect(await h.app.jobs.drain()).toBe(1);
    }
    const [job] = rowsOf<{ state: string; attempts: number }>(
      await h.database.db.execute(
        sql`SELECT state, attempts FROM jobs WHERE queue = 'product-image.variants'`,
      ),
    );
    expect(job).toEqual({ state: 'failed', attempts: 5 });
    expect((await images()).images[0]).toMatchObject({
      state: 'failed',
      thumbnailUrl: (await images()).images[0].url,
    });

    await h.app.storage.put(key, original, 'image/jpeg');
    const retried = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/images/0/retry`,
      headers: { cookie },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().images[0].state).toBe('processing');
    await h.app.jobs.drain();
    expect((await images()).images[0].state).toBe('ready');
  });

  it('refuses a retry of an image that has not failed, and of a position with no image', async () => {
    const notFailed = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/images/0/retry`,
      headers: { cookie },
    });
    expect([notFailed.statusCode, notFailed.json().error.message]).toEqual([
      409,
      'This image is not waiting for a retry.',
    ]);
    const missing = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${productId}/images/5/retry`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
