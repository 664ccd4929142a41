// What other modules use of product images besides its service: the multipart upload reader and
// the variants' widths.

/** The queue that makes an image's variants (the demo store's pictures go through it too). */
export { VARIANTS_QUEUE as PRODUCT_IMAGE_VARIANTS_QUEUE } from './internal.ts';
export { getBodyUploadReader, uploadReader } from './upload-reader.ts';
/** The widths the variants are made at, for the pages that list them. */
export { MOBILE_WIDTH, WEBP_MAX_SIDE } from './variants.ts';
