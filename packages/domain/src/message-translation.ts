// The messages of the API and the domain in the user's language: found by their English text
// (the spec's, which the server produces), translated from message-translations/<language>.ts.
import type { LanguageCode } from './languages.ts';
import { translateWith } from './message-lookup.ts';
import { bn } from './message-translations/bn.ts';
import { gu } from './message-translations/gu.ts';
import { hi } from './message-translations/hi.ts';
import { kn } from './message-translations/kn.ts';
import { ml } from './message-translations/ml.ts';
import { mr } from './message-translations/mr.ts';
import { ta } from './message-translations/ta.ts';
import { te } from './message-translations/te.ts';
import type { MessageTranslations } from './message-translations/texts.ts';

export const MESSAGE_TRANSLATIONS: Readonly<Record<Exclude<LanguageCode, 'en'>, MessageTranslations>> = {
  hi,
  mr,
  bn,
  ta,
  gu,
  kn,
  ml,
  te,
};

/**
 * The message in the language, or the English when there is none (and always for 'en'). A message
 * built from a template ('Only 3 in stock') keeps its values in the translation.
 */
export function translateMessage(text: string, language: string): string {
  const table = Object.hasOwn(MESSAGE_TRANSLATIONS, language)
    ? MESSAGE_TRANSLATIONS[language as keyof typeof MESSAGE_TRANSLATIONS]
    : undefined;
  return translateWith(text, table);
}

/** The field messages of a refusal, each translated. */
export function translateFields(
  fields: Readonly<Record<string, string>>,
  language: string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v, language)]));
}
