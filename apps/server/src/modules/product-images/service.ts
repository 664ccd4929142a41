// Product image use cases (back-office.md §3 "Product edit and image flow", §5, §9): add an image,
// replace the one at an index, reorder, delete, list. The original is stored first, then the row
// and the variants job are written in one transaction; the job makes the resized copies.
import { randomUUID } from 'node:crypto';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_LIMIT_MESSAGE,
  type ProductImagesReply,
  productImageVariantPaths,
} from '@storekeep/domain/product-images';
import type { CreateFromTemplate } from '@storekeep/domain/product-templates';
import type { UploadProfile } from '@storekeep/domain/uploads';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type ClaimedJob, enqueueJob } from '../../jobs/queue.ts';
import type { Jobs } from '../../jobs/worker.ts';
import { discardPending, listPending, putPending, settlePending } from '../../storage/pending-uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { createProductFromTemplate } from '../product-templates/service.ts';
import { checkImageContent } from './image-content.ts';
import * as q from './queries.ts';
import { makeVariants, variantKeys } from './variants.ts';

export const VARIANTS_QUEUE = 'product-image.variants';
export const DELETE_FILES_QUEUE = 'storage.delete-files';

export interface ProductImagesContext {
  db: Db;
  storage: Storage;
  jobs: Jobs;
  profile: UploadProfile;
}

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** Reads the uploaded file; called only once the product is known to be the caller's. */
export type ReadUpload = () => Promise<Upload>;

const productNotFound = () => notFound('Product not found.');
const imageNotFound = () => notFound('There is no image at this position.');
const GENERIC_IMAGE_ERROR = 'Something went wrong';
const limitReached = () => new AppError(409, 'limit_reached', PRODUCT_IMAGE_LIMIT_MESSAGE);

function present(storage: Storage, productId: number, rows: q.ProductImageRow[]): ProductImagesReply {
  return {
    productId,
    maxImages: MAX_PRODUCT_IMAGES,
    images: rows.map((row) => {
      const url = storage.url(row.storageKey);
      const paths = productImageVariantPaths(url);
      // Until the variants exist (or when making them failed for good) the original stands in.
      const ready = row.variantsReady;
      return {
        imageId: row.imageId,
        position: row.position,
        url,
        thumbnailUrl: ready ? paths.thumbnail : url,
        mobileUrl: ready ? paths.mobile : url,
        webpUrl: ready ? paths.webp : url,
        state: ready ? 'ready' : row.variantsFailed ? 'failed' : 'processing',
        width: row.width,
        height: row.height,
      };
    }),
  };
}

/**
 * Images live in the merchant's image library, which is also what gives them webp variants. The
 * extension follows the content. Legacy app uploads come before their product is known.
 */
function newStorageKey(supplierId: number, productId: number | 'app'): string {
  return `library/${supplierId}/products/${productId}/${randomUUID()}`;
}

export async function listProductImages(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
): Promise<ProductImagesReply> {
  if (!(await q.productExists(ctx.db, session.supplierId, productId))) throw productNotFound();
  return present(ctx.storage, productId, await q.listImages(ctx.db, session.supplierId, productId));
}

/**
 * Validates the upload by content and stores the original as a pending upload (the transaction
 * that uses it settles it); nothing is stored when the check fails.
 */
async function storeUpload(
  ctx: ProductImagesContext,
  supplierId: number,
  storageKey: string,
  upload: Upload,
) {
  const image = await checkImageContent(ctx.profile, upload.fileName, upload.bytes);
  const stored: q.StoredImage = {
    storageKey: `${storageKey}.${image.extension}`,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    byteSize: image.bytes.length,
  };
  await putPending(ctx.db, ctx.storage, { supplierId, ...stored }, image.bytes);
  return stored;
}

/** Inside the transaction: the stored original now belongs to it (refused if the sweep took it). */
async function settle(tx: Tx, supplierId: number, storageKey: string) {
  if (!(await settlePending(tx, supplierId, storageKey)))
    throw new AppError(409, 'conflict', 'The upload took too long. Please try again.');
}

/** Runs the write; if it fails the just-stored original is removed again. */
async function commitOrDiscard<T>(
  ctx: ProductImagesContext,
  supplierId: number,
  key: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    const result = await write();
    ctx.jobs.wake();
    return result;
  } catch (error) {
    // If this clean-up fails too, the pending record lets the periodic sweep remove the file.
    await discardPending(ctx.db, ctx.storage, supplierId, key).catch(() => undefined);
    throw error;
  }
}

export async function addProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  readUpload: ReadUpload,
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  if (!(await q.productExists(ctx.db, supplierId, productId))) throw productNotFound();
  if ((await q.listImages(ctx.db, supplierId, productId)).length >= MAX_PRODUCT_IMAGES) throw limitReached();
  const stored = await storeUpload(ctx, supplierId, newStorageKey(supplierId, productId), await readUpload());
  return commitOrDiscard(ctx, supplierId, stored.storageKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
      await settle(tx, supplierId, stored.storageKey);
      const rows = await q.listImages(tx, supplierId, productId);
      if (rows.length >= MAX_PRODUCT_IMAGES) throw limitReached();
      const row = await q.insertImage(tx, { ...stored, supplierId, productId, position: rows.length });
      await enqueueVariants(ctx, tx, supplierId, productId, row);
      return present(ctx.storage, productId, [...rows, row]);
    }),
  );
}

/**
 * Adding an image to a template-based product first creates the real product from the template
 * (back-office.md §3), then saves the image on it. The file is checked before anything is made,
 * so a refused upload creates no product either.
 */
export async function addTemplateProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  templateId: number,
  options: CreateFromTemplate,
  readUpload: ReadUpload,
): Promise<ProductImagesReply> {
  const upload = await readUpload();
  await checkImageContent(ctx.profile, upload.fileName, upload.bytes);
  const { productId } = await createProductFromTemplate(ctx.db, session, templateId, options);
  return addProductImage(ctx, session, productId, async () => upload);
}

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

function enqueueVariants(
  ctx: ProductImagesContext,
  tx: Tx,
  supplierId: number,
  productId: number,
  row: q.ProductImageRow,
) {
  return ctx.jobs.enqueue(tx, {
    queue: VARIANTS_QUEUE,
    supplierId,
    payload: { productId, imageId: row.imageId, storageKey: row.storageKey },
  });
}

/** Removes the files (originals and variants) of images whose rows a transaction deletes. */
export function enqueueImageFilesDeletion(tx: Tx, supplierId: number, storageKeys: readonly string[]) {
  if (storageKeys.length === 0) return Promise.resolve(0);
  return enqueueJob(tx, {
    queue: DELETE_FILES_QUEUE,
    supplierId,
    payload: { keys: storageKeys.flatMap((key) => [key, ...Object.values(variantKeys(key))]) },
  });
}

function enqueueFileDeletion(ctx: ProductImagesContext, tx: Tx, supplierId: number, storageKey: string) {
  return ctx.jobs.enqueue(tx, {
    queue: DELETE_FILES_QUEUE,
    supplierId,
    payload: { keys: [storageKey, ...Object.values(variantKeys(storageKey))] },
  });
}

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
