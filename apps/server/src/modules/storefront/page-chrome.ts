// The HTML before and after a storefront page's <main>: the published site's header fragment,
// then (after main) the template page's blocks, the footer fragments and the language switcher;
// or a plain accessible header/footer for a store without a published site. Rendered once per
// (store, published version, base, language, template[, catalogue version]) and kept in memory.
import type { ComponentConfig, Config, Data } from '@puckeditor/core';
import { Render } from '@puckeditor/core/rsc';
import type { ShopperLanguage } from '@storekeep/blocks/block-language';
import type { BlockPropsMap } from '@storekeep/blocks/block-schemas';
import { catalogueRequests } from '@storekeep/blocks/catalogue';
import { puckConfig, type RootProps } from '@storekeep/blocks/config';
import type { SitePage } from '@storekeep/blocks/document';
import type { BlocksMetadata, StoreContext } from '@storekeep/blocks/metadata';
import { composePageData, pageOfKind, type SiteData } from '@storekeep/blocks/page-data';
import { SHOP_CSS } from '@storekeep/blocks/shop/styles';
import { LANGUAGES } from '@storekeep/domain/languages';
import { pageSeoIn } from '@storekeep/domain/page-seo';
import { shopText } from '@storekeep/domain/storefront-texts';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import type { Db } from '../../db/client.ts';
import { cachePer } from '../../lib/cache.ts';
import { liveDiscountCodes } from '../discount-codes/service.ts';
import { backgroundOf, catalogueFor } from '../online-store/index.ts';
import { escapeHtml } from './html.ts';
import { type OgImage, storeImagesFor } from './og-image.ts';
import type { ShopPage } from './page-content.ts';
import type { ShopContext } from './shop-context.ts';

export interface PageChrome {
  before: string;
  after: string;
  /** <style> and <link rel=icon> for the head. */
  headExtras: string;
  ogImage: OgImage | null;
  /** The template page's SEO (category-listing / product-details) in the shopper's language. */
  templateSeo: { title: string; description: string; keywords: string } | null;
}

const SLOT_ID = 'sk-shop-main-slot-3f9c';
const SLOT_HTML = `<div id="${SLOT_ID}"></div>`;
/** The blocks plus the one marker block that says where the page's <main> goes. */
type ChromeProps = BlockPropsMap & { ShopMainSlot: object };
type ChromeData = Data<ChromeProps, RootProps>;
const slotBlock: ComponentConfig<ChromeProps['ShopMainSlot']> = {
  render: () => createElement('div', { id: SLOT_ID }),
};
const chromeConfig: Config<ChromeProps, RootProps> = {
  ...puckConfig,
  components: { ...puckConfig.components, ShopMainSlot: slotBlock },
};

/** The store as the blocks see it, with the shopper's language for their own labels. */
const blocksStoreOf = (shop: ShopContext): StoreContext => ({
  storeName: shop.storeName,
  baseUrl: shop.baseUrl,
  currency: 'INR',
  locale: 'en-IN',
  language: shop.language,
});

/** The blocks' texts follow the shopper's language (the chromes and pages are kept per language). */
const shopperOf = (shop: ShopContext): ShopperLanguage => ({
  language: shop.language,
  storeNames: [shop.storeName, shop.baseStoreName],
});

/**
 * Rendered chromes by what they are made of: the store (its name is on them), the published
 * version, the address base, the language, the template, and the catalogue version when the
 * template's blocks show products. A publish, a rename or a catalogue change gives a new key.
 */
const chromesOf = cachePer<Db, string, PageChrome>({ max: 500 });

export async function pageChromeFor(
  db: Db,
  shop: ShopContext,
  template: ShopPage['template'],
): Promise<PageChrome> {
  const base = `${shop.supplierId}:${shop.site?.version ?? 0}:${shop.baseUrl}:${shop.language}:${template}:${shop.storeName}`;
  const chromes = chromesOf(db);
  const hit = chromes.get(base) ?? chromes.get(`${base}:${shop.catalogueVersion}`);
  if (hit) return hit;
  const { parts, usesCatalogue } = shop.site
    ? await siteParts(db, shop, template)
    : await plainParts(db, shop);
  // Template blocks that show products change with the catalogue; the rest only with a publish.
  chromes.set(usesCatalogue ? `${base}:${shop.catalogueVersion}` : base, parts);
  return parts;
}

async function siteParts(db: Db, shop: ShopContext, template: ShopPage['template']) {
  const document = (shop.site as NonNullable<ShopContext['site']>).document;
  const templatePage = template === 'none' ? null : pageOfKind(document, template);
  // composePageData gives header + page + footers with the effect rules applied; the marker
  // block goes between the header and the template's own blocks.
  const listing = pageOfKind(document, 'category-listing');
  const shell: SitePage = templatePage ?? { ...listing, content: { ...listing.content, content: [] } };
  const composed = composePageData(document, shell, shopperOf(shop));
  const headerCount = document.fragments.header.content.length;
  const content: ChromeData['content'] = [
    ...composed.content.slice(0, headerCount),
    { type: 'ShopMainSlot', props: { id: 'shop-main-slot' } },
    ...composed.content.slice(headerCount),
  ];
  const data: ChromeData = { ...composed, content };
  const metadata: BlocksMetadata = {
    store: blocksStoreOf(shop),
    viewport: 'desktop',
  };
  const usesCatalogue = catalogueRequests(data.content).length > 0;
  metadata.catalogue = await catalogueFor(
    db,
    shop.imageUrl,
    shop.supplierId,
    shop.baseUrl,
    data,
    shop.language,
  );
  const html = renderToString(createElement(Render, { config: chromeConfig, data, metadata }));
  const at = html.indexOf(SLOT_HTML);
  const before = at >= 0 ? html.slice(0, at) : html;
  const after = at >= 0 ? html.slice(at + SLOT_HTML.length) : '';
  const images = await storeImagesFor(db, shop, document);
  const headExtras = `<style>${SHOP_CSS}${backgroundCss(document.theme.colors, backgroundOf(document))}</style>${images.faviconHtml}`;
  const parts: PageChrome = {
    before: `${skipLink(shop)}${before}`,
    after: `${after}${languageFooter(shop, false)}`,
    headExtras,
    ogImage: images.ogImage,
    templateSeo: templatePage ? pageSeoIn(templatePage.seo, shop.language) : null,
  };
  return { parts, usesCatalogue: usesCatalogue || images.fromCatalogue };
}

