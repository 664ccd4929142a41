// Shared helpers of the product image use cases: the queues and context, the reply, storing an
// upload as pending and settling it in the write's transaction, and the variants and file-deletion jobs' enqueueing.
import { randomUUID } from 'node:crypto';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_LIMIT_MESSAGE,
  type ProductImagesReply,
  productImageVariantPaths,
} from '@storekeep/domain/product-images';
import type { UploadProfile } from '@storekeep/domain/uploads';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Jobs } from '../../jobs/worker.ts';
import { discardPending, putPending, settlePending } from '../../storage/pending-uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkImageContent } from './image-content.ts';
import type * as q from './queries.ts';
import { variantKeys } from './variants.ts';

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

export const productNotFound = () => notFound('Product not found.');
export const imageNotFound = () => notFound('There is no image at this position.');
export const GENERIC_IMAGE_ERROR = 'Something went wrong';
export const limitReached = () => new AppError(409, 'limit_reached', PRODUCT_IMAGE_LIMIT_MESSAGE);

export function present(storage: Storage, productId: number, rows: q.ProductImageRow[]): ProductImagesReply {
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
export function newStorageKey(supplierId: number, productId: number | 'app'): string {
  return `library/${supplierId}/products/${productId}/${randomUUID()}`;
}

/**
 * Validates the upload by content and stores the original as a pending upload (the transaction
 * that uses it settles it); nothing is stored when the check fails.
 */
export async function storeUpload(
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
export async function settle(tx: Tx, supplierId: number, storageKey: string) {
  if (!(await settlePending(tx, supplierId, storageKey)))
    throw new AppError(409, 'conflict', 'The upload took too long. Please try again.');
}

/** Runs the write; if it fails the just-stored original is removed again. */
export async function commitOrDiscard<T>(
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

export function enqueueVariants(
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

export function enqueueFileDeletion(
  ctx: ProductImagesContext,
  tx: Tx,
  supplierId: number,
  storageKey: string,
) {
  return ctx.jobs.enqueue(tx, {
    queue: DELETE_FILES_QUEUE,
    supplierId,
    payload: { keys: [storageKey, ...Object.values(variantKeys(storageKey))] },
  });
}
