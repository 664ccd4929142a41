// Storefront listing rules: paging, sort and filters read from the query string, and
// what a shopper may do with a product (buy, enquire, or see it out of stock).
import { z } from 'zod';
import { rupeesToPaise } from './money.ts';

export const LISTING_PAGE_SIZE = 24;
export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingQuery {
  page: number;
  sort: ListingSort;
  /** Price bounds in paise, inclusive; null = no bound. */
  minPaise: number | null;
  maxPaise: number | null;
  inStockOnly: boolean;
}

// Built once: a zod schema costs far more to build than to run, and these run per page view.
const rupees = z.coerce.number().finite().min(0).max(10_000_000);
const pageNumber = z.coerce.number().int().min(1).max(10_000);
const listingSort = z.enum(LISTING_SORTS);

/** Anything unreadable falls back to the default (a shared link never breaks the page). */
export function parseListingQuery(raw: Record<string, unknown>): ListingQuery {
  // An absent parameter is the default without asking zod: a failed parse builds its error
  // objects, and most page views (every category link) have neither.
  const page = raw.page === undefined ? null : pageNumber.safeParse(raw.page);
  const sort = raw.sort === undefined ? null : listingSort.safeParse(raw.sort);
  const min = raw.min === '' || raw.min === undefined ? null : rupees.safeParse(raw.min);
  const max = raw.max === '' || raw.max === undefined ? null : rupees.safeParse(raw.max);
  return {
    page: page?.success ? page.data : 1,
    sort: sort?.success ? sort.data : 'relevance',
    minPaise: min?.success ? rupeesToPaise(min.data) : null,
    maxPaise: max?.success ? rupeesToPaise(max.data) : null,
    inStockOnly: raw.instock === '1',
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
}

export type ShopAction = 'add-to-cart' | 'enquire' | 'out-of-stock';

/**
 * Enquiry-only products take an enquiry; others are sold when in stock, or out of stock when the
 * store sells out-of-stock items (isSellOutOfStock); otherwise they show "Out of stock".
 */
export function shopActionFor(
  product: { isEnquiryEnabled: boolean; inStock: boolean },
  settings: { isSellOutOfStock: boolean },
): ShopAction {
  if (product.isEnquiryEnabled) return 'enquire';
  if (product.inStock || settings.isSellOutOfStock) return 'add-to-cart';
  return 'out-of-stock';
}
