// The circuit theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, product, shelves } from '../compose.mjs';
import { m } from '../theme-parts.mjs';

export const circuit = {
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
};
