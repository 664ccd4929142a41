// Writes the themes' illustrations into packages/blocks/assets/themes/<theme>/ as SVG.
// All art is generated here from our own motifs (no third-party images): run
// `node packages/blocks/scripts/generate-theme-art.mjs` after changing a motif or a palette.
import { mkdirSync, writeFileSync } from 'node:fs';
import { banner, category, cover, logo, portrait, product, shelves, story } from './art/compose.mjs';

const OUT = new URL('../assets/themes/', import.meta.url);
const m = (name, color) => ({ name, color });
const people = [
  { skin: '#c68c63', hair: '#2b1d14', cloth: '#e8590c', style: 1 },
  { skin: '#a8724f', hair: '#1b1b1b', cloth: '#1c7ed6', style: 0 },
  { skin: '#d9a37e', hair: '#3b2418', cloth: '#2b8a3e', style: 2 },
];

const THEMES = {
  'fresh-basket': {
    logo: { bg: '#2b8a3e', fg: '#fff', motif: 'basket', motifColor: '#f59f00', letters: 'FB' },
    'hero-1.svg': banner({
      bg: ['#b2f2bb', '#ffe066'],
      seed: 11,
      motifs: [
        m('basket', '#d9480f'),
        m('apple', '#e03131'),
        m('mango', '#fab005'),
        m('carrot', '#fd7e14'),
        m('capsicum', '#37b24d'),
        m('banana', '#ffd43b'),
        m('tomato', '#f03e3e'),
      ],
    }),
    'hero-2.svg': banner({
      bg: ['#fff3bf', '#ffd8a8'],
      seed: 12,
      motifs: [
        m('milk', '#1c7ed6'),
        m('bread', '#e8a15a'),
        m('egg', '#f1c27d'),
        m('teabox', '#c92a2a'),
        m('jar', '#fab005'),
      ],
    }),
    'hero-3.svg': banner({
      bg: ['#ffc078', '#ff8787'],
      seed: 13,
      motifs: [
        m('sack', '#e9c46a'),
        m('jar', '#f08c00'),
        m('bottle', '#f59f00'),
        m('jar', '#c2255c'),
        m('sack', '#d8a657'),
      ],
    }),
    'story.svg': story({
      bg: ['#ebfbee', '#c3fae8'],
      ...people[0],
      motifs: [m('basket', '#d9480f'), m('tomato', '#f03e3e'), m('carrot', '#fd7e14')],
    }),
    'gallery-1.svg': shelves({
      wall: '#fff9db',
      shelf: '#a9714b',
      rows: [
        [m('apple', '#e03131'), m('mango', '#fab005'), m('banana', '#ffd43b')],
        [m('tomato', '#f03e3e'), m('capsicum', '#37b24d'), m('carrot', '#fd7e14')],
      ],
    }),
    'gallery-2.svg': shelves({
      wall: '#e6fcf5',
      shelf: '#8c5a3c',
      seed: 8,
      rows: [
        [m('milk', '#1c7ed6'), m('bread', '#e8a15a'), m('egg', '#f1c27d')],
        [m('sack', '#e9c46a'), m('jar', '#f08c00'), m('bottle', '#f59f00')],
        [m('teabox', '#c92a2a'), m('soap', '#74c0fc'), m('detergent', '#4263eb')],
      ],
    }),
    'cat-1.svg': category({
      bg: '#8ce99a',
      motifs: [m('apple', '#e03131'), m('carrot', '#fd7e14'), m('capsicum', '#2b8a3e')],
    }),
    'cat-2.svg': category({
      bg: '#a5d8ff',
      motifs: [m('milk', '#1c7ed6'), m('egg', '#f1c27d'), m('bread', '#e8a15a')],
    }),
    'cat-3.svg': category({
      bg: '#ffe066',
      motifs: [m('sack', '#e9c46a'), m('jar', '#f08c00'), m('jar', '#c2255c')],
    }),
    'cat-4.svg': category({
      bg: '#ffc9c9',
      motifs: [m('bread', '#d9480f'), m('teabox', '#f76707'), m('jar', '#e64980')],
    }),
    'cat-5.svg': category({
      bg: '#d0bfff',
      motifs: [m('bottle', '#f59f00'), m('teabox', '#2b8a3e'), m('cup', '#e8590c')],
    }),
    'cat-6.svg': category({
      bg: '#99e9f2',
      motifs: [m('detergent', '#4263eb'), m('soap', '#f06595'), m('bucket', '#15aabf')],
    }),
    'prod-1.svg': product({ motif: 'mango', color: '#fab005', bg: '#fff3bf' }),
    'prod-2.svg': product({ motif: 'tomato', color: '#f03e3e', bg: '#ffe3e3' }),
    'prod-3.svg': product({ motif: 'box', color: '#fff4e6', bg: '#e7f5ff' }),
    'prod-4.svg': product({ motif: 'sack', color: '#e9c46a', bg: '#fff9db' }),
    'prod-5.svg': product({ motif: 'jar', color: '#f08c00', bg: '#fff4e6' }),
    'prod-6.svg': product({ motif: 'bottle', color: '#f59f00', bg: '#fff9db' }),
    'prod-7.svg': product({ motif: 'capsicum', color: '#2f9e44', bg: '#ebfbee' }),
    'prod-8.svg': product({ motif: 'teabox', color: '#c92a2a', bg: '#fff5f5' }),
  },
  'loom-and-thread': {
    logo: { bg: '#2d1b2e', fg: '#f4d9d0', motif: 'hanger', motifColor: '#f4d9d0', letters: 'L&T' },
    'cover.svg': cover({
      bg: ['#5f3b5e', '#1f1420'],
      seed: 21,
      count: 14,
      motifs: [
        m('dress', '#e8a0b4'),
        m('kurta', '#f4d9d0'),
        m('handbag', '#c9a227'),
        m('scarf', '#d6336c'),
        m('heel', '#e8a0b4'),
        m('sunglasses', '#343a40'),
        m('shirt', '#91a7ff'),
      ],
    }),
    'hero-1.svg': banner({
      bg: ['#f8e1e7', '#e5c3d1'],
      seed: 22,
      disc: '#fff',
      motifs: [
        m('dress', '#9c36b5'),
        m('handbag', '#c9a227'),
        m('heel', '#d6336c'),
        m('sunglasses', '#343a40'),
        m('scarf', '#e599f7'),
      ],
    }),
    'hero-2.svg': banner({
      bg: ['#e3fafc', '#c5f6fa'],
      seed: 23,
      motifs: [m('kurta', '#0b7285'), m('shirt', '#1c7ed6'), m('scarf', '#f59f00'), m('hanger', '#495057')],
    }),
    'story.svg': story({
      bg: ['#fff0f6', '#f3d9fa'],
      ...people[2],
      cloth: '#9c36b5',
      motifs: [m('dress', '#d6336c'), m('handbag', '#c9a227'), m('heel', '#862e9c')],
    }),
    'gallery-1.svg': shelves({
      wall: '#f8f0fc',
      shelf: '#5f3b5e',
      rows: [
        [m('dress', '#d6336c'), m('kurta', '#0b7285'), m('shirt', '#1c7ed6'), m('dress', '#9c36b5')],
        [m('handbag', '#c9a227'), m('heel', '#862e9c'), m('sunglasses', '#343a40')],
      ],
    }),
    'gallery-2.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#f3d9fa', '#fcc2d7'],
      seed: 25,
      count: 10,
      motifs: [m('scarf', '#d6336c'), m('hanger', '#5f3b5e'), m('dress', '#9c36b5')],
    }),
    'gallery-3.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#e7f5ff', '#d0bfff'],
      seed: 26,
      count: 10,
      motifs: [m('shirt', '#1c7ed6'), m('kurta', '#0b7285'), m('sunglasses', '#343a40')],
    }),
    'cat-1.svg': category({
      bg: '#fcc2d7',
      motifs: [m('dress', '#9c36b5'), m('scarf', '#d6336c'), m('heel', '#862e9c')],
    }),
    'cat-2.svg': category({
      bg: '#a5d8ff',
      motifs: [m('shirt', '#1864ab'), m('kurta', '#0b7285'), m('sunglasses', '#343a40')],
    }),
    'cat-3.svg': category({
      bg: '#ffec99',
      motifs: [m('kurta', '#d9480f'), m('scarf', '#2b8a3e'), m('handbag', '#c9a227')],
    }),
    'cat-4.svg': category({
      bg: '#e9ecef',
      motifs: [m('handbag', '#862e9c'), m('sunglasses', '#212529'), m('heel', '#c2255c')],
    }),
    'prod-1.svg': product({ motif: 'dress', color: '#9c36b5', bg: '#f8f0fc' }),
    'prod-2.svg': product({ motif: 'kurta', color: '#0b7285', bg: '#e3fafc' }),
    'prod-3.svg': product({ motif: 'handbag', color: '#c9a227', bg: '#fff9db' }),
    'prod-4.svg': product({ motif: 'heel', color: '#c2255c', bg: '#fff0f6' }),
    'prod-5.svg': product({ motif: 'shirt', color: '#1c7ed6', bg: '#e7f5ff' }),
    'prod-6.svg': product({ motif: 'scarf', color: '#d6336c', bg: '#fff0f6' }),
    'prod-7.svg': product({ motif: 'sunglasses', color: '#343a40', bg: '#f1f3f5' }),
    'prod-8.svg': product({ motif: 'kurta', color: '#e8590c', bg: '#fff4e6' }),
  },
  circuit: {
    logo: { bg: '#0b1220', fg: '#4dabf7', motif: 'bolt', motifColor: '#4dabf7', letters: 'CIRCUIT' },
    'hero-1.svg': banner({
      bg: ['#0b1220', '#1c3d7a'],
      seed: 31,
      disc: '#4dabf7',
      motifs: [
        m('laptop', '#4dabf7'),
        m('phone', '#74c0fc'),
        m('headphones', '#f783ac'),
        m('watch', '#63e6be'),
        m('earbuds', '#4dabf7'),
      ],
    }),
    'hero-2.svg': banner({
      bg: ['#12203a', '#5f3dc4'],
      seed: 32,
      disc: '#b197fc',
      motifs: [
        m('headphones', '#b197fc'),
        m('speaker', '#4dabf7'),
        m('earbuds', '#f783ac'),
        m('bolt', '#ffd43b'),
      ],
    }),
    'hero-3.svg': banner({
      bg: ['#0b1220', '#087f5b'],
      seed: 33,
      disc: '#63e6be',
      motifs: [m('camera', '#63e6be'), m('watch', '#ffd43b'), m('phone', '#4dabf7'), m('bolt', '#63e6be')],
    }),
    'gallery-1.svg': shelves({
      wall: '#111a2e',
      shelf: '#2b3a55',
      rows: [
        [m('phone', '#4dabf7'), m('watch', '#63e6be'), m('earbuds', '#f783ac')],
        [m('laptop', '#4dabf7'), m('speaker', '#b197fc'), m('camera', '#63e6be')],
      ],
    }),
    'cat-1.svg': category({
      bg: '#1c3d7a',
      motifs: [m('phone', '#4dabf7'), m('phone', '#f783ac'), m('bolt', '#ffd43b')],
    }),
    'cat-2.svg': category({
      bg: '#364fc7',
      motifs: [m('laptop', '#74c0fc'), m('bolt', '#ffd43b'), m('earbuds', '#f8f9fa')],
    }),
    'cat-3.svg': category({
      bg: '#5f3dc4',
      motifs: [m('headphones', '#f783ac'), m('speaker', '#4dabf7'), m('earbuds', '#f8f9fa')],
    }),
    'cat-4.svg': category({
      bg: '#087f5b',
      motifs: [m('watch', '#63e6be'), m('watch', '#ffd43b'), m('bolt', '#fff')],
    }),
    'cat-5.svg': category({
      bg: '#1864ab',
      motifs: [m('camera', '#63e6be'), m('bolt', '#ffd43b'), m('phone', '#f8f9fa')],
    }),
    'prod-1.svg': product({ motif: 'phone', color: '#4dabf7', bg: '#dbe4ff' }),
    'prod-2.svg': product({ motif: 'laptop', color: '#5c7cfa', bg: '#e7f5ff' }),
    'prod-3.svg': product({ motif: 'headphones', color: '#f783ac', bg: '#fff0f6' }),
    'prod-4.svg': product({ motif: 'watch', color: '#20c997', bg: '#e6fcf5' }),
    'prod-5.svg': product({ motif: 'speaker', color: '#7950f2', bg: '#f3f0ff' }),
    'prod-6.svg': product({ motif: 'earbuds', color: '#4dabf7', bg: '#f1f3f5' }),
    'prod-7.svg': product({ motif: 'camera', color: '#20c997', bg: '#e6fcf5' }),
    'prod-8.svg': product({ motif: 'bolt', color: '#fab005', bg: '#fff9db' }),
  },
  'masala-table': {
    logo: { bg: '#7c2d12', fg: '#fde6c8', motif: 'bowl', motifColor: '#e76f51', letters: 'MASALA' },
    'cover.svg': cover({
      bg: ['#7c2d12', '#3b1306'],
      seed: 41,
      count: 12,
      motifs: [
        m('thali', '#e76f51'),
        m('bowl', '#c2410c'),
        m('cup', '#d97706'),
        m('chilli', '#dc2626'),
        m('dosa', '#f4a261'),
        m('leaf', '#4d7c0f'),
      ],
    }),
    'story.svg': story({
      bg: ['#fde6c8', '#f4a261'],
      ...people[1],
      cloth: '#7c2d12',
      motifs: [m('thali', '#e76f51'), m('bowl', '#c2410c'), m('cup', '#d97706')],
    }),
    'gallery-1.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#fef3c7', '#fde6c8'],
      seed: 42,
      count: 8,
      motifs: [m('thali', '#e76f51'), m('bowl', '#c2410c')],
    }),
    'gallery-2.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#ecfccb', '#fde6c8'],
      seed: 43,
      count: 8,
      motifs: [m('dosa', '#f4a261'), m('cup', '#d97706'), m('leaf', '#4d7c0f')],
    }),
    'gallery-3.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#fee2e2', '#fed7aa'],
      seed: 44,
      count: 9,
      motifs: [m('chilli', '#dc2626'), m('bowl', '#9a3412'), m('plant', '#a16207')],
    }),
    'gallery-4.svg': shelves({
      wall: '#fef3c7',
      shelf: '#7c2d12',
      rows: [
        [m('cup', '#d97706'), m('plant', '#a16207'), m('jar', '#c2410c')],
        [m('bowl', '#c2410c'), m('bottle', '#7c2d12'), m('jar', '#e76f51')],
      ],
    }),
    'prod-1.svg': product({ motif: 'thali', color: '#e76f51', bg: '#fde6c8' }),
    'prod-2.svg': product({ motif: 'bowl', color: '#c2410c', bg: '#fef3c7' }),
    'prod-3.svg': product({ motif: 'dosa', color: '#f4a261', bg: '#fff7ed' }),
    'prod-4.svg': product({ motif: 'cup', color: '#d97706', bg: '#fef3c7' }),
  },
  'glow-studio': {
    logo: { bg: '#e9f0ea', fg: '#3f5a45', motif: 'lotus', motifColor: '#e8a0b4', letters: 'GLOW' },
    'cover.svg': cover({
      bg: ['#b7c9b9', '#e8d5cf'],
      seed: 51,
      count: 14,
      motifs: [
        m('lotus', '#e8a0b4'),
        m('serum', '#b08968'),
        m('mirror', '#c9a227'),
        m('candle', '#f4d9d0'),
        m('comb', '#3f5a45'),
        m('leaf', '#6b8f71'),
        m('polish', '#c2255c'),
      ],
    }),
    'story.svg': story({
      bg: ['#f1f5f0', '#e8d5cf'],
      ...people[2],
      cloth: '#6b8f71',
      style: 1,
      motifs: [m('serum', '#b08968'), m('lotus', '#e8a0b4'), m('candle', '#f4d9d0')],
    }),
    'gallery-1.svg': shelves({
      wall: '#f1f5f0',
      shelf: '#b08968',
      rows: [
        [m('serum', '#b08968'), m('polish', '#c2255c'), m('candle', '#f4d9d0')],
        [m('mirror', '#c9a227'), m('plant', '#b08968'), m('lotus', '#e8a0b4')],
      ],
    }),
    'gallery-2.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#e8d5cf', '#f1f5f0'],
      seed: 52,
      count: 9,
      motifs: [m('scissors', '#3f5a45'), m('comb', '#b08968'), m('dryer', '#6b8f71')],
    }),
    'gallery-3.svg': cover({
      w: 1280,
      h: 720,
      bg: ['#dfe9e0', '#c8d8cb'],
      seed: 53,
      count: 8,
      motifs: [m('stethoscope', '#3f5a45'), m('leaf', '#6b8f71'), m('serum', '#b08968')],
    }),
  },
  'corner-store': {
    logo: { bg: '#1d4ed8', fg: '#fde047', motif: 'box', motifColor: '#fde047', letters: 'CORNER' },
    'hero-1.svg': banner({
      h: 284,
      bg: ['#1d4ed8', '#0ea5e9'],
      seed: 61,
      disc: '#fde047',
      motifs: [
        m('box', '#fde047'),
        m('bulb', '#fff3bf'),
        m('notebook', '#f97316'),
        m('soap', '#f472b6'),
        m('bucket', '#22c55e'),
      ],
    }),
    'hero-2.svg': banner({
      h: 284,
      bg: ['#f97316', '#facc15'],
      seed: 62,
      motifs: [
        m('detergent', '#1d4ed8'),
        m('bottle', '#16a34a'),
        m('basket', '#b45309'),
        m('soap', '#db2777'),
      ],
    }),
    'gallery-1.svg': shelves({
      wall: '#eff6ff',
      shelf: '#1e3a8a',
      rows: [
        [m('box', '#f59e0b'), m('notebook', '#ef4444'), m('bulb', '#facc15')],
        [m('detergent', '#1d4ed8'), m('soap', '#f472b6'), m('bucket', '#22c55e')],
        [m('bottle', '#16a34a'), m('jar', '#f97316'), m('sack', '#d6a657')],
      ],
    }),
    'story.svg': story({
      bg: ['#dbeafe', '#fef9c3'],
      ...people[1],
      cloth: '#1d4ed8',
      motifs: [m('box', '#f59e0b'), m('basket', '#b45309'), m('bulb', '#facc15')],
    }),
    'cat-1.svg': category({
      bg: '#fde68a',
      motifs: [m('sack', '#d6a657'), m('jar', '#f97316'), m('bottle', '#16a34a')],
    }),
    'cat-2.svg': category({
      bg: '#bfdbfe',
      motifs: [m('detergent', '#1d4ed8'), m('soap', '#f472b6'), m('bucket', '#22c55e')],
    }),
    'cat-3.svg': category({
      bg: '#fecaca',
      motifs: [m('notebook', '#ef4444'), m('notebook', '#1d4ed8'), m('box', '#f59e0b')],
    }),
    'cat-4.svg': category({
      bg: '#fef08a',
      motifs: [m('bulb', '#facc15'), m('bolt', '#f97316'), m('box', '#64748b')],
    }),
    'prod-1.svg': product({ motif: 'detergent', color: '#1d4ed8', bg: '#dbeafe' }),
    'prod-2.svg': product({ motif: 'bulb', color: '#facc15', bg: '#fef9c3' }),
    'prod-3.svg': product({ motif: 'notebook', color: '#ef4444', bg: '#fee2e2' }),
    'prod-4.svg': product({ motif: 'soap', color: '#f472b6', bg: '#fce7f3' }),
    'prod-5.svg': product({ motif: 'bucket', color: '#22c55e', bg: '#dcfce7' }),
    'prod-6.svg': product({ motif: 'box', color: '#f59e0b', bg: '#fef3c7' }),
    'prod-7.svg': product({ motif: 'bottle', color: '#16a34a', bg: '#dcfce7' }),
    'prod-8.svg': product({ motif: 'sack', color: '#d6a657', bg: '#fef9c3' }),
  },
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
