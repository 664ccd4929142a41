// The category tests' sample tree and a shorthand to write categories.
import type { Category, CategoryVisibility } from './categories.ts';

export const cat = (
  id: number,
  name: string,
  parentId: number | null,
  position: number,
  visibility: CategoryVisibility = 'ON_DISPLAY',
): Category => ({ id, name, parentId, position, visibility });

/** Grocery > Rice > (Basmati, Sona); Grocery > Dal; Snacks (hidden) > Chips > Nachos (hidden) */
export const TREE: Category[] = [
  cat(1, 'Grocery', null, 1),
  cat(2, 'Rice', 1, 1),
  cat(3, 'Basmati', 2, 1),
  cat(4, 'Sona', 2, 2),
  cat(5, 'Dal', 1, 2),
  cat(6, 'Snacks', null, 2, 'OFF_DISPLAY'),
  cat(7, 'Chips', 6, 1),
  cat(8, 'Nachos', 7, 1, 'OFF_DISPLAY'),
];
