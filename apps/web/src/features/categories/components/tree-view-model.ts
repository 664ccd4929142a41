// What the tree screens show: the domain's categories from the API's flat list, the rows visible
// under the expanded parents, and the selection's check states (rules from packages/domain).
import {
  type Category,
  type CheckState,
  checkStates,
  toggleCategoryCheck,
} from '@storekeep/domain/categories';
import type { CategoryItem } from '@storekeep/domain/category-api';

export function toDomain(items: readonly CategoryItem[]): Category[] {
  return items.map(({ id, name, parentId, visibility, position }) => ({
    id,
    name,
    parentId,
    visibility,
    position,
  }));
}

export function childCounts(items: readonly CategoryItem[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items)
    if (item.parentId !== null) counts.set(item.parentId, (counts.get(item.parentId) ?? 0) + 1);
  return counts;
}

/** Rows in display order whose every ancestor is expanded. */
export function visibleRows(items: readonly CategoryItem[], expanded: ReadonlySet<number>): CategoryItem[] {
  const shown = new Set<number>();
  return items.filter((item) => {
    const visible = item.parentId === null || (shown.has(item.parentId) && expanded.has(item.parentId));
    if (visible) shown.add(item.id);
    return visible;
  });
}

/** The ids of the category's siblings (itself included) in display order. */
export function siblingsOf(items: readonly CategoryItem[], item: CategoryItem): CategoryItem[] {
  return items.filter((other) => other.parentId === item.parentId);
}

export function toggleCheck(items: readonly CategoryItem[], checked: ReadonlySet<number>, id: number) {
  return toggleCategoryCheck(toDomain(items), checked, id);
}

export function checkStatesOf(
  items: readonly CategoryItem[],
  checked: ReadonlySet<number>,
): Map<number, CheckState> {
  return checkStates(toDomain(items), checked);
}

/** A checked selection without the ids that no longer exist (after a delete or a reload). */
export function keepExisting(items: readonly CategoryItem[], checked: ReadonlySet<number>): Set<number> {
  const ids = new Set(items.map((i) => i.id));
  return new Set([...checked].filter((id) => ids.has(id)));
}

/** The first and the last category of each sibling list, for the move up/down buttons. */
export function siblingEnds(items: readonly CategoryItem[]): { first: Set<number>; last: Set<number> } {
  const firstOf = new Map<number | null, number>();
  const lastOf = new Map<number | null, number>();
  for (const item of items) {
    if (!firstOf.has(item.parentId)) firstOf.set(item.parentId, item.id);
    lastOf.set(item.parentId, item.id);
  }
  return { first: new Set(firstOf.values()), last: new Set(lastOf.values()) };
}
