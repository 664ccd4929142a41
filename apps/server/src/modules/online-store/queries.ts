// SQL of the website builder: the global theme gallery, and each store's site, versions, images
// and domains (every query on those scoped by supplier_id).
import type { ImageCrop } from '@storekeep/domain/image-crop';
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productInStock } from '../../db/in-stock.ts';
import {
  categories,
  outlets,
  products,
  siteDomains,
  siteImages,
  sites,
  siteVersions,
  suppliers,
  themeCategories,
  themes,
  verticals,
} from '../../db/schema.ts';
import { findOutlet } from '../supplier/index.ts';

// ── Catalogue (global) ─────────────────────────────────────────────────────────────────────

export function listThemeCategories(db: DbOrTx) {
  return db.select().from(themeCategories).orderBy(asc(themeCategories.position));
}

export function listVerticals(db: DbOrTx) {
  return db.select().from(verticals).orderBy(asc(verticals.position));
}

const themeSummary = {
  themeId: themes.themeId,
  themeKey: themes.themeKey,
  name: themes.name,
  description: themes.description,
  verticalIds: themes.verticalIds,
  position: themes.position,
};

export function listThemes(db: DbOrTx, verticalId: number | null) {
  const query = db.select(themeSummary).from(themes);
  return (verticalId === null ? query : query.where(sql`${verticalId} = ANY(${themes.verticalIds})`)).orderBy(
    asc(themes.position),
    asc(themes.themeId),
  );
}

export async function findTheme(db: DbOrTx, themeId: number) {
  const rows = await db.select().from(themes).where(eq(themes.themeId, themeId)).limit(1);
  return rows[0];
}

/** The keys of the shipped themes already in the gallery. */
export async function listThemeKeys(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ themeKey: themes.themeKey }).from(themes).where(isNotNull(themes.themeKey));
  return new Set(rows.map((row) => row.themeKey as string));
}

export async function insertThemeIfMissing(db: DbOrTx, values: typeof themes.$inferInsert) {
  await db.insert(themes).values(values).onConflictDoNothing({ target: themes.themeKey });
}

export async function insertTheme(db: DbOrTx, values: typeof themes.$inferInsert) {
  const [row] = await db.insert(themes).values(values).returning({ themeId: themes.themeId });
  return (row as { themeId: number }).themeId;
}

export async function updateTheme(
  db: DbOrTx,
  themeId: number,
  values: Partial<Pick<typeof themes.$inferInsert, 'document' | 'schemaVersion' | 'name' | 'verticalIds'>>,
) {
  const rows = await db
    .update(themes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(themes.themeId, themeId))
    .returning({ themeId: themes.themeId });
  return rows.length > 0;
}

// ── The store ──────────────────────────────────────────────────────────────────────────────

export async function findStore(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      supplierId: suppliers.supplierId,
      storeName: suppliers.storeName,
      storeSlug: suppliers.storeSlug,
      logoUrl: suppliers.logoUrl,
      verticalId: suppliers.verticalId,
      packageId: suppliers.packageId,
      supplierType: suppliers.supplierType,
    })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId))
    .limit(1);
  return rows[0];
}

export async function listOutletIds(db: DbOrTx, supplierId: number): Promise<number[]> {
  const rows = await db
    .select({ outletId: outlets.outletId })
    .from(outlets)
    .where(eq(outlets.supplierId, supplierId))
    .orderBy(asc(outlets.position), asc(outlets.outletId));
  return rows.map((row) => row.outletId);
}

export async function updateStoreIdentity(
  db: DbOrTx,
  supplierId: number,
  values: { storeName: string; logoUrl: string | null },
) {
  await db.update(suppliers).set(values).where(eq(suppliers.supplierId, supplierId));
}

export async function findSupplierIdBySlug(db: DbOrTx, slug: string) {
  const rows = await db
    .select({ supplierId: suppliers.supplierId, isExpired: suppliers.isExpired })
    .from(suppliers)
    .where(eq(suppliers.storeSlug, slug))
    .limit(1);
  return rows[0];
}

// ── The site ───────────────────────────────────────────────────────────────────────────────

export async function findSite(db: DbOrTx, supplierId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(sites).where(eq(sites.supplierId, supplierId)).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function insertSite(db: DbOrTx, values: typeof sites.$inferInsert) {
  await db.insert(sites).values(values);
}

export async function updateSite(
  db: DbOrTx,
  supplierId: number,
  values: Partial<Omit<typeof sites.$inferInsert, 'supplierId' | 'createdAt'>>,
) {
  await db
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sites.supplierId, supplierId));
}

