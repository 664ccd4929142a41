// The credit khata's strings in the nine languages: every key translated (none missing, no
// English copy) with the same {{placeholders}} as English, plural forms included.
import { describe, expect, it } from 'vitest';
import { khata as bn } from './bn.ts';
import { khata as en } from './en.ts';
import { khata as gu } from './gu.ts';
import { khata as hi } from './hi.ts';
import { khata as kn } from './kn.ts';
import { khata as ml } from './ml.ts';
import { khata as mr } from './mr.ts';
import { khata as ta } from './ta.ts';
import { khata as te } from './te.ts';

/** Names and codes a shopkeeper reads the same in every language. */
const SAME_EVERYWHERE = new Set(['UPI', 'SMS', 'WhatsApp', 'IFSC', 'UPI ID', '{{name}}: {{reason}}']);

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
])('khata strings in %s', (_code, translation) => {
  const translated = new Map(leaves(translation as Tree));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const lost = [...english].filter(([key, text]) => {
      const other = translated.get(key);
      // A plural's "one" form may name the count in words instead of {{count}}.
      if (key.endsWith('_one') && other !== undefined)
        return (
          placeholders(other)
            .filter((p) => p !== 'count')
            .join() !==
          placeholders(text)
            .filter((p) => p !== 'count')
            .join()
        );
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
