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