export async function nextVersionNo(db: DbOrTx, supplierId: number) {
  const [row] = await db
    .select({ last: max(siteVersions.versionNo) })
    .from(siteVersions)
    .where(eq(siteVersions.supplierId, supplierId));
  return (row?.last ?? 0) + 1;
}

export async function insertVersion(db: DbOrTx, values: typeof siteVersions.$inferInsert) {
  await db.insert(siteVersions).values(values);
}

export function listVersions(db: DbOrTx, supplierId: number) {
  return db
    .select({
      versionNo: siteVersions.versionNo,
      themeId: siteVersions.themeId,
      restoredFrom: siteVersions.restoredFrom,
      publishedAt: siteVersions.publishedAt,
    })
    .from(siteVersions)
    .where(eq(siteVersions.supplierId, supplierId))
    .orderBy(desc(siteVersions.versionNo));
}

export async function findVersion(db: DbOrTx, supplierId: number, versionNo: number) {
  const rows = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.supplierId, supplierId), eq(siteVersions.versionNo, versionNo)))
    .limit(1);
  return rows[0];
}

/** The documents whose images must stay: the draft and every published version. */
export async function listKeptDocuments(db: DbOrTx, supplierId: number) {
  const versions = await db
    .select({ document: siteVersions.document })
    .from(siteVersions)
    .where(eq(siteVersions.supplierId, supplierId));
  const site = await findSite(db, supplierId);
  return [...(site ? [site.draft] : []), ...versions.map((row) => row.document)];
}

// ── Images ─────────────────────────────────────────────────────────────────────────────────

export async function insertImage(db: DbOrTx, values: typeof siteImages.$inferInsert) {
  const [row] = await db.insert(siteImages).values(values).returning();
  return row as typeof siteImages.$inferSelect;
}

export function findImagesByUrl(db: DbOrTx, supplierId: number, urls: readonly string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(siteImages)
    .where(and(eq(siteImages.supplierId, supplierId), inArray(siteImages.url, [...urls])));
}

export async function findImage(db: DbOrTx, supplierId: number, imageId: number) {
  const rows = await db
    .select()
    .from(siteImages)
    .where(and(eq(siteImages.supplierId, supplierId), eq(siteImages.imageId, imageId)))
    .limit(1);
  return rows[0];
}

export async function markImageVariantsReady(db: DbOrTx, supplierId: number, imageId: number) {
  await db
    .update(siteImages)
    .set({ variantsReady: true })
    .where(and(eq(siteImages.supplierId, supplierId), eq(siteImages.imageId, imageId)));
}

/** The image's crop; undefined when the store has no such image. */
export async function findImageCrop(db: DbOrTx, supplierId: number, imageId: number) {
  const rows = await db
    .select({ imageId: siteImages.imageId, crop: siteImages.crop })
    .from(siteImages)
    .where(and(eq(siteImages.supplierId, supplierId), eq(siteImages.imageId, imageId)))
    .limit(1);
  return rows[0];
}

/** Saves the image's crop; false when the store has no such image. */
export async function updateImageCrop(db: DbOrTx, supplierId: number, imageId: number, crop: ImageCrop) {
  const rows = await db
    .update(siteImages)
    .set({ crop })
    .where(and(eq(siteImages.supplierId, supplierId), eq(siteImages.imageId, imageId)))
    .returning({ imageId: siteImages.imageId });
  return rows.length > 0;
}

export async function deleteImages(db: DbOrTx, supplierId: number, imageIds: readonly number[]) {
  if (imageIds.length === 0) return;
  await db
    .delete(siteImages)
    .where(and(eq(siteImages.supplierId, supplierId), inArray(siteImages.imageId, [...imageIds])));
}

// ── Domains ────────────────────────────────────────────────────────────────────────────────

export function listDomains(db: DbOrTx, supplierId: number) {
  return db
    .select()
    .from(siteDomains)
    .where(eq(siteDomains.supplierId, supplierId))
    .orderBy(asc(siteDomains.domainId));
}

export async function findDomain(db: DbOrTx, supplierId: number, domainId: number) {
  const rows = await db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.supplierId, supplierId), eq(siteDomains.domainId, domainId)))
    .limit(1);
  return rows[0];
}

export async function findDomainByHost(db: DbOrTx, host: string) {
  const rows = await db.select().from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
  return rows[0];
}

export async function insertDomain(db: DbOrTx, values: typeof siteDomains.$inferInsert) {
  const [row] = await db.insert(siteDomains).values(values).returning();
  return row as typeof siteDomains.$inferSelect;
}

