// The catalogue picker's pure steps: find the store's items by name, pick, unpick and order them.
// Ids that are not among the cards (a product deleted or hidden since) stay picked until removed,
// as the storefront skips them anyway.

export interface PickableItem {
  id: string;
  name: string;
}

/** Normalised for matching: case and accents do not matter, spaces are collapsed. */
function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Items whose name holds every word typed, those starting with the query first; at most `limit`.
 * An empty query lists the first items as they come (newest products first).
 */
export function searchItems<T extends PickableItem>(items: readonly T[], query: string, limit = 30): T[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return items.slice(0, limit);
  const whole = normalise(query);
  const matches = items.filter((item) => {
    const name = normalise(item.name);
    return words.every((word) => name.includes(word));
  });
  const starts = matches.filter((item) => normalise(item.name).startsWith(whole));
  const rest = matches.filter((item) => !normalise(item.name).startsWith(whole));
  return [...starts, ...rest].slice(0, limit);
}

/** Picks an item (once; at the end), or replaces the pick when only one may be picked. */
export function addPick(picked: readonly string[], id: string, single = false): string[] {
  if (single) return [id];
  return picked.includes(id) ? [...picked] : [...picked, id];
}

export function removePick(picked: readonly string[], id: string): string[] {
  return picked.filter((item) => item !== id);
}

/** Moves a pick to another place (drag to order, or one step up or down). */
export function movePick(picked: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || from >= picked.length || to < 0 || to >= picked.length) return [...picked];
  const next = [...picked];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
