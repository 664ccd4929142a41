// The website builder's own words that only its screens show: the theme gallery's verticals, their
// groups and the shipped themes' descriptions (the server sends them in English), and the site
// editor's block names, field and option labels and Puck's chrome (packages/blocks and Puck write
// them in English). Each language's table loads with those screens, not with the app, and English
// needs none: a word missing from the table shows as the source wrote it. Keys: decision 0275.
import { isLanguageCode, type LanguageCode } from '@storekeep/domain/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderWords } from '../locales/builder-words/words.ts';

export type { BuilderWords };

type Loader = () => Promise<{ default: BuilderWords }>;
const LOADERS: Partial<Record<LanguageCode, Loader>> = {
  hi: () => import('../locales/builder-words/hi.ts'),
  mr: () => import('../locales/builder-words/mr.ts'),
  bn: () => import('../locales/builder-words/bn.ts'),
  ta: () => import('../locales/builder-words/ta.ts'),
  gu: () => import('../locales/builder-words/gu.ts'),
  kn: () => import('../locales/builder-words/kn.ts'),
  ml: () => import('../locales/builder-words/ml.ts'),
  te: () => import('../locales/builder-words/te.ts'),
};

const NONE: BuilderWords = {};
const loaded = new Map<string, BuilderWords>([['en', NONE]]);

/** Loads the language's table (once); a route's loader awaits it so its first draw is translated. */
export async function loadBuilderWords(language: string): Promise<BuilderWords> {
  const code = isLanguageCode(language) ? language : 'en';
  const ready = loaded.get(code);
  if (ready) return ready;
  const load = LOADERS[code];
  const words = load ? (await load()).default : NONE;
  loaded.set(code, words);
  return words;
}

/** Looks a word up by its keys, most particular first; the source's English when none is there. */
export type WordLookup = (keys: readonly string[], english: string) => string;

export function lookupIn(words: BuilderWords): WordLookup {
  return (keys, english) => {
    for (const key of keys) {
      const word = words[key];
      if (word !== undefined) return word;
    }
    return english;
  };
}

/**
 * The builder's words in the app's language, drawn again when the language changes and its table
 * has loaded; English (every word as its source wrote it) until then.
 */
export function useBuilderWords(): { language: string; word: WordLookup; words: BuilderWords } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setLoadedFor] = useState<string | null>(null);
  const words = loaded.get(language);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    void loadBuilderWords(language).then(() => {
      if (live) setLoadedFor(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  const table = words ?? NONE;
  return { language, word: lookupFor(table), words: table };
}

const lookups = new WeakMap<BuilderWords, WordLookup>();
/** One lookup per table, so what is built from it (the editor's config) is built once per language. */
function lookupFor(table: BuilderWords): WordLookup {
  let lookup = lookups.get(table);
  if (!lookup) {
    lookup = lookupIn(table);
    lookups.set(table, lookup);
  }
  return lookup;
}
