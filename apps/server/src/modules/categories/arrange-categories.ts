// Placing categories: reordering by drag and drop, and moving one up or down.
import { applyReorder, CATEGORY_MESSAGES, moveCategory as moveInTree } from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type CategoryServiceOptions, change, mustExist, placeChanged } from './internal.ts';

export function reorderCategories(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  input: {
    tree: Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
    lastModifiedTimestamp?: number | undefined;
  },
) {
  return change(db, session, options, 'reorder', input.lastModifiedTimestamp, async (c) => {
    const nodes = input.tree.map((a) => ({
      id: a.id,
      children: a.children.map((b) => ({
        id: b.id,
        children: b.children.map((x) => ({ id: x.id, children: [] })),
      })),
    }));
    const result = applyReorder(c.categories, nodes);
    if (!result.ok) {
      if (result.problem === 'unknown-category') throw notFound(CATEGORY_MESSAGES.changesNotApplied);
      if (result.problem === 'duplicate-name') throw conflict(CATEGORY_MESSAGES.alreadyExists);
      throw invalid(CATEGORY_MESSAGES.changesNotApplied);
    }
    await placeChanged(c, result.categories);
    return { message: CATEGORY_MESSAGES.changesApplied };
  });
}

export function moveCategory(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: { direction: 'up' | 'down'; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'move', input.lastModifiedTimestamp, async (c) => {
    mustExist(c.categories, id);
    await placeChanged(c, moveInTree(c.categories, id, input.direction));
    return { message: CATEGORY_MESSAGES.changesApplied, categoryId: id, details: { id, ...input } };
  });
}
