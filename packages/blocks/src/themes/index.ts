// The shipped themes: each a full site document with its own layout, copy, block mix, colours and
// fonts, for its verticals. Art lives in packages/blocks/assets/themes/<id>/ (see ASSETS.md there).
import type { Theme } from './build.ts';
import { circuit } from './electronics.ts';
import { loomAndThread } from './fashion.ts';
import { cornerStore } from './general-store.ts';
import { freshBasket } from './grocery.ts';
import { masalaTable } from './restaurant.ts';
import { glowStudio } from './salon.ts';

export const THEMES: readonly Theme[] = [
  freshBasket,
  loomAndThread,
  circuit,
  masalaTable,
  glowStudio,
  cornerStore,
];

export function themeById(id: string): Theme | undefined {
  return THEMES.find((theme) => theme.id === id);
}

export type { Theme, VerticalKey } from './build.ts';
