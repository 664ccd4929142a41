// The still-water theme's illustrations: its logo spec and its SVG images by file name.
import { banner, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const stillWater = {
  logo: { bg: '#e7f5ff', fg: '#1c4e80', motif: 'lotus', motifColor: '#74c0fc', letters: 'STILL' },
  'hero-1.svg': banner({
    bg: ['#d0ebff', '#e5dbff'],
    seed: 121,
    disc: '#ffffff',
    motifs: [
      m('lotus', '#9775fa'),
      m('serum', '#1c7ed6'),
      m('candle', '#fff0f6'),
      m('leaf', '#38d9a9'),
      m('stethoscope', '#1c4e80'),
    ],
  }),
  'story.svg': story({
    bg: ['#f3f0ff', '#d0ebff'],
    ...people[1],
    cloth: '#1c4e80',
    style: 2,
    motifs: [m('stethoscope', '#1c4e80'), m('lotus', '#9775fa'), m('candle', '#fff0f6')],
  }),
  'gallery-1.svg': shelves({
    wall: '#f8f9ff',
    shelf: '#91a7ff',
    seed: 122,
    rows: [
      [m('serum', '#1c7ed6'), m('candle', '#e5dbff'), m('lotus', '#9775fa')],
      [m('mirror', '#74c0fc'), m('plant', '#38d9a9'), m('comb', '#1c4e80')],
    ],
  }),
  'gallery-2.svg': banner({
    w: 1280,
    h: 720,
    bg: ['#e5dbff', '#c5f6fa'],
    seed: 123,
    motifs: [m('dryer', '#1c4e80'), m('scissors', '#7048e8'), m('polish', '#e64980')],
  }),
};
