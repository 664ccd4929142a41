// What a storefront page function returns: its own HTML and its SEO; shop-page.ts puts it in the
// shop's page chrome.

import type { OgImage } from './og-image.ts';

export interface ShopPage {
  template: 'category-listing' | 'product-details' | 'none';
  title: string;
  description?: string;
  keywords?: string;
  /** null = noindex (cart, checkout, order). */
  canonicalPath: string | null;
  /** Trusted HTML of the page's own content (escape your inputs!). */
  main: string;
  jsonLd?: object[];
  /** The page's own picture for link previews (a product's); else the store's. */
  ogImage?: OgImage | null;
}

/**
 * Thrown by a page function when the page lives at another address now (a product's id address,
 * or a slug it had before a rename): the storefront answers 301 there, the query string kept.
 */
export class PageMoved extends Error {
  constructor(
    /** The new address: a path under the store's base, as links write it. */
    readonly location: string,
  ) {
    super('This page has moved.');
    this.name = 'PageMoved';
  }
}
