// The pixel-lane theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, product, shelves } from '../compose.mjs';
import { m } from '../theme-parts.mjs';

const products = [
  ['phone', '#343a40', '#f1f3f5'],
  ['laptop', '#495057', '#f8f9fa'],
  ['headphones', '#c2410c', '#fff4e6'],
  ['watch', '#212529', '#e9ecef'],
  ['speaker', '#c2410c', '#f1f3f5'],
  ['earbuds', '#f8f9fa', '#dee2e6'],
  ['camera', '#343a40', '#fff4e6'],
  ['bolt', '#f76707', '#f8f9fa'],
];

export const pixelLane = {
  logo: { bg: '#212529', fg: '#ffffff', motif: 'bolt', motifColor: '#ff922b', letters: 'PXL' },
  'hero-1.svg': banner({
    bg: ['#f1f3f5', '#ffd8a8'],
    seed: 91,
    disc: '#ff922b',
    motifs: [
      m('laptop', '#495057'),
      m('phone', '#212529'),
      m('headphones', '#c2410c'),
      m('watch', '#343a40'),
      m('earbuds', '#ffffff'),
    ],
  }),
  'hero-2.svg': banner({
    bg: ['#e9ecef', '#ffc078'],
    seed: 92,
    disc: '#ffffff',
    motifs: [m('camera', '#212529'), m('speaker', '#c2410c'), m('bolt', '#f76707'), m('phone', '#495057')],
  }),
  'gallery-1.svg': shelves({
    wall: '#f8f9fa',
    shelf: '#343a40',
    seed: 93,
    rows: [
      [m('phone', '#212529'), m('watch', '#343a40'), m('earbuds', '#adb5bd')],
      [m('laptop', '#495057'), m('speaker', '#c2410c'), m('camera', '#212529')],
    ],
  }),
  'cat-1.svg': category({
    bg: '#e9ecef',
    motifs: [m('phone', '#212529'), m('phone', '#c2410c'), m('bolt', '#f76707')],
  }),
  'cat-2.svg': category({
    bg: '#ffe8cc',
    motifs: [m('laptop', '#343a40'), m('notebook', '#495057'), m('bulb', '#f59f00')],
  }),
  'cat-3.svg': category({
    bg: '#dee2e6',
    motifs: [m('headphones', '#c2410c'), m('earbuds', '#ffffff'), m('speaker', '#212529')],
  }),
  'cat-4.svg': category({
    bg: '#fff4e6',
    motifs: [m('watch', '#212529'), m('camera', '#343a40'), m('bolt', '#f76707')],
  }),
  ...Object.fromEntries(
    products.map(([motif, color, bg], i) => [`prod-${i + 1}.svg`, product({ motif, color, bg })]),
  ),
};
