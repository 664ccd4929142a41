// Compositions built from the motifs: banners, covers, product and category squares, shop
// scenes for galleries, a story picture, testimonial portraits and a logo.
import { MOTIFS, person, shade } from './motifs.mjs';

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const place = ({ name, color, x, y, size, rot = 0 }) =>
  `<g transform="translate(${x - size / 2} ${y - size / 2}) rotate(${rot} ${size / 2} ${size / 2}) scale(${size / 100})">${MOTIFS[name](color)}</g>`;

const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;

const gradient = (id, a, b, angle = 135) =>
  `<linearGradient id="${id}" gradientTransform="rotate(${angle - 90} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

const shadow = (cx, cy, rx, opacity = 0.14) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.16}" fill="#000" opacity="${opacity}"/>`;

/** A wide banner: gradient, soft shapes, a disc on the right holding a cluster of motifs. */
export function banner({ w = 1366, h = 550, bg, motifs, seed = 1, disc }) {
  const r = rng(seed);
  const blobs = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(40 + r() * 140).toFixed(0)}" fill="#fff" opacity="${(0.05 + r() * 0.08).toFixed(2)}"/>`,
  ).join('');
  const cx = w * 0.68;
  const cy = h * 0.54;
  const R = h * 0.46;
  const n = motifs.length;
  const items = motifs
    .map((m, i) => {
      const angle = (i / n) * Math.PI * 2 + r() * 0.3;
      const dist = i === 0 ? 0 : R * (0.45 + r() * 0.25);
      const size = (i === 0 ? 0.62 : 0.38 + r() * 0.12) * R * 1.4;
      return {
        ...m,
        x: cx + Math.cos(angle) * dist * 1.25,
        y: cy + Math.sin(angle) * dist * 0.8,
        size,
        rot: (r() - 0.5) * 30,
      };
    })
    .sort((a, b) => a.y - b.y)
    .map(place)
    .join('');
  const body = `<rect width="${w}" height="${h}" fill="url(#g)"/>${blobs}<circle cx="${cx}" cy="${cy}" r="${R * 1.05}" fill="${disc ?? '#fff'}" opacity=".22"/><circle cx="${cx}" cy="${cy}" r="${R * 0.82}" fill="${disc ?? '#fff'}" opacity=".28"/>${shadow(cx, cy + R * 0.78, R * 0.9, 0.12)}${items}`;
  return svg(w, h, body, gradient('g', bg[0], bg[1], 120));
}

/** One product, centred on a soft tint with a floor shadow. */
export function product({ motif, color, bg, size = 600 }) {
  const body = `<rect width="${size}" height="${size}" fill="url(#g)"/><circle cx="${size * 0.5}" cy="${size * 0.46}" r="${size * 0.34}" fill="#fff" opacity=".45"/>${shadow(size / 2, size * 0.82, size * 0.26, 0.12)}${place({ name: motif, color, x: size / 2, y: size * 0.5, size: size * 0.62 })}`;
  return svg(size, size, body, gradient('g', shade(bg, 0.25), bg, 160));
}

/** A category: two or three motifs grouped on a colour field. */
export function category({ motifs, bg, size = 600, seed = 3 }) {
  const r = rng(seed);
  const spots = [
    [0.36, 0.42, 0.5],
    [0.66, 0.56, 0.44],
    [0.42, 0.72, 0.36],
  ];
  const items = motifs
    .slice(0, 3)
    .map((m, i) => {
      const [x, y, s] = spots[i];
      return { ...m, x: size * x, y: size * y, size: size * s, rot: (r() - 0.5) * 24 };
    })
    .sort((a, b) => a.y - b.y)
    .map(place)
    .join('');
  const body = `<rect width="${size}" height="${size}" fill="url(#g)"/><circle cx="${size * 0.8}" cy="${size * 0.18}" r="${size * 0.22}" fill="#fff" opacity=".18"/>${items}`;
  return svg(size, size, body, gradient('g', shade(bg, 0.15), shade(bg, -0.08), 150));
}

