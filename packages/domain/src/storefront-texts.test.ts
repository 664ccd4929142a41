import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import { SHOP_TEXTS, shopText } from './storefront-texts.ts';

describe('storefront texts', () => {
  it('has every key, non-empty, in all nine languages', () => {
    const keys = Object.keys(SHOP_TEXTS.en).sort();
    for (const code of LANGUAGE_CODES) {
      expect(Object.keys(SHOP_TEXTS[code]).sort()).toEqual(keys);
      for (const key of keys) expect(SHOP_TEXTS[code][key as keyof typeof SHOP_TEXTS.en].trim()).not.toBe('');
    }
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(shopText('en', 'pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(shopText('hi', 'pageOf', { page: 2 })).toBe('पेज 2 / {pages}');
  });
});
