// The glow-studio theme's illustrations: its logo spec and its SVG images by file name.
import { cover, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const glowStudio = {
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
};
