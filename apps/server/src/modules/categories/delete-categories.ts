// Deleting categories with their sub-categories.
import { CATEGORY_MESSAGES, deleteCategories as deleteFromTree } from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type CategoryServiceOptions, change, mustExist } from './internal.ts';
import * as q from './queries.ts';

export function deleteCategories(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  input: { ids: number[]; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'delete', input.lastModifiedTimestamp, async (c) => {
    // Automated categories are maintained for the store: delete is not offered (shared-blocks.md §6).
    if (c.automated) throw conflict(CATEGORY_MESSAGES.changesNotApplied);
    for (const id of input.ids) mustExist(c.categories, id);
    const needOther = (await q.countProductsIn(c.tx, c.supplierId, input.ids)) > 0;
    const PENDING = -1;
    const result = deleteFromTree(c.categories, input.ids, PENDING, { needOther });
    let otherId: number | null = null;
    if (result.createdOther) {
      otherId = await q.insertCategory(c.tx, {
        supplierId: c.supplierId,
        name: result.createdOther.name,
        parentId: null,
        position: result.createdOther.position,
      });
    } else if (needOther || result.movedIds.length > 0) {
      otherId =
        result.categories.find((x) => x.parentId === null && x.name.trim().toLowerCase() === 'other')?.id ??
        null;
    }
    const moved = result.categories.filter((x) => result.movedIds.includes(x.id));
    await q.placeCategories(
      c.tx,
      c.supplierId,
      moved.map((m) => ({ id: m.id, parentId: otherId, position: m.position })),
    );
    if (needOther && otherId !== null) await q.moveProducts(c.tx, c.supplierId, input.ids, otherId);
    const removeImages = await q.deleteCategories(c.tx, c.supplierId, result.deletedIds);
    return {
      message: CATEGORY_MESSAGES.deletedSuccessfully,
      categoryId: otherId,
      removeImages,
      details: { ids: result.deletedIds, movedIds: result.movedIds, otherId },
    };
  });
}
