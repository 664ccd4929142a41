// Moving products between states: recycle bin, restore, delete for good, pause and resume selling.
import { PRODUCT_MESSAGES, type ProductStatus } from '@storekeep/domain/product';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { enqueueImageFilesDeletion } from '../product-images/service.ts';
import { insertAudit } from '../supplier/index.ts';
import * as list from './list-queries.ts';

/** The ids none of which is this supplier's (or in the right state) answer 404. */
function bulkReply(changed: unknown[], message: (n: number) => string) {
  if (changed.length === 0) throw notFound(PRODUCT_MESSAGES.notFound);
  return { updated: changed.length, message: message(changed.length) };
}

async function moveProducts(
  db: Db,
  session: SupplierSession,
  ids: number[],
  from: ProductStatus,
  to: ProductStatus,
) {
  return list.setStatus(db, session.supplierId, ids, from, to);
}

export async function moveToRecycleBin(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await moveProducts(db, session, ids, 'ACTIVE', 'IN_RECYCLEBIN'),
    PRODUCT_MESSAGES.movedToRecycleBin,
  );
}

export async function restoreProducts(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await moveProducts(db, session, ids, 'IN_RECYCLEBIN', 'ACTIVE'),
    PRODUCT_MESSAGES.restored,
  );
}

/**
 * Deletes products from the recycle bin for good (only products already there): their variants,
 * images, answers and stock lines go with them, the image files by a job after the commit. A product
 * still referenced by other records (orders, stock moves) is refused, and then none is deleted.
 */
export async function deleteProductsPermanently(db: Db, session: SupplierSession, ids: number[]) {
  try {
    const deleted = await db.transaction(async (tx) => {
      const keys = await list.recycledImageKeys(tx, session.supplierId, ids);
      const rows = await list.deleteRecycled(tx, session.supplierId, ids);
      await enqueueImageFilesDeletion(tx, session.supplierId, keys);
      if (rows.length > 0)
        await insertAudit(tx, {
          supplierId: session.supplierId,
          userId: session.userId,
          action: 'product.delete_permanently',
          details: { productIds: rows.map((row) => row.productId) },
        });
      return rows;
    });
    return bulkReply(deleted, PRODUCT_MESSAGES.deletedPermanently);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'conflict', PRODUCT_MESSAGES.usedInOrders);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

export async function pauseSelling(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await list.setOnDisplay(db, session.supplierId, ids, false),
    PRODUCT_MESSAGES.sellingPaused,
  );
}

export async function resumeSelling(db: Db, session: SupplierSession, ids: number[]) {
  return bulkReply(
    await list.setOnDisplay(db, session.supplierId, ids, true),
    PRODUCT_MESSAGES.sellingResumed,
  );
}
