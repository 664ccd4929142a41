// Website-builder use cases (website-builder.md): the store's site — select a theme, edit
// and autosave the draft, publish immutable versions, preview, roll back — and its store-level
// settings: canvas images, background, page SEO, images, the walkthrough and the plan gates.

import { personaliseTheme, type ThemeStore } from '@storekeep/blocks/themes/personalise';
import { productCreateSchema } from '@storekeep/domain/product';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { type FirstProduct, firstProductPayload } from '@storekeep/domain/walkthrough';
import {
  BUILDER_MESSAGES,
  type CanvasImageType,
  missingCanvasImageMessage,
  pageContentDesc,
  seoPageName,
  type ThemeBackground,
} from '@storekeep/domain/website-builder';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import type { Storage } from '../../storage/storage.ts';
import { createProductInTransaction } from '../products/service.ts';
import { getSettings } from '../settings/service.ts';
import { prepareSiteImage, type SiteImagePurpose, siteImageKey } from './images.ts';
import { allowsCount, packLimit, planOf, type SiteLimitKey, upgradeNeeded } from './plan-gates.ts';
import * as q from './queries.ts';
import {
  backgroundOf,
  canvasImageOf,
  carryStoreSettings,
  findPage,
  loadDocument,
  pageCounts,
  parseDocument,
  referencedUrls,
  SITE_SCHEMA_VERSION,
  type SiteDocument,
  withBackground,
  withCanvasImage,
  withPageSeo,
} from './site-document.ts';

export interface SiteContext {
  db: Db;
  storage: Storage;
}

const noSite = () => notFound('Choose a theme for your website first.');
const themeNotFound = () => notFound('Theme not found.');

async function requireSite(db: DbOrTx, supplierId: number, lock = false) {
  const site = await q.findSite(db, supplierId, { lock });
  if (!site) throw noSite();
  return site;
}

export function storeUrl(storeSlug: string): string {
  return `/s/${storeSlug}`;
}

// ── The site ───────────────────────────────────────────────────────────────────────────────

export async function getSite(db: Db, session: SupplierSession) {
  const [site, store] = await Promise.all([
    q.findSite(db, session.supplierId),
    q.findStore(db, session.supplierId),
  ]);
  if (!store) throw notFound();
  if (!site) {
    return {
      hasSite: false as const,
      storeUrl: storeUrl(store.storeSlug),
      isVirtual: true,
    };
  }
  const theme = site.themeId === null ? undefined : await q.findTheme(db, site.themeId);
  return {
    hasSite: true as const,
    storeUrl: storeUrl(store.storeSlug),
    isVirtual: site.isVirtual,
    themeId: site.themeId,
    themeName: theme?.name ?? null,
    isModified: site.isModified,
    draftRevision: site.draftRevision,
    publishedVersion: site.publishedVersion,
    updatedAt: site.updatedAt.toISOString(),
    document: loadDocument(site.draft),
  };
}

export async function modificationStatus(db: Db, session: SupplierSession) {
  const site = await q.findSite(db, session.supplierId);
  return { isModified: site?.isModified ?? false };
}

/**
 * Copies a theme into the store's site. Replacing a modified site needs the merchant's
 * confirmation: without `confirmReplace` the answer is `{isSuccess: false, modified: true}`.
 */
export async function selectTheme(
  db: Db,
  session: SupplierSession,
  input: { themeId: number; confirmReplace?: boolean | undefined },
) {
  return db.transaction((tx) => selectThemeIn(tx, session, input));
}

async function selectThemeIn(
  tx: Tx,
  session: SupplierSession,
  input: { themeId: number; confirmReplace?: boolean | undefined },
) {
  const theme = await q.findTheme(tx, input.themeId);
  if (!theme) throw themeNotFound();
  const site = await q.findSite(tx, session.supplierId, { lock: true });
  if (site?.isModified && !input.confirmReplace) {
    return { isSuccess: false as const, modified: true, themeId: site.themeId };
  }
  let document = personaliseTheme(loadDocument(theme.document), await themeStoreOf(tx, session.supplierId));
  if (site) document = carryStoreSettings(loadDocument(site.draft), document);
  if (site) {
    await q.updateSite(tx, session.supplierId, {
      themeId: theme.themeId,
      draft: document,
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision: site.draftRevision + 1,
      isModified: false,
    });
  } else {
    await q.insertSite(tx, {
      supplierId: session.supplierId,
      themeId: theme.themeId,
      draft: document,
      schemaVersion: SITE_SCHEMA_VERSION,
    });
  }
  return { isSuccess: true as const, modified: false, themeId: theme.themeId };
}

