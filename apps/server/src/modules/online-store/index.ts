// What the storefront uses of the website builder: the published site document and the featured
// blocks' product answers, the logo and the favicon made from it.

// The legacy apps' website calls (modules/legacy): the same services, access rule, upload reader,
// domains, plan limits and theme gallery as the builder's own routes.
export { listDomains, recordCertificateFailed, recordCertificateIssued } from './domains.ts';
export { catalogueFor } from './featured-catalogue.ts';
export { SITE_LIMIT_KEYS } from './plan-gates.ts';
export { access as onlineStoreAccess } from './route-common.ts';
export { backgroundOf, canvasImageOf, loadDocument, logoOf, type SiteDocument } from './site-document.ts';
export { LOGO_ICON_SIZE, logoIconPath } from './site-image-variants.ts';
export { readUpload } from './store-settings-routes.ts';
export * as themeGallery from './theme-gallery.ts';
