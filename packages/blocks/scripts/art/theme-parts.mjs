// What the themes' art shares: a motif with its colour, and the three people of stories and testimonials.
export const m = (name, color) => ({ name, color });
export const people = [
  { skin: '#c68c63', hair: '#2b1d14', cloth: '#e8590c', style: 1 },
  { skin: '#a8724f', hair: '#1b1b1b', cloth: '#1c7ed6', style: 0 },
  { skin: '#d9a37e', hair: '#3b2418', cloth: '#2b8a3e', style: 2 },
];
