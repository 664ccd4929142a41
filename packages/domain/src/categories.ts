// Category (product group) tree rules of shared-blocks.md §3-§5, §8, §9: three levels, breadcrumbs,
// hide/unhide cascade and refusal, check propagation, delete → 'Other', reorder, and the messages.
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from './api-error.ts';

export const CATEGORY_MAX_LEVEL = 3;
export const BREADCRUMB_SEPARATOR = '>>';
export const OTHER_CATEGORY_NAME = 'Other';
export const CATEGORY_NAME_MAX_LENGTH = 100;
/** Category image crop: square, crop box 200 by 200 (shared-blocks.md §9). */
export const CATEGORY_IMAGE_CROP = { aspectRatio: 1, width: 200, height: 200 } as const;
/** Tree painting: the first 10 in step mode, 20 rows at first, 10 more near the bottom (95-99 %). */
export const CATEGORY_TREE_PAINTING = {
  firstStep: 10,
  initialRows: 20,
  moreRows: 10,
  loadMoreAtPercent: 95,
} as const;

export const CATEGORY_MESSAGES = {
  blankName: 'Category name cannot be blank',
  alreadyExists: 'This Category already exists',
  alreadyExistsMobile: 'Category already exists',
  createFailed: 'Oops! Something went wrong',
  automatedUpdateFailedMobile: GENERIC_ERROR_MESSAGE,
  changesNotApplied: 'Changes to your Category has not been applied. Please try again.',
  hideFailed: 'Requested category is not hidden. Please try again.',
  unhideRefused: 'Child categories would not be unhidden if parent category is hidden',
  underMaintenance: 'The category of the product is currently under maintenance.',
  templateNotApproved: 'The template of product is not approved.',
  created: 'Category created successfully',
  updated: 'Category Updated',
  deleted: 'Category Deleted',
  deletedSuccessfully: 'Category deleted successfully',
  changesApplied: 'Changes to your Category has been applied successfully.',
  shown: 'Requested category is shown successfully.',
  hidden: 'Requested category is hidden successfully.',
} as const;

export const CATEGORY_SCREEN_TITLES = {
  default: 'Select Display Category',
  parentSelect: 'Select Parent Category',
  cropper: 'Add Image',
  seo: 'SEO',
} as const;

/** Category-description screen: Add/Edit Parent/Child Category. */
export function descriptionScreenTitle(mode: 'add' | 'edit', isChild: boolean): string {
  return `${mode === 'add' ? 'Add' : 'Edit'} ${isChild ? 'Child' : 'Parent'} Category`;
}

export type CategoryVisibility = 'ON_DISPLAY' | 'OFF_DISPLAY';

/** The wire knows on/off and ON_DISPLAY/OFF_DISPLAY; the rules use the latter. */
export function normalizeVisibility(value: string): CategoryVisibility {
  return value === 'off' || value === 'OFF_DISPLAY' ? 'OFF_DISPLAY' : 'ON_DISPLAY';
}

export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  visibility: CategoryVisibility;
  position: number;
}

export const categoryNameSchema = z
  .string()
  .trim()
  .min(1, CATEGORY_MESSAGES.blankName)
  .max(CATEGORY_NAME_MAX_LENGTH);

export const categorySeoSchema = z.object({
  title: z.string().trim().max(200).default(''),
  keywords: z.string().trim().max(500).default(''),
  description: z.string().trim().max(1000).default(''),
  url: z.string().trim().max(200).default(''),
});
export type CategorySeo = z.infer<typeof categorySeoSchema>;

export function categoryNameError(name: string): string | null {
  return name.trim() === '' ? CATEGORY_MESSAGES.blankName : null;
}

type Index = Map<number, Category>;

interface TreeIndex {
  byId: Index;
  /** Children of each parent id, in the list's own order. */
  children: Map<number | null, Category[]>;
}

// Every rule below walks the tree many times; the index of a list is built once and kept while the
// list lives (lists are never changed in place: every rule answers a new one).
const treeIndexes = new WeakMap<readonly Category[], TreeIndex>();

function treeIndex(categories: readonly Category[]): TreeIndex {
  const cached = treeIndexes.get(categories);
  if (cached) return cached;
  const byId: Index = new Map();
  const children = new Map<number | null, Category[]>();
  for (const c of categories) {
    byId.set(c.id, c);
    const list = children.get(c.parentId);
    if (list) list.push(c);
    else children.set(c.parentId, [c]);
  }
  const index = { byId, children };
  treeIndexes.set(categories, index);
  return index;
}

const indexOf = (categories: readonly Category[]): Index => treeIndex(categories).byId;

