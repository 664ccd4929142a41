// Reading the category tree (shared-blocks.md §3-§5): levels, placing within three levels,
// breadcrumbs, duplicate names, parent-hidden, the nested tree, check marks and what a shopper sees.
import { ancestorIds, childrenOf, descendantIds, indexOf, subtreeHeight } from './category-index.ts';
import { BREADCRUMB_SEPARATOR, CATEGORY_MAX_LEVEL, type Category } from './category-model.ts';

/** 1 for a top-level category, up to 3. */
export function levelOf(categories: readonly Category[], id: number): number {
  return ancestorIds(indexOf(categories), id).length + 1;
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
