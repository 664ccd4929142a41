// The masala-table theme's illustrations: its logo spec and its SVG images by file name.
import { cover, product, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const masalaTable = {
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
};
