// The inventory screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describe, expect, it } from 'vitest';
import { inventory as bn } from './bn.ts';
import { inventory as en } from './en.ts';
import { inventory as gu } from './gu.ts';
import { inventory as hi } from './hi.ts';
import { inventory as kn } from './kn.ts';
import { inventory as ml } from './ml.ts';
import { inventory as mr } from './mr.ts';
import { inventory as ta } from './ta.ts';
import { inventory as te } from './te.ts';

/** Strings that read the same in every language (an arrow between two outlet names). */
const SAME_EVERYWHERE = new Set(['{{from}} → {{to}}']);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(en as Tree));

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['ta', ta],
  ['gu', gu],
  ['kn', kn],
  ['ml', ml],
  ['te', te],
])('inventory strings in %s', (_code, translation) => {
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
