// i18next set-up: English bundled, the other languages of the spec (shared-blocks.md §9) loaded on demand.
// The website builder's own words (theme gallery, editor) load with those screens: builder-words.ts.

import { isLanguageCode, LANGUAGES, type LanguageCode } from '@storekeep/domain/languages';
import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { inLanguageDigits } from './digits.ts';
import { loadDomainMessages } from './domain-messages.ts';

export { isLanguageCode, LANGUAGES, type LanguageCode } from '@storekeep/domain/languages';

type Loader = () => Promise<{ default: Record<string, unknown> }>;
/** Each language holds every string of the English catalogue (locales/catalogue-complete.test.ts). */
const LOADERS: Partial<Record<LanguageCode, Loader>> = {
  hi: () => import('../locales/hi.ts'),
  mr: () => import('../locales/mr.ts'),
  bn: () => import('../locales/bn.ts'),
  ta: () => import('../locales/ta.ts'),
  gu: () => import('../locales/gu.ts'),
  kn: () => import('../locales/kn.ts'),
  ml: () => import('../locales/ml.ts'),
  te: () => import('../locales/te.ts'),
};

const STORAGE_KEY = 'storekeep.language';

/**
 * Numbers put into the catalogue's sentences ({{count}}, {{minutes}}...) in the person's digits
 * (app/digits.ts); every other value as it comes. The catalogue uses no named formats.
 */
const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  // Other values go through unchanged, as i18next's own formatter leaves them without a format.
  format: (value: unknown, _format?: string, language?: string) =>
    typeof value === 'number' ? inLanguageDigits(String(value), language ?? 'en') : (value as string),
};

export const i18n: I18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(digitsFormatter)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
  });

/**
 * Loads the language's strings if needed, then switches to it. A choice the user made is remembered
 * on this device first (so nothing applied meanwhile overrides it); the account's language is not.
 */
export async function changeLanguage(
  code: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const language: LanguageCode = isLanguageCode(code) ? code : 'en';
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  const load = LOADERS[language];
  // The domain's texts shown without the server (domain-messages.ts) come with the catalogue.
  const domainMessages = loadDomainMessages(language);
  if (load && !i18n.hasResourceBundle(language, 'translation')) {
    const module = await load();
    i18n.addResourceBundle(language, 'translation', module.default, true, true);
  }
  await domainMessages;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The language the user picked on this device, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