/** The store as a picked theme takes it in: its logo, contact details and top-level categories. */
async function themeStoreOf(tx: DbOrTx, supplierId: number): Promise<ThemeStore> {
  const { store, outlet, topCategories } = await q.findThemeStore(tx, supplierId);
  const address = [outlet?.address, outlet?.pincode].filter((part) => part?.trim()).join(', ');
  return {
    categories: topCategories,
    logoUrl: store?.logoUrl ?? null,
    phone: store?.phone?.trim() || null,
    email: store?.email?.trim() || null,
    address: address || null,
  };
}

/** Autosave: the editor sends the whole document and the revision it started from. */
export async function saveDraft(
  db: Db,
  session: SupplierSession,
  input: { document: unknown; draftRevision: number },
) {
  const document = parseDocument(input.document);
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  const plan = await planOf(db, store.packageId);
  return db.transaction(async (tx) => {
    const site = await requireSite(tx, session.supplierId, true);
    if (site.draftRevision !== input.draftRevision)
      throw conflict('This website was changed in another window. Reload the editor to continue.');
    const before = pageCounts(loadDocument(site.draft));
    const after = pageCounts(document);
    // Only growth is gated: a store over its limit after a downgrade can still edit and remove.
    if (after.customPages > before.customPages && !allowsCount(plan, 'customPages', after.customPages))
      throw upgradeNeeded('customPages');
    if (after.pages > before.pages && !allowsCount(plan, 'pages', after.pages)) throw upgradeNeeded('pages');
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, session.supplierId, {
      draft: document,
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision,
      isModified: true,
    });
    return { draftRevision, isModified: true };
  });
}

/** Publishing freezes the draft as the next version and makes it live. */
export async function publish(db: Db, session: SupplierSession) {
  const published = await db.transaction(async (tx) => {
    const site = await requireSite(tx, session.supplierId, true);
    const versionNo = await q.nextVersionNo(tx, session.supplierId);
    await q.insertVersion(tx, {
      supplierId: session.supplierId,
      versionNo,
      themeId: site.themeId,
      document: site.draft,
      schemaVersion: site.schemaVersion,
      publishedBy: session.userId,
    });
    await q.updateSite(tx, session.supplierId, { publishedVersion: versionNo });
    return { publishedVersion: versionNo, message: BUILDER_MESSAGES.saved };
  });
  return published;
}

export async function listVersions(db: Db, session: SupplierSession) {
  const site = await q.findSite(db, session.supplierId);
  const rows = await q.listVersions(db, session.supplierId);
  return {
    publishedVersion: site?.publishedVersion ?? null,
    versions: rows.map((row) => ({
      versionNo: row.versionNo,
      themeId: row.themeId,
      restoredFrom: row.restoredFrom,
      publishedAt: row.publishedAt.toISOString(),
      isLive: row.versionNo === site?.publishedVersion,
    })),
  };
}

export async function getVersionDocument(db: Db, supplierId: number, versionNo: number) {
  const version = await q.findVersion(db, supplierId, versionNo);
  if (!version) throw notFound('Version not found.');
  return loadDocument(version.document);
}

export async function getDraftDocument(db: Db, supplierId: number) {
  return loadDocument((await requireSite(db, supplierId)).draft);
}

/** Rolling back publishes the old document again as a new version and makes it the draft. */
export async function rollBack(db: Db, session: SupplierSession, versionNo: number) {
  const restored = await db.transaction(async (tx) => {
    const site = await requireSite(tx, session.supplierId, true);
    const old = await q.findVersion(tx, session.supplierId, versionNo);
    if (!old) throw notFound('Version not found.');
    const next = await q.nextVersionNo(tx, session.supplierId);
    await q.insertVersion(tx, {
      supplierId: session.supplierId,
      versionNo: next,
      themeId: old.themeId,
      document: old.document,
      schemaVersion: old.schemaVersion,
      restoredFrom: old.versionNo,
      publishedBy: session.userId,
    });
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, session.supplierId, {
      themeId: old.themeId,
      draft: old.document,
      schemaVersion: old.schemaVersion,
      draftRevision,
      publishedVersion: next,
    });
    return { publishedVersion: next, restoredFrom: old.versionNo, draftRevision };
  });
  return restored;
}