/** Ids from the nearest parent up to the root. */
function ancestorIds(index: Index, id: number): number[] {
  const result: number[] = [];
  let current = index.get(id)?.parentId ?? null;
  while (current !== null && !result.includes(current)) {
    result.push(current);
    current = index.get(current)?.parentId ?? null;
  }
  return result;
}

function childrenOf(categories: readonly Category[], id: number | null): Category[] {
  return [...(treeIndex(categories).children.get(id) ?? [])].sort(
    (a, b) => a.position - b.position || a.id - b.id,
  );
}

/** Breadth first, each once. */
function descendantIds(categories: readonly Category[], id: number): number[] {
  const { children } = treeIndex(categories);
  const result: number[] = [];
  const seen = new Set<number>();
  const queue = [id];
  for (let head = 0; head < queue.length; head++) {
    for (const child of children.get(queue[head]!) ?? [])
      if (!seen.has(child.id)) {
        seen.add(child.id);
        result.push(child.id);
        queue.push(child.id);
      }
  }
  return result;
}

/** 1 for a top-level category, up to 3. */
export function levelOf(categories: readonly Category[], id: number): number {
  return ancestorIds(indexOf(categories), id).length + 1;
}

/** Levels below and including the category: 1 for a leaf. */
function subtreeHeight(categories: readonly Category[], id: number): number {
  const children = childrenOf(categories, id);
  return 1 + Math.max(0, ...children.map((c) => subtreeHeight(categories, c.id)));
}

/** A category (with its subtree) may sit under the parent only if the tree stays within 3 levels. */
export function canPlaceUnder(
  categories: readonly Category[],
  id: number | null,
  parentId: number | null,
): boolean {
  const parentLevel = parentId === null ? 0 : levelOf(categories, parentId);
  const height = id === null ? 1 : subtreeHeight(categories, id);
  if (
    id !== null &&
    parentId !== null &&
    (parentId === id || descendantIds(categories, id).includes(parentId))
  )
    return false;
  return parentLevel + height <= CATEGORY_MAX_LEVEL;
}

/** Levels joined with >>, root first. */
export function breadcrumb(categories: readonly Category[], id: number): string {
  const index = indexOf(categories);
  return [id, ...ancestorIds(index, id)]
    .reverse()
    .map((a) => index.get(a)?.name ?? '')
    .join(BREADCRUMB_SEPARATOR);
}

/** Same name (trimmed, any case) under the same parent. */
export function isDuplicateCategoryName(
  categories: readonly Category[],
  name: string,
  parentId: number | null,
  exceptId?: number,
): boolean {
  const wanted = name.trim().toLowerCase();
  return categories.some(
    (c) => c.parentId === parentId && c.id !== exceptId && c.name.trim().toLowerCase() === wanted,
  );
}

/** A hidden parent (at any level above) marks the category parent-hidden. */
export function isParentCategoryHidden(categories: readonly Category[], id: number): boolean {
  const index = indexOf(categories);
  return ancestorIds(index, id).some((a) => index.get(a)?.visibility === 'OFF_DISPLAY');
}

export interface CategoryNode extends Category {
  level: number;
  breadcrumb: string;
  isParentCategoryHidden: boolean;
  children: CategoryNode[];
}

export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const build = (
    parent: Category | null,
    level: number,
    trail: string,
    parentHidden: boolean,
  ): CategoryNode[] =>
    childrenOf(categories, parent?.id ?? null).map((c) => {
      const crumb = trail === '' ? c.name : `${trail}${BREADCRUMB_SEPARATOR}${c.name}`;
      const hiddenAbove = parentHidden || parent?.visibility === 'OFF_DISPLAY';
      return {
        ...c,
        level,
        breadcrumb: crumb,
        isParentCategoryHidden: hiddenAbove,
        children: build(c, level + 1, crumb, hiddenAbove),
      };
    });
  return build(null, 1, '', false);
}

/** Hide: the chosen categories go off display; their children become parent-hidden through them. */
export function hideCategories(categories: readonly Category[], ids: readonly number[]): Category[] {
  return categories.map((c) => (ids.includes(c.id) ? { ...c, visibility: 'OFF_DISPLAY' } : c));
}

export interface UnhidePlan {
  unhide: number[];
  refused: number[];
  /** The popup text when some child was refused. */
  popup: string | null;
}

/**
 * Unhiding is refused for a child whose hidden parent (at any level above) is not also being
 * unhidden; a parent that is itself refused does not lift its children.
 */
