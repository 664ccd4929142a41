// Home and the published static/custom pages of a shop, in the shop's page chrome. A store without a
// published site shows its catalogue grouped by top-level category as the home page.
import { pageForPath } from '@storekeep/blocks/page-data';
import { catalogueSections } from '@storekeep/blocks/shop/product-grid';
import { pageSeoIn } from '@storekeep/domain/page-seo';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { escapeHtml } from './html.ts';
import { organizationLd } from './json-ld.ts';
import { pageBlocksHtml } from './page-chrome.ts';
import type { ShopPage } from './page-content.ts';
import { getStorePage } from './service.ts';
import type { ShopContext } from './shop-context.ts';

export async function homeOrCustomPage(db: Db, shop: ShopContext, path: string): Promise<ShopPage> {
  if (shop.site) {
    const page = pageForPath(shop.site.document, path);
    if (!page) throw notFound('This page is not available.');
    const isHome = page.kind === 'home';
    const blocks = await pageBlocksHtml(db, shop, page);
    // The merchant's title and texts for search engines in the shopper's language, else the base.
    const seo = pageSeoIn(page.seo, shop.language);
    return {
      template: 'none',
      title: seo.title || (isHome ? shop.storeName : `${page.title} | ${shop.storeName}`),
      description: seo.description,
      keywords: seo.keywords,
      canonicalPath: isHome ? '/' : `/${page.slug}`,
      // The home page's h1 is the cover headline when the header has one; a hidden one otherwise.
      main: `${isHome ? '' : `<h1 class="sk-visually-hidden">${escapeHtml(page.title)}</h1>`}${blocks}`,
      jsonLd: isHome ? [organizationLd(shop)] : [],
    };
  }
  if (path !== '') throw notFound('This page is not available.');
  const store = await getStorePage(db, shop);
  const sections =
    store.sections.length > 0
      ? catalogueSections({ lang: shop.language, baseUrl: shop.baseUrl, sections: store.sections }).text
      : '';
  return {
    template: 'none',
    title: shop.storeName,
    canonicalPath: '/',
    main: `<h1>${escapeHtml(shop.storeName)}</h1>${sections || `<p>${escapeHtml(shopText(shop.language, 'comingSoon'))}</p>`}`,
    jsonLd: [organizationLd(shop)],
  };
}