/** A shop interior: a wall, shelves, and rows of motifs. */
export function shelves({ w = 1280, h = 720, wall, shelf, rows, seed = 5 }) {
  const r = rng(seed);
  const rowH = h / (rows.length + 0.6);
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h * 0.92}" width="${w}" height="${h * 0.08}" fill="${shade(wall, -0.2)}"/>`;
  rows.forEach((row, i) => {
    const y = rowH * (i + 1) + 10;
    body += `<rect x="${w * 0.05}" y="${y}" width="${w * 0.9}" height="14" rx="4" fill="${shelf}"/><rect x="${w * 0.05}" y="${y + 14}" width="${w * 0.9}" height="8" fill="${shade(shelf, -0.3)}" opacity=".5"/>`;
    const count = 7;
    for (let k = 0; k < count; k++) {
      const m = row[k % row.length];
      const size = rowH * (0.7 + r() * 0.15);
      body += place({ ...m, x: w * 0.1 + (k * (w * 0.8)) / (count - 1), y: y - size * 0.42, size });
    }
  });
  return svg(w, h, body);
}

/** A story picture: a person beside a table of motifs. */
export function story({ w = 1200, h = 900, bg, skin, hair, cloth, motifs, style = 0 }) {
  const personSvg = person(skin, hair, cloth, style).replace(/<rect width="100" height="100"[^>]*\/>/, '');
  let body = `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.35}" cy="${h * 0.45}" r="${h * 0.36}" fill="#fff" opacity=".35"/>`;
  body += `<g transform="translate(${w * 0.08} ${h * 0.12}) scale(${(h * 0.88) / 100})">${personSvg}</g>`;
  body += `<rect x="${w * 0.45}" y="${h * 0.7}" width="${w * 0.52}" height="${h * 0.06}" rx="8" fill="${shade(bg[1], -0.35)}"/><rect x="${w * 0.48}" y="${h * 0.76}" width="${w * 0.04}" height="${h * 0.24}" fill="${shade(bg[1], -0.45)}"/><rect x="${w * 0.9}" y="${h * 0.76}" width="${w * 0.04}" height="${h * 0.24}" fill="${shade(bg[1], -0.45)}"/>`;
  motifs.forEach((m, i) => {
    const size = h * 0.26;
    body += place({ ...m, x: w * 0.55 + i * (w * 0.13), y: h * 0.7 - size * 0.42, size });
  });
  return svg(w, h, body, gradient('g', bg[0], bg[1], 135));
}

/** A full-bleed cover: motifs scattered over a deep field, brighter towards the top right. */
export function cover({ w = 1600, h = 900, bg, motifs, seed = 9, count = 16 }) {
  const r = rng(seed);
  let body = `<rect width="${w}" height="${h}" fill="url(#g)"/>`;
  for (let i = 0; i < 6; i++)
    body += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(80 + r() * 220).toFixed(0)}" fill="#fff" opacity="${(0.03 + r() * 0.05).toFixed(2)}"/>`;
  const items = [];
  const cols = Math.ceil(Math.sqrt(count * (w / h)));
  const rowsN = Math.ceil(count / cols);
  for (let i = 0; i < count; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const m = motifs[i % motifs.length];
    items.push({
      ...m,
      x: ((col + 0.5 + (r() - 0.5) * 0.5) * w) / cols,
      y: ((row + 0.5 + (r() - 0.5) * 0.4) * h) / rowsN,
      size: (h / rowsN) * (0.7 + r() * 0.25),
      rot: (r() - 0.5) * 40,
    });
  }
  body += items
    .sort((a, b) => a.y - b.y)
    .map(place)
    .join('');
  return svg(w, h, body, gradient('g', bg[0], bg[1], 150));
}

export function portrait({ skin, hair, cloth, style }) {
  return svg(200, 200, `<g transform="scale(2)">${person(skin, hair, cloth, style)}</g>`);
}

export function logo({ bg, fg, motif, motifColor, letters }) {
  const body = `<rect width="200" height="200" rx="48" fill="${bg}"/>${place({ name: motif, color: motifColor, x: 100, y: 84, size: 110 })}<text x="100" y="178" text-anchor="middle" font-family="Georgia, 'Noto Serif', serif" font-size="34" font-weight="700" fill="${fg}" letter-spacing="3">${letters.replace(/&/g, '&amp;')}</text>`;
  return svg(200, 200, body);
}
