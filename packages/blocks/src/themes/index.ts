// The shipped themes: each a full site document with its own layout, copy, block mix, colours and
// fonts, for its verticals. Art lives in packages/blocks/assets/themes/<id>/ (see ASSETS.md there).
import type { Theme } from './build.ts';
import { freshBasket } from './grocery.ts';

export const THEMES: readonly Theme[] = [freshBasket];

export function themeById(id: string): Theme | undefined {
  return THEMES.find((theme) => theme.id === id);
}

export type { Theme, VerticalKey } from './build.ts';
