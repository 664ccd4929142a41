// Which categories a shopper sees: a category shows when it and every parent above it are not
// hidden; a listing shows its category and every visible category below it.
export interface CategoryRow {
  categoryId: number;
  parentId: number | null;
  name: string;
  isHidden: boolean;
}

const MAX_DEPTH = 10;

export function categoryTree<T extends CategoryRow>(rows: readonly T[]) {
  const byId = new Map(rows.map((row) => [row.categoryId, row]));
  /** The category and its parents, top first; null when any of them is hidden or missing. */
  const pathOf = (id: number): T[] | null => {
    const path: T[] = [];
    for (let current: number | null = id, depth = 0; current !== null; depth++) {
      const row = byId.get(current);
      if (!row || row.isHidden || depth > MAX_DEPTH) return null;
      path.unshift(row);
      current = row.parentId;
    }
    return path;
  };
  // Each visible category's path, walked once (the descendants below look at every one of them).
  const visiblePaths = new Map<number, T[]>();
  for (const row of rows) {
    const path = pathOf(row.categoryId);
    if (path) visiblePaths.set(row.categoryId, path);
  }
  const visible = rows.filter((row) => visiblePaths.has(row.categoryId));
  const visibleIds = visible.map((row) => row.categoryId);
  /** The category and its visible descendants. */
  const withDescendants = (id: number): number[] =>
    visible
      .filter((row) => visiblePaths.get(row.categoryId)?.some((p) => p.categoryId === id))
      .map((row) => row.categoryId);
  return { pathOf, visibleIds, withDescendants };
}
