// The variants of a site image (logo, banner, background, content picture): the phone copy
// (_500X) in the original's format, webp copies of it and of the whole picture where the file sits
// in a webp folder (image-path.ts), and for a logo the 192 px square the storefront uses as its
// favicon when the merchant has uploaded none. Made when the image is uploaded, and by a job for
// images uploaded before variants existed.
import { hasWebpVariant, imagePath } from '@storekeep/domain/image-path';
import { MAX_IMAGE_PIXELS } from '@storekeep/domain/uploads';
import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import type { Storage } from '../../storage/storage.ts';
import type { SiteImagePurpose } from './images.ts';
import * as q from './queries.ts';

export const SITE_IMAGE_VARIANTS_QUEUE = 'site-image.variants';
/** The purposes shown on the storefront through <picture>/srcset (OG image and favicon are not). */
export const PURPOSES_WITH_VARIANTS: readonly SiteImagePurpose[] = ['LOGO', 'BACKGROUND', 'CONTENT'];
const MOBILE_WIDTH = 500;
const WEBP_MAX_SIDE = 2048;
/** The favicon made from a logo: one square PNG that browsers scale for tabs and home screens. */
export const LOGO_ICON_SIZE = 192;

/** The favicon URL made from a logo's URL. */
export const logoIconPath = (logoUrl: string) =>
  imagePath(logoUrl, { width: LOGO_ICON_SIZE, height: LOGO_ICON_SIZE, fit: 'contain' });

const keyOf = (path: string) => path.split('?')[0] as string;

interface SiteVariant {
  key: string;
  contentType: string;
  bytes: Buffer;
}

/** Every variant of one site image's original bytes (JPEG or PNG). */
export async function makeSiteImageVariants(
  storageKey: string,
  purpose: SiteImagePurpose,
  original: Buffer,
): Promise<SiteVariant[]> {
  if (!storageKey.endsWith('.png') && !storageKey.endsWith('.jpg')) return [];
  const isPng = storageKey.endsWith('.png');
  const { default: sharp } = await import('sharp');
  const source = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
  const mobile = () => source.clone().resize({ width: MOBILE_WIDTH, withoutEnlargement: true });
  const jobs: Array<Promise<SiteVariant>> = [
    (isPng ? mobile().png() : mobile().jpeg({ quality: 82, mozjpeg: true })).toBuffer().then((bytes) => ({
      key: keyOf(imagePath(storageKey, { mobile: true })),
      contentType: isPng ? 'image/png' : 'image/jpeg',
      bytes,
    })),
  ];
  if (hasWebpVariant(storageKey)) {
    jobs.push(
      mobile()
        .webp({ quality: 80, effort: 2 })
        .toBuffer()
        .then((bytes) => ({
          key: keyOf(imagePath(storageKey, { mobile: true, webp: true })),
          contentType: 'image/webp',
          bytes,
        })),
      source
        .clone()
        .resize({ width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer()
        .then((bytes) => ({
          key: keyOf(imagePath(storageKey, { webp: true })),
          contentType: 'image/webp',
          bytes,
        })),
    );
  }
  if (purpose === 'LOGO')
    jobs.push(
      source
        .clone()
        .resize({
          width: LOGO_ICON_SIZE,
          height: LOGO_ICON_SIZE,
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png()
        .toBuffer()
        .then((bytes) => ({ key: keyOf(logoIconPath(storageKey)), contentType: 'image/png', bytes })),
    );
  return Promise.all(jobs);
}

/** The keys of every variant a site image may have (for deleting them with it). */
export function siteImageVariantKeys(storageKey: string): string[] {
  return [
    ...new Set([
      keyOf(imagePath(storageKey, { mobile: true })),
      keyOf(imagePath(storageKey, { mobile: true, webp: true })),
      keyOf(imagePath(storageKey, { webp: true })),
      keyOf(logoIconPath(storageKey)),
    ]),
  ].filter((key) => key !== storageKey);
}

export async function storeSiteImageVariants(
  storage: Storage,
  storageKey: string,
  purpose: SiteImagePurpose,
  original: Buffer,
): Promise<void> {
  for (const variant of await makeSiteImageVariants(storageKey, purpose, original))
    await storage.put(variant.key, variant.bytes, variant.contentType);
}

/** The job for an image uploaded before its variants were made on upload. */
export async function runSiteImageVariantsJob(
  ctx: { db: Db; storage: Storage },
  job: ClaimedJob,
): Promise<void> {
  const supplierId = job.supplierId as number;
  const { imageId, storageKey } = job.payload as { imageId: number; storageKey: string };
  const image = await q.findImage(ctx.db, supplierId, imageId);
  if (!image || image.storageKey !== storageKey) return;
  const original = await ctx.storage.get(storageKey);
  if (!original) return;
  await storeSiteImageVariants(ctx.storage, storageKey, image.purpose as SiteImagePurpose, original);
  await q.markImageVariantsReady(ctx.db, supplierId, imageId);
}
