// The daily-mart theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, product, shelves } from '../compose.mjs';
import { m } from '../theme-parts.mjs';

const products = [
  ['sack', '#e9c46a', '#fff9db'],
  ['bottle', '#f59f00', '#fff4e6'],
  ['milk', '#1c7ed6', '#e7f5ff'],
  ['detergent', '#4263eb', '#edf2ff'],
  ['teabox', '#c92a2a', '#fff5f5'],
  ['jar', '#e8590c', '#fff4e6'],
  ['banana', '#fab005', '#fff9db'],
  ['soap', '#f06595', '#fff0f6'],
];

export const dailyMart = {
  logo: { bg: '#c92a2a', fg: '#fff', motif: 'box', motifColor: '#ffd43b', letters: 'DM' },
  'hero-1.svg': banner({
    bg: ['#c92a2a', '#f76707'],
    seed: 71,
    disc: '#ffd43b',
    motifs: [
      m('sack', '#ffe066'),
      m('bottle', '#ffd43b'),
      m('detergent', '#4263eb'),
      m('milk', '#e7f5ff'),
      m('teabox', '#fff3bf'),
      m('jar', '#ffa94d'),
    ],
  }),
  'hero-2.svg': banner({
    bg: ['#1971c2', '#c92a2a'],
    seed: 72,
    disc: '#ffd43b',
    motifs: [m('basket', '#ffd43b'), m('apple', '#ff8787'), m('bread', '#ffc078'), m('egg', '#fff3bf')],
  }),
  'gallery-1.svg': shelves({
    wall: '#fff5f5',
    shelf: '#495057',
    seed: 73,
    rows: [
      [m('sack', '#e9c46a'), m('sack', '#d8a657'), m('jar', '#e8590c')],
      [m('detergent', '#4263eb'), m('soap', '#f06595'), m('bucket', '#15aabf')],
      [m('bottle', '#f59f00'), m('teabox', '#c92a2a'), m('milk', '#1c7ed6')],
    ],
  }),
  'cat-1.svg': category({
    bg: '#ffe066',
    motifs: [m('sack', '#c92a2a'), m('jar', '#e8590c'), m('bottle', '#f59f00')],
  }),
  'cat-2.svg': category({
    bg: '#a5d8ff',
    motifs: [m('detergent', '#4263eb'), m('soap', '#f06595'), m('bucket', '#1864ab')],
  }),
  'cat-3.svg': category({
    bg: '#ffc9c9',
    motifs: [m('milk', '#1c7ed6'), m('egg', '#f1c27d'), m('bread', '#e8a15a')],
  }),
  'cat-4.svg': category({
    bg: '#b2f2bb',
    motifs: [m('apple', '#e03131'), m('banana', '#fab005'), m('capsicum', '#2b8a3e')],
  }),
  ...Object.fromEntries(
    products.map(([motif, color, bg], i) => [`prod-${i + 1}.svg`, product({ motif, color, bg })]),
  ),
};
