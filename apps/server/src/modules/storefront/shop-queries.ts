// SQL for resolving a shop: by slug or by a verified custom domain, with its published site
// version and its catalogue version in the same round trip.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  siteDomains,
  siteImages,
  sites,
  siteVersions,
  storefrontCatalogueVersions,
  suppliers,
} from '../../db/schema.ts';

const shopColumns = {
  supplierId: suppliers.supplierId,
  storeName: suppliers.storeName,
  storeTranslations: suppliers.translations,
  storeSlug: suppliers.storeSlug,
  language: suppliers.language,
  isExpired: suppliers.isExpired,
  accountSettings: suppliers.accountSettings,
  publishedVersion: sites.publishedVersion,
  catalogueVersion: storefrontCatalogueVersions.version,
};

export async function findShopBySlug(db: DbOrTx, slug: string) {
  const rows = await db
    .select(shopColumns)
    .from(suppliers)
    .leftJoin(sites, eq(sites.supplierId, suppliers.supplierId))
    .leftJoin(storefrontCatalogueVersions, eq(storefrontCatalogueVersions.supplierId, suppliers.supplierId))
    .where(eq(suppliers.storeSlug, slug))
    .limit(1);
  return rows[0];
}

/** Only a verified domain serves a store. */
export async function findShopByHost(db: DbOrTx, host: string) {
  const rows = await db
    .select(shopColumns)
    .from(siteDomains)
    .innerJoin(suppliers, eq(suppliers.supplierId, siteDomains.supplierId))
    .leftJoin(sites, eq(sites.supplierId, suppliers.supplierId))
    .leftJoin(storefrontCatalogueVersions, eq(storefrontCatalogueVersions.supplierId, suppliers.supplierId))
    .where(and(eq(siteDomains.host, host), isNotNull(siteDomains.verifiedAt)))
    .limit(1);
  return rows[0];
}

export async function findPublishedDocument(db: DbOrTx, supplierId: number, versionNo: number) {
  const rows = await db
    .select({ document: siteVersions.document })
    .from(siteVersions)
    .where(and(eq(siteVersions.supplierId, supplierId), eq(siteVersions.versionNo, versionNo)))
    .limit(1);
  return rows[0]?.document;
}

/** A store's own uploaded site image by its URL (a logo's size and variants). */
export async function findSiteImageByUrl(db: DbOrTx, supplierId: number, url: string) {
  const rows = await db
    .select({ width: siteImages.width, height: siteImages.height, variantsReady: siteImages.variantsReady })
    .from(siteImages)
    .where(and(eq(siteImages.supplierId, supplierId), eq(siteImages.url, url)))
    .limit(1);
  return rows[0];
}