async function plainParts(db: Db, shop: ShopContext) {
  const images = await storeImagesFor(db, shop, null);
  const base = shop.baseUrl;
  const searchLabel = escapeHtml(shopText(shop.language, 'searchLabel'));
  const header = `<header class="sk-shop-header"><div class="sk-shop-wrap sk-shop-header-row">
<a class="sk-shop-brand" href="${base}/">${escapeHtml(shop.storeName)}</a>
<form role="search" class="sk-shop-search" method="get" action="${base}/search" data-sk-search><label for="sk-shop-q" class="sk-visually-hidden">${searchLabel}</label><input id="sk-shop-q" type="search" name="q" required maxlength="100" placeholder="${searchLabel}"><button type="submit">${escapeHtml(shopText(shop.language, 'search'))}</button></form>
<a class="sk-shop-cart" href="${base}/cart" data-sk-cart-link>${escapeHtml(shopText(shop.language, 'cart'))} <span data-sk-cart-count hidden></span></a>
</div></header>`;
  const parts: PageChrome = {
    before: `${skipLink(shop)}${header}`,
    after: languageFooter(shop, true),
    headExtras: `<style>${SHOP_CSS}body{margin:0;font-family:"Noto Sans",system-ui,sans-serif;background:#f8f9fa;color:#1a1b1e}</style>${images.faviconHtml}`,
    ogImage: images.ogImage,
    templateSeo: null,
  };
  return { parts, usesCatalogue: images.fromCatalogue };
}

const skipLink = (shop: ShopContext) =>
  `<a class="sk-skip-link" href="#main">${escapeHtml(shopText(shop.language, 'skipToContent'))}</a>`;

/** The language switcher (links ?lang=xx) and, without a site footer, the store line. */
function languageFooter(shop: ShopContext, withStoreLine: boolean): string {
  const links = LANGUAGES.map((l) =>
    l.code === shop.language
      ? `<li><a href="?lang=${l.code}" lang="${l.code}" aria-current="true">${escapeHtml(l.nativeName)}</a></li>`
      : `<li><a href="?lang=${l.code}" lang="${l.code}" hreflang="${l.code}">${escapeHtml(l.nativeName)}</a></li>`,
  ).join('');
  const label = escapeHtml(shopText(shop.language, 'footerLanguage'));
  const storeLine = withStoreLine
    ? `<p>${escapeHtml(shop.storeName)} · ${escapeHtml(shopText(shop.language, 'poweredBy'))}</p>`
    : '';
  return `<footer class="sk-shop-footer"><div class="sk-shop-wrap">${storeLine}<nav aria-label="${label}"><ul class="sk-shop-langs">${links}</ul></nav></div></footer>`;
}

/**
 * The page behind the theme root: the theme's background and text colours, so the language
 * switcher under the site footer and a short page's last stretch are the theme's, not white.
 */
function backgroundCss(
  colours: { background: string; text: string },
  background: ReturnType<typeof backgroundOf>,
): string {
  const rules = ['margin:0', 'font-family:"Noto Sans",system-ui,sans-serif'];
  rules.push(`background-color:${background.colorCode ?? colours.background}`, `color:${colours.text}`);
  return `body{${rules.join(';')}}`;
}

/** The same config with a root that adds nothing: a page's blocks inside the chrome's own root. */
const blocksConfig: Config<ChromeProps, RootProps> = {
  ...chromeConfig,
  root: { render: ({ children }) => createElement(Fragment, null, children) },
};

/** A published page's own blocks (home, static, custom) as HTML for the page's main. */
export async function pageBlocksHtml(db: Db, shop: ShopContext, page: SitePage): Promise<string> {
  const document = (shop.site as NonNullable<ShopContext['site']>).document;
  const data: SiteData = {
    root: { props: { theme: document.theme, title: page.title } },
    content: composePageData(document, page, shopperOf(shop)).content.slice(
      document.fragments.header.content.length,
      document.fragments.header.content.length + page.content.content.length,
    ),
  };
  const metadata: BlocksMetadata = {
    store: blocksStoreOf(shop),
    viewport: 'desktop',
    catalogue: await catalogueFor(db, shop.imageUrl, shop.supplierId, shop.baseUrl, data, shop.language),
    // Read for each page, never kept: a code paused or run out leaves its offer at once.
    ...(data.content.some((block) => block.type === 'DiscountOffer')
      ? { discountCodes: await liveDiscountCodes(db, shop.supplierId) }
      : {}),
  };
  return renderToString(createElement(Render, { config: blocksConfig, data, metadata }));
}
