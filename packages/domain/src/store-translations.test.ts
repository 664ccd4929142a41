import { describe, expect, it } from 'vitest';
import {
  categoryTranslationsSchema,
  productTranslationsSchema,
  storeTranslationsSchema,
  translated,
} from './store-translations.ts';

describe('translations of the merchant’s own texts', () => {
  it('keeps a product name and description given in Hindi', () => {
    expect(
      productTranslationsSchema.parse({ hi: { name: ' चाय ', description: '<p>असम की चाय</p>' } }),
    ).toEqual({
      hi: { name: 'चाय', description: '<p>असम की चाय</p>' },
    });
  });

  it.each([
    ['a code outside the nine', { fr: { name: 'Thé' } }],
    ['a field the entity does not translate', { hi: { seoTitle: 'चाय' } }],
    ['a name longer than the base name may be', { hi: { name: 'क'.repeat(251) } }],
    ['a product name with < or >', { ta: { name: 'a<b' } }],
  ])('refuses %s', (_, input) => {
    expect(productTranslationsSchema.safeParse(input).success).toBe(false);
  });

  it('drops a language left empty, so the base text shows there', () => {
    expect(
      productTranslationsSchema.parse({ hi: { name: 'चाय', description: '' }, ta: { name: '  ' } }),
    ).toEqual({
      hi: { name: 'चाय' },
    });
  });

  it('limits a category name as the base name (100) and a store name to 120', () => {
    expect(categoryTranslationsSchema.safeParse({ bn: { name: 'ক'.repeat(100) } }).success).toBe(true);
    expect(categoryTranslationsSchema.safeParse({ bn: { name: 'ক'.repeat(101) } }).success).toBe(false);
    expect(categoryTranslationsSchema.safeParse({ bn: { description: 'x' } }).success).toBe(false);
    expect(storeTranslationsSchema.safeParse({ kn: { storeName: 'ಅ'.repeat(121) } }).success).toBe(false);
  });

  it('shows the text in the shopper’s language, else the base text', () => {
    const translations = { hi: { name: 'चाय' } };
    expect(translated('Tea', translations, 'hi', 'name')).toBe('चाय');
    expect(translated('Tea', translations, 'ta', 'name')).toBe('Tea');
    expect(translated('Tea', translations, 'hi', 'description')).toBe('Tea');
    expect(translated('Tea', null, 'hi', 'name')).toBe('Tea');
  });
});
