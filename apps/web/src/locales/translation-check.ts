// The check every feature's strings go through in the eight other languages: every English key
// and no other, the same {{placeholders}} (a plural's "one" form may name the count in words), and
// no English copy outside the strings that read the same everywhere.
import { describe, expect, it } from 'vitest';

export type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue tree with its dotted key. */
export function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string, key: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .filter((name) => !(key.endsWith('_one') && name === 'count'))
    .sort();

export function describeTranslations(
  feature: string,
  english: Tree,
  translations: Record<string, Tree>,
  sameEverywhere: ReadonlySet<string> = new Set(),
): void {
  const source = new Map(leaves(english));
  describe.each(Object.entries(translations))(`${feature} strings in %s`, (_code, translation) => {
    const translated = new Map(leaves(translation));

    it('has every English key and no other', () => {
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it('keeps every placeholder of the English text', () => {
      const lost = [...source].filter(([key, text]) => {
        const other = translated.get(key);
        return other !== undefined && placeholders(other, key).join() !== placeholders(text, key).join();
      });
      expect(lost.map(([key]) => key)).toEqual([]);
    });

    it('is a translation, not an English copy', () => {
      const copies = [...source].filter(
        ([key, text]) => translated.get(key) === text && !sameEverywhere.has(text),
      );
      expect(copies.map(([key]) => key)).toEqual([]);
    });
  });
}
