// The SEO head of a storefront page: title, description, keywords, canonical (or noindex),
// Open Graph + Twitter card with the OG image and its size, favicon, theme styles and JSON-LD.

import { shopText } from '@storekeep/domain/storefront-texts';
import { escapeHtml, jsonForScript } from './html.ts';
import type { PageChrome } from './page-chrome.ts';
import type { ShopPage } from './page-content.ts';
import type { ShopContext } from './shop-context.ts';

/** Absolute URL of a path or URL on the shop's origin. */
export const absoluteUrl = (shop: ShopContext, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${shop.origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

export function headFor(shop: ShopContext, page: ShopPage, parts: PageChrome): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(
    page.description || shopText(shop.language, 'shopOnlineAt', { name: shop.storeName }),
  );
  const og = page.ogImage ?? parts.ogImage;
  const ogImage = og ? escapeHtml(absoluteUrl(shop, og.url)) : '';
  const canonical =
    page.canonicalPath === null
      ? null
      : escapeHtml(`${shop.origin}${shop.baseUrl}${page.canonicalPath}` || '/');
  return [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    page.keywords ? `<meta name="keywords" content="${escapeHtml(page.keywords)}">` : '',
    canonical ? `<link rel="canonical" href="${canonical}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(shop.storeName)}">`,
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${page.template === 'product-details' ? 'product' : 'website'}">`,
    canonical ? `<meta property="og:url" content="${canonical}">` : '',
    og
      ? `<meta property="og:image" content="${ogImage}"><meta property="og:image:width" content="${og.width}"><meta property="og:image:height" content="${og.height}">`
      : '',
    `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">`,
    ogImage ? `<meta name="twitter:image" content="${ogImage}">` : '',
    parts.headExtras,
    ...(page.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`,
    ),
  ].join('');
}
