// The category image: validated by name, size and content (domain upload rules), cropped square and
// resized to the 200×200 crop box with sharp, kept under DATA_DIR/uploads/categories/<supplier>/.
// Self-contained for now; the shared storage layer of the media module will take this over.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { CATEGORY_IMAGE_CROP } from '@storekeep/domain/categories';
import type { CategoryImageCrop } from '@storekeep/domain/category-api';
import {
  checkUpload,
  contentMatchesExtension,
  singleImageProfile,
  UPLOAD_MESSAGES,
} from '@storekeep/domain/uploads';
import sharp from 'sharp';
import { invalid } from '../../http/errors.ts';

/** Single image upload defaults: jpeg, png, jpg, gif up to 10 MB (shared-blocks.md §5). */
export const CATEGORY_IMAGE_PROFILE = singleImageProfile();
/** A 20000×20000 picture is a decompression bomb, not a category image. */
const MAX_INPUT_PIXELS = 40_000_000;

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
  try {
    const input = () => sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
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

/** Where a stored image lives, refusing any path that would leave the uploads folder. */
export function storedImageFile(uploadsDir: string, imagePath: string): string {
  const full = normalize(join(uploadsDir, imagePath));
  if (!full.startsWith(normalize(uploadsDir) + sep)) throw invalid('Bad image path');
  return full;
}

export async function storeCategoryImage(
  uploadsDir: string,
  supplierId: number,
  categoryId: number,
  image: ProcessedImage,
): Promise<string> {
  const imagePath = `categories/${supplierId}/${categoryId}-${randomBytes(6).toString('hex')}.${image.extension}`;
  const file = storedImageFile(uploadsDir, imagePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, image.bytes);
  return imagePath;
}

export async function removeCategoryImages(uploadsDir: string, imagePaths: readonly string[]) {
  await Promise.all(imagePaths.map((p) => rm(storedImageFile(uploadsDir, p), { force: true })));
}

/** The URL the admin app shows; the stem changes with every new image so caches never go stale. */
export function categoryImageUrl(categoryId: number, imagePath: string | null): string | null {
  if (!imagePath) return null;
  const version = imagePath.slice(imagePath.lastIndexOf('/') + 1).replace(/\.[a-z]+$/, '');
  return `/api/v1/categories/${categoryId}/image?v=${version}`;
}

export function contentTypeOf(imagePath: string): string {
  return imagePath.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
