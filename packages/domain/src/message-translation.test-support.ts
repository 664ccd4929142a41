// Collects the user-facing texts of modules' *_MESSAGES constants (functions called with sample
// values) and lists those translateMessage leaves in English or translates with a value lost; used
// by the domain's and the server's translation tests.
import { LANGUAGE_CODES } from './languages.ts';
import { translateMessage } from './message-translation.ts';

export interface CollectedMessage {
  /** Where it comes from: 'VALIDATION_MESSAGES.amount'. */
  source: string;
  english: string;
  /** The sample values the English was built with; each must reach the translation. */
  values: string[];
}

/**
 * Sample values for a message function: texts V0Z, V1Z …; a one-item list or a number where the
 * function needs one (a number it may format, so only the values found in the English are kept).
 */
function call(fn: (...args: unknown[]) => unknown, source: string): CollectedMessage {
  const values = Array.from({ length: fn.length }, (_, i) => `V${i}Z`);
  const attempts: unknown[][] = [values, values.map((v) => [v]), values.map((_, i) => 12_345 + i)];
  for (const args of attempts) {
    try {
      const english = fn(...args);
      if (typeof english === 'string')
        return { source, english, values: values.filter((v) => english.includes(v)) };
    } catch {
      // the next kind of sample value
    }
  }
  throw new Error(`${source} does not build a text from sample values`);
}

function walk(value: unknown, source: string, into: CollectedMessage[]) {
  if (typeof value === 'string') into.push({ source, english: value, values: [] });
  else if (typeof value === 'function') into.push(call(value as (...args: unknown[]) => unknown, source));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) walk(inner, `${source}.${key}`, into);
}

/** Every text of every export named *_MESSAGES (or one *_MESSAGE) of the modules. */
export function collectMessages(
  modules: Readonly<Record<string, Record<string, unknown>>>,
): CollectedMessage[] {
  const collected: CollectedMessage[] = [];
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports))
      if (/_MESSAGES?$/.test(name)) walk(value, `${file}: ${name}`, collected);
  return collected;
}

/** `{{placeholders}}` an i18n caller fills in later (OUTLET_MESSAGES.limitReached). */
const LATER_PLACEHOLDER = /\{\{[a-zA-Z]+\}\}/g;

/** 'hi: VALIDATION_MESSAGES.amount left in English', one line per language and text that fails. */
export function translationProblems(messages: readonly CollectedMessage[]): string[] {
  const problems: string[] = [];
  for (const message of messages) {
    const kept = [...message.values, ...(message.english.match(LATER_PLACEHOLDER) ?? [])];
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      const translated = translateMessage(message.english, language);
      if (translated === message.english) problems.push(`${language}: ${message.source} left in English`);
      for (const value of kept)
        if (!translated.includes(value)) problems.push(`${language}: ${message.source} loses ${value}`);
    }
  }
  return problems;
}
