// The shipped themes: each a full site document with its own layout, copy, block mix, colours and
// fonts, for its verticals. Art lives in packages/blocks/assets/themes/<id>/ (see ASSETS.md there).

import { atelierNoir } from './boutique.ts';
import type { Theme } from './build.ts';
import { brewAndBite } from './cafe.ts';
import { stillWater } from './clinic.ts';
import { circuit } from './electronics.ts';
import { loomAndThread } from './fashion.ts';
import { pixelLane } from './gadget-lab.ts';
import { cornerStore } from './general-store.ts';
import { freshBasket } from './grocery.ts';
import { wellspring } from './pharmacy.ts';
import { masalaTable } from './restaurant.ts';
import { glowStudio } from './salon.ts';
import { dailyMart } from './supermarket.ts';

export const THEMES: readonly Theme[] = [
  freshBasket,
  loomAndThread,
  circuit,
  masalaTable,
  glowStudio,
  cornerStore,
  dailyMart,
  atelierNoir,
  pixelLane,
  brewAndBite,
  stillWater,
  wellspring,
];

export function themeById(id: string): Theme | undefined {
  return THEMES.find((theme) => theme.id === id);
}

export type { Theme, VerticalKey } from './build.ts';
