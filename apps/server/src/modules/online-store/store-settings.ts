// Store-level settings of the site: uploaded images, canvas images (logo, favicon, OG image),
// the background and each page's SEO; the settings apply to the live store as they are saved.

import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import {
  BUILDER_MESSAGES,
  type CanvasImageType,
  missingCanvasImageMessage,
  pageContentDesc,
  seoPageName,
  type ThemeBackground,
} from '@storekeep/domain/website-builder';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { prepareSiteImage, type SiteImagePurpose, siteImageKey } from './images.ts';
import * as q from './queries.ts';
import {
  backgroundOf,
  canvasImageOf,
  findPage,
  loadDocument,
  type PageSeo,
  withBackground,
  withCanvasImage,
  withPageSeo,
} from './site-document.ts';
import {
  editStoreSettings,
  getDraftDocument,
  removeUnusedImages,
  requireOwnImages,
  type SiteContext,
  storeUrl,
} from './site-helpers.ts';
import {
  PURPOSES_WITH_VARIANTS,
  siteImageVariantKeys,
  storeSiteImageVariants,
} from './site-image-variants.ts';

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
  // The variants exist before the URL is handed out: the storefront's srcset names them.
  const variantsReady =
    PURPOSES_WITH_VARIANTS.includes(purpose) && (image.extension === 'png' || image.extension === 'jpg');
  let imageId: number;
  try {
    if (variantsReady) await storeSiteImageVariants(ctx.storage, key, purpose, image.bytes);
    ({ imageId } = await q.insertImage(ctx.db, {
      supplierId: session.supplierId,
      purpose,
      storageKey: key,
      url,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
      variantsReady,
    }));
  } catch (error) {
    await ctx.storage.delete([key, ...siteImageVariantKeys(key)]);
    throw error;
  }
  return {
    status: 'success' as const,
    imageId,
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
  await editStoreSettings(ctx.db, session, (doc) => withCanvasImage(doc, type, imgUrl));
  return {
    isSuccess: true as const,
    message: type === 'OG_IMAGE' ? BUILDER_MESSAGES.openGraphUploaded : BUILDER_MESSAGES.faviconUploaded,
  };
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
  const draftRevision = await editStoreSettings(ctx.db, session, (doc) => withBackground(doc, background));
  const removed = await removeUnusedImages(ctx, session.supplierId, newImages);
  return { isSuccess: true as const, draftRevision, removed, message: BUILDER_MESSAGES.saved };
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
    translations: seo.translations ?? {},
  };
}

export async function updatePageSeo(db: Db, session: SupplierSession, pageId: string, seo: PageSeo) {
  const doc = await getDraftDocument(db, session.supplierId);
  if (!findPage(doc, pageId)) throw notFound('Page not found.');
  // A page added since the last publish is not on the live store yet: its SEO goes live with it.
  await editStoreSettings(db, session, (current) =>
    findPage(current, pageId) ? withPageSeo(current, pageId, seo) : current,
  );
  return { isSuccess: true as const, message: BUILDER_MESSAGES.seoUpdated };
}
