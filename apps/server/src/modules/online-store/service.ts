// The website builder's use cases (website-builder.md), one file each: the site and its draft
// (site-draft.ts), publishing and versions (publish-site.ts), store-level settings
// (store-settings.ts), the walkthrough and plan gates (walkthrough.ts); what they share is in
// site-helpers.ts. Routes and other modules use them through this file.

export { CONTENT_BLOCK_NOT_FOUND, contentBlockById } from './content-block.ts';
export { findImageCrop, getImageCrop, saveImageCrop } from './image-crops.ts';
export {
  LINK_CLICK_SWEEP_EVERY_MS,
  linkClickSummary,
  recordLinkClick,
  removeOldLinkClicks,
} from './link-clicks.ts';
export { listVersions, publish, rollBack } from './publish-site.ts';
export { getSite, modificationStatus, saveDraft, selectTheme } from './site-draft.ts';
export {
  getDraftDocument,
  getVersionDocument,
  removeUnusedImages,
  type SiteContext,
  storeUrl,
} from './site-helpers.ts';
export {
  getBackground,
  getCanvasImage,
  getPageSeo,
  removeImagesFromSystem,
  updateBackground,
  updateCanvasImage,
  updatePageSeo,
  uploadSiteImage,
} from './store-settings.ts';
export { getPackLimit, saveWalkthrough, supplierInfo } from './walkthrough.ts';
