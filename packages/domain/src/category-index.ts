// The category list's lookup index and walks (parents, children, descendants), shared by the tree
// rules; categories.ts does not re-export it.
import type { Category } from './category-model.ts';

export type Index = Map<number, Category>;

interface TreeIndex {
  byId: Index;
  /** Children of each parent id, in the list's own order. */
  children: Map<number | null, Category[]>;
}

// Every rule below walks the tree many times; the index of a list is built once and kept while the
// list lives (lists are never changed in place: every rule answers a new one).
const treeIndexes = new WeakMap<readonly Category[], TreeIndex>();

export function treeIndex(categories: readonly Category[]): TreeIndex {
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

export const indexOf = (categories: readonly Category[]): Index => treeIndex(categories).byId;

/** Ids from the nearest parent up to the root. */
export function ancestorIds(index: Index, id: number): number[] {
  const result: number[] = [];
  let current = index.get(id)?.parentId ?? null;
  while (current !== null && !result.includes(current)) {
    result.push(current);
    current = index.get(current)?.parentId ?? null;
  }
  return result;
}

export function childrenOf(categories: readonly Category[], id: number | null): Category[] {
  return [...(treeIndex(categories).children.get(id) ?? [])].sort(
    (a, b) => a.position - b.position || a.id - b.id,
  );
}

/** Breadth first, each once. */
export function descendantIds(categories: readonly Category[], id: number): number[] {
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

/** Levels below and including the category: 1 for a leaf. */
export function subtreeHeight(categories: readonly Category[], id: number): number {
  const children = childrenOf(categories, id);
  return 1 + Math.max(0, ...children.map((c) => subtreeHeight(categories, c.id)));
}
