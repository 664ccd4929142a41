// The invoice's fonts: Noto Sans for Latin text, and for each Indian script the Noto Sans of that
// script, which has its letters but not the Latin ones. A name such as "आटा 5 kg" is written as
// runs, each in the font that has its letters.
import { existsSync } from 'node:fs';

const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto', '/usr/local/share/fonts/noto'];

export function fontFile(name: string): string {
  for (const dir of FONT_DIRS) {
    const path = `${dir}/${name}`;
    if (existsSync(path)) return path;
  }
  throw new Error(`Font ${name} not found: install fonts-noto-core (apt-get install -y fonts-noto-core)`);
}

export type Weight = 'regular' | 'bold';

/** Unicode blocks of the Indian scripts and the Noto family (in fonts-noto-core) that writes each. */
const SCRIPTS: Array<{ family: string; from: number; to: number }> = [
  { family: 'NotoSansDevanagari', from: 0x0900, to: 0x097f },
  { family: 'NotoSansBengali', from: 0x0980, to: 0x09ff },
  { family: 'NotoSansGurmukhi', from: 0x0a00, to: 0x0a7f },
  { family: 'NotoSansGujarati', from: 0x0a80, to: 0x0aff },
  { family: 'NotoSansOriya', from: 0x0b00, to: 0x0b7f },
  { family: 'NotoSansTamil', from: 0x0b80, to: 0x0bff },
  { family: 'NotoSansTelugu', from: 0x0c00, to: 0x0c7f },
  { family: 'NotoSansKannada', from: 0x0c80, to: 0x0cff },
  { family: 'NotoSansMalayalam', from: 0x0d00, to: 0x0d7f },
];

function familyOf(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  return SCRIPTS.find((s) => code >= s.from && code <= s.to)?.family ?? null;
}

/**
 * The text cut where its script changes; spaces, digits and punctuation stay with the run before
 * them (the Indic fonts have those too), so "आटा 5 kg" is ["आटा 5 ", "kg"].
 */
