// Join conditions more than one module's queries use.
import { and, eq } from 'drizzle-orm';
import { productImages, products } from './schema.ts';

/** A product's main image: the media module's picture at position 0 (0004 product_images). */
export const mainImageJoin = and(
  eq(productImages.supplierId, products.supplierId),
  eq(productImages.productId, products.productId),
  eq(productImages.position, 0),
);
