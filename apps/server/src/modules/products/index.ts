// What other modules use of products besides its service: how a product's pictures are addressed.
export { type MainImageUrl, mainImageUrlBuilder } from './presenters.ts';
