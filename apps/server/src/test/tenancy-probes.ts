// Every /api/v1 route and legacy app path says here how to aim it at another supplier's data. The tenant-isolation
// test fails for a route that is missing, so a new endpoint cannot skip the check.

/** What the foreign supplier (B) owns that supplier A's calls try to reach. */
export interface ForeignIds {
  supplierId: number;
  outletId: number;
  accountId: number;
  orderId: number;
  categoryId: number;
  customFieldId: number;
  customFieldOptionId: number;
  productId: number;
  importId: number;
  productBarcode: string;
  customerId: number;
  /** Website builder: a version number only B has, B's uploaded image, domain and home page. */
  siteVersionNo: number;
  siteImageUrl: string;
  domainId: number;
  domainHost: string;
  homePageId: string;
  /** Checkout: B's order status-page token and an online payment reference of that order. */
  orderToken: string;
  paymentReference: string;
}

export interface Probe {
  /**
   * foreign-ids: the call names B's ids and must answer 403 or 404.
   * own-data: the call takes no ids; it may succeed but must show none of B's data.
   */
  kind: 'foreign-ids' | 'own-data';
  params?: (b: ForeignIds) => Record<string, string | number>;
  query?: (b: ForeignIds) => Record<string, string>;
  body?: (b: ForeignIds) => object;
}

export const TENANCY_PROBES: Record<string, Probe> = {
  'POST /api/v1/auth/login': { kind: 'own-data' },
  'POST /api/v1/auth/logout': { kind: 'own-data' },
  'POST /api/v1/auth/change-password': {
    kind: 'own-data',
    body: () => ({ currentPassword: 'wrong-one', newPassword: 'another-pass-1' }),
  },
  'GET /api/v1/app-data': { kind: 'own-data' },
  'PUT /api/v1/session/outlet': {
    kind: 'foreign-ids',
    body: (b) => ({ outletId: b.outletId, accountId: b.accountId }),
  },
  'GET /api/v1/notifications/counts': { kind: 'own-data' },
  'GET /api/v1/settings': { kind: 'own-data' },
  'PATCH /api/v1/settings/account': { kind: 'own-data', body: () => ({ isSellOutOfStock: true }) },
  'PATCH /api/v1/settings/store': { kind: 'own-data', body: () => ({ smartFill: 1 }) },
  // checkout: delivery charges, pickup text and payment-provider keys of the caller's own store
  'GET /api/v1/settings/delivery': { kind: 'own-data' },
  'PUT /api/v1/settings/delivery': {
    kind: 'own-data',
    body: () => ({ kind: 'amount', ranges: [{ min: 0, max: 50_000, charge: 3_000 }], pickupInfo: null }),
  },
  'GET /api/v1/settings/payment-providers': { kind: 'own-data' },
  'PUT /api/v1/settings/payment-providers/:provider': {
    kind: 'own-data',
    params: () => ({ provider: 'razorpay' }),
    body: () => ({ keyId: 'rzp_test_probe', keySecret: 'probe-secret', isLive: false }),
  },
  'POST /api/v1/upgrade-requests': {
    kind: 'own-data',
    body: () => ({ upgradePackageId: 3, module: 'Home', sourceDevice: 'Web' }),
  },
  'GET /api/v1/admin/suppliers': { kind: 'foreign-ids', query: () => ({ search: '' }) },
  'POST /api/v1/admin/act-as': { kind: 'foreign-ids', body: (b) => ({ supplierId: b.supplierId }) },
  'POST /api/v1/admin/stop-acting': { kind: 'foreign-ids' },
  'GET /api/v1/orders': { kind: 'own-data' },
  'GET /api/v1/orders/:orderId': { kind: 'foreign-ids', params: (b) => ({ orderId: b.orderId }) },
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
  // pos: printer settings (own row only) and an order's invoice
  'GET /api/v1/printer-settings': { kind: 'own-data' },
  'PUT /api/v1/printer-settings': {
    kind: 'own-data',
    body: () => ({ printerHost: 'localhost', useHttps: false, printerName: 'Probe', templateId: 'A4' }),
  },
  'GET /api/v1/orders/:orderId/invoice': { kind: 'foreign-ids', params: (b) => ({ orderId: b.orderId }) },
  // orders-core: orders, customers and khata, stock
  'GET /api/v1/orders/counts': { kind: 'own-data' },
  'GET /api/v1/delivery-boys': { kind: 'own-data' },
  'POST /api/v1/orders': {
    kind: 'foreign-ids',
    body: (b) => ({ customerId: b.customerId, items: [{ productId: b.productId, quantity: 1 }] }),
  },
  'PUT /api/v1/orders/:orderId/items': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ items: [{ name: 'Probe line', quantity: 1, ratePaise: 100 }] }),
  },
  'POST /api/v1/orders/:orderId/confirm': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({}),
  },
  'POST /api/v1/orders/:orderId/payments': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ mode: 'CASH', amountPaise: 100 }),
  },
  'POST /api/v1/orders/:orderId/delivery': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ status: 'DELIVERED' }),
  },
  'PUT /api/v1/orders/:orderId/delivery-boy': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ deliveryBoyId: null }),
  },
  'PUT /api/v1/orders/:orderId/rider': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ status: 'ARRIVED' }),
  },
  'POST /api/v1/orders/:orderId/cancel': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({}),
  },
  'GET /api/v1/orders/:orderId/online-refunds': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
  },
  'POST /api/v1/orders/:orderId/online-refunds/:refundId/retry': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId, refundId: 1 }),
  },
  'POST /api/v1/orders/:orderId/returns': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({}),
  },
  'PUT /api/v1/orders/:orderId/expiry-date': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ expiryDate: '2026-12-01' }),
  },
  'PUT /api/v1/orders/:orderId/customer': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ customerId: null }),
  },
  'POST /api/v1/orders/:orderId/whatsapp-message': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({}),
  },
  'GET /api/v1/orders/:orderId/message-status': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
  },
  'GET /api/v1/orders/:orderId/payment-link': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
  },
  'GET /api/v1/stock': {
    kind: 'foreign-ids',
    query: (b) => ({ productIds: String(b.productId), outletId: String(b.outletId) }),
  },
  'POST /api/v1/stock/adjustments': {
    kind: 'foreign-ids',
    body: (b) => ({ productId: b.productId, quantity: 5 }),
  },
  'GET /api/v1/customers': { kind: 'own-data', query: () => ({ search: 'Zoltan' }) },
  'POST /api/v1/customers': {
    kind: 'own-data',
    body: () => ({ name: 'Probe Customer', mobileNumber: '9000000001' }),
  },
  'GET /api/v1/customers/:customerId': { kind: 'foreign-ids', params: (b) => ({ customerId: b.customerId }) },
  'PATCH /api/v1/customers/:customerId': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
    body: () => ({ name: 'Taken Over' }),
  },
  'POST /api/v1/customers/:customerId/addresses': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
    body: () => ({ addressLine1: '1 Probe Street', pincode: '560001' }),
  },
  'GET /api/v1/customers/:customerId/khata': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
  },
  'POST /api/v1/customers/:customerId/khata/payments': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
    body: () => ({ amountPaise: 100, mode: 'CASH' }),
  },
  'POST /api/v1/customers/:customerId/credit-otp': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
  },
  // Website builder (site module): the catalogue is global; everything else is the caller's own site.
  'GET /api/v1/site/theme-categories': { kind: 'own-data' },
  'GET /api/v1/site/verticals': { kind: 'own-data' },
  'GET /api/v1/site/themes': { kind: 'own-data' },
  'GET /api/v1/site/themes/:themeId/preview': { kind: 'own-data', params: () => ({ themeId: 1 }) },
  'GET /api/v1/site/supplier-info': { kind: 'own-data' },
  'GET /api/v1/site/catalogue': { kind: 'own-data' },
  'GET /api/v1/site': { kind: 'own-data' },
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

