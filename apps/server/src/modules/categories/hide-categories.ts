// Taking categories off display and putting them back (a child stays hidden under a hidden parent).
import {
  CATEGORY_MESSAGES,
  isCategoryShown,
  planUnhide,
  unhideCategories as unhideInTree,
  withDescendants,
} from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { appliedMessage, type CategoryServiceOptions, change, mustExist } from './internal.ts';
import * as q from './queries.ts';

export function hideCategories(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  input: { ids: number[]; isHideProducts: boolean; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'hide', input.lastModifiedTimestamp, async (c) => {
    for (const id of input.ids) mustExist(c.categories, id, CATEGORY_MESSAGES.hideFailed);
    await q.setHidden(c.tx, c.supplierId, input.ids, true);
    // Children are hidden through their parent (parent-hidden); their products go with it when asked.
    if (input.isHideProducts)
      await q.setProductsOnDisplay(c.tx, c.supplierId, withDescendants(c.categories, input.ids), false);
    return {
      message: appliedMessage(c.automated, CATEGORY_MESSAGES.hidden),
      details: { ids: input.ids, isHideProducts: input.isHideProducts },
    };
  });
}

export function unhideCategories(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  input: { ids: number[]; isShowProducts: boolean; lastModifiedTimestamp?: number | undefined },
) {
  return change(db, session, options, 'unhide', input.lastModifiedTimestamp, async (c) => {
    for (const id of input.ids) mustExist(c.categories, id);
    const plan = planUnhide(c.categories, input.ids);
    if (plan.unhide.length === 0) throw conflict(CATEGORY_MESSAGES.unhideRefused);
    await q.setHidden(c.tx, c.supplierId, plan.unhide, false);
    if (input.isShowProducts) {
      const after = unhideInTree(c.categories, input.ids).categories;
      const shown = withDescendants(after, plan.unhide).filter((id) => isCategoryShown(after, id));
      await q.setProductsOnDisplay(c.tx, c.supplierId, shown, true);
    }
    return {
      message: appliedMessage(c.automated, CATEGORY_MESSAGES.shown),
      popup: plan.popup,
      refusedIds: plan.refused,
      details: { ids: plan.unhide, refused: plan.refused, isShowProducts: input.isShowProducts },
    };
  });
}
