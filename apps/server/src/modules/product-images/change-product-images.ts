// Changing a product's images: replace the one at an index, delete, reorder, retry failed variants.
import type { ProductImagesReply } from '@storekeep/domain/product-images';
import { conflict } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import {
  commitOrDiscard,
  enqueueFileDeletion,
  enqueueVariants,
  imageNotFound,
  newStorageKey,
  type ProductImagesContext,
  present,
  productNotFound,
  type ReadUpload,
  settle,
  storeUpload,
} from './internal.ts';
import * as q from './queries.ts';

export async function replaceProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  position: number,
  readUpload: ReadUpload,
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  if (!(await q.productExists(ctx.db, supplierId, productId))) throw productNotFound();
  if (!(await q.findImageAt(ctx.db, supplierId, productId, position))) throw imageNotFound();
  const stored = await storeUpload(ctx, supplierId, newStorageKey(supplierId, productId), await readUpload());
  return commitOrDiscard(ctx, supplierId, stored.storageKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
      await settle(tx, supplierId, stored.storageKey);
      const previous = await q.findImageAt(tx, supplierId, productId, position);
      const row = previous && (await q.replaceImageAt(tx, supplierId, productId, position, stored));
      if (!previous || !row) throw imageNotFound();
      await enqueueVariants(ctx, tx, supplierId, productId, row);
      await enqueueFileDeletion(ctx, tx, supplierId, previous.storageKey);
      return present(ctx.storage, productId, await q.listImages(tx, supplierId, productId));
    }),
  );
}

export async function deleteProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  position: number,
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  const reply = await ctx.db.transaction(async (tx) => {
    if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
    const deleted = await q.deleteImageAt(tx, supplierId, productId, position);
    if (!deleted) throw imageNotFound();
    await enqueueFileDeletion(ctx, tx, supplierId, deleted.storageKey);
    return present(ctx.storage, productId, await q.listImages(tx, supplierId, productId));
  });
  ctx.jobs.wake();
  return reply;
}

export async function reorderProductImages(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  imageIds: readonly number[],
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
    const rows = await q.listImages(tx, supplierId, productId);
    const current = new Set(rows.map((row) => row.imageId));
    const sameSet =
      imageIds.length === rows.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => current.has(id));
    if (!sameSet) throw conflict('The images of this product have changed. Please reload and try again.');
    await q.setOrder(tx, supplierId, productId, imageIds);
    return present(ctx.storage, productId, await q.listImages(tx, supplierId, productId));
  });
}

/** A failed image's variants are made again (the editor's retry action). */
export async function retryProductImageVariants(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  position: number,
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  const reply = await ctx.db.transaction(async (tx) => {
    if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
    const row = await q.findImageAt(tx, supplierId, productId, position);
    if (!row) throw imageNotFound();
    if (!row.variantsFailed) throw conflict('This image is not waiting for a retry.');
    await q.setVariantsFailed(tx, supplierId, row.imageId, row.storageKey, false);
    await enqueueVariants(ctx, tx, supplierId, productId, row);
    return present(ctx.storage, productId, await q.listImages(tx, supplierId, productId));
  });
  ctx.jobs.wake();
  return reply;
}
