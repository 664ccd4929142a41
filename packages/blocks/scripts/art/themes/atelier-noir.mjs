// The atelier-noir theme's illustrations: its logo spec and its SVG images by file name.
import { category, cover, product, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

const products = [
  ['dress', '#212529', '#f1ece4'],
  ['kurta', '#b08968', '#f8f4ee'],
  ['handbag', '#7f5539', '#f1ece4'],
  ['heel', '#212529', '#ede6db'],
  ['scarf', '#c9a227', '#f8f4ee'],
  ['shirt', '#f8f9fa', '#e9e3d9'],
  ['sunglasses', '#212529', '#f1ece4'],
  ['dress', '#9c6644', '#f8f4ee'],
];

export const atelierNoir = {
  logo: { bg: '#f1ece4', fg: '#111111', motif: 'hanger', motifColor: '#c9a227', letters: 'NOIR' },
  'hero-1.svg': cover({
    bg: ['#1a1a1a', '#4a3b30'],
    seed: 101,
    count: 10,
    motifs: [
      m('dress', '#e9e3d9'),
      m('heel', '#c9a227'),
      m('handbag', '#b08968'),
      m('scarf', '#f1ece4'),
      m('hanger', '#c9a227'),
    ],
  }),
  'story.svg': story({
    bg: ['#f1ece4', '#d6ccc2'],
    ...people[2],
    cloth: '#212529',
    style: 1,
    motifs: [m('handbag', '#7f5539'), m('scarf', '#c9a227'), m('heel', '#212529')],
  }),
  'gallery-1.svg': cover({
    w: 1200,
    h: 1200,
    bg: ['#e9e3d9', '#d6ccc2'],
    seed: 102,
    count: 4,
    motifs: [m('dress', '#212529'), m('kurta', '#b08968')],
  }),
  'gallery-2.svg': cover({
    w: 1200,
    h: 1200,
    bg: ['#2b2b2b', '#111111'],
    seed: 103,
    count: 4,
    motifs: [m('heel', '#c9a227'), m('handbag', '#e9e3d9')],
  }),
  'gallery-3.svg': cover({
    w: 1200,
    h: 1200,
    bg: ['#d6ccc2', '#b08968'],
    seed: 104,
    count: 4,
    motifs: [m('scarf', '#f8f4ee'), m('sunglasses', '#111111')],
  }),
  'cat-1.svg': category({
    bg: '#e9e3d9',
    motifs: [m('dress', '#212529'), m('kurta', '#b08968'), m('scarf', '#c9a227')],
  }),
  'cat-2.svg': category({
    bg: '#d6ccc2',
    motifs: [m('handbag', '#7f5539'), m('heel', '#212529'), m('sunglasses', '#111111')],
  }),
  'cat-3.svg': category({
    bg: '#f1ece4',
    motifs: [m('shirt', '#343a40'), m('hanger', '#c9a227'), m('scarf', '#9c6644')],
  }),
  ...Object.fromEntries(
    products.map(([motif, color, bg], i) => [`prod-${i + 1}.svg`, product({ motif, color, bg })]),
  ),
};
