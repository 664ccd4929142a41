// Adding a category at the top level or under a parent.
import { CATEGORY_MESSAGES, canPlaceUnder, isDuplicateCategoryName } from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { conflict, invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type CategoryServiceOptions, change, mustExist } from './internal.ts';
import * as q from './queries.ts';

export function createCategory(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  input: { name: string; parentId: number | null; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'create', input.lastModifiedTimestamp, async (c) => {
    if (input.parentId !== null) mustExist(c.categories, input.parentId, CATEGORY_MESSAGES.createFailed);
    if (!canPlaceUnder(c.categories, null, input.parentId))
      throw invalid(CATEGORY_MESSAGES.createFailed, {
        parentId: 'A category can have at most 3 levels.',
      });
    if (isDuplicateCategoryName(c.categories, input.name, input.parentId))
      throw conflict(CATEGORY_MESSAGES.alreadyExists);
    const siblings = c.categories.filter((x) => x.parentId === input.parentId);
    const id = await q.insertCategory(c.tx, {
      supplierId: c.supplierId,
      name: input.name,
      parentId: input.parentId,
      position: Math.max(0, ...siblings.map((s) => s.position)) + 1,
    });
    return {
      message: CATEGORY_MESSAGES.created,
      categoryId: id,
      details: { categoryId: id, name: input.name, parentId: input.parentId },
    };
  });
}
