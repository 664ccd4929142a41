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
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import type { Jobs } from '../../jobs/worker.ts';
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
const limitReached = () => new AppError(409, 'limit_reached', PRODUCT_IMAGE_LIMIT_MESSAGE);

function present(storage: Storage, productId: number, rows: q.ProductImageRow[]): ProductImagesReply {
  return {
    productId,
    maxImages: MAX_PRODUCT_IMAGES,
    images: rows.map((row) => {
      const url = storage.url(row.storageKey);
      const paths = productImageVariantPaths(url);
      // Until the variants exist the original stands in for them.
      const ready = row.variantsReady;
      return {
        imageId: row.imageId,
        position: row.position,
        url,
        thumbnailUrl: ready ? paths.thumbnail : url,
        mobileUrl: ready ? paths.mobile : url,
        webpUrl: ready ? paths.webp : url,
        state: ready ? 'ready' : 'processing',
        width: row.width,
        height: row.height,
      };
    }),
  };
}

/** Images live in the merchant's image library, which is also what gives them webp variants. */
function newStorageKey(supplierId: number, productId: number, extension: string): string {
  return `library/${supplierId}/products/${productId}/${randomUUID()}.${extension}`;
}

export async function listProductImages(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
): Promise<ProductImagesReply> {
  if (!(await q.productExists(ctx.db, session.supplierId, productId))) throw productNotFound();
  return present(ctx.storage, productId, await q.listImages(ctx.db, session.supplierId, productId));
}

/** Validates the upload by content and stores the original; nothing is stored when it fails. */
async function storeUpload(ctx: ProductImagesContext, supplierId: number, productId: number, upload: Upload) {
  const image = await checkImageContent(ctx.profile, upload.fileName, upload.bytes);
  const stored: q.StoredImage = {
    storageKey: newStorageKey(supplierId, productId, image.extension),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    byteSize: image.bytes.length,
  };
  await ctx.storage.put(stored.storageKey, image.bytes, image.contentType);
  return stored;
}

/** Runs the write; if it fails the just-stored original is removed again. */
async function commitOrDiscard<T>(
  ctx: ProductImagesContext,
  key: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    const result = await write();
    ctx.jobs.wake();
    return result;
  } catch (error) {
    await ctx.storage.delete([key]).catch(() => undefined);
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
  const stored = await storeUpload(ctx, supplierId, productId, await readUpload());
  return commitOrDiscard(ctx, stored.storageKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
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
  const stored = await storeUpload(ctx, supplierId, productId, await readUpload());
  return commitOrDiscard(ctx, stored.storageKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
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
  await q.markVariantsReady(ctx.db, supplierId, imageId, storageKey);
  // Deleted while the variants were being made: take them away again.
  if (!(await q.keyInUse(ctx.db, supplierId, storageKey)))
    await ctx.storage.delete(variants.map((variant) => variant.key));
}

export async function runDeleteFilesJob(ctx: ProductImagesContext, job: ClaimedJob): Promise<void> {
  const { keys } = job.payload as { keys: string[] };
  await ctx.storage.delete(keys);
}
