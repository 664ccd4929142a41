// Tenancy probes of the website builder.
import type { Probe } from './probe.ts';

export const WEBSITE_PROBES: Record<string, Probe> = {
  // Website builder (site module): the catalogue is global; everything else is the caller's own site.
  'GET /api/v1/site/theme-categories': { kind: 'own-data' },
  'GET /api/v1/site/verticals': { kind: 'own-data' },
  'GET /api/v1/site/themes': { kind: 'own-data' },
  'GET /api/v1/site/themes/:themeId/preview': { kind: 'own-data', params: () => ({ themeId: 1 }) },
  'GET /api/v1/site/supplier-info': { kind: 'own-data' },
  'GET /api/v1/site/catalogue': { kind: 'own-data' },
  'GET /api/v1/site': { kind: 'own-data' },
  'GET /api/v1/discount-codes': { kind: 'own-data' },
  'POST /api/v1/discount-codes': {
    kind: 'own-data',
    body: () => ({ code: 'ALPHACODE', kind: 'PERCENT', value: 5 }),
  },
  'GET /api/v1/discount-codes/:discountCodeId': {
    kind: 'foreign-ids',
    params: (b) => ({ discountCodeId: b.discountCodeId }),
  },
  'PUT /api/v1/discount-codes/:discountCodeId': {
    kind: 'foreign-ids',
    params: (b) => ({ discountCodeId: b.discountCodeId }),
    body: () => ({ code: 'TAKENBYA', kind: 'PERCENT', value: 50 }),
  },
  'POST /api/v1/discount-codes/:discountCodeId/pause': {
    kind: 'foreign-ids',
    params: (b) => ({ discountCodeId: b.discountCodeId }),
    body: () => ({ paused: true }),
  },
  'GET /api/v1/site/modification-status': { kind: 'own-data' },
  'POST /api/v1/site/select-theme': { kind: 'own-data', body: () => ({ themeId: 1 }) },
  'PUT /api/v1/site/draft': { kind: 'own-data', body: () => ({ document: {}, draftRevision: 1 }) },
  'POST /api/v1/site/publish': { kind: 'own-data' },
  'GET /api/v1/site/versions': { kind: 'own-data' },
  'POST /api/v1/site/versions/:versionNo/rollback': {
    kind: 'foreign-ids',
    params: (b) => ({ versionNo: b.siteVersionNo }),
  },
  'GET /api/v1/site/preview': { kind: 'own-data', query: (b) => ({ version: String(b.siteVersionNo) }) },
  'POST /api/v1/site/images': { kind: 'own-data', query: () => ({ purpose: 'OG_IMAGE' }) },
  'POST /api/v1/site/images/remove': {
    kind: 'own-data',
    body: (b) => ({ newImages: [b.siteImageUrl], deletedImages: [b.siteImageUrl] }),
  },
  'GET /api/v1/site/images/:imageId/crop': {
    kind: 'foreign-ids',
    params: (b) => ({ imageId: b.siteImageId }),
  },
  'PUT /api/v1/site/images/:imageId/crop': {
    kind: 'foreign-ids',
    params: (b) => ({ imageId: b.siteImageId }),
    body: () => ({
      cropperData: { x: 0, y: 0, width: 10, height: 10 },
      canvasData: { left: 0, top: 0, width: 10, height: 10 },
      cropBoxData: { left: 0, top: 0, width: 10, height: 10 },
      isMobile: true,
    }),
  },
  // A's own clicks by device: B's are counted in B's state, never in A's summary.
  'GET /api/v1/site/link-clicks': { kind: 'own-data' },
  'GET /api/v1/site/canvas-images/:type': { kind: 'own-data', params: () => ({ type: 'OG_IMAGE' }) },
  'PUT /api/v1/site/canvas-images/:type': {
    kind: 'own-data',
    params: () => ({ type: 'OG_IMAGE' }),
    body: (b) => ({ imgUrl: b.siteImageUrl }),
  },
  'GET /api/v1/site/background': { kind: 'own-data' },
  'PUT /api/v1/site/background': {
    kind: 'own-data',
    body: (b) => ({
      colorCode: '#ffffff',
      backgroundImage: b.siteImageUrl,
      transparencyValue: 0.5,
      newImages: [b.siteImageUrl],
    }),
  },
  'GET /api/v1/site/seo': { kind: 'own-data', query: (b) => ({ page: 'homepage', id: b.homePageId }) },
  'PUT /api/v1/site/seo/:pageId': {
    kind: 'own-data',
    params: (b) => ({ pageId: b.homePageId }),
    body: () => ({ title: 'Alpha', keywords: '', description: '' }),
  },
  'POST /api/v1/site/pack-limit': { kind: 'own-data', body: () => ({ key: 'domain' }) },
  'POST /api/v1/site/walkthrough': {
    kind: 'own-data',
    body: (b) => ({ storeName: 'Alpha Home Store', logoUrl: b.siteImageUrl, themeId: 1 }),
  },
  'GET /api/v1/site/domains': { kind: 'own-data' },
  'POST /api/v1/site/domains': { kind: 'own-data', body: (b) => ({ host: b.domainHost }) },
  'PUT /api/v1/site/domains/:domainId': {
    kind: 'foreign-ids',
    params: (b) => ({ domainId: b.domainId }),
    body: () => ({ host: 'alpha-takeover.example.com' }),
  },
  'DELETE /api/v1/site/domains/:domainId': { kind: 'foreign-ids', params: (b) => ({ domainId: b.domainId }) },
  'POST /api/v1/site/domains/:domainId/verify': {
    kind: 'foreign-ids',
    params: (b) => ({ domainId: b.domainId }),
  },
  'POST /api/v1/site/domains/:domainId/check-records': {
    kind: 'foreign-ids',
    params: (b) => ({ domainId: b.domainId }),
  },
  'GET /api/v1/site/designer/themes/:themeId': { kind: 'foreign-ids', params: () => ({ themeId: 1 }) },
  'PUT /api/v1/site/designer/themes/:themeId': {
    kind: 'foreign-ids',
    params: () => ({ themeId: 1 }),
    body: () => ({ document: {} }),
  },
  'POST /api/v1/site/designer/themes/:themeId/duplicate': {
    kind: 'foreign-ids',
    params: () => ({ themeId: 1 }),
  },
  'PUT /api/v1/site/designer/themes/:themeId/verticals': {
    kind: 'foreign-ids',
    params: () => ({ themeId: 1 }),
    body: () => ({ verticalIds: [18] }),
  },
  'POST /api/v1/site/designer/themes/:themeId/copy-to-supplier': {
    kind: 'foreign-ids',
    params: () => ({ themeId: 1 }),
    body: (b) => ({ supplierId: b.supplierId }),
  },
};
