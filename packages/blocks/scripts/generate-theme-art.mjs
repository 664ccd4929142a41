// Writes the themes' illustrations into packages/blocks/assets/themes/<theme>/ as SVG.
// All art is generated here from our own motifs (no third-party images): run
// `node packages/blocks/scripts/generate-theme-art.mjs` after changing a motif or a palette.
import { mkdirSync, writeFileSync } from 'node:fs';
import { logo, portrait } from './art/compose.mjs';
import { people } from './art/theme-parts.mjs';
import { atelierNoir } from './art/themes/atelier-noir.mjs';
import { brewAndBite } from './art/themes/brew-and-bite.mjs';
import { circuit } from './art/themes/circuit.mjs';
import { cornerStore } from './art/themes/corner-store.mjs';
import { dailyMart } from './art/themes/daily-mart.mjs';
import { freshBasket } from './art/themes/fresh-basket.mjs';
import { glowStudio } from './art/themes/glow-studio.mjs';
import { loomAndThread } from './art/themes/loom-and-thread.mjs';
import { masalaTable } from './art/themes/masala-table.mjs';
import { pixelLane } from './art/themes/pixel-lane.mjs';
import { stillWater } from './art/themes/still-water.mjs';
import { wellspring } from './art/themes/wellspring.mjs';

const OUT = new URL('../assets/themes/', import.meta.url);

const THEMES = {
  'fresh-basket': freshBasket,
  'loom-and-thread': loomAndThread,
  circuit: circuit,
  'masala-table': masalaTable,
  'glow-studio': glowStudio,
  'corner-store': cornerStore,
  'daily-mart': dailyMart,
  'atelier-noir': atelierNoir,
  'pixel-lane': pixelLane,
  'brew-and-bite': brewAndBite,
  'still-water': stillWater,
  wellspring: wellspring,
};

let files = 0;
for (const [themeId, images] of Object.entries(THEMES)) {
  const dir = new URL(`${themeId}/`, OUT);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(images)) {
    if (file === 'logo') {
      writeFileSync(new URL('logo.svg', dir), logo(content));
    } else writeFileSync(new URL(file, dir), content);
    files += 1;
  }
  for (const [i, p] of people.entries()) writeFileSync(new URL(`person-${i + 1}.svg`, dir), portrait(p));
}
console.log(`wrote ${files} images`);