export function planUnhide(categories: readonly Category[], selectedIds: readonly number[]): UnhidePlan {
  const index = indexOf(categories);
  const selected = selectedIds.filter((id) => index.has(id));
  const levels = new Map(selected.map((id) => [id, ancestorIds(index, id).length + 1]));
  const byLevel = [...selected].sort((a, b) => levels.get(a)! - levels.get(b)!);
  const accepted = new Set<number>();
  const refused = new Set<number>();
  for (const id of byLevel) {
    const blocked = ancestorIds(index, id).some(
      (a) => index.get(a)?.visibility === 'OFF_DISPLAY' && !accepted.has(a),
    );
    if (blocked) refused.add(id);
    else accepted.add(id);
  }
  return {
    unhide: selected.filter((id) => accepted.has(id)),
    refused: selected.filter((id) => refused.has(id)),
    popup: refused.size > 0 ? CATEGORY_MESSAGES.unhideRefused : null,
  };
}

export function unhideCategories(
  categories: readonly Category[],
  selectedIds: readonly number[],
): { categories: Category[]; plan: UnhidePlan } {
  const plan = planUnhide(categories, selectedIds);
  const unhide = new Set(plan.unhide);
  return {
    plan,
    categories: categories.map((c) => (unhide.has(c.id) ? { ...c, visibility: 'ON_DISPLAY' } : c)),
  };
}

export type CheckState = 'checked' | 'partial' | 'unchecked';

/**
 * Checking a parent checks all its children; a parent is checked when all its children are,
 * so unchecking anything unchecks the parents above it.
 */
export function toggleCategoryCheck(
  categories: readonly Category[],
  checked: ReadonlySet<number>,
  id: number,
): Set<number> {
  const next = new Set(checked);
  const index = indexOf(categories);
  const affected = [id, ...descendantIds(categories, id)];
  if (checked.has(id)) {
    for (const a of [...affected, ...ancestorIds(index, id)]) next.delete(a);
    return next;
  }
  for (const a of affected) next.add(a);
  for (const ancestor of ancestorIds(index, id)) {
    if (!childrenOf(categories, ancestor).every((c) => next.has(c.id))) break;
    next.add(ancestor);
  }
  return next;
}

/** Checked, partial (some below checked) or unchecked, for every category. */
export function checkStates(
  categories: readonly Category[],
  checked: ReadonlySet<number>,
): Map<number, CheckState> {
  // Partial: something below is checked, i.e. the category is an ancestor of a checked one.
  const index = indexOf(categories);
  const above = new Set<number>();
  for (const id of checked) if (index.has(id)) for (const a of ancestorIds(index, id)) above.add(a);
  return new Map(
    categories.map((c): [number, CheckState] => [
      c.id,
      checked.has(c.id) ? 'checked' : above.has(c.id) ? 'partial' : 'unchecked',
    ]),
  );
}

/** The given categories and everything below them, each once, parents before children. */
export function withDescendants(categories: readonly Category[], ids: readonly number[]): number[] {
  const index = indexOf(categories);
  const result = new Set<number>();
  for (const id of ids) {
    if (!index.has(id) || result.has(id)) continue;
    result.add(id);
    for (const d of descendantIds(categories, id)) result.add(d);
  }
  return [...result];
}

/** On display itself and under no hidden parent: what a shopper sees. */
export function isCategoryShown(categories: readonly Category[], id: number): boolean {
  const me = indexOf(categories).get(id);
  return me !== undefined && me.visibility === 'ON_DISPLAY' && !isParentCategoryHidden(categories, id);
}

export interface DeleteResult {
  categories: Category[];
  deletedIds: number[];
  /** Categories whose parent was deleted, now under 'Other'. */
  movedIds: number[];
  /** The 'Other' category when it had to be made. */
  createdOther: Category | null;
}

const isOther = (c: Category) => c.parentId === null && c.name.trim().toLowerCase() === 'other';

/**
 * Deleting removes the chosen categories; the children of a deleted parent that are not deleted
 * themselves move (with their own children) to the top-level 'Other' category, made with
 * `otherId` when missing. Moved subtrees stay within 3 levels since they came from level 2 or 3.
 */
