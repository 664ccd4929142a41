// The shared page frame of the storefront (contract of issue 7): which shop a request is for
// (slug or custom domain), and the full HTML page around a page's own content — the published
// site's header and footer fragments through Puck's Render (cached per published version), the
// template page's blocks, the SEO head, the language switcher and the client script.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import { isLanguageCode, type LanguageCode, normalizeLanguage } from '@storekeep/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type MainImageUrl, mainImageUrlBuilder } from '../products/presenters.ts';
import { loadDocument, type SiteDocument } from '../site/site-document.ts';
import { shopScriptTag } from './assets.ts';
import { framePartsFor } from './frame-parts.ts';
import { headFor } from './head.ts';
import * as q from './shop-queries.ts';

export interface ShopContext {
  supplierId: number;
  storeName: string;
  storeSlug: string;
  /** '/s/{slug}' or '' on a custom domain. */
  baseUrl: string;
  /** Absolute origin for canonical/OG URLs. */
  origin: string;
  /** Store language, overridden by the shopper's sk_lang cookie / ?lang. */
  language: LanguageCode;
  /** Published site; null = none. */
  site: { version: number; document: SiteDocument } | null;
  /** Parsed suppliers.account_settings. */
  settings: AccountSettings;
  /** Bumped by the database on any catalogue/stock/settings change of the store (0014). */
  catalogueVersion: number;
  /** The ?lang the shopper asked for, to be kept in the sk_lang cookie. */
  languageSwitch: LanguageCode | null;
  /** Product pictures as the storage serves them (main image: thumbnail when ready). */
  imageUrl: MainImageUrl;
  /** The storage's URL of a stored file (image originals; variants are named from it). */
  fileUrl: (storageKey: string) => string;
}

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

export const SHOP_LANG_COOKIE = 'sk_lang';

/** Parsed site documents by supplier and published version (versions never change). */
const documents = new Map<string, SiteDocument>();
const DOCUMENT_CACHE_SIZE = 200;

async function publishedSite(db: Db, supplierId: number, version: number | null) {
  if (version === null) return null;
  const key = `${supplierId}:${version}`;
  let document = documents.get(key);
  if (!document) {
    const stored = await q.findPublishedDocument(db, supplierId, version);
    if (stored === undefined) return null;
    document = loadDocument(stored);
    if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value as string);
    documents.set(key, document);
  }
  return { version, document };
}

/** Parsed account settings by store and catalogue version (a settings change bumps it, 0014). */
const parsedSettings = new Map<number, { version: number; settings: AccountSettings }>();

function settingsOf(supplierId: number, version: number, stored: unknown): AccountSettings {
  const hit = parsedSettings.get(supplierId);
  if (hit && hit.version === version) return hit.settings;
  const settings = accountSettingsSchema.parse(stored);
  if (parsedSettings.size >= 10_000) parsedSettings.clear();
  parsedSettings.set(supplierId, { version, settings });
  return settings;
}

/** The Host header without port, lower-case; null when absent. */
export function hostOf(request: FastifyRequest): string | null {
  const host = request.headers.host?.trim().toLowerCase();
  if (!host) return null;
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

function languageOf(request: FastifyRequest, storeLanguage: string) {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? query.lang.toLowerCase() : '';
  if (isLanguageCode(asked)) return { language: asked, languageSwitch: asked };
  const cookie = request.cookies?.[SHOP_LANG_COOKIE] ?? '';
  if (isLanguageCode(cookie)) return { language: cookie, languageSwitch: null };
  return { language: normalizeLanguage(storeLanguage), languageSwitch: null };
}

/** Resolves the shop of a request (slug param or Host header); throws notFound for unknown/expired. */
export async function shopOf(db: Db, request: FastifyRequest): Promise<ShopContext> {
  const params = request.params as { storeSlug?: string } | undefined;
  const slug = params?.storeSlug;
  const row = slug
    ? await q.findShopBySlug(db, slug)
    : await (async () => {
        const host = hostOf(request);
        return host ? q.findShopByHost(db, host) : undefined;
      })();
  if (!row || row.isExpired) throw notFound('This store is not available.');
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  return {
    supplierId: row.supplierId,
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    baseUrl: slug ? `/s/${row.storeSlug}` : '',
    origin,
    ...languageOf(request, row.language),
    site: await publishedSite(db, row.supplierId, row.publishedVersion),
    settings: settingsOf(row.supplierId, row.catalogueVersion ?? 1, row.accountSettings),
    catalogueVersion: row.catalogueVersion ?? 1,
    imageUrl: mainImageUrlBuilder(request.server.storage),
    fileUrl: (storageKey) => request.server.storage.url(storageKey),
  };
}

/** A full HTML page: theme header + `main` + template blocks + footer, SEO head, the client script. */
export async function renderShopPage(db: Db, shop: ShopContext, page: ShopPage): Promise<string> {
  const parts = await framePartsFor(db, shop, page.template);
  const head = headFor(shop, page, parts);
  const main = `<main id="main" class="sk-shop-main" tabindex="-1">${page.main}</main>`;
  return `<!doctype html><html lang="${shop.language}"><head>${head}</head><body>${parts.before}${main}${parts.after}${await shopScriptTag(shop.baseUrl)}</body></html>`;
}

/** Sends a storefront page: keeps a ?lang choice in the sk_lang cookie (Path = store base). */
export function sendShopHtml(reply: FastifyReply, shop: ShopContext, html: string, status = 200) {
  if (shop.languageSwitch)
    reply.setCookie(SHOP_LANG_COOKIE, shop.languageSwitch, {
      path: shop.baseUrl || '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 3600,
    });
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
