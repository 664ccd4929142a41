import { describe, expect, it } from 'vitest';
import { keepSeoTranslations, pageSeoIn, pageSeoSchema } from './page-seo.ts';

const base = { title: 'Kaveri Provisions — rice and dal', keywords: 'rice, dal', description: 'Groceries' };

describe("a website page's search-engine texts per language", () => {
  it('keeps a title, keywords and description given in Hindi, trimmed, and drops empty ones', () => {
    expect(
      pageSeoSchema.parse({
        ...base,
        translations: { hi: { title: ' कावेरी किराना ', description: 'किराने का सामान' }, ta: { title: ' ' } },
      }).translations,
    ).toEqual({ hi: { title: 'कावेरी किराना', description: 'किराने का सामान' } });
  });

  it.each([
    ['a title longer than the base title may be (120)', { hi: { title: 'क'.repeat(121) } }],
    ['a description longer than 500', { hi: { description: 'क'.repeat(501) } }],
    ['keywords longer than 500', { ta: { keywords: 'க'.repeat(501) } }],
    ['a text the page SEO has not', { hi: { slug: 'ghar' } }],
    ['a code outside the nine', { fr: { title: 'Épicerie' } }],
  ])('refuses %s', (_, translations) => {
    expect(pageSeoSchema.safeParse({ ...base, translations }).success).toBe(false);
  });

  it('answers each text in the shopper’s language, the base text where none was given', () => {
    const seo = { ...base, translations: { hi: { title: 'कावेरी किराना' } } };
    expect(pageSeoIn(seo, 'hi')).toEqual({
      title: 'कावेरी किराना',
      keywords: 'rice, dal',
      description: 'Groceries',
    });
    expect(pageSeoIn(seo, 'en')).toEqual(base);
    expect(pageSeoIn(base, 'ta')).toEqual(base);
  });

  it('keeps the stored texts per language for a save that leaves them out; {} clears them', () => {
    const stored = pageSeoSchema.parse({ ...base, translations: { hi: { title: 'कावेरी किराना' } } });
    const without = pageSeoSchema.parse({ ...base, title: 'New title' });
    expect(keepSeoTranslations(stored, without)).toEqual({ ...without, translations: stored.translations });
    const cleared = pageSeoSchema.parse({ ...base, translations: {} });
    expect(keepSeoTranslations(stored, cleared).translations).toEqual({});
    expect(keepSeoTranslations(undefined, without)).toEqual(without);
  });
});
