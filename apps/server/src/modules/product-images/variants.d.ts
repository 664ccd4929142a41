import { type ProductImageVariantName } from '@storekeep/domain/product-images';
/** Width of the mobile (_500X) variant. */
export declare const MOBILE_WIDTH = 500;
export interface Variant {
  name: ProductImageVariantName;
  /** Storage key: the variant path without its query string (the fit parameter). */
  key: string;
  contentType: string;
  bytes: Buffer;
}
/** The storage key of every variant of an original's key. */
export declare function variantKeys(originalKey: string): Record<ProductImageVariantName, string>;
/** Every variant of one original (JPEG or PNG bytes). */
export declare function makeVariants(originalKey: string, original: Buffer): Promise<Variant[]>;
