import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, LANGUAGES } from './i18n.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('languages', () => {
  it('offers the nine languages of the spec', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'hi',
      'mr',
      'bn',
      'ta',
      'gu',
      'kn',
      'ml',
      'te',
    ]);
  });

  it('loads Hindi on demand and falls back to English for what is not translated', async () => {
    // The files of a worker share one i18n instance: another may have loaded Hindi already.
    i18n.removeResourceBundle('hi', 'translation');
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    await changeLanguage('hi');
    expect(i18n.t('nav.orders')).toBe('ऑर्डर');
    expect(i18n.t('settingsFields.isAllowCOD')).toBe('कैश ऑन डिलीवरी लें');
    // A string Hindi lacks (a probe, as the screens are being translated) shows in English.
    i18n.addResource('en', 'translation', 'fallbackProbe', 'Only in English');
    expect(i18n.t('fallbackProbe')).toBe('Only in English');
  });

  it('treats an unknown language code as English', async () => {
    await changeLanguage('xx');
    expect(i18n.language).toBe('en');
  });
});

describe('catalogue screens in every language', () => {
  it.each([
    ['hi', 'उत्पाद'],
    ['mr', 'उत्पादने'],
    ['bn', 'পণ্য'],
    ['ta', 'பொருட்கள்'],
    ['gu', 'ઉત્પાદનો'],
    ['kn', 'ಉತ್ಪನ್ನಗಳು'],
    ['ml', 'ഉൽപ്പന്നങ്ങൾ'],
    ['te', 'ఉత్పత్తులు'],
  ])('loads the %s catalogue strings with the language', async (code, products) => {
    await changeLanguage(code);
    expect(i18n.t('products.title')).toBe(products);
    expect(i18n.t('productImages.retry')).not.toBe('Retry');
  });
});
