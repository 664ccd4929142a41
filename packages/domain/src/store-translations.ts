// The merchant's own texts in the shopper's languages: a product's name and description, a
// category's name and the store's name, each given per language by the merchant. Stored as
// `{ "hi": { "name": "…" } }` beside the base text, which stays the fallback wherever a language
// has nothing: nothing is ever translated or filled in for the merchant.
import { z } from 'zod';
import { CATEGORY_NAME_MAX_LENGTH } from './category-model.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import {
  DETAILED_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX_LENGTH,
} from './product-constants.ts';

const text = (max: number) => z.string().trim().max(max);

/**
 * One entity's translations: only the nine codes, only the entity's translatable fields (unknown
 * ones are refused), each as long as its base field may be; a language left with no text is dropped.
 */
function translationsOf<Shape extends z.ZodRawShape, Field extends string = keyof Shape & string>(
  fields: Shape,
) {
  const perLanguage = z.object(fields).strict();
  // Typed by what it holds: zod cannot infer a generic shape's keys as optional strings.
  return z
    .partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), perLanguage)
    .transform((all): Translations<Field> => {
      const kept: Translations<Field> = {};
      for (const [code, texts] of Object.entries(all) as [LanguageCode, Record<string, unknown>][]) {
        // A field left empty is no translation: the base text shows there.
        const given = Object.entries(texts ?? {}).filter(([, v]) => typeof v === 'string' && v !== '');
        if (given.length > 0) kept[code] = Object.fromEntries(given) as Partial<Record<Field, string>>;
      }
      return kept;
    }) as unknown as z.ZodType<Translations<Field>, Translations<Field>>;
}

export const productTranslationsSchema = translationsOf({
  name: text(PRODUCT_NAME_MAX_LENGTH)
    .refine((v) => !/[<>]/.test(v), PRODUCT_MESSAGES.nameAngleBrackets)
    .optional(),
  /** Plain text or the same rich-text subset as the base description (the server sanitizes it). */
  description: text(DETAILED_DESCRIPTION_MAX_LENGTH).optional(),
});
export type ProductTranslations = z.output<typeof productTranslationsSchema>;

export const categoryTranslationsSchema = translationsOf({ name: text(CATEGORY_NAME_MAX_LENGTH).optional() });
export type CategoryTranslations = z.output<typeof categoryTranslationsSchema>;

/** The store's name, no longer than the website walkthrough allows it (120). */
export const storeTranslationsSchema = translationsOf({ storeName: text(120).optional() });
export type StoreTranslations = z.output<typeof storeTranslationsSchema>;

/** The translations as replies carry them (already validated when saved). */
function replyOf<Field extends string>(fields: readonly Field[]) {
  const texts = z.object(
    Object.fromEntries(fields.map((f) => [f, z.string().optional()])) as Record<
      Field,
      z.ZodOptional<z.ZodString>
    >,
  );
  return z.partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), texts);
}
export const productTranslationsReplySchema = replyOf(['name', 'description'] as const);
export const categoryTranslationsReplySchema = replyOf(['name'] as const);
/** GET and PUT /settings/store-translations. */
export const storeTranslationsReplySchema = z.object({ translations: replyOf(['storeName'] as const) });
export const storeTranslationsBodySchema = z.object({ translations: storeTranslationsSchema });

/** The shape of any stored translations, read back leniently (an unreadable one counts as none). */
export type Translations<Field extends string> = Partial<
  Record<LanguageCode, Partial<Record<Field, string>>>
>;

/** The text in the shopper's language when the merchant gave one, else the base text. */
export function translated<Field extends string>(
  base: string,
  translations: unknown,
  language: LanguageCode,
  field: Field,
): string {
  if (translations === null || typeof translations !== 'object') return base;
  const texts = (translations as Translations<Field>)[language];
  const text = texts?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : base;
}
