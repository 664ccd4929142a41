// Images uploaded for the site: checked by name, size and content (domain upload rules), decoded
// within a pixel limit, normalised (Open Graph to the 512×512 square; favicons decoded with
// sharp-ico, stored as sent), then kept through the storage layer.
import { randomUUID } from 'node:crypto';
import {
  BUILDER_PRODUCT_IMAGE_PROFILE,
  checkUpload,
  FAVICON_PROFILE,
  MAX_IMAGE_PIXELS,
  OPEN_GRAPH_PROFILE,
  OPEN_GRAPH_SIZE_PX,
  sniffImageType,
  UPLOAD_MESSAGES,
  type UploadProfile,
} from '@storekeep/domain/uploads';
import type { decode as IcoDecode } from 'sharp-ico';
import { invalid } from '../../http/errors.ts';
import { checkImagePixels } from '../../lib/image-pixels.ts';

export const SITE_IMAGE_PURPOSES = ['OG_IMAGE', 'FAVICON', 'BACKGROUND', 'CONTENT', 'LOGO'] as const;
export type SiteImagePurpose = (typeof SITE_IMAGE_PURPOSES)[number];

const FIELD = 'uploadedImageFile';

export function profileFor(purpose: SiteImagePurpose): UploadProfile {
  if (purpose === 'OG_IMAGE') return OPEN_GRAPH_PROFILE;
  if (purpose === 'FAVICON') return FAVICON_PROFILE;
  return BUILDER_PRODUCT_IMAGE_PROFILE;
}

export interface PreparedImage {
  bytes: Buffer;
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

const fail = (message: string) => invalid(message, { [FIELD]: message });

/** The name and declared size, before a byte is read. */
export function checkSiteImageName(purpose: SiteImagePurpose, fileName: string, size = 0): void {
  const check = checkUpload(profileFor(purpose), { name: fileName, size });
  if (!check.ok) throw fail(check.message);
}

export async function prepareSiteImage(
  purpose: SiteImagePurpose,
  fileName: string,
  bytes: Buffer,
): Promise<PreparedImage> {
  checkSiteImageName(purpose, fileName, bytes.length);
  const profile = profileFor(purpose);
  const type = sniffImageType(bytes);
  // The extension passed; the bytes must be one of the profile's image types too.
  const allowed = new Set(profile.extensions.map((ext) => (ext === 'jpg' ? 'jpeg' : ext)));
  if (type === null || !allowed.has(type)) throw fail(profile.wrongExtension(type ?? ''));
  // Every picture in the file (an icon holds several) within the pixel limit, before decoding.
  await checkImagePixels(bytes);
  // sharp (a native addon) and sharp-ico load with the first image, not at start (cold start).
  if (purpose === 'FAVICON') return prepareFavicon(bytes, await icoDecoder());
  const { default: sharp } = await import('sharp');
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
    if (purpose === 'OG_IMAGE') {
      // The browser crops to the square; a client that did not still gets 512×512.
      const out = await input
        .resize(OPEN_GRAPH_SIZE_PX, OPEN_GRAPH_SIZE_PX, { fit: 'cover' })
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer();
      return {
        bytes: out,
        extension: 'jpg',
        contentType: 'image/jpeg',
        width: OPEN_GRAPH_SIZE_PX,
        height: OPEN_GRAPH_SIZE_PX,
      };
    }
    const meta = await input.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) throw new Error('no size');
    // Decode fully once so a truncated file is refused now, not on the storefront.
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).stats();
    const extension = type === 'png' ? 'png' : 'jpg';
    return { bytes, extension, contentType: `image/${type}`, width, height };
  } catch {
    throw fail(UPLOAD_MESSAGES.builderUploadFailed);
  }
}

/**
 * sharp-ico's decode. It is a CommonJS module: in the bundled server its exports arrive only as the
 * default export of the dynamic import (Node's own loader also gives them by name).
 */
async function icoDecoder(): Promise<typeof IcoDecode> {
  const ico = (await import('sharp-ico')) as {
    decode?: typeof IcoDecode;
    default?: { decode: typeof IcoDecode };
  };
  const decode = ico.default?.decode ?? ico.decode;
  if (!decode) throw new Error('sharp-ico has no decode');
  return decode;
}

function prepareFavicon(bytes: Buffer, decodeIco: typeof IcoDecode): PreparedImage {
  try {
    const entries = decodeIco(bytes);
    const largest = entries.reduce((a, b) => (b.width > a.width ? b : a));
    if (!largest.width || !largest.height) throw new Error('empty icon');
    return {
      bytes,
      extension: 'ico',
      contentType: 'image/x-icon',
      width: largest.width,
      height: largest.height,
    };
  } catch {
    throw fail(UPLOAD_MESSAGES.builderUploadFailed);
  }
}

/**
 * Pictures shown on the store (logo, banners, backgrounds) sit under a library folder, which is
 * what gives them webp variants (image-path.ts); the OG image and favicon are used as they are.
 */
export function siteImageKey(supplierId: number, purpose: SiteImagePurpose, extension: string): string {
  const folder = purpose === 'OG_IMAGE' || purpose === 'FAVICON' ? '' : 'library/';
  return `site/${supplierId}/${folder}${purpose.toLowerCase().replace('_', '-')}/${randomUUID()}.${extension}`;
}
