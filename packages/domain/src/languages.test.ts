import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE_CODE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGE_MODAL_PAGES,
  LANGUAGES,
  type LanguageModalContext,
  nativeName,
  needsReload,
  normalizeLanguage,
  shouldShowLanguageModal,
} from './languages.ts';

describe('the nine languages (shared-blocks.md §9)', () => {
  it('are en, hi, mr, bn, ta, gu, kn, ml, te with default en', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'hi', 'mr', 'bn', 'ta', 'gu', 'kn', 'ml', 'te']);
    expect(LANGUAGES).toHaveLength(9);
    expect(DEFAULT_LANGUAGE_CODE).toBe('en');
    expect(LANGUAGE_MODAL_PAGES).toBe(3);
  });

  it.each([
    ['hi', 'हिन्दी'],
    ['mr', 'मराठी'],
    ['bn', 'বাংলা'],
    ['ta', 'தமிழ்'],
    ['gu', 'ગુજરાતી'],
    ['kn', 'ಕನ್ನಡ'],
    ['ml', 'മലയാളം'],
    ['te', 'తెలుగు'],
    ['en', 'English'],
  ] as const)('%s is %s in its own script', (code, name) => {
    expect(nativeName(code)).toBe(name);
  });

  it.each([
    ['hi', 'hi', true],
    [' TA ', 'ta', false],
    ['fr', 'en', false],
    [null, 'en', false],
    [undefined, 'en', false],
  ])('%j normalises to %s (code as given: %s)', (value, code, exact) => {
    expect(normalizeLanguage(value)).toBe(code);
    expect(isLanguageCode(String(value))).toBe(exact);
  });
});

describe('language modal', () => {
  const ctx = (over: Partial<LanguageModalContext>): LanguageModalContext => ({
    isAdmin: false,
    hasChosenLanguage: false,
    isFirstAccess: false,
    supplierType: 'B2B',
    ...over,
  });

  it.each<[Partial<LanguageModalContext>, boolean]>([
    [{ isAdmin: true }, true],
    [{ hasChosenLanguage: true }, true],
    [{}, false],
    [{ isAdmin: true, isFirstAccess: true }, false],
    [{ supplierType: 'B2C', isFirstAccess: true }, true],
    [{ supplierType: 'B2C' }, true],
  ])('%j → shown %s', (over, shown) => {
    expect(shouldShowLanguageModal(ctx(over))).toBe(shown);
  });

  it.each([
    ['en', 'hi', true],
    ['hi', 'hi', false],
    ['xx', 'en', false],
  ])('from %s to %s reloads: %s', (current, chosen, reload) => {
    expect(needsReload(current, chosen)).toBe(reload);
  });
});
