import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { SHOP_PROFILE_TEXTS } from './shop-profile.ts';
import { SITE_WORDS, siteWordIn } from './site-words.ts';

describe('the platform’s own words on website blocks', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    'has every word written in %s, none left in English',
    (lang) => {
      for (const [key, text] of Object.entries(SITE_WORDS[lang])) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toBe(SITE_WORDS.en[key as keyof typeof SITE_WORDS.en]);
      }
    },
  );

  it.each([
    ['Shop by category', 'hi', 'श्रेणी के अनुसार खरीदें'],
    ['Our products', 'ta', 'எங்கள் பொருட்கள்'],
    ['Featured products', 'bn', 'বাছাই করা পণ্য'],
    ['Home', 'hi', 'होम'],
    ['Send enquiry', 'ta', 'விசாரணை அனுப்பு'],
    ['About us', 'bn', 'আমাদের কথা'],
    // Written in the store's language by the theme, asked for in another.
    ['श्रेणी के अनुसार खरीदें', 'en', 'Shop by category'],
    ['வகை வாரியாக வாங்குங்கள்', 'bn', 'বিভাগ অনুযায়ী কিনুন'],
    ['  shop   BY category ', 'hi', 'श्रेणी के अनुसार खरीदें'],
  ] as Array<[string, LanguageCode, string]>)('shows “%s” in %s', (text, lang, expected) => {
    expect(siteWordIn(text, lang)).toBe(expected);
  });

  it('fills the year and the store’s own name into their words', () => {
    expect(siteWordIn('Since 2009', 'hi')).toBe('2009 से');
    expect(siteWordIn('2009 থেকে', 'ta')).toBe('2009 முதல்');
    expect(siteWordIn('About Sharma Kirana', 'hi', ['शर्मा किराना', 'Sharma Kirana'])).toBe(
      'शर्मा किराना के बारे में',
    );
  });

  it('leaves the merchant’s own texts alone', () => {
    expect(siteWordIn('Fresh vegetables every morning', 'hi')).toBeNull();
    expect(siteWordIn('Shop by category today', 'hi')).toBeNull();
    expect(siteWordIn('About our delivery', 'hi', ['Sharma Kirana'])).toBeNull();
    expect(siteWordIn('Since last year', 'hi')).toBeNull();
  });

  it('never reads one text as two different words', () => {
    const entries: Array<[string, Record<LanguageCode, string>]> = [];
    for (const key of Object.keys(SITE_WORDS.en))
      entries.push([
        key,
        Object.fromEntries(LANGUAGE_CODES.map((l) => [l, SITE_WORDS[l][key as 'video']])) as Record<
          LanguageCode,
          string
        >,
      ]);
    for (const key of Object.keys(SHOP_PROFILE_TEXTS.en))
      entries.push([
        key,
        Object.fromEntries(LANGUAGE_CODES.map((l) => [l, SHOP_PROFILE_TEXTS[l][key as 'shop']])) as Record<
          LanguageCode,
          string
        >,
      ]);
    const seen = new Map<string, string>();
    for (const [key, texts] of entries)
      for (const text of Object.values(texts)) {
        const other = seen.get(text.toLowerCase());
        expect(other === undefined || other === key, `${text}: ${other} and ${key}`).toBe(true);
        seen.set(text.toLowerCase(), key);
      }
  });
});
