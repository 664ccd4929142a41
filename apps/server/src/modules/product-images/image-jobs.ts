// The jobs behind product images: making the variants (or marking them failed) and deleting files.
import type { ClaimedJob } from '../../jobs/queue.ts';
import type { ProductImagesContext } from './internal.ts';
import * as q from './queries.ts';
import { makeVariants } from './variants.ts';

// Jobs

/** Makes and stores every variant, then marks the image ready (if it is still the same image). */
export async function runVariantsJob(ctx: ProductImagesContext, job: ClaimedJob): Promise<void> {
  const supplierId = job.supplierId as number;
  const { imageId, storageKey } = job.payload as { imageId: number; storageKey: string };
  // Replaced or deleted meanwhile: the deletion job removes the original.
  if (!(await q.keyInUse(ctx.db, supplierId, storageKey))) return;
  const original = await ctx.storage.get(storageKey);
  if (!original) return;
  const variants = await makeVariants(storageKey, original);
  for (const variant of variants) await ctx.storage.put(variant.key, variant.bytes, variant.contentType);
  // The product first, as every other change of its pictures does: marking its main picture ready
  // writes the product's row too (0022), and an editor holding the product while it changes this
  // picture must not wait for a job that waits for it.
  await ctx.db.transaction(async (tx) => {
    const productId = await q.productOfImage(tx, supplierId, imageId);
    if (productId === undefined || !(await q.lockProduct(tx, supplierId, productId))) return;
    await q.markVariantsReady(tx, supplierId, imageId, storageKey);
  });
  // Deleted while the variants were being made: take them away again.
  if (!(await q.keyInUse(ctx.db, supplierId, storageKey)))
    await ctx.storage.delete(variants.map((variant) => variant.key));
}

/** The variants job used up its attempts: the image shows as failed, with a retry, not processing. */
export async function markVariantsFailed(ctx: ProductImagesContext, job: ClaimedJob): Promise<void> {
  const supplierId = job.supplierId as number;
  const { imageId, storageKey } = job.payload as { imageId: number; storageKey: string };
  await q.setVariantsFailed(ctx.db, supplierId, imageId, storageKey, true);
}

export async function runDeleteFilesJob(ctx: ProductImagesContext, job: ClaimedJob): Promise<void> {
  const { keys } = job.payload as { keys: string[] };
  await ctx.storage.delete(keys);
}
