// What other modules use of product images besides its service: the multipart upload reader and
// the variants' widths.
export { uploadReader } from './upload-reader.ts';
/** The widths the variants are made at, for the pages that list them. */
export { MOBILE_WIDTH, WEBP_MAX_SIDE } from './variants.ts';
