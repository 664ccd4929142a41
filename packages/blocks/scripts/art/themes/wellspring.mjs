// The wellspring theme's illustrations: its logo spec and its SVG images by file name.
import { category, product, story } from '../compose.mjs';
import { m, people } from '../theme-parts.mjs';

const products = [
  ['serum', '#0b7285', '#e3fafc'],
  ['box', '#ff8787', '#fff5f5'],
  ['bottle', '#1098ad', '#e3fafc'],
  ['soap', '#74c0fc', '#e7f5ff'],
  ['jar', '#0ca678', '#e6fcf5'],
  ['leaf', '#2f9e44', '#ebfbee'],
  ['detergent', '#3bc9db', '#e3fafc'],
  ['bulb', '#fab005', '#fff9db'],
];

export const wellspring = {
  logo: { bg: '#e3fafc', fg: '#0b7285', motif: 'leaf', motifColor: '#0ca678', letters: 'WELL' },
  'hero-1.svg': product({ motif: 'serum', color: '#0b7285', bg: '#c5f6fa', size: 900 }),
  'story.svg': story({
    bg: ['#f1f3f5', '#c5f6fa'],
    ...people[1],
    cloth: '#0b7285',
    motifs: [m('box', '#ffffff'), m('serum', '#0b7285'), m('stethoscope', '#495057')],
  }),
  'cat-1.svg': category({
    bg: '#c5f6fa',
    motifs: [m('serum', '#0b7285'), m('bottle', '#1098ad'), m('box', '#ffffff')],
  }),
  'cat-2.svg': category({
    bg: '#d3f9d8',
    motifs: [m('leaf', '#2b8a3e'), m('jar', '#0ca678'), m('plant', '#2f9e44')],
  }),
  'cat-3.svg': category({
    bg: '#e7f5ff',
    motifs: [m('soap', '#74c0fc'), m('detergent', '#1c7ed6'), m('bucket', '#1098ad')],
  }),
  'cat-4.svg': category({
    bg: '#fff9db',
    motifs: [m('bulb', '#fab005'), m('notebook', '#0b7285'), m('box', '#ffffff')],
  }),
  ...Object.fromEntries(
    products.map(([motif, color, bg], i) => [`prod-${i + 1}.svg`, product({ motif, color, bg })]),
  ),
};
