// The legacy apps' image flow: upload before the product is named, then set the images by URL.
import { MAX_PRODUCT_IMAGES, productImageVariantPaths } from '@storekeep/domain/product-images';
import type { Tx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { listPending } from '../../storage/pending-uploads.ts';
import {
  enqueueFileDeletion,
  enqueueVariants,
  GENERIC_IMAGE_ERROR,
  limitReached,
  newStorageKey,
  type ProductImagesContext,
  productNotFound,
  type ReadUpload,
  settle,
  storeUpload,
} from './internal.ts';
import * as q from './queries.ts';

/**
 * The legacy apps' upload (uploadProductImageForAdmin): the file is checked and stored before any
 * product is named; a later product update (setProductImagesFromUrls) takes it by its URL. Until
 * then it is a pending upload, swept if no update ever comes.
 */
export async function uploadAppImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  readUpload: ReadUpload,
): Promise<{ url: string }> {
  const stored = await storeUpload(
    ctx,
    session.supplierId,
    newStorageKey(session.supplierId, 'app'),
    await readUpload(),
  );
  return { url: ctx.storage.url(stored.storageKey) };
}

/**
 * The product's images become exactly these URLs in this order (the legacy update's imageUrls):
 * a URL of one of its images (original or variant) keeps that image, a URL of one of the store's
 * pending app uploads adds it, and images left out are deleted.
 */
export async function setProductImagesFromUrls(
  ctx: ProductImagesContext,
  tx: Tx,
  session: SupplierSession,
  productId: number,
  urls: readonly string[],
): Promise<void> {
  const { supplierId } = session;
  if (urls.length > MAX_PRODUCT_IMAGES) throw limitReached();
  if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
  const rows = await q.listImages(tx, supplierId, productId);
  const byUrl = new Map<string, q.ProductImageRow>();
  for (const row of rows) {
    const url = ctx.storage.url(row.storageKey);
    byUrl.set(url, row);
    for (const variant of Object.values(productImageVariantPaths(url))) byUrl.set(variant, row);
  }
  const pending = new Map((await listPending(tx, supplierId)).map((p) => [ctx.storage.url(p.storageKey), p]));
  const wanted: Array<{ keep: q.ProductImageRow } | { add: q.StoredImage }> = [];
  const seen = new Set<string>();
  for (const url of urls) {
    const kept = byUrl.get(url);
    const added = pending.get(url);
    const key = kept?.storageKey ?? added?.storageKey;
    if (!key) throw invalid(GENERIC_IMAGE_ERROR, { imageUrls: `Unknown image: ${url}` });
    if (seen.has(key)) continue;
    seen.add(key);
    if (kept) wanted.push({ keep: kept });
    else if (added)
      wanted.push({
        add: {
          storageKey: added.storageKey,
          contentType: added.contentType,
          width: added.width,
          height: added.height,
          byteSize: added.byteSize,
        },
      });
  }
  const keptIds = new Set(wanted.flatMap((w) => ('keep' in w ? [w.keep.imageId] : [])));
  for (const row of rows)
    if (!keptIds.has(row.imageId)) {
      await q.deleteImageById(tx, supplierId, row.imageId);
      await enqueueFileDeletion(ctx, tx, supplierId, row.storageKey);
    }
  await q.parkImages(tx, supplierId, productId);
  for (const [position, item] of wanted.entries()) {
    if ('keep' in item) {
      await q.setPosition(tx, supplierId, item.keep.imageId, position);
      continue;
    }
    await settle(tx, supplierId, item.add.storageKey);
    const row = await q.insertImage(tx, { ...item.add, supplierId, productId, position });
    await enqueueVariants(ctx, tx, supplierId, productId, row);
  }
}
