// Renaming a category (unique among its siblings).
import { CATEGORY_MESSAGES, isDuplicateCategoryName } from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { appliedMessage, type CategoryServiceOptions, change, mustExist } from './internal.ts';
import * as q from './queries.ts';

export function renameCategory(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: { name: string; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'rename', input.lastModifiedTimestamp, async (c) => {
    const me = mustExist(c.categories, id);
    if (isDuplicateCategoryName(c.categories, input.name, me.parentId, id))
      throw conflict(CATEGORY_MESSAGES.alreadyExists);
    await q.renameCategory(c.tx, c.supplierId, id, input.name);
    return {
      message: appliedMessage(c.automated, CATEGORY_MESSAGES.updated),
      categoryId: id,
      details: { categoryId: id, name: input.name },
    };
  });
}
