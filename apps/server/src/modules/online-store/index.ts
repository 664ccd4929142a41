// What the storefront uses of the website builder: the published site document and the featured
// blocks' product answers, the logo and the favicon made from it.
export { catalogueFor } from './featured-catalogue.ts';
export { backgroundOf, canvasImageOf, loadDocument, logoOf, type SiteDocument } from './site-document.ts';
export { LOGO_ICON_SIZE, logoIconPath } from './site-image-variants.ts';
