// The store's site and its draft: read it, pick a theme (copied in, personalised), autosave.

import { keepTranslations } from '@storekeep/blocks/block-language';
import { personaliseTheme, type ThemeStore } from '@storekeep/blocks/themes/personalise';
import { normalizeLanguage } from '@storekeep/domain/languages';
import { readShopProfile, type ShopProfile } from '@storekeep/domain/shop-profile';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { allowsCount, planOf, upgradeNeeded } from './plan-gates.ts';
import * as q from './queries.ts';
import {
  carryStoreSettings,
  loadDocument,
  pageCounts,
  parseDocument,
  SITE_SCHEMA_VERSION,
} from './site-document.ts';
import { requireSite, storeUrl, themeNotFound } from './site-helpers.ts';

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

/**
 * Copies a theme in, its text blocks written from the shop profile: the one given (the
 * walkthrough's, saved with the site) or else the one the site keeps.
 */
export async function selectThemeIn(
  tx: Tx,
  session: SupplierSession,
  input: { themeId: number; confirmReplace?: boolean | undefined },
  profile?: ShopProfile,
) {
  const theme = await q.findTheme(tx, input.themeId);
  if (!theme) throw themeNotFound();
  const site = await q.findSite(tx, session.supplierId, { lock: true });
  if (site?.isModified && !input.confirmReplace) {
    return { isSuccess: false as const, modified: true, themeId: site.themeId };
  }
  const shopProfile = profile ?? readShopProfile(site?.shopProfile);
  let document = personaliseTheme(
    loadDocument(theme.document),
    await themeStoreOf(tx, session.supplierId, shopProfile),
  );
  if (site) document = carryStoreSettings(loadDocument(site.draft), document);
  if (site) {
    await q.updateSite(tx, session.supplierId, {
      themeId: theme.themeId,
      draft: document,
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision: site.draftRevision + 1,
      isModified: false,
      shopProfile,
    });
  } else {
    await q.insertSite(tx, {
      supplierId: session.supplierId,
      themeId: theme.themeId,
      draft: document,
      schemaVersion: SITE_SCHEMA_VERSION,
      shopProfile,
    });
  }
  return { isSuccess: true as const, modified: false, themeId: theme.themeId };
}

/**
 * The store as a picked theme takes it in: its name, language, the merchant's shop profile, logo,
 * contact details and top-level categories.
 */
async function themeStoreOf(tx: DbOrTx, supplierId: number, profile: ShopProfile): Promise<ThemeStore> {
  const { store, outlet, topCategories } = await q.findThemeStore(tx, supplierId);
  const address = [outlet?.address, outlet?.pincode].filter((part) => part?.trim()).join(', ');
  return {
    storeName: store?.storeName ?? '',
    language: normalizeLanguage(store?.language),
    profile,
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
    const stored = loadDocument(site.draft);
    const before = pageCounts(stored);
    const after = pageCounts(document);
    // Only growth is gated: a store over its limit after a downgrade can still edit and remove.
    if (after.customPages > before.customPages && !allowsCount(plan, 'customPages', after.customPages))
      throw upgradeNeeded('customPages');
    if (after.pages > before.pages && !allowsCount(plan, 'pages', after.pages)) throw upgradeNeeded('pages');
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, session.supplierId, {
      // A client that sends blocks or pages' SEO without their texts in other languages keeps
      // the stored ones.
      draft: keepTranslations(stored, document),
      schemaVersion: SITE_SCHEMA_VERSION,
      draftRevision,
      isModified: true,
    });
    return { draftRevision, isModified: true };
  });
}
