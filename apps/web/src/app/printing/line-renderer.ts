// A receipt line drawn as pixels the printer's width wide, for the lines its code page cannot print:
// the browser's text renderer shapes the script (conjuncts, vowel signs) in the system Noto fonts.
// The canvas sits behind LineRenderer so tests can put a fake in its place.
import type { Bitmap } from './raster.ts';

/** A line to draw: `right` (an amount) is drawn flush right, `text` in what it leaves. */
export interface RasterLine {
  text: string;
  right?: string;
  bold: boolean;
  center: boolean;
}

/** Draws the line black on white, `width` dots wide, as tall as its text needs. */
export type LineRenderer = (line: RasterLine, width: number) => Bitmap;

// Font A prints 12 × 24 dots a character: 24 px text matches it in size.
const FONT_PX = 24;
const FONT_FAMILY =
  "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', 'Noto Sans Gujarati', 'Noto Sans Gurmukhi', sans-serif";
/** Room between an amount and the text beside it. */
const GAP_PX = 12;

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context(width: number, height: number): Context2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const offscreen = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (offscreen) return offscreen;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const element = canvas.getContext('2d', { willReadFrequently: true });
  if (!element) throw new Error('This browser cannot draw on a canvas');
  return element;
}

/** The text in rows no wider than `width` (at spaces; a word wider than the line stays whole). */
export function wrapWords(text: string, width: number, measure: (text: string) => number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const next = row ? `${row} ${word}` : word;
    if (row && measure(next) > width) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  rows.push(row);
  return rows;
}

/** The canvas renderer: OffscreenCanvas where there is one, else a canvas element. */
export const canvasLineRenderer: LineRenderer = (line, width) => {
  const font = `${line.bold ? 'bold ' : ''}${FONT_PX}px ${FONT_FAMILY}`;
  const probe = context(1, 1);
  probe.font = font;
  const measure = (text: string) => probe.measureText(text).width;
  const rightWidth = line.right === undefined ? 0 : measure(line.right) + GAP_PX;
  const rows = line.right === undefined ? wrapWords(line.text, width, measure) : [line.text];
  // Tall enough for marks above and below the letters (Indic vowel signs reach further than Latin).
  let ascent = FONT_PX + 2;
  let descent = 8;
  for (const row of [...rows, line.right ?? '']) {
    const metrics = probe.measureText(row);
    ascent = Math.max(ascent, Math.ceil(metrics.actualBoundingBoxAscent) + 2);
    descent = Math.max(descent, Math.ceil(metrics.actualBoundingBoxDescent) + 2);
  }
  const rowHeight = ascent + descent;
  const ctx = context(width, rowHeight * rows.length);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, rowHeight * rows.length);
  ctx.fillStyle = '#000';
  ctx.font = font;
  ctx.textBaseline = 'alphabetic';
  rows.forEach((row, i) => {
    const baseline = i * rowHeight + ascent;
    if (line.right !== undefined) {
      ctx.textAlign = 'right';
      ctx.fillText(line.right, width, baseline);
    }
    ctx.textAlign = line.center ? 'center' : 'left';
    // A row still too wide is narrowed to fit rather than cut.
    ctx.fillText(row, line.center ? width / 2 : 0, baseline, width - rightWidth);
  });
  const pixels = ctx.getImageData(0, 0, width, rowHeight * rows.length);
  return { width: pixels.width, height: pixels.height, data: pixels.data };
};
