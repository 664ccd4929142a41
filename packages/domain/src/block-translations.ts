// The merchant's website texts per shopper language: a block's heading, button label, slide or
// card text given in another of the nine languages, beside the base text the merchant typed in
// the block. Stored on the block as `{ "hi": { "heading": "…", "slides.0.buttonLabel": "…" } }`:
// a text inside a list is named by its path, its place in the list standing for the `*` of its
// field. Nothing is ever translated or filled in for the merchant; where a language has nothing
// the base text shows.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

/** A block's texts in other languages: language, then the text's path, then the text. */
export type BlockTranslations = Partial<Record<LanguageCode, Record<string, string>>>;

/** A block type's translatable texts: their path pattern (`slides.*.heading`) and base limit. */
export type BlockTextLimits = Readonly<Record<string, number>>;

/**
 * What a text goes through before it is stored, by path pattern, as its base field does (a rich
 * text's body is sanitised); a text it leaves empty is dropped like one left empty.
 */
export type BlockTextCleaners = Readonly<Record<string, (text: string) => string>>;

export const BLOCK_TRANSLATION_MESSAGES = {
  unknownText: 'This text cannot be given per language.',
  unknownLanguage: 'Choose one of the store’s languages.',
} as const;

/** The pattern a concrete path answers to: each list position becomes `*`. */
export function textPattern(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d{1,3}$/.test(part) ? '*' : part))
    .join('.');
}

const isLanguage = (code: string): code is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The translations of one block type: only the nine codes, only the block's translatable texts
 * (any other path is refused), each no longer than its base field may be and cleaned as its base
 * field is; a text or a language left empty is dropped, never stored as an empty text.
 */
export function blockTranslationsSchema(
  limits: BlockTextLimits,
  cleaners: BlockTextCleaners = {},
): z.ZodType<BlockTranslations, unknown> {
  return z.record(z.string(), z.record(z.string(), z.string())).transform((all, ctx) => {
    const kept: BlockTranslations = {};
    for (const [code, texts] of Object.entries(all)) {
      if (!isLanguage(code)) {
        ctx.addIssue({ code: 'custom', message: BLOCK_TRANSLATION_MESSAGES.unknownLanguage, path: [code] });
        continue;
      }
      const given: Record<string, string> = {};
      for (const [path, raw] of Object.entries(texts)) {
        const pattern = textPattern(path);
        const limit = Object.hasOwn(limits, pattern) ? limits[pattern] : undefined;
        if (limit === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: BLOCK_TRANSLATION_MESSAGES.unknownText,
            path: [code, path],
          });
          continue;
        }
        const text = raw.trim();
        if (text.length > limit) {
          ctx.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: limit,
            inclusive: true,
            message: `Too long: at most ${limit} characters`,
            path: [code, path],
          });
          continue;
        }
        const clean = Object.hasOwn(cleaners, pattern) ? cleaners[pattern] : undefined;
        const stored = clean ? clean(text).trim() : text;
        if (stored !== '') given[path] = stored;
      }
      if (Object.keys(given).length > 0) kept[code] = given;
    }
    return kept;
  });
}

/** The block's text at `path` in the shopper's language when the merchant gave one, else null. */
export function blockTranslation(
  translations: BlockTranslations | undefined,
  language: LanguageCode,
  path: string,
): string | null {
  const text = translations?.[language]?.[path];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
