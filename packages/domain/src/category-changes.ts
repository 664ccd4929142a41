// Changing the category tree (shared-blocks.md §4, §5, §8): hide and unhide with their cascade and
// refusal, delete with 'Other', move, reorder, and the visibility-change query.
import { ancestorIds, childrenOf, indexOf } from './category-index.ts';
import {
  CATEGORY_MAX_LEVEL,
  CATEGORY_MESSAGES,
  type Category,
  OTHER_CATEGORY_NAME,
} from './category-model.ts';

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
