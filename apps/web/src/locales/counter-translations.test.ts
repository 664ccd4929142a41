// The greetings, the cancel-order dialog, the khata refund note and the POS outlet in the nine
// languages: every string translated (no key missing, no English copy), with English's {{placeholders}}.
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
const SAME_EVERYWHERE = new Set(['{{greeting}}, {{name}}']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
type Strings = Record<string, Record<string, string>>;
const pick = (locale: Strings): Record<string, string | undefined> => ({
  ...Object.fromEntries(Object.entries(locale.greeting ?? {}).map(([k, v]) => [`greeting.${k}`, v])),
  ...Object.fromEntries(Object.entries(locale.orderDialogs ?? {}).map(([k, v]) => [`orderDialogs.${k}`, v])),
  'pos.outlet': locale.pos?.outlet,
});
const english = pick(en as unknown as Strings);

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['gu', gu],
  ['ta', ta],
  ['te', te],
  ['kn', kn],
  ['ml', ml],
])('%s', (_code, locale) => {
  const strings = pick(locale as unknown as Strings);
  it.each(Object.keys(english))('%s is translated with the same placeholders', (key) => {
    const text = strings[key];
    expect(text, key).toBeTruthy();
    if (!SAME_EVERYWHERE.has(english[key] as string)) expect(text).not.toBe(english[key]);
    expect(placeholders(text as string)).toEqual(placeholders(english[key] as string));
  });
});
