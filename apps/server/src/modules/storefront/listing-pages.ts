// The category listing and search result pages: 24 products a page, sorted and filtered from the
// query string, with hidden categories, paused products and hideOnlineProducts respected.

import { html } from '@storekeep/blocks/shop/html';
import { listingTools } from '@storekeep/blocks/shop/listing-tools';
import { breadcrumbs, pagination } from '@storekeep/blocks/shop/navigation';
import { productGrid, type ShopCard } from '@storekeep/blocks/shop/product-grid';
import { pageSeoIn } from '@storekeep/domain/page-seo';
import { productPath } from '@storekeep/domain/product-slug';
import { translated } from '@storekeep/domain/store-translations';
import {
  LISTING_PAGE_SIZE,
  type ListingQuery,
  pageCount,
  parseListingQuery,
  shopActionFor,
} from '@storekeep/domain/storefront-listing';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as q from './catalogue-queries.ts';
import { categoryTree } from './category-tree.ts';
import { breadcrumbLd } from './json-ld.ts';
import type { ShopPage } from './page-content.ts';
import { cardPictureFiles } from './product-pictures.ts';
import { shopCategories } from './shop-categories.ts';
import type { ShopContext } from './shop-context.ts';

type CardRow = Awaited<ReturnType<typeof q.listProductCards>>['rows'][number];

function cardsOf(shop: ShopContext, rows: CardRow[]): ShopCard[] {
  return rows.map((row) => ({
    productId: row.productId,
    name: translated(row.name, row.translations, shop.language, 'name'),
    href: `${shop.baseUrl}${productPath(row.slug)}`,
    picture: row.mainImageKey
      ? cardPictureFiles(shop.fileUrl(row.mainImageKey), row.mainImageReady === true)
      : null,
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    action: shopActionFor({ isEnquiryEnabled: row.isEnquiryEnabled, inStock: row.inStock }, shop.settings),
    minOrderQuantity: String(Number(row.minOrderQuantity)),
    hasVariants: row.variantCount > 0,
  }));
}

/** The query string of a listing page with one parameter changed. */
function hrefWith(path: string, raw: Record<string, unknown>, page: number) {
  const params = new URLSearchParams();
  for (const key of ['q', 'sort', 'min', 'max', 'instock'])
    if (typeof raw[key] === 'string' && raw[key] !== '') params.set(key, raw[key] as string);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

async function productsFor(
  db: Db,
  shop: ShopContext,
  filter: Omit<q.ProductFilter, 'minPaise' | 'maxPaise' | 'inStockOnly'>,
  query: ListingQuery,
) {
  if (shop.settings.hideOnlineProducts) return { rows: [], total: 0 };
  return q.listProductCards(
    db,
    shop.supplierId,
    { ...filter, minPaise: query.minPaise, maxPaise: query.maxPaise, inStockOnly: query.inStockOnly },
    { sort: query.sort, limit: LISTING_PAGE_SIZE, offset: (query.page - 1) * LISTING_PAGE_SIZE },
  );
}

function listingMain(
  shop: ShopContext,
  parts: { heading: string; crumbs: Array<{ name: string; href: string }>; path: string; search?: string },
  raw: Record<string, unknown>,
  query: ListingQuery,
  result: { rows: CardRow[]; total: number },
  returnTo: string,
) {
  const lang = shop.language;
  const pages = pageCount(result.total);
  const action = `${shop.baseUrl}${parts.path}`;
  return html`${breadcrumbs(lang, parts.crumbs)}<h1>${parts.heading}</h1>${listingTools({
    lang,
    action,
    query,
    search: parts.search,
  })}${productGrid({ lang, baseUrl: shop.baseUrl, returnTo, cards: cardsOf(shop, result.rows) })}${pagination(
    {
      lang,
      page: query.page,
      pages,
      hrefOf: (page: number) => hrefWith(action, raw, page),
    },
  )}`.text;
}

export async function categoryPage(
  db: Db,
  shop: ShopContext,
  categoryRef: string,
  raw: Record<string, unknown>,
  returnTo: string,
): Promise<ShopPage> {
  const rows = await shopCategories(db, shop);
  // Theme menus link categories by their SEO URL (e.g. /category/staples); ids work everywhere.
  const categoryId = /^\d{1,15}$/.test(categoryRef)
    ? Number(categoryRef)
    : (rows.find((row) => row.seoUrl !== '' && row.seoUrl === categoryRef)?.categoryId ?? 0);
  const tree = categoryTree(rows);
  const path = tree.pathOf(categoryId);
  if (!path) throw notFound('This category is not available.');
  const category = path[path.length - 1] as NonNullable<typeof path>[number];
  const query = parseListingQuery(raw);
  const result = await productsFor(
    db,
    shop,
    { categoryIds: tree.withDescendants(categoryId), visibleCategoryIds: tree.visibleIds },
    query,
  );
  const crumbs = [
    { name: shopText(shop.language, 'home'), href: `${shop.baseUrl}/` },
    ...path.map((c) => ({ name: c.name, href: `${shop.baseUrl}/category/${c.categoryId}` })),
  ];
  const templatePage = shop.site?.document.pages.find((p) => p.kind === 'category-listing');
  const templateSeo = templatePage ? pageSeoIn(templatePage.seo, shop.language) : undefined;
  return {
    template: 'category-listing',
    title: category.seoTitle || `${category.name} | ${shop.storeName}`,
    description: category.seoDescription || templateSeo?.description || undefined,
    keywords: category.seoKeywords || templateSeo?.keywords || undefined,
    canonicalPath: `/category/${categoryId}${query.page > 1 ? `?page=${query.page}` : ''}`,
    main: listingMain(
      shop,
      { heading: category.name, crumbs, path: `/category/${categoryId}` },
      raw,
      query,
      result,
      returnTo,
    ),
    jsonLd: [breadcrumbLd(shop, crumbs)],
  };
}

export async function searchPage(
  db: Db,
  shop: ShopContext,
  raw: Record<string, unknown>,
  returnTo: string,
): Promise<ShopPage> {
  const search = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const query = parseListingQuery(raw);
  const tree = categoryTree(await shopCategories(db, shop));
  const result = search
    ? await productsFor(db, shop, { categoryIds: null, visibleCategoryIds: tree.visibleIds, search }, query)
    : { rows: [], total: 0 };
  const heading = search
    ? shopText(shop.language, 'searchResults', { query: search })
    : shopText(shop.language, 'search');
  const crumbs = [
    { name: shopText(shop.language, 'home'), href: `${shop.baseUrl}/` },
    { name: shopText(shop.language, 'search'), href: `${shop.baseUrl}/search` },
  ];
  return {
    template: 'none',
    title: `${heading} | ${shop.storeName}`,
    // Result pages are not for search engines.
    canonicalPath: null,
    main: listingMain(shop, { heading, crumbs, path: '/search', search }, raw, query, result, returnTo),
  };
}
