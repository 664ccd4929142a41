// What the storefront uses of the website builder: the published site document, the featured
// blocks' product answers, and the notice of a publish.
export { catalogueFor } from './featured-catalogue.ts';
export { backgroundOf, canvasImageOf, loadDocument, type SiteDocument } from './site-document.ts';
export { onSitePublished } from './site-events.ts';
