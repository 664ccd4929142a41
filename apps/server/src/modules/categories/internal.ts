// Shared helpers of the category use cases: the tree as the API shows it, and change(), which runs
// one change under the store's tree lock (stale-stamp check, audit, image clean-up, new stamp).
// Only this module's use-case files import it; other modules go through service.ts.
import {
  buildCategoryTree,
  CATEGORY_MESSAGES,
  type Category,
  type CategoryNode,
} from '@storekeep/domain/categories';
import type { CategoryChangeReply, CategoryItem, CategoryTreeReply } from '@storekeep/domain/category-api';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import type { Jobs } from '../../jobs/worker.ts';
import type { Storage } from '../../storage/storage.ts';
import { DELETE_FILES_QUEUE } from '../product-images/service.ts';
import { insertAudit } from '../supplier/index.ts';
import { categoryImageUrl } from './category-image.ts';
import * as q from './queries.ts';

export const NOT_FOUND = 'Category not found.';

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
        translations: row?.translations ?? {},
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

export interface ChangeContext {
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
export async function change(
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

export function mustExist(categories: readonly Category[], id: number, message = NOT_FOUND): Category {
  const found = categories.find((c) => c.id === id);
  if (!found) throw notFound(message);
  return found;
}

/** Automated-category mode answers every applied change with the one message of the update call. */
export const appliedMessage = (automated: boolean, message: string) =>
  automated ? CATEGORY_MESSAGES.changesApplied : message;

export async function placeChanged(c: ChangeContext, next: readonly Category[]) {
  const before = new Map(c.categories.map((x) => [x.id, x]));
  const changed = next.filter((x) => {
    const old = before.get(x.id);
    return old && (old.parentId !== x.parentId || old.position !== x.position);
  });
  await q.placeCategories(c.tx, c.supplierId, changed);
}
