// Makes the resized variants of a product image with sharp: the 200×200 thumbnail, the _500X
// mobile image, the 1080 px wide webp and webp copies, each stored under the name the domain image-path builder gives.
import {
  PRODUCT_IMAGE_VARIANTS,
  type ProductImageVariantName,
  productImageVariantPaths,
} from '@storekeep/domain/product-images';
import { MAX_IMAGE_PIXELS } from '@storekeep/domain/uploads';
import type { FitEnum, Sharp } from 'sharp';

/** Width of the mobile (_500X) variant. */
export const MOBILE_WIDTH = 500;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 80;
/**
 * libwebp effort 2 of 6: the full-size webp is most of a job's time, and effort 4 (the default)
 * takes 2.4 times as long for files only a few percent smaller (measured: bench image-variants).
 */
const WEBP_EFFORT = 2;
/** The full-size webp is for screens: at most this many pixels on its longer side. */
export const WEBP_MAX_SIDE = 2048;

export interface Variant {
  name: ProductImageVariantName;
  /** Storage key: the variant path without its query string (the fit parameter). */
  key: string;
  contentType: string;
  bytes: Buffer;
}

/** The storage key of every variant of an original's key. */
export function variantKeys(originalKey: string): Record<ProductImageVariantName, string> {
  const paths = productImageVariantPaths(originalKey);
  const strip = (path: string) => path.split('?')[0] as string;
  // webp names exist only under the webp folders; elsewhere they would overwrite the original.
  if (!paths.webp.endsWith('.webp')) throw new Error(`no webp variant for ${originalKey}`);
  return {
    thumbnail: strip(paths.thumbnail),
    thumbnailWebp: strip(paths.thumbnailWebp),
    mobile: strip(paths.mobile),
    mobileWebp: strip(paths.mobileWebp),
    webp: strip(paths.webp),
    largeWebp: strip(paths.largeWebp),
  };
}

function encode(pipeline: Sharp, webp: boolean, isPng: boolean): Sharp {
  if (webp) return pipeline.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
  return isPng ? pipeline.png() : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
}

/** Every variant of one original (JPEG or PNG bytes). */
export async function makeVariants(originalKey: string, original: Buffer): Promise<Variant[]> {
  const keys = variantKeys(originalKey);
  const isPng = originalKey.endsWith('.png');
  // sharp (a native addon) loads with the first job, not at start (cold start).
  const { default: sharp } = await import('sharp');
  // Decode once (auto-rotated by its EXIF orientation); every variant is cut from this copy.
  const source = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const names = Object.keys(PRODUCT_IMAGE_VARIANTS) as ProductImageVariantName[];
  return Promise.all(
    names.map(async (name) => {
      const spec: { width?: number; height?: number; fit?: keyof FitEnum; mobile?: boolean; webp?: boolean } =
        PRODUCT_IMAGE_VARIANTS[name];
      let pipeline = source.clone();
      if (spec.mobile) pipeline = pipeline.resize({ width: MOBILE_WIDTH, withoutEnlargement: true });
      else if (name === 'webp')
        pipeline = pipeline.resize({
          width: WEBP_MAX_SIDE,
          height: WEBP_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        });
      else if (spec.width || spec.height)
        pipeline = pipeline.resize({
          width: spec.width,
          height: spec.height,
          fit: spec.fit ?? 'cover',
          // A width-only box (largeWebp) never enlarges a smaller photo.
          withoutEnlargement: spec.fit === 'inside',
        });
      const webp = spec.webp === true;
      const bytes = await encode(pipeline, webp, isPng).toBuffer();
      return {
        name,
        key: keys[name],
        contentType: webp ? 'image/webp' : isPng ? 'image/png' : 'image/jpeg',
        bytes,
      };
    }),
  );
}
