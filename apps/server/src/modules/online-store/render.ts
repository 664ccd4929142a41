// Server-side render of one page of a site document: Puck's server-safe Render with the blocks
// config (the main Puck entry cannot load in Node), inside a full SEO head (title, description,
// keywords, Open Graph image, favicon) and the theme background. No JavaScript is sent.
import { Render } from '@puckeditor/core/rsc';
import {
  answerCatalogueRequests,
  type CatalogueSource,
  catalogueRequests,
} from '@storekeep/blocks/catalogue';
import { puckConfig } from '@storekeep/blocks/config';
import type { BlocksMetadata } from '@storekeep/blocks/metadata';
import { composePageData, pageForPath } from '@storekeep/blocks/page-data';
import { escapeHtml } from '@storekeep/domain/html';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Db } from '../../db/client.ts';
import { liveDiscountCodes } from '../discount-codes/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import { catalogueFor } from './featured-catalogue.ts';
import { backgroundOf, canvasImageOf, type SiteDocument } from './site-document.ts';

export interface RenderInput {
  supplierId: number;
  storeName: string;
  /** Where the store's pages live, e.g. /s/ravi-stores. */
  baseUrl: string;
  document: SiteDocument;
  /** The page's slug; '' for home. */
  path: string;
  canonicalUrl: string | null;
  /** Product pictures: the main image as the storage serves it. */
  imageUrl: MainImageUrl;
  /** Answer featured blocks from this list instead of the store's catalogue (theme previews). */
  demoCatalogue?: CatalogueSource | undefined;
}

/** The page as a full HTML document, or null when the document has no page at that path. */
export async function renderSiteDocument(db: Db, input: RenderInput): Promise<string | null> {
  const { document } = input;
  const page = pageForPath(document, input.path);
  if (!page) return null;
  const metadata: BlocksMetadata = {
    store: { storeName: input.storeName, baseUrl: input.baseUrl, currency: 'INR', locale: 'en-IN' },
    viewport: 'desktop',
  };
  const data = composePageData(document, page);
  metadata.catalogue = input.demoCatalogue
    ? answerCatalogueRequests(catalogueRequests(data.content), input.demoCatalogue)
    : await catalogueFor(db, input.imageUrl, input.supplierId, input.baseUrl, data);
  if (data.content.some((block) => block.type === 'DiscountOffer'))
    metadata.discountCodes = await liveDiscountCodes(db, input.supplierId);
  const body = renderToString(createElement(Render, { config: puckConfig, data, metadata }));
  const seo = page.seo;
  const title = escapeHtml(
    seo.title || (page.kind === 'home' ? input.storeName : `${page.title} | ${input.storeName}`),
  );
  const ogImage = canvasImageOf(document, 'OG_IMAGE');
  const favicon = canvasImageOf(document, 'FAVICON');
  const background = backgroundOf(document);
  const head = [
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description || `Shop online at ${input.storeName}.`)}">`,
    seo.keywords ? `<meta name="keywords" content="${escapeHtml(seo.keywords)}">` : '',
    input.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">` : '',
    `<meta property="og:title" content="${title}"><meta property="og:type" content="website">`,
    ogImage ? `<meta property="og:image" content="${escapeHtml(ogImage)}">` : '',
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : '',
    `<style>${backgroundCss(background)}</style>`,
  ].join('');
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

function backgroundCss(background: ReturnType<typeof backgroundOf>): string {
  const rules = ['margin:0', 'font-family:"Noto Sans",system-ui,sans-serif'];
  if (background.colorCode) rules.push(`background-color:${background.colorCode}`);
  let css = `body{${rules.join(';')}}`;
  if (background.backgroundImage && /^(\/|https:\/\/)[^"'()\s]+$/.test(background.backgroundImage)) {
    // The image sits behind the content at the saved transparency.
    css += `body::before{content:"";position:fixed;inset:0;z-index:-1;background:url("${background.backgroundImage}") center/cover;opacity:${background.transparencyValue}}`;
  }
  return css;
}
