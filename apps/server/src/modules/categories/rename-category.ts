// Renaming a category (unique among its siblings).
import { CATEGORY_MESSAGES, isDuplicateCategoryName } from '@storekeep/domain/categories';
import type { CategoryTranslations } from '@storekeep/domain/store-translations';
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
  input: {
    name: string;
    translations?: CategoryTranslations | undefined;
    lastModifiedTimestamp?: number | undefined;
  },
) {
  return change(db, session, options, 'rename', input.lastModifiedTimestamp, async (c) => {
    const me = mustExist(c.categories, id);
    if (isDuplicateCategoryName(c.categories, input.name, me.parentId, id))
      throw conflict(CATEGORY_MESSAGES.alreadyExists);
    // Left out, the translations stay as they are (clients that do not know them change nothing).
    await q.renameCategory(c.tx, c.supplierId, id, input.name, input.translations);
    return {
      message: appliedMessage(c.automated, CATEGORY_MESSAGES.updated),
      categoryId: id,
      details: {
        categoryId: id,
        name: input.name,
        ...(input.translations === undefined ? {} : { translations: input.translations }),
      },
    };
  });
}
