// The brew-and-bite theme's illustrations: its logo spec and its SVG images by file name.
import { banner, product, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

const products = [
  ['cup', '#7f5539', '#fff4e6'],
  ['bread', '#e8a15a', '#fff9db'],
  ['bowl', '#d9480f', '#fff4e6'],
  ['dosa', '#e9c46a', '#fff9db'],
  ['cup', '#e8590c', '#ffe8cc'],
  ['thali', '#b08968', '#fff4e6'],
  ['chilli', '#c92a2a', '#fff5f5'],
  ['teabox', '#7f5539', '#fff9db'],
];

export const brewAndBite = {
  logo: { bg: '#6f4518', fg: '#fff4e6', motif: 'cup', motifColor: '#ffc078', letters: 'B&B' },
  'hero-1.svg': banner({
    bg: ['#8a5226', '#f3c48b'],
    seed: 111,
    disc: '#fff4e6',
    motifs: [
      m('cup', '#6f4518'),
      m('bread', '#e8a15a'),
      m('bowl', '#d9480f'),
      m('dosa', '#e9c46a'),
      m('chilli', '#c92a2a'),
    ],
  }),
  'story.svg': story({
    bg: ['#fff4e6', '#ffd8a8'],
    ...people[0],
    cloth: '#6f4518',
    motifs: [m('cup', '#6f4518'), m('bread', '#e8a15a'), m('bowl', '#d9480f')],
  }),
  'gallery-1.svg': shelves({
    wall: '#fff4e6',
    shelf: '#6f4518',
    seed: 113,
    rows: [
      [m('cup', '#7f5539'), m('cup', '#e8590c'), m('teabox', '#6f4518')],
      [m('bread', '#e8a15a'), m('bowl', '#d9480f'), m('jar', '#f08c00')],
    ],
  }),
  ...Object.fromEntries(
    products.map(([motif, color, bg], i) => [`prod-${i + 1}.svg`, product({ motif, color, bg })]),
  ),
};
