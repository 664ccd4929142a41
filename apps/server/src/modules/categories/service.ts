// What a merchant does with the category tree (shared-blocks.md §3-§9): every rule comes from
// packages/domain/src/categories.ts; this file runs them on the stored tree, one change at a time
// per store (the tree lock), and answers with the spec's messages.
import {
  applyReorder,
  buildCategoryTree,
  CATEGORY_MESSAGES,
  type Category,
  type CategoryNode,
  canPlaceUnder,
  deleteCategories as deleteFromTree,
  isCategoryShown,
  isDuplicateCategoryName,
  moveCategory as moveInTree,
  planUnhide,
  unhideCategories as unhideInTree,
  withDescendants,
} from '@storekeep/domain/categories';
import type {
  CategoryChangeReply,
  CategoryImageCrop,
  CategoryItem,
  CategoryTreeReply,
} from '@storekeep/domain/category-api';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import type { Jobs } from '../../jobs/worker.ts';
import { discardPending, settlePending } from '../../storage/pending-uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { DELETE_FILES_QUEUE } from '../product-images/service.ts';
import { insertAudit } from '../supplier/index.ts';
import { categoryImageUrl, processCategoryImage, storeCategoryImage } from './category-image.ts';
import * as q from './queries.ts';

const NOT_FOUND = 'Category not found.';

function toDomain(rows: readonly q.CategoryRow[]): Category[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    position: r.position,
    visibility: r.isHidden ? 'OFF_DISPLAY' : 'ON_DISPLAY',
  }));
}

function present(
  storage: Pick<Storage, 'url'>,
  rows: readonly q.CategoryRow[],
  state: { isCategoryAutomated: boolean; lastModifiedTimestamp: number },
): CategoryTreeReply {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const flat: CategoryItem[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      const row = byId.get(node.id);
      flat.push({
        id: node.id,
        name: node.name,
        parentId: node.parentId,
        visibility: node.visibility,
        position: node.position,
        level: node.level,
        breadcrumb: node.breadcrumb,
        isParentCategoryHidden: node.isParentCategoryHidden,
        imageUrl: categoryImageUrl(storage, row?.imageKey ?? null),
        isSeoPresent: row?.isSeoPresent ?? false,
        productCount: row?.productCount ?? 0,
      });
      walk(node.children);
    }
  };
  walk(buildCategoryTree(toDomain(rows)));
  return {
    categories: flat,
    isCategoryAutomated: state.isCategoryAutomated,
    lastModifiedTimestamp: Number(state.lastModifiedTimestamp),
  };
}

export async function getCategoryTree(
  db: Db,
  session: SupplierSession,
  options: Pick<CategoryServiceOptions, 'storage'>,
): Promise<CategoryTreeReply> {
  const state = await q.findTreeState(db, session.supplierId);
  const rows = await q.listCategories(db, session.supplierId);
  return present(options.storage, rows, {
    isCategoryAutomated: state.isCategoryAutomated,
    lastModifiedTimestamp: Number(state.lastModifiedTimestamp),
  });
}

interface ChangeContext {
  tx: Tx;
  supplierId: number;
  categories: Category[];
  rows: q.CategoryRow[];
  automated: boolean;
}

interface ChangeOutcome {
  message: string;
  popup?: string | null;
  categoryId?: number | null;
  refusedIds?: number[];
  /** Storage keys of images to remove once the change is committed. */
  removeImages?: string[];
  details?: Record<string, unknown>;
}

export interface CategoryServiceOptions {
  storage: Storage;
  /** Removes replaced and deleted images' files after the change commits (durable job). */
  jobs: Jobs;
}

/**
 * One change to the tree: takes the store's tree lock, refuses a stale lastModifiedTimestamp
 * (and, in automated-category mode, a change that quotes none), runs the change, bumps the stamp.
 */
async function change(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  action: string,
  given: number | undefined,
  work: (context: ChangeContext) => Promise<ChangeOutcome>,
): Promise<CategoryChangeReply> {
  const outcome = await db.transaction(async (tx) => {
    const state = await q.lockTree(tx, session.supplierId);
    const current = Number(state.lastModifiedTimestamp);
    if ((state.isCategoryAutomated && given === undefined) || (given !== undefined && given !== current))
      throw conflict(CATEGORY_MESSAGES.changesNotApplied);
    const rows = await q.listCategories(tx, session.supplierId);
    const result = await work({
      tx,
      supplierId: session.supplierId,
      rows,
      categories: toDomain(rows),
      automated: state.isCategoryAutomated,
    });
    await q.bumpTree(tx, session.supplierId, Date.now());
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: `categories.${action}`,
      details: result.details ?? {},
    });
    if (result.removeImages?.length)
      await options.jobs.enqueue(tx, {
        queue: DELETE_FILES_QUEUE,
        supplierId: session.supplierId,
        payload: { keys: result.removeImages },
      });
    return result;
  });
  if (outcome.removeImages?.length) options.jobs.wake();
  return {
    message: outcome.message,
    popup: outcome.popup ?? null,
    categoryId: outcome.categoryId ?? null,
    refusedIds: outcome.refusedIds ?? [],
    tree: await getCategoryTree(db, session, options),
  };
}

function mustExist(categories: readonly Category[], id: number, message = NOT_FOUND): Category {
  const found = categories.find((c) => c.id === id);
  if (!found) throw notFound(message);
  return found;
}

/** Automated-category mode answers every applied change with the one message of the update call. */
const appliedMessage = (automated: boolean, message: string) =>
  automated ? CATEGORY_MESSAGES.changesApplied : message;

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

async function placeChanged(c: ChangeContext, next: readonly Category[]) {
  const before = new Map(c.categories.map((x) => [x.id, x]));
  const changed = next.filter((x) => {
    const old = before.get(x.id);
    return old && (old.parentId !== x.parentId || old.position !== x.position);
  });
  await q.placeCategories(c.tx, c.supplierId, changed);
}

export async function getCategorySeo(db: Db, session: SupplierSession, id: number) {
  const seo = await q.findSeo(db, session.supplierId, id);
  if (!seo) throw notFound(NOT_FOUND);
  return seo;
}

export function updateCategorySeo(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: {
    url: string;
    title: string;
    keywords: string;
    description: string;
    lastModifiedTimestamp?: number;
  },
) {
  return change(db, session, options, 'seo', input.lastModifiedTimestamp, async (c) => {
    mustExist(c.categories, id);
    const { lastModifiedTimestamp: _, ...seo } = input;
    await q.updateSeo(c.tx, c.supplierId, id, seo);
    return { message: CATEGORY_MESSAGES.updated, categoryId: id };
  });
}

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

export async function updateCategorySettings(
  db: Db,
  session: SupplierSession,
  options: Pick<CategoryServiceOptions, 'storage'>,
  input: { isCategoryAutomated: boolean },
): Promise<CategoryTreeReply> {
  await db.transaction(async (tx) => {
    await q.lockTree(tx, session.supplierId);
    await q.setAutomated(tx, session.supplierId, input.isCategoryAutomated);
    await q.bumpTree(tx, session.supplierId, Date.now());
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'categories.settings',
      details: input,
    });
  });
  return getCategoryTree(db, session, options);
}