// ── Canvas images, background, SEO ────────────────────────────────────────────────────────

export async function uploadSiteImage(
  ctx: SiteContext,
  session: SupplierSession,
  purpose: SiteImagePurpose,
  file: { fileName: string; bytes: Buffer },
) {
  const image = await prepareSiteImage(purpose, file.fileName, file.bytes);
  const key = siteImageKey(session.supplierId, purpose, image.extension);
  await ctx.storage.put(key, image.bytes, image.contentType);
  const url = ctx.storage.url(key);
  try {
    await q.insertImage(ctx.db, {
      supplierId: session.supplierId,
      purpose,
      storageKey: key,
      url,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
    });
  } catch (error) {
    await ctx.storage.delete([key]);
    throw error;
  }
  return {
    status: 'success' as const,
    imgURL: url,
    imgwidth: image.width,
    imgheight: image.height,
    error: '',
  };
}

export async function getCanvasImage(db: Db, session: SupplierSession, type: CanvasImageType) {
  const site = await q.findSite(db, session.supplierId);
  return {
    isSuccess: true as const,
    data: { imgUrl: site ? canvasImageOf(loadDocument(site.draft), type) : '' },
  };
}

export async function updateCanvasImage(
  ctx: SiteContext,
  session: SupplierSession,
  type: CanvasImageType,
  imgUrl: string,
) {
  const missing = missingCanvasImageMessage(type, imgUrl);
  if (missing) throw invalid(missing, { imgUrl: missing });
  const [own] = await q.findImagesByUrl(ctx.db, session.supplierId, [imgUrl]);
  if (!own || own.purpose !== type)
    throw invalid(UPLOAD_MESSAGES.builderUploadFailed, { imgUrl: 'Unknown image' });
  await editDraft(ctx.db, session.supplierId, (doc) => withCanvasImage(doc, type, imgUrl));
  return {
    isSuccess: true as const,
    message: type === 'OG_IMAGE' ? BUILDER_MESSAGES.openGraphUploaded : BUILDER_MESSAGES.faviconUploaded,
  };
}

/** Store-level edits change the draft in place; they count as a modification of the theme. */
async function editDraft(db: Db, supplierId: number, edit: (doc: SiteDocument) => SiteDocument) {
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

export async function getBackground(db: Db, session: SupplierSession) {
  return backgroundOf(await getDraftDocument(db, session.supplierId));
}

/** Saves the background, then removes the newly uploaded images it did not keep. */
export async function updateBackground(
  ctx: SiteContext,
  session: SupplierSession,
  input: ThemeBackground & { newImages: string[] },
) {
  const { newImages, ...background } = input;
  if (background.backgroundImage)
    await requireOwnImages(ctx.db, session.supplierId, [background.backgroundImage]);
  const draftRevision = await editDraft(ctx.db, session.supplierId, (doc) => withBackground(doc, background));
  const removed = await removeUnusedImages(ctx, session.supplierId, newImages);
  return { isSuccess: true as const, draftRevision, removed, message: BUILDER_MESSAGES.saved };
}

async function requireOwnImages(db: DbOrTx, supplierId: number, urls: string[]) {
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
  await ctx.storage.delete(unused.map((image) => image.storageKey));
  return unused.length;
}

export async function removeImagesFromSystem(
  ctx: SiteContext,
  session: SupplierSession,
  input: { newImages: string[]; deletedImages: string[] },
) {
  const removed = await removeUnusedImages(ctx, session.supplierId, [
    ...input.newImages,
    ...input.deletedImages,
  ]);
  return { isSuccess: true as const, removed };
}

export async function getPageSeo(db: Db, session: SupplierSession, input: { page: string; id: string }) {
  const doc = await getDraftDocument(db, session.supplierId);
  const page = findPage(doc, input.id);
  if (!page) throw notFound('Page not found.');
  const store = await q.findStore(db, session.supplierId);
  const seo = page.seo;
  return {
    page: seoPageName(input.page) ?? input.page,
    pageId: page.id,
    pageUrl: `${storeUrl(store?.storeSlug ?? '')}${page.slug === '' ? '' : `/${page.slug}`}`,
    pageTitle: seo.title,
    keywords: seo.keywords,
    description: seo.description,
    pageContentDesc: pageContentDesc(seo),
    isDataAvailable: Boolean(seo.title || seo.keywords || seo.description),
  };
}

export async function updatePageSeo(
  db: Db,
  session: SupplierSession,
  pageId: string,
  seo: { title: string; keywords: string; description: string },
) {
  const doc = await getDraftDocument(db, session.supplierId);
  if (!findPage(doc, pageId)) throw notFound('Page not found.');
  await editDraft(db, session.supplierId, (current) => withPageSeo(current, pageId, seo));
  return { isSuccess: true as const, message: BUILDER_MESSAGES.seoUpdated };
}

// ── Plan gates, walkthrough ────────────────────────────────────────────────────────────────

export async function getPackLimit(db: Db, session: SupplierSession, key: SiteLimitKey) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  const plan = await planOf(db, store.packageId);
  let count = 0;
  if (key === 'domain') count = await q.countDomains(db, session.supplierId);
  else {
    const site = await q.findSite(db, session.supplierId);
    if (site) count = pageCounts(loadDocument(site.draft))[key];
  }
  return packLimit(plan, key, count);
}

