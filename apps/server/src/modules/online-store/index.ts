// What the storefront uses of the website builder: the published site document and the featured
// blocks' product answers, the logo and the favicon made from it.

// What the legacy apps' adapter (modules/legacy) calls besides the service: the domains, the plan
// keys, the builder's access rule and upload reader, and the theme gallery.
export { listDomains } from './domains.ts';
export { catalogueFor } from './featured-catalogue.ts';
export { SITE_LIMIT_KEYS } from './plan-gates.ts';
export { access } from './route-common.ts';
export { backgroundOf, canvasImageOf, loadDocument, logoOf, type SiteDocument } from './site-document.ts';
export { LOGO_ICON_SIZE, logoIconPath } from './site-image-variants.ts';
export { readUpload } from './store-settings-routes.ts';
export {
  duplicateTheme,
  getThemeForDesign,
  listCategories,
  listThemes,
  listVerticals,
} from './theme-gallery.ts';
