// What the storefront uses of the website builder: the published site document and the featured
// blocks' product answers.
export { catalogueFor } from './featured-catalogue.ts';
export { backgroundOf, canvasImageOf, loadDocument, type SiteDocument } from './site-document.ts';
