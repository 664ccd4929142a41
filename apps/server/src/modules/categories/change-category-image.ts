// A category's image: replaced from an upload (cropped to 200×200), removed, or found for serving.
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import type { CategoryImageCrop } from '@storekeep/domain/category-api';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { discardPending, settlePending } from '../../storage/pending-uploads.ts';
import { processCategoryImage, storeCategoryImage } from './category-image.ts';
import { type CategoryServiceOptions, change, NOT_FOUND } from './internal.ts';
import * as q from './queries.ts';

export async function assertCategoryExists(db: Db, session: SupplierSession, id: number) {
  if (!(await q.findImageKey(db, session.supplierId, id))) throw notFound(NOT_FOUND);
}

/** The image as the cropper chose it, 200×200; the previous file goes once the change is saved. */
export async function replaceCategoryImage(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: {
    file: { name: string; bytes: Buffer };
    crop: CategoryImageCrop | null;
    lastModifiedTimestamp?: number | undefined;
  },
) {
  await assertCategoryExists(db, session, id);
  const image = await processCategoryImage(input.file, input.crop);
  const imageKey = await storeCategoryImage(db, options.storage, session.supplierId, id, image);
  try {
    return await change(db, session, options, 'image', input.lastModifiedTimestamp, async (c) => {
      const old = c.rows.find((r) => r.id === id);
      if (!old) throw notFound(NOT_FOUND);
      if (!(await settlePending(c.tx, c.supplierId, imageKey)))
        throw conflict('The upload took too long. Please try again.');
      await q.setImageKey(c.tx, c.supplierId, id, imageKey);
      return {
        message: CATEGORY_MESSAGES.updated,
        categoryId: id,
        removeImages: old.imageKey ? [old.imageKey] : [],
      };
    });
  } catch (error) {
    // Nothing stays stored from a refused change (if this fails too, the orphan sweep takes it).
    await discardPending(db, options.storage, session.supplierId, imageKey).catch(() => undefined);
    throw error;
  }
}

export function removeCategoryImage(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: { lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'image.remove', input.lastModifiedTimestamp, async (c) => {
    const old = c.rows.find((r) => r.id === id);
    if (!old) throw notFound(NOT_FOUND);
    await q.setImageKey(c.tx, c.supplierId, id, null);
    return {
      message: CATEGORY_MESSAGES.updated,
      categoryId: id,
      removeImages: old.imageKey ? [old.imageKey] : [],
    };
  });
}

export async function findCategoryImage(db: Db, session: SupplierSession, id: number): Promise<string> {
  const row = await q.findImageKey(db, session.supplierId, id);
  if (!row?.imageKey) throw notFound(NOT_FOUND);
  return row.imageKey;
}
