// Which shop a request is for (store slug or verified custom domain), with what every storefront
// page needs of it: the published site, the parsed account settings, the shopper's language and
// the storage's URLs. Resolved shops are kept in memory until the database announces a change.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import { isLanguageCode, type LanguageCode, normalizeLanguage } from '@storekeep/domain/languages';
import type { FastifyRequest } from 'fastify';
import type { Db, Listen } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { loadDocument, type SiteDocument } from '../online-store/site-document.ts';
import { type MainImageUrl, mainImageUrlBuilder } from '../products/presenters.ts';
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

type ShopRow = NonNullable<Awaited<ReturnType<typeof q.findShopBySlug>>>;

/**
 * Shops resolved by slug or host, kept while the database announces no change to them (0015:
 * channel `storefront`, payload the supplier id). `generation` moves on every notice, so a row
 * read while a change was committing is not kept.
 */
interface ShopDirectory {
  rows: Map<string, ShopRow>;
  generation: number;
}

const SHOP_DIRECTORY_SIZE = 5000;
const directories = new WeakMap<Db, ShopDirectory>();

/**
 * Starts keeping resolved shops in memory for this database, forgetting a store on its notice.
 * Without it (or once the listening connection is lost) every request resolves its shop with a query.
 * Resolves to the function that stops it.
 */
export async function watchShops(db: Db, listen: Listen): Promise<() => Promise<void>> {
  const directory: ShopDirectory = { rows: new Map(), generation: 0 };
  const stop = await listen(
    'storefront',
    (payload) => forgetShop(db, Number(payload)),
    () => directories.delete(db),
  );
  directories.set(db, directory);
  return async () => {
    directories.delete(db);
    await stop();
  };
}

/**
 * Forgets a store's resolved shop in this process: on the database's notice, and at once after
 * this process commits a change shoppers must see on their next request (on PostgreSQL the notice
 * comes a moment after the commit, and a merchant reloading the store right after publishing would
 * get the version before).
 */
export function forgetShop(db: Db, supplierId: number): void {
  const directory = directories.get(db);
  if (!directory) return;
  directory.generation++;
  for (const [key, row] of directory.rows) if (row.supplierId === supplierId) directory.rows.delete(key);
}

async function findShop(db: Db, slug: string | undefined, host: string | null): Promise<ShopRow | undefined> {
  const key = slug ? `slug:${slug}` : host ? `host:${host}` : null;
  if (key === null) return undefined;
  const directory = directories.get(db);
  const known = directory?.rows.get(key);
  if (known) return known;
  const generation = directory?.generation;
  const row = slug ? await q.findShopBySlug(db, slug) : await q.findShopByHost(db, host as string);
  if (row && directory && directory.generation === generation && directories.get(db) === directory) {
    if (directory.rows.size >= SHOP_DIRECTORY_SIZE) directory.rows.clear();
    directory.rows.set(key, row);
  }
  return row;
}

/** Resolves the shop of a request (slug param or Host header); throws notFound for unknown/expired. */
export async function shopOf(db: Db, request: FastifyRequest): Promise<ShopContext> {
  const params = request.params as { storeSlug?: string } | undefined;
  const slug = params?.storeSlug;
  const row = await findShop(db, slug, slug ? null : hostOf(request));
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