export function deleteCategories(
  categories: readonly Category[],
  ids: readonly number[],
  otherId: number,
  /** Something else (the deleted categories' products) also moves to 'Other': make sure it exists. */
  options: { needOther?: boolean } = {},
): DeleteResult {
  const deleted = new Set(ids);
  const kept = categories.filter((c) => !deleted.has(c.id));
  const orphans = kept.filter((c) => c.parentId !== null && deleted.has(c.parentId));
  if (orphans.length === 0 && !options.needOther)
    return { categories: kept, deletedIds: [...deleted], movedIds: [], createdOther: null };
  let other = kept.find(isOther) ?? null;
  let createdOther: Category | null = null;
  if (other === null) {
    const topPositions = kept.filter((c) => c.parentId === null).map((c) => c.position);
    createdOther = {
      id: otherId,
      name: OTHER_CATEGORY_NAME,
      parentId: null,
      visibility: 'ON_DISPLAY',
      position: Math.max(0, ...topPositions) + 1,
    };
    other = createdOther;
  }
  const targetId = other.id;
  const base = Math.max(0, ...kept.filter((c) => c.parentId === targetId).map((c) => c.position));
  const orphanIds = orphans.map((o) => o.id);
  const orphanAt = new Map(orphanIds.map((id, i) => [id, i]));
  const moved = kept.map((c) =>
    orphanAt.has(c.id) ? { ...c, parentId: targetId, position: base + orphanAt.get(c.id)! + 1 } : c,
  );
  return {
    categories: createdOther ? [...moved, createdOther] : moved,
    deletedIds: [...deleted],
    movedIds: orphanIds,
    createdOther,
  };
}

/** Move up or down among siblings: the two swap positions. */
export function moveCategory(
  categories: readonly Category[],
  id: number,
  direction: 'up' | 'down',
): Category[] {
  const me = categories.find((c) => c.id === id);
  if (!me) return [...categories];
  const siblings = childrenOf(categories, me.parentId);
  const at = siblings.findIndex((s) => s.id === id);
  const other = siblings[direction === 'up' ? at - 1 : at + 1];
  if (!other) return [...categories];
  const positions = new Map(siblings.map((s, i) => [s.id, i + 1]));
  positions.set(id, positions.get(other.id)!);
  positions.set(other.id, at + 1);
  return categories.map((c) => (positions.has(c.id) ? { ...c, position: positions.get(c.id)! } : c));
}

export interface ReorderNode {
  id: number;
  children: ReorderNode[];
}

/** The reorder call's body: nested id lists over the three levels, in display order. */
export function reorderPayload(categories: readonly Category[]): ReorderNode[] {
  const build = (parentId: number | null): ReorderNode[] =>
    childrenOf(categories, parentId).map((c) => ({ id: c.id, children: build(c.id) }));
  return build(null);
}

export type ReorderProblem = 'unknown-category' | 'incomplete' | 'too-deep' | 'duplicate-name';

/**
 * Applies a reorder call's nested id lists: every category exactly once, at most 3 levels, no two
 * siblings with the same name. Parents and positions (1, 2, ...) follow the lists.
 */
export function applyReorder(
  categories: readonly Category[],
  nodes: readonly ReorderNode[],
): { ok: true; categories: Category[] } | { ok: false; problem: ReorderProblem } {
  const index = indexOf(categories);
  const placed = new Map<number, { parentId: number | null; position: number }>();
  let problem: ReorderProblem | null = null;
  const walk = (list: readonly ReorderNode[], parentId: number | null, level: number) => {
    list.forEach((node, i) => {
      if (problem) return;
      if (!index.has(node.id)) problem = 'unknown-category';
      else if (placed.has(node.id)) problem = 'incomplete';
      else if (level > CATEGORY_MAX_LEVEL) problem = 'too-deep';
      if (problem) return;
      placed.set(node.id, { parentId, position: i + 1 });
      walk(node.children, node.id, level + 1);
    });
  };
  walk(nodes, null, 1);
  if (!problem && placed.size !== categories.length) problem = 'incomplete';
  if (problem) return { ok: false, problem };
  const next = categories.map((c) => ({ ...c, ...placed.get(c.id)! }));
  // Only a category moved to another parent can bring a clash (old data may hold twins already).
  const seen = new Map<string, boolean>();
  for (const c of next) {
    const key = `${c.parentId}:${c.name.trim().toLowerCase()}`;
    const moved = index.get(c.id)?.parentId !== c.parentId;
    if (seen.has(key) && (moved || seen.get(key))) return { ok: false, problem: 'duplicate-name' };
    seen.set(key, moved || (seen.get(key) ?? false));
  }
  return { ok: true, categories: next };
}

/** Query of the visibility change: comma lists of ids to show and to hide. */
export function visibilityChangeQuery(
  show: readonly number[],
  hide: readonly number[],
  isHideProducts = false,
): { onDisplayGroupIds: string; offDisplayGroupIds: string; isHideProducts: boolean } {
  return { onDisplayGroupIds: show.join(','), offDisplayGroupIds: hide.join(','), isHideProducts };
}
