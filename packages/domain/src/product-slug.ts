// A product's readable address in the online store, `/s/{store}/p/{slug}`: the slug is the
// product's name in ASCII (Devanagari, Tamil, Bengali… transliterated), lower-case and hyphenated,
// unique within the store. The one place that says how a product page's path is written.
import anyAscii from 'any-ascii';
import { z } from 'zod';

/** Longer names are cut at a hyphen: an address stays readable and fits a shared link. */
export const PRODUCT_SLUG_MAX_LENGTH = 80;

/** What a slug may look like: lower-case ASCII letters and digits in hyphen-joined words. */
export const productSlugSchema = z
  .string()
  .min(1)
  .max(PRODUCT_SLUG_MAX_LENGTH + 12)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * The slug a name asks for, before the store's other products are considered: transliterated to
 * ASCII, every run of other characters one hyphen. Empty when nothing readable is left (a name of
 * symbols only).
 */
export function productSlugBase(name: string): string {
  const words = anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > PRODUCT_SLUG_MAX_LENGTH) return slug || word.slice(0, PRODUCT_SLUG_MAX_LENGTH);
    slug = next;
  }
  return slug;
}

/** The stable slug of a product whose name gives none: its id, which never changes. */
export function fallbackProductSlug(productId: number): string {
  return `item-${productId}`;
}

/** Whether a slug the product already has still fits its name: the name's slug, or it with a suffix. */
export function slugFitsName(slug: string, name: string, productId: number): boolean {
  const base = productSlugBase(name) || fallbackProductSlug(productId);
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}

/**
 * The product's slug in its store: the name's slug, or on a clash with a slug another product of
 * the store holds, the first of `-2`, `-3`… that is free. `isTaken` answers for the store.
 */
export function uniqueProductSlug(
  name: string,
  productId: number,
  isTaken: (slug: string) => boolean,
): string {
  const base = productSlugBase(name) || fallbackProductSlug(productId);
  if (!isTaken(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const slug = `${base}-${suffix}`;
    if (!isTaken(slug)) return slug;
  }
}

/** A product page's path under the store's base address: the only builder of product links. */
export function productPath(slug: string): string {
  return `/p/${slug}`;
}
