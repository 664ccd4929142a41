// Tenancy probes of the catalogue: categories, custom fields, products and their pictures, product
// templates, imports and exports, and the legacy app's product paths.
import type { Probe } from './probe.ts';

export const CATALOGUE_PROBES: Record<string, Probe> = {
  'GET /api/v1/categories': { kind: 'own-data' },
  'POST /api/v1/categories': {
    kind: 'foreign-ids',
    body: (b) => ({ name: 'Probe child', parentId: b.categoryId }),
  },
  'PATCH /api/v1/categories/:categoryId': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
    body: () => ({ name: 'Renamed by A' }),
  },
  'POST /api/v1/categories/hide': {
    kind: 'foreign-ids',
    body: (b) => ({ ids: [b.categoryId], isHideProducts: true }),
  },
  'POST /api/v1/categories/unhide': {
    kind: 'foreign-ids',
    body: (b) => ({ ids: [b.categoryId], isShowProducts: true }),
  },
  'POST /api/v1/categories/delete': { kind: 'foreign-ids', body: (b) => ({ ids: [b.categoryId] }) },
  'PUT /api/v1/categories/order': {
    kind: 'foreign-ids',
    body: (b) => ({ tree: [{ id: b.categoryId, children: [] }] }),
  },
  'POST /api/v1/categories/:categoryId/move': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
    body: () => ({ direction: 'up' }),
  },
  'GET /api/v1/categories/:categoryId/seo': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
  },
  'PUT /api/v1/categories/:categoryId/seo': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
    body: () => ({ title: 'Probe', keywords: '', description: '', url: '' }),
  },
  'POST /api/v1/categories/:categoryId/image': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
    body: () => ({ uploadedImageFile: 'not a file' }),
  },
  'DELETE /api/v1/categories/:categoryId/image': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
  },
  'GET /api/v1/categories/:categoryId/image': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
  },
  'PUT /api/v1/categories/settings': { kind: 'own-data', body: () => ({ isCategoryAutomated: true }) },
  'GET /api/v1/custom-fields': { kind: 'own-data', query: () => ({ section: 'PRODUCT' }) },
  'GET /api/v1/custom-fields/:fieldId': {
    kind: 'foreign-ids',
    params: (b) => ({ fieldId: b.customFieldId }),
  },
  'POST /api/v1/custom-fields': {
    kind: 'own-data',
    // Depending on B's field must be refused like any other reach into B's data.
    body: (b) => ({
      section: 'PRODUCT',
      type: 'text',
      fieldName: 'Probe',
      conditional: true,
      dependent: { fieldId: b.customFieldId, valueId: b.customFieldOptionId },
    }),
  },
  'PUT /api/v1/custom-fields/order': {
    kind: 'own-data',
    body: (b) => ({ section: 'PRODUCT', fieldIds: [b.customFieldId] }),
  },
  'PUT /api/v1/custom-fields/:fieldId': {
    kind: 'foreign-ids',
    params: (b) => ({ fieldId: b.customFieldId }),
    body: () => ({ section: 'PRODUCT', type: 'text', fieldName: 'Renamed by A' }),
  },
  'DELETE /api/v1/custom-fields/:fieldId': {
    kind: 'foreign-ids',
    params: (b) => ({ fieldId: b.customFieldId }),
  },
  'GET /api/v1/products/:productId/custom-fields': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  'PUT /api/v1/products/:productId/custom-fields': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
    body: () => ({ values: [] }),
  },
  'GET /api/v1/store-setting': { kind: 'own-data' },
  'POST /api/v1/store-setting/update': {
    kind: 'own-data',
    body: () => ({ type: 'smartFill', smartFill: 1 }),
  },
  'GET /api/v1/product-templates': { kind: 'own-data', query: () => ({ search: '' }) },
  'POST /api/v1/product-templates/:templateId/products': {
    kind: 'own-data',
    params: () => ({ templateId: 999_999 }),
    body: () => ({ createStock: true }),
  },
  'GET /api/v1/admin/product-templates': { kind: 'foreign-ids' },
  'POST /api/v1/admin/product-templates': { kind: 'foreign-ids', body: () => ({ name: 'Probe' }) },
  'PUT /api/v1/admin/product-templates/:templateId': {
    kind: 'foreign-ids',
    params: () => ({ templateId: 1 }),
    body: () => ({ name: 'Probe' }),
  },
  'GET /api/v1/admin/template-categories': { kind: 'foreign-ids' },
  'POST /api/v1/admin/template-categories': { kind: 'foreign-ids', body: () => ({ name: 'Probe' }) },
  'PUT /api/v1/admin/template-categories/:templateCategoryId': {
    kind: 'foreign-ids',
    params: () => ({ templateCategoryId: 1 }),
    body: () => ({ name: 'Probe' }),
  },
  'POST /api/v1/product-imports': { kind: 'own-data', query: () => ({ fileName: 'probe.csv' }) },
  'GET /api/v1/product-imports': { kind: 'own-data' },
  'GET /api/v1/product-imports/:importId': { kind: 'foreign-ids', params: (b) => ({ importId: b.importId }) },
  'POST /api/v1/product-imports/:importId/start': {
    kind: 'foreign-ids',
    params: (b) => ({ importId: b.importId }),
    body: () => ({ mode: 'VALID_ROWS' }),
  },
  'POST /api/v1/product-imports/:importId/cancel': {
    kind: 'foreign-ids',
    params: (b) => ({ importId: b.importId }),
  },
  'GET /api/v1/product-exports': { kind: 'own-data', query: () => ({ format: 'csv' }) },
  'GET /api/v1/products/:productId/images': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  'POST /api/v1/products/:productId/images': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  'PUT /api/v1/products/:productId/images/order': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
    body: () => ({ imageIds: [1] }),
  },
  'PUT /api/v1/products/:productId/images/:position': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId, position: 0 }),
  },
  'DELETE /api/v1/products/:productId/images/:position': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId, position: 0 }),
  },
  // Templates are a global catalogue: any store may add an image (making its own product).
  'POST /api/v1/product-templates/:templateId/images': {
    kind: 'own-data',
    params: () => ({ templateId: 1 }),
  },
  'GET /api/v1/products': { kind: 'own-data' },
  'GET /api/v1/products/counts': { kind: 'own-data' },
  'GET /api/v1/products/search': { kind: 'own-data', query: (b) => ({ barcode: b.productBarcode }) },
  'GET /api/v1/products/barcode-conflict': {
    kind: 'own-data',
    query: (b) => ({ barcode: b.productBarcode }),
  },
  'GET /api/v1/products/:productId': { kind: 'foreign-ids', params: (b) => ({ productId: b.productId }) },
  'POST /api/v1/products': {
    kind: 'own-data',
    body: (b) => ({ productName: 'Alpha Probe', barcode: b.productBarcode }),
  },
  'PUT /api/v1/products/:productId': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
    body: () => ({ productName: 'Taken Over' }),
  },
  'POST /api/v1/products/recycle-bin': { kind: 'foreign-ids', body: (b) => ({ ids: [b.productId] }) },
  'POST /api/v1/products/restore': { kind: 'foreign-ids', body: (b) => ({ ids: [b.productId] }) },
  'POST /api/v1/products/pause-selling': { kind: 'foreign-ids', body: (b) => ({ ids: [b.productId] }) },
  'POST /api/v1/products/resume-selling': { kind: 'foreign-ids', body: (b) => ({ ids: [b.productId] }) },
  // catalogue-finish
  'POST /api/v1/products/:productId/images/:position/retry': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId, position: 0 }),
  },
  'POST /api/v1/products/permanent-delete': { kind: 'foreign-ids', body: (b) => ({ ids: [b.productId] }) },
  // Legacy app paths (modules/legacy): a supplierId other than the session's is refused.
  'POST /marketplace/products/ajax/uploadProductImageForAdmin.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/products/ajax/createProductFromTemplateId.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId), templatedProductId: '1' }),
  },
  'GET /vendorapis/products/product/fetchProductForEdit': {
    kind: 'foreign-ids',
    query: (b) => ({ productId: String(b.productId) }),
  },
  'POST /marketplace/products/services/updateProductFromApp.service': {
    kind: 'foreign-ids',
    body: (b) => ({
      productCommandAppString: JSON.stringify({ productId: b.productId, productName: 'Taken' }),
    }),
  },
  'POST /marketplace/cms/nj/store-setting/update': { kind: 'own-data', body: () => ({ smartFill: 1 }) },
  'GET /marketplace/cms/nj/store-setting': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
  },
};