export async function updateDomain(
  db: DbOrTx,
  supplierId: number,
  domainId: number,
  values: Partial<
    Pick<
      typeof siteDomains.$inferInsert,
      | 'host'
      | 'verificationToken'
      | 'verifiedAt'
      | 'certificateStatus'
      | 'certificateError'
      | 'certificateExpiresAt'
      | 'certificateRenewsAt'
    >
  >,
) {
  const rows = await db
    .update(siteDomains)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(siteDomains.supplierId, supplierId), eq(siteDomains.domainId, domainId)))
    .returning();
  return rows[0];
}

/** The certificate state of the store's domains among `hosts` (a certificate covers a bare domain and its www). */
export async function setDomainCertificate(
  db: DbOrTx,
  supplierId: number,
  hosts: readonly string[],
  values: Pick<
    typeof siteDomains.$inferInsert,
    'certificateStatus' | 'certificateError' | 'certificateExpiresAt' | 'certificateRenewsAt'
  >,
) {
  if (hosts.length === 0) return;
  await db
    .update(siteDomains)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(siteDomains.supplierId, supplierId), inArray(siteDomains.host, [...hosts])));
}

/** A failed order: the error is kept; a certificate still valid stays `issued` (a renewal failed). */
export async function setDomainCertificateFailed(
  db: DbOrTx,
  supplierId: number,
  hosts: readonly string[],
  error: string,
) {
  if (hosts.length === 0) return;
  await db
    .update(siteDomains)
    .set({
      certificateStatus: sql`CASE WHEN ${siteDomains.certificateExpiresAt} > now() THEN 'issued' ELSE 'failed' END`,
      certificateError: error,
      updatedAt: new Date(),
    })
    .where(and(eq(siteDomains.supplierId, supplierId), inArray(siteDomains.host, [...hosts])));
}

export async function deleteDomain(db: DbOrTx, supplierId: number, domainId: number) {
  const rows = await db
    .delete(siteDomains)
    .where(and(eq(siteDomains.supplierId, supplierId), eq(siteDomains.domainId, domainId)))
    .returning({ domainId: siteDomains.domainId });
  return rows.length > 0;
}

export async function countDomains(db: DbOrTx, supplierId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteDomains)
    .where(eq(siteDomains.supplierId, supplierId));
  return row?.n ?? 0;
}

// ── Catalogue for the featured blocks ──────────────────────────────────────────────────────

/** Visible categories, in the merchant's order (the storefront shows no hidden ones). */
export function listShopCategories(db: DbOrTx, supplierId: number) {
  return db
    .select({
      categoryId: categories.categoryId,
      parentId: categories.parentId,
      name: categories.name,
      translations: categories.translations,
      isHidden: categories.isHidden,
      imageKey: categories.imageKey,
    })
    .from(categories)
    .where(eq(categories.supplierId, supplierId))
    .orderBy(asc(categories.position), asc(categories.categoryId));
}

/** What a picked theme takes from the store (personaliseTheme): identity, contact, top categories. */
export async function findThemeStore(db: DbOrTx, supplierId: number) {
  const [store] = await db
    .select({
      storeName: suppliers.storeName,
      language: suppliers.language,
      logoUrl: suppliers.logoUrl,
      phone: suppliers.ownerMobile,
      email: suppliers.ownerEmail,
    })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId));
  const outlet = await findOutlet(db, supplierId, null);
  const topCategories = await db
    .select({ categoryId: categories.categoryId, name: categories.name, seoUrl: categories.seoUrl })
    .from(categories)
    .where(
      and(eq(categories.supplierId, supplierId), isNull(categories.parentId), eq(categories.isHidden, false)),
    )
    .orderBy(asc(categories.position), asc(categories.categoryId))
    .limit(12);
  return { store, outlet, topCategories };
}

/** Products a shopper may see online, newest first. */
export function listShopProducts(db: DbOrTx, supplierId: number, limit: number) {
  return db
    .select({
      productId: products.productId,
      categoryId: products.categoryId,
      name: products.name,
      slug: products.slug,
      translations: products.translations,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      mainImageKey: products.mainImageKey,
      mainImageReady: products.mainImageReady,
      isEnquiryEnabled: products.isEnquiryEnabled,
      minOrderQuantity: products.minOrderQuantity,
      hasVariants: sql<boolean>`${products.variantCount} > 0`,
      inStock: productInStock,
    })
    .from(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        eq(products.status, 'ACTIVE'),
        eq(products.isOnDisplay, true),
        eq(products.isSellOnline, true),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.productId))
    .limit(limit);
}

/** The store's account settings as stored (the storefront reads isSellOutOfStock from them). */
export async function findAccountSettings(db: DbOrTx, supplierId: number): Promise<unknown> {
  const rows = await db
    .select({ accountSettings: suppliers.accountSettings })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId))
    .limit(1);
  return rows[0]?.accountSettings ?? {};
}
