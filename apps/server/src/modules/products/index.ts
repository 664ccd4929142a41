// What other modules use of products besides its service: how a product's pictures are addressed,
// and the slugs (storefront addresses) given after their own inserts of products.
export { type MainImageUrl, mainImageUrlBuilder } from './presenters.ts';
export { assignMissingProductSlugs, assignProductSlugs } from './product-slugs.ts';
