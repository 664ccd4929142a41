// The demo store's product pictures, made from the art shipped with the themes (never fetched):
// each product gets its category's picture drawn at 800×800 and stored as an upload in the image
// library, and the same variants job as a merchant's upload makes its sizes and webp copies.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { serverRoot } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { PRODUCT_IMAGE_VARIANTS_QUEUE } from '../modules/product-images/index.ts';
import type { Storage } from '../storage/storage.ts';
import { DEMO_CATEGORY_ART } from './category-pictures.ts';

export const DEMO_PICTURE_SIDE = 800;
/**
 * Left without a picture, as a merchant's new product is: the storefront shows its neutral
 * picture, and a merchant's first upload can be tried on it.
 */
export const DEMO_PRODUCTS_WITHOUT_PICTURE: ReadonlySet<string> = new Set(['Bathroom Slippers']);

/** The art drawn as a JPEG product photo, or null when the art is not on disk. */
async function drawArt(art: string): Promise<Buffer | null> {
  const file = resolve(serverRoot(), '../../packages/blocks/assets/themes', art);
  if (!existsSync(file)) return null;
  return sharp(file, { density: 300 })
    .resize(DEMO_PICTURE_SIDE, DEMO_PICTURE_SIDE, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

export async function storeDemoProductPictures(
  tx: DbOrTx,
  storage: Storage,
  supplierId: number,
  products: ReadonlyArray<{ productId: number; name: string; category: string }>,
): Promise<number> {
  const drawn = new Map<string, Buffer | null>();
  let stored = 0;
  for (const product of products) {
    const art = DEMO_CATEGORY_ART[product.category];
    if (!art || DEMO_PRODUCTS_WITHOUT_PICTURE.has(product.name)) continue;
    if (!drawn.has(art)) drawn.set(art, await drawArt(art));
    const bytes = drawn.get(art);
    if (!bytes) continue;
    const storageKey = `library/${supplierId}/products/${product.productId}/demo.jpg`;
    await storage.put(storageKey, bytes, 'image/jpeg');
    const [row] = await tx
      .insert(t.productImages)
      .values({
        supplierId,
        productId: product.productId,
        position: 0,
        storageKey,
        contentType: 'image/jpeg',
        width: DEMO_PICTURE_SIDE,
        height: DEMO_PICTURE_SIDE,
        byteSize: bytes.length,
      })
      .returning({ imageId: t.productImages.imageId });
    await enqueueJob(tx, {
      queue: PRODUCT_IMAGE_VARIANTS_QUEUE,
      supplierId,
      payload: { productId: product.productId, imageId: row?.imageId, storageKey },
    });
    stored++;
  }
  return stored;
}
