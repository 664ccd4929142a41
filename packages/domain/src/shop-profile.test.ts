import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import {
  placeOf,
  readShopProfile,
  SHOP_PROFILE_TEXTS,
  shopProfileSchema,
  shopProfileText,
} from './shop-profile.ts';
import { FIRST_PRODUCT_STOCK_MESSAGE, firstProductStockIssues } from './walkthrough.ts';

describe('shop profile', () => {
  it('takes every fact as optional: nothing given is an empty profile', () => {
    expect(shopProfileSchema.parse({})).toEqual({
      sells: '',
      area: '',
      city: '',
      sinceYear: null,
      fulfilment: null,
      hours: '',
      about: '',
    });
  });

  it.each([
    [1799, false],
    [1800, true],
    [new Date().getFullYear(), true],
    [new Date().getFullYear() + 1, false],
  ])('since %i is %s', (year, ok) => {
    expect(shopProfileSchema.safeParse({ sinceYear: year }).success).toBe(ok);
  });

  it('reads a stored profile leniently and joins area and city', () => {
    expect(readShopProfile({ sinceYear: 'long ago' }).sinceYear).toBeNull();
    expect(placeOf(readShopProfile({ area: 'Kharadi', city: 'Pune' }))).toBe('Kharadi, Pune');
    expect(placeOf(readShopProfile({ city: 'Pune' }))).toBe('Pune');
  });

  it.each(LANGUAGE_CODES)('has every fixed word in %s, with the same placeholders', (lang) => {
    const english = SHOP_PROFILE_TEXTS.en;
    for (const [key, text] of Object.entries(SHOP_PROFILE_TEXTS[lang])) {
      const names = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(text.trim(), key).not.toBe('');
      expect(names(text), key).toEqual(names(english[key as keyof typeof english]));
      if (lang !== 'en') expect(text, key).not.toBe(english[key as keyof typeof english]);
    }
    expect(shopProfileText(lang, 'since', { year: 2009 })).toContain('2009');
  });
});

describe('first products need stock to sell', () => {
  it('names each row without stock in hand, unless the shop makes to order', () => {
    const rows = [{ openingStock: 4 }, { openingStock: null }, { openingStock: 0 }, {}];
    expect(firstProductStockIssues(rows, false)).toEqual([
      { path: [1, 'openingStock'], message: FIRST_PRODUCT_STOCK_MESSAGE },
      { path: [2, 'openingStock'], message: FIRST_PRODUCT_STOCK_MESSAGE },
      { path: [3, 'openingStock'], message: FIRST_PRODUCT_STOCK_MESSAGE },
    ]);
    expect(firstProductStockIssues(rows, true)).toEqual([]);
  });
});
