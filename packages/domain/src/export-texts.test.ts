// The words of the exported files in the nine languages: every key in every language and no other,
// no English copy outside the codes, the English placeholders, and catalogue headers the import reads.
import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, exportTexts, fillExportText } from './export-texts.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { columnForHeader, PRODUCT_FILE_COLUMNS } from './product-import.ts';

/** Codes and tax names a shopkeeper reads as they are in every language. */
const SAME_EVERYWHERE = new Set([
  'SKU',
  'MRP',
  'HSN/SAC',
  'GSTIN',
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'UQC',
  'B2B',
]);

/** Every text of a nested table, by its dotted key. */
const leaves = (tree: object, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]: [string, unknown]): Array<[string, string]> => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    return value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [];
  });
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(EXPORT_TEXTS.en));

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('the export words in %s', (code) => {
  const translated = new Map(leaves(EXPORT_TEXTS[code]));

  it('has every English key and no other', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no English copy outside the codes, and the English placeholders', () => {
    for (const [key, text] of english) {
      const own = translated.get(key) ?? '';
      expect(own.trim(), key).not.toBe('');
      if (!SAME_EVERYWHERE.has(text)) expect(own, key).not.toBe(text);
      expect(placeholders(own), key).toEqual(placeholders(text));
    }
  });

  it('names sheets as Excel allows: up to 31 characters, no \\ / ? * [ ] :', () => {
    const texts = EXPORT_TEXTS[code];
    for (const name of [texts.summary, texts.stockSheet, texts.stockLedgerSheet, texts.productsSheet])
      expect(name).toMatch(/^[^\\/?*[\]:]{1,31}$/);
  });

  it('writes catalogue headers that the import reads back to the same columns', () => {
    for (const column of PRODUCT_FILE_COLUMNS)
      expect(columnForHeader(` ${EXPORT_TEXTS[code].productColumns[column.key]} `), column.key).toBe(
        column.key,
      );
  });
});

describe('export words', () => {
  it('keeps the English catalogue headers the import has always read', () => {
    expect(PRODUCT_FILE_COLUMNS.map((c) => EXPORT_TEXTS.en.productColumns[c.key])).toEqual(
      PRODUCT_FILE_COLUMNS.map((c) => c.header),
    );
    expect(Object.keys(EXPORT_TEXTS.en.productColumns).sort()).toEqual(
      PRODUCT_FILE_COLUMNS.map((c) => c.key).sort(),
    );
  });

  it('answers English for a language Storekeep does not speak, and fills the heading', () => {
    expect(exportTexts('fr')).toBe(EXPORT_TEXTS.en);
    expect(exportTexts(undefined).total).toBe('Total');
    expect(
      fillExportText(exportTexts('ta').reportHeading, { report: 'x', from: '01-10-2026', to: '31-10-2026' }),
    ).toBe('x, 01-10-2026 முதல் 31-10-2026 வரை');
  });
});
