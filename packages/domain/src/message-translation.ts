// The messages of the API and the domain in the user's language: found by their English text
// (the spec's, which the server produces), translated from message-translations/<language>.ts.
import type { LanguageCode } from './languages.ts';
import { bn } from './message-translations/bn.ts';
import { gu } from './message-translations/gu.ts';
import { hi } from './message-translations/hi.ts';
import { kn } from './message-translations/kn.ts';
import { ml } from './message-translations/ml.ts';
import { mr } from './message-translations/mr.ts';
import { ta } from './message-translations/ta.ts';
import { te } from './message-translations/te.ts';
import { MESSAGE_TEXTS, type MessageId, type MessageTranslations } from './message-translations/texts.ts';

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

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The `{placeholders}` of a message, sorted: a translation must keep the English's. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

interface Template {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

const exact = new Map<string, MessageId>();
const templates: Template[] = [];
for (const [id, english] of Object.entries(MESSAGE_TEXTS) as [MessageId, string][]) {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) {
    exact.set(english, id);
    continue;
  }
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
}

/**
 * The message in the language, or the English when there is none (and always for 'en'). A message
 * built from a template ('Only 3 in stock') keeps its values in the translation.
 */
export function translateMessage(text: string, language: string): string {
  if (language === 'en' || !(language in MESSAGE_TRANSLATIONS)) return text;
  const table = MESSAGE_TRANSLATIONS[language as keyof typeof MESSAGE_TRANSLATIONS];
  const id = exact.get(text);
  if (id) return table[id];
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return table[template.id].replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}

/** The field messages of a refusal, each translated. */
export function translateFields(
  fields: Readonly<Record<string, string>>,
  language: string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v, language)]));
}
