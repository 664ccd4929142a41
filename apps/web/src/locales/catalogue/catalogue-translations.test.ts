// The catalogue screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { catalogue as bn } from './bn.ts';
import { catalogue as gu } from './gu.ts';
import { catalogue as hi } from './hi.ts';
import { catalogue as kn } from './kn.ts';
import { catalogue as ml } from './ml.ts';
import { catalogue as mr } from './mr.ts';
import { catalogue as ta } from './ta.ts';
import { catalogue as te } from './te.ts';

const CATALOGUE_NAMESPACES = [
  'products',
  'productImages',
  'productTemplates',
  'categories',
  'customFields',
  'productImport',
] as const;

/** Strings that read the same in every language (names, codes, units). */
const SAME_EVERYWHERE = new Set(['SmartFill', 'URL', ' · SEO', 'rice-and-grains']);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = new Map(CATALOGUE_NAMESPACES.flatMap((ns) => leaves(en[ns] as Tree, `${ns}.`)));

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['ta', ta],
  ['gu', gu],
  ['kn', kn],
  ['ml', ml],
  ['te', te],
])('catalogue strings in %s', (_code, translation) => {
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
