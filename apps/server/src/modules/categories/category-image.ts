// The category image: validated by name, size and content (domain upload rules), cropped square and
// resized to the 200×200 crop box with sharp, kept in the shared file storage (local folder or S3)
// under categories/<supplier>/, with a public URL like product images (the storefront shows it).
import { randomBytes } from 'node:crypto';
import { CATEGORY_IMAGE_CROP } from '@storekeep/domain/categories';
import type { CategoryImageCrop } from '@storekeep/domain/category-api';
import {
  checkUpload,
  contentMatchesExtension,
  MAX_IMAGE_PIXELS,
  singleImageProfile,
  UPLOAD_MESSAGES,
} from '@storekeep/domain/uploads';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { checkImagePixels } from '../../lib/image-pixels.ts';
import { putPending } from '../../storage/pending-uploads.ts';
import type { Storage } from '../../storage/storage.ts';

/** Single image upload defaults: jpeg, png, jpg, gif up to 10 MB (shared-blocks.md §5). */
export const CATEGORY_IMAGE_PROFILE = singleImageProfile();

export interface ProcessedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: string;
}

/** Refuses what is not an accepted image; answers the 200×200 square to keep. */
export async function processCategoryImage(
  file: { name: string; bytes: Buffer },
  crop: CategoryImageCrop | null,
): Promise<ProcessedImage> {
  const check = checkUpload(CATEGORY_IMAGE_PROFILE, { name: file.name, size: file.bytes.length });
  if (!check.ok) throw invalid(check.message, { uploadedImageFile: check.message });
  const notSupported = () =>
    invalid(UPLOAD_MESSAGES.imageFormatNotSupported, {
      uploadedImageFile: UPLOAD_MESSAGES.imageFormatNotSupported,
    });
  if (!contentMatchesExtension(file.name, file.bytes)) throw notSupported();
  await checkImagePixels(file.bytes);
  // sharp (a native addon) loads with the first picture, not at start (cold start).
  const { default: sharp } = await import('sharp');
  try {
    const input = () => sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
    const meta = await input().metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const width = (swap ? meta.height : meta.width) ?? 0;
    const height = (swap ? meta.width : meta.height) ?? 0;
    let pipeline = input().rotate();
    if (crop) {
      const left = Math.min(crop.x, Math.max(0, width - 1));
      const top = Math.min(crop.y, Math.max(0, height - 1));
      pipeline = pipeline.extract({
        left,
        top,
        width: Math.max(1, Math.min(crop.width, width - left)),
        height: Math.max(1, Math.min(crop.height, height - top)),
      });
    }
    pipeline = pipeline.resize(CATEGORY_IMAGE_CROP.width, CATEGORY_IMAGE_CROP.height, { fit: 'cover' });
    if (meta.hasAlpha) {
      return { bytes: await pipeline.png().toBuffer(), extension: 'png', contentType: 'image/png' };
    }
    return {
      bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      extension: 'jpg',
      contentType: 'image/jpeg',
    };
  } catch {
    // Truncated, corrupt or oversized pictures: sharp refuses them, and so do we.
    throw notSupported();
  }
}

/**
 * Stores the image as a pending upload (the category change settles it when it commits) and
 * answers its key. Keys made before 0009 (image_path) have the same shape.
 */
export async function storeCategoryImage(
  db: Db,
  storage: Storage,
  supplierId: number,
  categoryId: number,
  image: ProcessedImage,
): Promise<string> {
  const key = `categories/${supplierId}/${categoryId}-${randomBytes(6).toString('hex')}.${image.extension}`;
  await putPending(db, storage, { supplierId, storageKey: key, contentType: image.contentType }, image.bytes);
  return key;
}

/** The public URL the admin app and the storefront show; every new image has a new key. */
export function categoryImageUrl(storage: Pick<Storage, 'url'>, imageKey: string | null): string | null {
  return imageKey ? storage.url(imageKey) : null;
}

export function contentTypeOf(imageKey: string): string {
  return imageKey.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
