// Which files a product picture offers the browser: the webp variants at the widths they were made
// at (500, 1080 and the full webp up to 2048 px), and the original's format (500 px and the
// original) for browsers without webp. Until the variants exist the original stands alone.

import type { PictureFiles } from '@storekeep/blocks/shop/picture';
import { hasWebpVariant, imagePath, THUMBNAIL_SIZE } from '@storekeep/domain/image-path';
import {
  LARGE_WIDTH,
  PRODUCT_IMAGE_VARIANTS,
  PRODUCT_IMAGE_VARIANTS_VERSION,
  productImageVariantPaths,
} from '@storekeep/domain/product-images';
import { MOBILE_WIDTH, WEBP_MAX_SIDE } from '../product-images/index.ts';

export interface StoredPicture {
  /** The original's URL. */
  url: string;
  width: number;
  height: number;
  variantsReady: boolean;
  variantsVersion: number;
}

/** Width of a variant fitted inside a box of `side` by `side` (never enlarged). */
function insideWidth(width: number, height: number, side: number): number {
  const scale = Math.min(1, side / Math.max(width, height));
  return Math.round(width * scale);
}

/** The main picture of a product page (and any picture shown at up to about 1100 px). */
export function productPictureFiles(picture: StoredPicture): PictureFiles {
  const { url, width, height } = picture;
  if (!picture.variantsReady) return { src: url, srcSet: null, webpSrcSet: null, width, height };
  const paths = productImageVariantPaths(url);
  const srcSet = width > MOBILE_WIDTH ? `${paths.mobile} ${MOBILE_WIDTH}w, ${url} ${width}w` : null;
  // Files outside the webp folders (images stored before the image library) have none.
  if (!hasWebpVariant(url)) return { src: url, srcSet, webpSrcSet: null, width, height };
  const webpWidth = insideWidth(width, height, WEBP_MAX_SIDE);
  const webp: string[] = [];
  if (width > MOBILE_WIDTH) webp.push(`${paths.mobileWebp} ${MOBILE_WIDTH}w`);
  if (picture.variantsVersion >= PRODUCT_IMAGE_VARIANTS_VERSION && webpWidth > LARGE_WIDTH)
    webp.push(`${paths.largeWebp} ${LARGE_WIDTH}w`);
  webp.push(`${paths.webp} ${webpWidth}w`);
  return {
    src: url,
    srcSet,
    webpSrcSet: webp.join(', '),
    width,
    height,
  };
}

/** A small square of a product picture (the 200×200 thumbnail and its webp). */
export function thumbnailPictureFiles(picture: StoredPicture): PictureFiles {
  if (!picture.variantsReady) return productPictureFiles(picture);
  return {
    src: imagePath(picture.url, PRODUCT_IMAGE_VARIANTS.thumbnail),
    srcSet: null,
    webpSrcSet: hasWebpVariant(picture.url)
      ? imagePath(picture.url, PRODUCT_IMAGE_VARIANTS.thumbnailWebp)
      : null,
    width: THUMBNAIL_SIZE.width,
    height: THUMBNAIL_SIZE.height,
  };
}

/**
 * A product card's picture: the 200 px square and the 500 px phone copy, so a phone's two-column
 * grid at twice the density is sharp; the original alone until they exist.
 */
export function cardPictureFiles(url: string, variantsReady: boolean): PictureFiles {
  if (!variantsReady) return { src: url, srcSet: null, webpSrcSet: null, width: 200, height: 200 };
  // Only the four paths a card shows (a listing page builds them for each of its 24 cards).
  const thumbnail = imagePath(url, PRODUCT_IMAGE_VARIANTS.thumbnail);
  return {
    src: thumbnail,
    srcSet: `${thumbnail} 200w, ${imagePath(url, PRODUCT_IMAGE_VARIANTS.mobile)} ${MOBILE_WIDTH}w`,
    webpSrcSet: hasWebpVariant(url)
      ? `${imagePath(url, PRODUCT_IMAGE_VARIANTS.thumbnailWebp)} 200w, ${imagePath(url, PRODUCT_IMAGE_VARIANTS.mobileWebp)} ${MOBILE_WIDTH}w`
      : null,
    width: THUMBNAIL_SIZE.width,
    height: THUMBNAIL_SIZE.height,
  };
}
