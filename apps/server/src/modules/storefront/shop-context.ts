// Which shop a request is for (store slug or verified custom domain), with what every storefront
// page needs of it: the published site, the parsed account settings, the shopper's language and
// the storage's URLs. Resolved shops are kept in memory until the database announces a change;
// what is made from a shop (its parsed site and settings here, the page chrome, the categories,
// the page cache) is kept under the versions the shop carries, so it follows the shop.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import { isLanguageCode, type LanguageCode, normalizeLanguage } from '@storekeep/domain/languages';
import { translated } from '@storekeep/domain/store-translations';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { cachePer, watchedCache } from '../../lib/cache.ts';
import { loadDocument, type SiteDocument } from '../online-store/index.ts';
import { type MainImageUrl, mainImageUrlBuilder } from '../products/index.ts';
import * as q from './shop-queries.ts';

export interface ShopContext {
  supplierId: number;
  /** The store's name in the shopper's language (the base name where none was given). */
  storeName: string;
  /** The store's name as the merchant typed it first. */
  baseStoreName: string;
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

export const SHOP_LANG_COOKIE = 'sk_lang';

/** Parsed site documents by supplier and published version (a published version never changes). */
const documentsOf = cachePer<Db, string, SiteDocument>({ max: 200 });

async function publishedSite(db: Db, supplierId: number, version: number | null) {
  if (version === null) return null;
  const key = `${supplierId}:${version}`;
  const documents = documentsOf(db);
  let document = documents.get(key);
  if (!document) {
    const stored = await q.findPublishedDocument(db, supplierId, version);
    if (stored === undefined) return null;
    document = loadDocument(stored);
    documents.set(key, document);
  }
  return { version, document };
}

/** Parsed account settings by store and catalogue version (a settings change bumps it, 0014). */
const parsedSettingsOf = cachePer<Db, number, { version: number; settings: AccountSettings }>({
  max: 10_000,
});

function settingsOf(db: Db, supplierId: number, version: number, stored: unknown): AccountSettings {
  const parsedSettings = parsedSettingsOf(db);
  const hit = parsedSettings.get(supplierId);
  if (hit && hit.version === version) return hit.settings;
  const settings = accountSettingsSchema.parse(stored);
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

type ShopRow = NonNullable<Awaited<ReturnType<typeof q.findShopBySlug>>>;

/**
 * Shops resolved by slug ('slug:…') or host ('host:…'), kept until a notice on `storefront` (0015:
 * the supplier id, on any publish, domain or catalogue change of the store) names their store.
 */
const shops = watchedCache<ShopRow>({
  channel: 'storefront',
  max: 5000,
  tagsOf: (row) => [String(row.supplierId)],
});

async function findShop(db: Db, slug: string | undefined, host: string | null): Promise<ShopRow | undefined> {
  const key = slug ? `slug:${slug}` : host ? `host:${host}` : null;
  if (key === null) return undefined;
  const kept = shops.of(db);
  const known = kept?.get(key);
  if (known) return known;
  const since = kept?.stamp();
  const row = slug ? await q.findShopBySlug(db, slug) : await q.findShopByHost(db, host as string);
  if (row) kept?.set(key, row, since);
  return row;
}

/** Resolves the shop of a request (slug param or Host header); throws notFound for unknown/expired. */
export async function shopOf(db: Db, request: FastifyRequest): Promise<ShopContext> {
  const params = request.params as { storeSlug?: string } | undefined;
  const slug = params?.storeSlug;
  const row = await findShop(db, slug, slug ? null : hostOf(request));
  if (!row || row.isExpired) throw notFound('This store is not available.');
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const language = languageOf(request, row.language);
  return {
    supplierId: row.supplierId,
    // The store's name in the shopper's language where the merchant gave one.
    storeName: translated(row.storeName, row.storeTranslations, language.language, 'storeName'),
    baseStoreName: row.storeName,
    storeSlug: row.storeSlug,
    baseUrl: slug ? `/s/${row.storeSlug}` : '',
    origin,
    ...language,
    site: await publishedSite(db, row.supplierId, row.publishedVersion),
    settings: settingsOf(db, row.supplierId, row.catalogueVersion ?? 1, row.accountSettings),
    catalogueVersion: row.catalogueVersion ?? 1,
    imageUrl: mainImageUrlBuilder(request.server.storage),
    fileUrl: (storageKey) => request.server.storage.url(storageKey),
  };
}
