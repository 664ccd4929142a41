// What the builder's use cases share (internal to online-store): the site and the store's URL,
// the draft and published documents, draft edits, and removing images no document uses.
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import * as q from './queries.ts';
import { loadDocument, referencedUrls, SITE_SCHEMA_VERSION, type SiteDocument } from './site-document.ts';
import { siteImageVariantKeys } from './site-image-variants.ts';

export interface SiteContext {
  db: Db;
  storage: Storage;
}

export const noSite = () => notFound('Choose a theme for your website first.');

export const themeNotFound = () => notFound('Theme not found.');

export async function requireSite(db: DbOrTx, supplierId: number, lock = false) {
  const site = await q.findSite(db, supplierId, { lock });
  if (!site) throw noSite();
  return site;
}

export function storeUrl(storeSlug: string): string {
  return `/s/${storeSlug}`;
}

export async function getVersionDocument(db: Db, supplierId: number, versionNo: number) {
  const version = await q.findVersion(db, supplierId, versionNo);
  if (!version) throw notFound('Version not found.');
  return loadDocument(version.document);
}

export async function getDraftDocument(db: Db, supplierId: number) {
  return loadDocument((await requireSite(db, supplierId)).draft);
}

/** Store-level edits change the draft in place; they count as a modification of the theme. */
export async function editDraft(db: Db, supplierId: number, edit: (doc: SiteDocument) => SiteDocument) {
  return db.transaction(async (tx) => {
    const site = await requireSite(tx, supplierId, true);
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, supplierId, {
      draft: edit(loadDocument(site.draft)),
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision,
      isModified: true,
    });
    return draftRevision;
  });
}

/**
 * Store settings (OG image, favicon, background, a page's SEO) change the draft and, when the
 * site is live, the live store at once: the published document with the same change becomes the
 * next version, so the toast's promise that the image is on the webstore holds without a
 * re-publish, and the draft's other unpublished edits stay unpublished.
 */
export async function editStoreSettings(
  db: Db,
  session: { supplierId: number; userId: number },
  edit: (doc: SiteDocument) => SiteDocument,
) {
  const { supplierId } = session;
  return db.transaction(async (tx) => {
    const site = await requireSite(tx, supplierId, true);
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, supplierId, {
      draft: edit(loadDocument(site.draft)),
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision,
      isModified: true,
    });
    const live =
      site.publishedVersion === null ? undefined : await q.findVersion(tx, supplierId, site.publishedVersion);
    if (live) {
      const versionNo = await q.nextVersionNo(tx, supplierId);
      await q.insertVersion(tx, {
        supplierId,
        versionNo,
        themeId: live.themeId,
        document: edit(loadDocument(live.document)),
        schemaVersion: SITE_SCHEMA_VERSION,
        publishedBy: session.userId,
      });
      await q.updateSite(tx, supplierId, { publishedVersion: versionNo });
    }
    return draftRevision;
  });
}

export async function requireOwnImages(db: DbOrTx, supplierId: number, urls: string[]) {
  const own = await q.findImagesByUrl(db, supplierId, urls);
  if (own.length !== new Set(urls).size)
    throw invalid(UPLOAD_MESSAGES.builderUploadFailed, { image: 'Unknown image' });
}

/**
 * remove-image-from-system: of the named images, deletes the caller's own that neither the draft
 * nor any published version uses. Other stores' images and unknown URLs are ignored.
 */
export async function removeUnusedImages(ctx: SiteContext, supplierId: number, urls: readonly string[]) {
  const candidates = await q.findImagesByUrl(ctx.db, supplierId, [...new Set(urls)]);
  if (candidates.length === 0) return 0;
  const kept = referencedUrls(
    await q.listKeptDocuments(ctx.db, supplierId),
    new Set(candidates.map((image) => image.url)),
  );
  const unused = candidates.filter((image) => !kept.has(image.url));
  await q.deleteImages(
    ctx.db,
    supplierId,
    unused.map((image) => image.imageId),
  );
  await ctx.storage.delete(
    unused.flatMap((image) => [image.storageKey, ...siteImageVariantKeys(image.storageKey)]),
  );
  return unused.length;
}
