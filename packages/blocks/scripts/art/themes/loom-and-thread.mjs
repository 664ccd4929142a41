// The loom-and-thread theme's illustrations: its logo spec and its SVG images by file name.
import { banner, category, cover, product, shelves, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

export const loomAndThread = {
  logo: { bg: '#2d1b2e', fg: '#f4d9d0', motif: 'hanger', motifColor: '#f4d9d0', letters: 'L&T' },
  'cover.svg': cover({
    bg: ['#5f3b5e', '#1f1420'],
    seed: 21,
    count: 14,
    motifs: [
      m('dress', '#e8a0b4'),
      m('kurta', '#f4d9d0'),
      m('handbag', '#c9a227'),
      m('scarf', '#d6336c'),
      m('heel', '#e8a0b4'),
      m('sunglasses', '#343a40'),
      m('shirt', '#91a7ff'),
    ],
  }),
  'hero-1.svg': banner({
    bg: ['#f8e1e7', '#e5c3d1'],
    seed: 22,
    disc: '#fff',
    motifs: [
      m('dress', '#9c36b5'),
      m('handbag', '#c9a227'),
      m('heel', '#d6336c'),
      m('sunglasses', '#343a40'),
      m('scarf', '#e599f7'),
    ],
  }),
  'hero-2.svg': banner({
    bg: ['#e3fafc', '#c5f6fa'],
    seed: 23,
    motifs: [m('kurta', '#0b7285'), m('shirt', '#1c7ed6'), m('scarf', '#f59f00'), m('hanger', '#495057')],
  }),
  'story.svg': story({
    bg: ['#fff0f6', '#f3d9fa'],
    ...people[2],
    cloth: '#9c36b5',
    motifs: [m('dress', '#d6336c'), m('handbag', '#c9a227'), m('heel', '#862e9c')],
  }),
  'gallery-1.svg': shelves({
    wall: '#f8f0fc',
    shelf: '#5f3b5e',
    rows: [
      [m('dress', '#d6336c'), m('kurta', '#0b7285'), m('shirt', '#1c7ed6'), m('dress', '#9c36b5')],
      [m('handbag', '#c9a227'), m('heel', '#862e9c'), m('sunglasses', '#343a40')],
    ],
  }),
  'gallery-2.svg': cover({
    w: 1280,
    h: 720,
    bg: ['#f3d9fa', '#fcc2d7'],
    seed: 25,
    count: 10,
    motifs: [m('scarf', '#d6336c'), m('hanger', '#5f3b5e'), m('dress', '#9c36b5')],
  }),
  'gallery-3.svg': cover({
    w: 1280,
    h: 720,
    bg: ['#e7f5ff', '#d0bfff'],
    seed: 26,
    count: 10,
    motifs: [m('shirt', '#1c7ed6'), m('kurta', '#0b7285'), m('sunglasses', '#343a40')],
  }),
  'cat-1.svg': category({
    bg: '#fcc2d7',
    motifs: [m('dress', '#9c36b5'), m('scarf', '#d6336c'), m('heel', '#862e9c')],
  }),
  'cat-2.svg': category({
    bg: '#a5d8ff',
    motifs: [m('shirt', '#1864ab'), m('kurta', '#0b7285'), m('sunglasses', '#343a40')],
  }),
  'cat-3.svg': category({
    bg: '#ffec99',
    motifs: [m('kurta', '#d9480f'), m('scarf', '#2b8a3e'), m('handbag', '#c9a227')],
  }),
  'cat-4.svg': category({
    bg: '#e9ecef',
    motifs: [m('handbag', '#862e9c'), m('sunglasses', '#212529'), m('heel', '#c2255c')],
  }),
  'prod-1.svg': product({ motif: 'dress', color: '#9c36b5', bg: '#f8f0fc' }),
  'prod-2.svg': product({ motif: 'kurta', color: '#0b7285', bg: '#e3fafc' }),
  'prod-3.svg': product({ motif: 'handbag', color: '#c9a227', bg: '#fff9db' }),
  'prod-4.svg': product({ motif: 'heel', color: '#c2255c', bg: '#fff0f6' }),
  'prod-5.svg': product({ motif: 'shirt', color: '#1c7ed6', bg: '#e7f5ff' }),
  'prod-6.svg': product({ motif: 'scarf', color: '#d6336c', bg: '#fff0f6' }),
  'prod-7.svg': product({ motif: 'sunglasses', color: '#343a40', bg: '#f1f3f5' }),
  'prod-8.svg': product({ motif: 'kurta', color: '#e8590c', bg: '#fff4e6' }),
};
