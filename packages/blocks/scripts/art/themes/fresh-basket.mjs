// The fresh-basket theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, product, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const freshBasket = {
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
};
