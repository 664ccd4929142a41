// What a storefront page function returns: its own HTML and its SEO; shop-page.ts puts it in the
// shop's page chrome.

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
  ogImage?: string | null;
}
