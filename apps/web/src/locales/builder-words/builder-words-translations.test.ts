// The website builder's own words in the eight other languages: every block name, category, field
// and option label, the blocks' fields' and Puck's words, and every shipped vertical, group of
// verticals and theme description (a theme or vertical shipped without its words fails here), with
// the same placeholders ({{count}} and Puck's {title}) and no English copy.
import { THEMES } from '@storekeep/blocks/themes';
import { describe, expect, it } from 'vitest';
import { SAME_EVERYWHERE } from '../same-everywhere.ts';
import { describeTranslations, type Tree } from '../translation-check.ts';
import bn from './bn.ts';
import { builderEnglish, SEEDED_CATEGORIES, SEEDED_VERTICALS } from './english.ts';
import gu from './gu.ts';
import hi from './hi.ts';
import kn from './kn.ts';
import ml from './ml.ts';
import mr from './mr.ts';
import ta from './ta.ts';
import te from './te.ts';

const english = builderEnglish();
const translations = { hi, mr, bn, ta, gu, kn, ml, te };

describeTranslations('website builder', english, translations as Record<string, Tree>, SAME_EVERYWHERE);

describe('the gallery words', () => {
  it('cover every shipped theme, vertical and group of verticals', () => {
    expect(SEEDED_CATEGORIES.length).toBeGreaterThanOrEqual(3);
    expect(SEEDED_VERTICALS.map((vertical) => vertical.key)).toEqual(
      expect.arrayContaining([...new Set(THEMES.flatMap((theme) => theme.verticals))]),
    );
    const keys = Object.keys(english);
    for (const theme of THEMES) expect(keys).toContain(`theme.${theme.id}`);
    for (const vertical of SEEDED_VERTICALS) expect(keys).toContain(`vertical.${vertical.key}`);
    for (const category of SEEDED_CATEGORIES) expect(keys).toContain(`themeCategory.${category.categoryId}`);
  });
});

const puckPlaceholders = (text: string) =>
  [...text.matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map((m) => m[1]).sort();

describe.each(Object.entries(translations))('the website builder words in %s', (_code, words) => {
  it("keep Puck's {placeholders}", () => {
    const lost = Object.entries(english).filter(
      ([key, text]) =>
        puckPlaceholders(words[key as keyof typeof words] ?? '').join() !== puckPlaceholders(text).join(),
    );
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('has no empty word', () => {
    expect(
      Object.entries(words)
        .filter(([, word]) => word.trim() === '')
        .map(([key]) => key),
    ).toEqual([]);
  });
});
