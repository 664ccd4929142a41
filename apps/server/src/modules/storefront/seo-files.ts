// sitemap.xml and robots.txt of a shop: the published pages, visible categories and products.
import { productPath } from '@storekeep/domain/product-slug';
import type { Db } from '../../db/client.ts';
import * as q from './catalogue-queries.ts';
import { categoryTree } from './category-tree.ts';
import { escapeHtml } from './html.ts';
import { shopCategories } from './shop-categories.ts';
import type { ShopContext } from './shop-context.ts';

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_LIMIT = 50_000;

export async function sitemapXml(db: Db, shop: ShopContext): Promise<string> {
  const root = `${shop.origin}${shop.baseUrl}`;
  const pages = shop.site
    ? shop.site.document.pages
        .filter((page) => page.kind === 'static' || page.kind === 'custom')
        .map((page) => ({ loc: `${root}/${page.slug}`, lastmod: null as string | null }))
    : [];
  const [categories, products] = shop.settings.hideOnlineProducts
    ? [[], []]
    : await Promise.all([
        shopCategories(db, shop),
        q.listSitemapProducts(db, shop.supplierId, SITEMAP_LIMIT),
      ]);
  const tree = categoryTree(categories);
  const visible = new Set(tree.visibleIds);
  const urls = [
    { loc: `${root}/`, lastmod: null as string | null },
    ...pages,
    ...(tree.visibleIds.length > 0 ? [{ loc: `${root}/categories`, lastmod: null }] : []),
    ...tree.visibleIds.map((id) => ({ loc: `${root}/category/${id}`, lastmod: null })),
    ...products
      .filter((p) => p.categoryId === null || visible.has(p.categoryId))
      .map((p) => ({
        loc: `${root}${productPath(p.slug)}`,
        lastmod: p.updatedAt.toISOString().slice(0, 10),
      })),
  ].slice(0, SITEMAP_LIMIT);
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

export function robotsTxt(shop: ShopContext): string {
  const base = shop.baseUrl;
  return [
    'User-agent: *',
    `Allow: ${base}/`,
    ...['/cart', '/checkout', '/order/', '/search', '/pay/'].map((path) => `Disallow: ${base}${path}`),
    `Sitemap: ${shop.origin}${base}/sitemap.xml`,
    '',
  ].join('\n');
}