/**
 * The public storefront: every route under /s/:storeSlug is called with store A's slug
 * aimed at B's ids (and again at A's verified custom domain): it must answer 404 for B's ids, and
 * never show B's data. Keys are `METHOD /s/:storeSlug/...` as registered.
 */
export const STOREFRONT_PROBES: Record<string, Probe> = {
  'GET /s/:storeSlug': { kind: 'own-data' },
  'GET /s/:storeSlug/': { kind: 'own-data' },
  'GET /s/:storeSlug/:pageSlug': { kind: 'own-data', params: () => ({ pageSlug: 'about-us' }) },
  'GET /s/:storeSlug/category/:categoryId': {
    kind: 'foreign-ids',
    params: (b) => ({ categoryId: b.categoryId }),
  },
  'GET /s/:storeSlug/product/:productId': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  // The category index: A's categories only, never B's names or pictures.
  'GET /s/:storeSlug/categories': { kind: 'own-data' },
  'GET /s/:storeSlug/search': { kind: 'own-data', query: (b) => ({ q: b.productBarcode }) },
  'POST /s/:storeSlug/enquiry': {
    kind: 'foreign-ids',
    body: (b) => ({ productId: b.productId, name: 'Probe', mobileNumber: '9876543210', message: 'probe' }),
  },
  'GET /s/:storeSlug/sitemap.xml': { kind: 'own-data' },
  'GET /s/:storeSlug/robots.txt': { kind: 'own-data' },
  // The storefront script: one file for every store, no merchant data in it.
  'GET /s/:storeSlug/_shop/:file': { kind: 'own-data', params: () => ({ file: 'shop.js' }) },
  // checkout: cart, checkout, order status, payments, pincode
  'GET /s/:storeSlug/api/pincode/:pincode': { kind: 'own-data', params: () => ({ pincode: '110001' }) },
  'GET /s/:storeSlug/cart': { kind: 'own-data' },
  'POST /s/:storeSlug/cart': {
    kind: 'foreign-ids',
    body: (b) => ({ action: 'add', productId: b.productId, quantity: 1 }),
  },
  'GET /s/:storeSlug/checkout': { kind: 'own-data' },
  'POST /s/:storeSlug/checkout': {
    kind: 'own-data',
    body: () => ({
      idempotencyKey: 'probe',
      name: 'Probe',
      mobile: '9876543210',
      address: 'x',
      pincode: '110001',
    }),
  },
  'GET /s/:storeSlug/checkout/quote': { kind: 'own-data', query: () => ({ pincode: '110001' }) },
  'POST /s/:storeSlug/pay/paypal/webhook': {
    kind: 'foreign-ids',
    body: (b) => ({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { custom_id: b.paymentReference, amount: { currency_code: 'INR', value: '1.00' } },
    }),
  },
  'GET /s/:storeSlug/order/:token': { kind: 'foreign-ids', params: (b) => ({ token: b.orderToken }) },
  'POST /s/:storeSlug/order/:token/pay': { kind: 'foreign-ids', params: (b) => ({ token: b.orderToken }) },
  'GET /s/:storeSlug/pay/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.paymentReference }),
  },
  'GET /s/:storeSlug/pay/:reference/return': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.paymentReference }),
  },
  'POST /s/:storeSlug/pay/:reference/return': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.paymentReference }),
    body: (b) => ({ reference: b.paymentReference, status: 'success', signature: 'x' }),
  },
  'GET /s/:storeSlug/pay/test/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.paymentReference }),
  },
  'POST /s/:storeSlug/pay/test/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.paymentReference }),
    body: () => ({ status: 'success' }),
  },
};