export function scriptRuns(text: string): Array<{ text: string; family: string | null }> {
  const runs: Array<{ text: string; family: string | null }> = [];
  for (const char of text) {
    const family = /[\p{L}\p{M}]/u.test(char) ? familyOf(char) : (runs.at(-1)?.family ?? null);
    const last = runs.at(-1);
    if (last && last.family === family) last.text += char;
    else runs.push({ text: char, family });
  }
  return runs;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Selects the font of that script family (null: Latin) and weight, registering it on first use. */
export function selectFont(doc: PDFKit.PDFDocument, family: string | null, weight: Weight): void {
  if (!family) {
    doc.font(weight);
    return;
  }
  const name = `${family}-${weight === 'bold' ? 'Bold' : 'Regular'}`;
  const fonts = registered.get(doc) ?? new Set<string>();
  registered.set(doc, fonts);
  if (!fonts.has(name)) {
    doc.registerFont(name, fontFile(`${name}.ttf`));
    fonts.add(name);
  }
  doc.font(name);
}

/**
 * doc.text for text that may hold an Indian script: one run in its own font; several runs chained.
 * Centred or right-aligned text of several runs that fits on one line is placed by the runs'
 * measured width (a translated label with a Latin date or state name); longer aligned text takes
 * the font of its Indic run whole.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = scriptRuns(text);
  const aligned = options.align && options.align !== 'left';
  if (runs.some((run) => run.family)) options = { ...options, baseline: latinBaseline(doc, weight) };
  if (runs.length > 1 && aligned && options.width) {
    const measured = widthOfText(doc, weight, text);
    if (measured <= options.width) {
      const from = x ?? doc.x;
      const free = options.width - measured;
      const shift = options.align === 'right' ? free : free / 2;
      chainRuns(doc, weight, runs, from + shift, y ?? doc.y, {
        ...options,
        align: 'left',
        // A point of slack: the wrapper's sum of the same widths must not break the last word.
        width: options.width - shift + 1,
      });
      doc.x = from;
      return;
    }
  }
  if (runs.length <= 1 || aligned) {
    const family = runs.find((r) => r.family)?.family ?? null;
    selectFont(doc, family, weight);
    spoken(doc, family ? text : null, () => textAt(doc, text, x, y, options));
    selectFont(doc, null, weight);
    return;
  }
  chainRuns(doc, weight, runs, x, y, options);
}

/** The width of the text on one line at the current size, each run in its script's font. */
export function widthOfText(doc: PDFKit.PDFDocument, weight: Weight, text: string): number {
  const width = scriptRuns(text).reduce((sum, run) => {
    selectFont(doc, run.family, weight);
    return sum + doc.widthOfString(run.text);
  }, 0);
  selectFont(doc, null, weight);
  return width;
}

/**
 * doc.text at x, y (where the last text left off for an undefined one): pdfkit reads
 * `text(s, undefined, y, options)` as text without its options, so the position is always given.
 */
function textAt(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): void {
  doc.text(text, x ?? doc.x, y ?? doc.y, options);
}

/** Whether the text has letters of an Indian script. */
export function hasIndic(text: string): boolean {
  return scriptRuns(text).some((run) => run.family);
}

/** Noto Sans's line at 1 pt: 1069 + 293 units of 1000. */
const LATIN_LINE = (1069 + 293) / 1000;
/**
 * How far an Indic run's letters reach below the Latin line when set on Noto Sans's baseline, per
 * point of size: the largest gap between Noto Sans's ascent and an Indic Noto's (Kannada, 809).
 */
const INDIC_DROP = (1069 - 809) / 1000;

/**
 * The height of the text in `options.width` as writeText draws it: text with Indic letters wraps
 * in its script's font and sits on the Latin baseline, so it may need more than Noto Sans's lines.
 */
export function heightOfText(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
): number {
  selectFont(doc, null, weight);
  const latin = doc.heightOfString(text, options);
  const family = scriptRuns(text).find((run) => run.family)?.family;
  if (!family) return latin;
  const size = doc.currentLineHeight() / LATIN_LINE;
  selectFont(doc, family, weight);
  const indic = doc.heightOfString(text, options) + INDIC_DROP * size;
  selectFont(doc, null, weight);
  return Math.max(latin, indic);
}

function chainRuns(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  runs: Array<{ text: string; family: string | null }>,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): void {
  runs.forEach((run, i) => {
    selectFont(doc, run.family, weight);
    const continued = i < runs.length - 1;
    spoken(doc, run.family ? run.text : null, () => {
      if (i === 0) textAt(doc, run.text, x, y, { ...options, continued });
      else doc.text(run.text, { continued, baseline: options.baseline });
    });
  });
  selectFont(doc, null, weight);
}

/** Noto Sans's ascent as a share of its line (1069 and 293 units of 1000 above and below the baseline). */
const LATIN_ASCENT_SHARE = 1069 / (1069 + 293);

/**
 * The baseline of Noto Sans at the current size, as pdfkit's `baseline` option (points above the
 * line's top, negated): the Indic fonts have lower ascents, and a run placed by its own ascent
 * would sit higher than the Latin run beside it.
 */
function latinBaseline(doc: PDFKit.PDFDocument, weight: Weight): number {
  selectFont(doc, null, weight);
  return -doc.currentLineHeight() * LATIN_ASCENT_SHARE;
}

/**
 * Draws Indic text inside a span that carries the text as typed (ActualText): the glyphs stand in
 * visual order (a Tamil or Bengali vowel sign before its consonant, conjuncts as one glyph), so
 * without it a PDF reader's copy, search and pdftotext would read the letters out of order.
 */
function spoken(doc: PDFKit.PDFDocument, actual: string | null, draw: () => void): void {
  if (actual === null) {
    draw();
    return;
  }
  doc.markContent('Span', { actual });
  draw();
  doc.endMarkedContent();
}
