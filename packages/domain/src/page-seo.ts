// A website page's search-engine texts (its title in the browser tab and in search results, its
// description and keywords), with the merchant's own texts per shopper language beside them:
// `{ "hi": { "title": "…" } }`, checked like a block's texts. Where a language has nothing the
// base text shows; nothing is ever translated or filled in for the merchant.
import { z } from 'zod';
import { type BlockTranslations, blockTranslation, blockTranslationsSchema } from './block-translations.ts';
import type { LanguageCode } from './languages.ts';

export const PAGE_SEO_LIMITS = { title: 120, keywords: 500, description: 500 } as const;
export type PageSeoField = keyof typeof PAGE_SEO_LIMITS;
export const PAGE_SEO_FIELDS = Object.keys(PAGE_SEO_LIMITS) as PageSeoField[];

/** Only the nine codes and the three texts, each no longer than its base text; empty ones dropped. */
export const pageSeoTranslationsSchema = blockTranslationsSchema(PAGE_SEO_LIMITS);

/** The page's SEO as stored: the base texts, and the texts per language when the merchant gave some. */
export const pageSeoSchema = z.object({
  title: z.string().trim().max(PAGE_SEO_LIMITS.title).default(''),
  keywords: z.string().trim().max(PAGE_SEO_LIMITS.keywords).default(''),
  description: z.string().trim().max(PAGE_SEO_LIMITS.description).default(''),
  /** Left out (an older client), a save keeps the stored ones; `{}` clears them. */
  translations: pageSeoTranslationsSchema.optional(),
});
export type PageSeo = z.output<typeof pageSeoSchema>;
export type PageSeoTexts = Record<PageSeoField, string>;

/** Each text in the shopper's language when the merchant gave it, else the base text. */
export function pageSeoIn(
  seo: PageSeoTexts & { translations?: BlockTranslations | undefined },
  language: LanguageCode,
): PageSeoTexts {
  const text = (field: PageSeoField) => blockTranslation(seo.translations, language, field) ?? seo[field];
  return { title: text('title'), keywords: text('keywords'), description: text('description') };
}

/** The SEO a save stores: sent without its texts per language, it keeps the stored ones. */
export function keepSeoTranslations(stored: PageSeo | undefined, incoming: PageSeo): PageSeo {
  if (incoming.translations !== undefined || stored?.translations === undefined) return incoming;
  return { ...incoming, translations: stored.translations };
}
