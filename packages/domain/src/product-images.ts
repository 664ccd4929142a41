// Product images (back-office.md §3, §5, §9): the list the editor shows, the reorder request and
// which variants each image has. Variant names come from the image-path builder (image-path.ts).
import { z } from 'zod';
import { imagePath, THUMBNAIL_SIZE } from './image-path.ts';
import { MAX_PRODUCT_IMAGES } from './uploads.ts';

export { MAX_PRODUCT_IMAGES };

/** Width of the largeWebp variant (images narrower keep their width). */
export const LARGE_WIDTH = 1080;

/** Shown for 8000 ms after an image is saved (back-office.md §8, §9). */
export const IMAGE_SAVED_TOAST_MS = 8000;
export const PRODUCT_IMAGE_LIMIT_MESSAGE = `A product can have up to ${MAX_PRODUCT_IMAGES} images.`;

/** The variants made for every product image, each named from the original's path. */
export const PRODUCT_IMAGE_VARIANTS = {
  thumbnail: { ...THUMBNAIL_SIZE, fit: 'cover' },
  thumbnailWebp: { ...THUMBNAIL_SIZE, fit: 'cover', webp: true },
  mobile: { mobile: true },
  mobileWebp: { mobile: true, webp: true },
  webp: { webp: true },
  /** For the product page on wider screens: a 540 px slot at twice the density, far lighter than the full webp. */
  largeWebp: { width: LARGE_WIDTH, fit: 'inside', webp: true },
} as const;
export type ProductImageVariantName = keyof typeof PRODUCT_IMAGE_VARIANTS;

/**
 * Which set of variants an image's files hold: 1 had no largeWebp. The variants job writes the
 * current set; a page offers largeWebp only to images that have it.
 */
export const PRODUCT_IMAGE_VARIANTS_VERSION = 2;

/** Path (with any fit query) of every variant of an original image path. */
export function productImageVariantPaths(original: string): Record<ProductImageVariantName, string> {
  return {
    thumbnail: imagePath(original, PRODUCT_IMAGE_VARIANTS.thumbnail),
    thumbnailWebp: imagePath(original, PRODUCT_IMAGE_VARIANTS.thumbnailWebp),
    mobile: imagePath(original, PRODUCT_IMAGE_VARIANTS.mobile),
    mobileWebp: imagePath(original, PRODUCT_IMAGE_VARIANTS.mobileWebp),
    webp: imagePath(original, PRODUCT_IMAGE_VARIANTS.webp),
    largeWebp: imagePath(original, PRODUCT_IMAGE_VARIANTS.largeWebp),
  };
}

export const productImageSchema = z.object({
  imageId: z.number().int(),
  /** 0-based index in the product's image order. */
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRODUCT_IMAGES - 1),
  /** The original as uploaded. */
  url: z.string(),
  thumbnailUrl: z.string(),
  mobileUrl: z.string(),
  webpUrl: z.string(),
  /**
   * processing: the variants are still being made (show the original meanwhile); failed: making
   * them failed for good (the original is shown; the editor offers a retry).
   */
  state: z.enum(['processing', 'ready', 'failed']),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productImagesReplySchema = z.object({
  productId: z.number().int(),
  maxImages: z.number().int(),
  images: z.array(productImageSchema),
});
export type ProductImagesReply = z.infer<typeof productImagesReplySchema>;

/** The new order: every current image id, each once. */
export const reorderProductImagesSchema = z.object({
  imageIds: z.array(z.number().int().positive()).min(1).max(MAX_PRODUCT_IMAGES),
});
export type ReorderProductImages = z.infer<typeof reorderProductImagesSchema>;
