// The online store's walkthrough in the nine languages: every string translated (no key missing,
// no English copy), with the same {{placeholders}} as English.
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';
import { en } from './en.ts';
import gu from './gu.ts';
import hi from './hi.ts';
import kn from './kn.ts';
import ml from './ml.ts';
import mr from './mr.ts';
import ta from './ta.ts';
import te from './te.ts';

/** Strings that read the same in every language. */
const SAME_EVERYWHERE = new Set(['SKU']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = en.builder.walkthrough as Record<string, string>;

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['gu', gu],
  ['ta', ta],
  ['te', te],
  ['kn', kn],
  ['ml', ml],
])('%s walkthrough', (_code, locale) => {
  const strings = locale.builder.walkthrough as Record<string, string>;
  it.each(Object.keys(english))('%s is translated with the same placeholders', (key) => {
    const text = strings[key];
    expect(text, key).toBeTruthy();
    if (!SAME_EVERYWHERE.has(english[key] as string)) expect(text).not.toBe(english[key]);
    expect(placeholders(text as string)).toEqual(placeholders(english[key] as string));
  });
});