/**
 * The first-run walkthrough: store name, logo, theme and the first products in one transaction
 * (all saved or none); the shop stops being virtual and the merchant goes on to the products
 * page (whoever may open the walkthrough may create products). Each product goes through the product rules of a create; a refusal names its row in the
 * fields (products.<row>.<field>) with the product form's message. Answers the new products' ids
 * in row order, for their photos.
 */
export async function saveWalkthrough(
  db: Db,
  session: SupplierSession,
  input: { storeName: string; logoUrl: string | null; themeId: number; products: FirstProduct[] },
) {
  if (input.logoUrl) await requireOwnImages(db, session.supplierId, [input.logoUrl]);
  const theme = await q.findTheme(db, input.themeId);
  if (!theme) throw themeNotFound();
  // Read before the transaction: on PGlite a statement outside it would wait for it.
  const site = await q.findSite(db, session.supplierId);
  const { accountSettings } = await getSettings(db, session);
  const outletIds = await q.listOutletIds(db, session.supplierId);
  const productIds = await db.transaction(async (tx) => {
    // The name and logo first: the picked theme takes the store's logo in.
    await q.updateStoreIdentity(tx, session.supplierId, {
      storeName: input.storeName,
      logoUrl: input.logoUrl,
    });
    if (!site || site.themeId !== input.themeId)
      await selectThemeIn(tx, session, { themeId: input.themeId, confirmReplace: true });
    await q.updateSite(tx, session.supplierId, { isVirtual: false });
    const ids: number[] = [];
    for (const [row, product] of input.products.entries()) {
      const payload = productCreateSchema.parse(firstProductPayload(product, outletIds));
      try {
        ids.push(await createProductInTransaction(tx, session, accountSettings, payload));
      } catch (error) {
        throw error instanceof AppError ? inRow(error, row) : error;
      }
    }
    return ids;
  });
  return { isSuccess: true as const, redirectTo: '/products', productIds };
}

/** The product's refusal with its fields under the walkthrough row (products.2.sku). */
function inRow(error: AppError, row: number): AppError {
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? { productName: error.message }).map(([field, message]) => [
      `products.${row}.${field}`,
      message,
    ]),
  );
  return new AppError(error.status, error.code, error.message, fields);
}

export async function supplierInfo(db: Db, session: SupplierSession) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  const site = await q.findSite(db, session.supplierId);
  return {
    supplierId: store.supplierId,
    storeName: store.storeName,
    storeSlug: store.storeSlug,
    storeUrl: storeUrl(store.storeSlug),
    logoUrl: store.logoUrl,
    verticalId: store.verticalId,
    themeId: site?.themeId ?? null,
    isVirtual: site?.isVirtual ?? true,
  };
}
