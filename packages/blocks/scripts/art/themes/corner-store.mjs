// The corner-store theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, product, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const cornerStore = {
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
    motifs: [m('detergent', '#1d4ed8'), m('bottle', '#16a34a'), m('basket', '#b45309'), m('soap', '#db2777')],
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
};
