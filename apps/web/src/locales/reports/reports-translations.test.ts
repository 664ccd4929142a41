// The reports, GST returns, downloads and date range strings in the nine languages: every string
// translated (no key missing, no English copy), with the same {{placeholders}} as English.
import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { reports as bn } from './bn.ts';
import { reports as gu } from './gu.ts';
import { reports as hi } from './hi.ts';
import { reports as kn } from './kn.ts';
import { reports as ml } from './ml.ts';
import { reports as mr } from './mr.ts';
import { reports as ta } from './ta.ts';
import { reports as te } from './te.ts';

const NAMESPACES = ['dateRange', 'reports', 'downloads'] as const;

/** Tax names, codes and formats that read the same in every language. */
const SAME_EVERYWHERE = new Set([
  'CSV',
  'PDF',
  'UPI',
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'HSN/SAC',
  'UQC',
  'GSTIN',
  'B2B',
  'GSTR-1 ({{format}})',
]);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = new Map(NAMESPACES.flatMap((ns) => leaves(en[ns] as Tree, `${ns}.`)));

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['ta', ta],
  ['gu', gu],
  ['kn', kn],
  ['ml', ml],
  ['te', te],
])('reports strings in %s', (_code, translation) => {
  const translated = new Map(leaves(translation as Tree));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const lost = [...english].filter(([key, text]) => {
      const other = translated.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('is a translation, not an English copy', () => {
    const copies = [...english].filter(
      ([key, text]) => translated.get(key) === text && !SAME_EVERYWHERE.has(text),
    );
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});
