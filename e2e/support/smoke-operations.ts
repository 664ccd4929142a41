// Every operation of /api/openapi.json, and how the smoke run (smoke.ts) calls it: the demo store's
// ids in its path (by parameter name unless `params` says otherwise), and a minimal valid body
// (`body`; without it, one built from the operation's request schema). The smoke test fails for an
// operation missing here, so a new route joins this list as it joins the tenancy probes.

/** The demo store's real ids, listed over the API before the run (support/api-smoke.ts). */
export interface DemoIds {
  storeSlug: string;
  supplierId: number;
  outletId: number;
  accountId: number;
  orderId: number;
  productId: number;
  productBarcode: string;
  customerId: number;
  /** A member the run adds for itself (its changes must not lock out the roles the run signs in as). */
  staffId: number;
  categoryId: number;
  fieldId: number;
  templateId: number;
  templateCategoryId: number;
  importId: number;
  themeId: number;
  pageId: string;
  /** A custom HTML block of the demo site (its contentBlockId, else its block id). */
  contentBlockId: string;
  versionNo: number;
  domainId: number;
  siteImageUrl: string;
  orderToken: string;
  paymentReference: string;
  /** A vendor and a draft purchase order of one line made for the run. */
  vendorId: number;
  purchaseOrderId: number;
  /** A discount code made for the run. */
  discountCodeId: number;
}

export interface SmokeCall {
  params?: (ids: DemoIds) => Record<string, string | number>;
  query?: (ids: DemoIds) => Record<string, string>;
  body?: (ids: DemoIds) => unknown;
  /** Removes or ends what later calls use (a delete, a cancel, sign-out): called after the others. */
  destructive?: true;
  /** Called without the session (a sign-in attempt ends the session it is sent with). */
  anonymous?: true;
  /**
   * A file sent as the body: in the multipart field uploadedImageFile where the operation takes
   * multipart/form-data, else as the raw body with its own type (the CSV and XLSX imports).
   */
  upload?: () => Promise<SmokeFile>;
}

export interface SmokeFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

let photo: Promise<SmokeFile> | undefined;
/** A 640×480 JPEG photo, made once per run: every image upload of the smoke sends it. */
const smokePhoto = (): Promise<SmokeFile> => {
  photo ??= (async () => {
    const { default: sharp } = await import('sharp');
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f9e44' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { name: 'smoke.jpg', type: 'image/jpeg', bytes: Uint8Array.from(bytes) };
  })();
  return photo;
};
const csvFile = (name: string, text: string) => async (): Promise<SmokeFile> => ({
  name,
  type: 'text/csv',
  bytes: new TextEncoder().encode(text),
});

const ACCOUNT: Record<string, SmokeCall> = {
  // A login that is not any demo user's: the demo logins must not be throttled by the run.
  'POST /api/v1/auth/login': {
    body: () => ({ email: 'nobody@example.com', password: 'not-a-password' }),
    anonymous: true,
  },
  'POST /api/v1/auth/change-password': {
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-pass-1' }),
  },
  'GET /api/v1/app-data': {},
  'PUT /api/v1/session/outlet': { body: (ids) => ({ outletId: ids.outletId, accountId: ids.accountId }) },
  'GET /api/v1/notifications/counts': {},
  'GET /api/v1/settings': {},
  'PATCH /api/v1/settings/account': { body: () => ({ isSellOutOfStock: true }) },
  'PATCH /api/v1/settings/store': { body: () => ({ smartFill: 1 }) },
  'GET /api/v1/settings/store-translations': {},
  'PUT /api/v1/settings/store-translations': {
    body: () => ({ translations: { hi: { storeName: 'शर्मा किराना' } } }),
  },
  'GET /api/v1/settings/delivery': {},
  'PUT /api/v1/settings/delivery': {
    body: () => ({ kind: 'amount', ranges: [{ min: 0, max: 50_000, charge: 3_000 }], pickupInfo: null }),
  },
  'GET /api/v1/settings/payment-providers': {},
  'PUT /api/v1/settings/payment-providers/{provider}': {
    body: () => ({ keyId: 'rzp_test_smoke', keySecret: 'smoke-secret', isLive: false }),
  },
  'POST /api/v1/upgrade-requests': {
    body: () => ({ upgradePackageId: 3, module: 'Home', sourceDevice: 'Web' }),
  },
  'GET /api/v1/admin/suppliers': { query: () => ({ search: '' }) },
  // The platform admin acts for the demo store from here until stop-acting.
  'POST /api/v1/admin/act-as': { body: (ids) => ({ supplierId: ids.supplierId }) },
  'GET /api/v1/printer-settings': {},
  'PUT /api/v1/printer-settings': {
    body: () => ({ printerHost: 'localhost', useHttps: false, printerName: 'Smoke', templateId: 'A4' }),
  },
};

const CATALOGUE: Record<string, SmokeCall> = {
  'GET /api/v1/categories': {},
  'POST /api/v1/categories': { body: (ids) => ({ name: 'Smoke child', parentId: ids.categoryId }) },
  'PATCH /api/v1/categories/{categoryId}': { body: () => ({ name: 'Smoke renamed' }) },
  'POST /api/v1/categories/hide': { body: (ids) => ({ ids: [ids.categoryId], isHideProducts: false }) },
  'POST /api/v1/categories/unhide': { body: (ids) => ({ ids: [ids.categoryId], isShowProducts: true }) },
  'POST /api/v1/categories/delete': { body: (ids) => ({ ids: [ids.categoryId] }), destructive: true },
  'PUT /api/v1/categories/order': { body: (ids) => ({ tree: [{ id: ids.categoryId, children: [] }] }) },
  'POST /api/v1/categories/{categoryId}/move': { body: () => ({ direction: 'up' }) },
  'GET /api/v1/categories/{categoryId}/seo': {},
  'PUT /api/v1/categories/{categoryId}/seo': {
    body: () => ({ title: 'Smoke', keywords: '', description: '', url: '' }),
  },
  'POST /api/v1/categories/{categoryId}/image': { upload: smokePhoto },
  'DELETE /api/v1/categories/{categoryId}/image': { destructive: true },
  'GET /api/v1/categories/{categoryId}/image': {},
  'PUT /api/v1/categories/settings': { body: () => ({ isCategoryAutomated: false }) },
  'GET /api/v1/custom-fields': { query: () => ({ section: 'PRODUCT' }) },
  'GET /api/v1/custom-fields/{fieldId}': {},
  'POST /api/v1/custom-fields': { body: () => ({ section: 'PRODUCT', type: 'text', fieldName: 'Smoke' }) },
  'PUT /api/v1/custom-fields/order': { body: (ids) => ({ section: 'PRODUCT', fieldIds: [ids.fieldId] }) },
  'PUT /api/v1/custom-fields/{fieldId}': {
    body: () => ({ section: 'PRODUCT', type: 'text', fieldName: 'Smoke renamed' }),
  },
  'DELETE /api/v1/custom-fields/{fieldId}': { destructive: true },
  'GET /api/v1/products/{productId}/custom-fields': {},
  'PUT /api/v1/products/{productId}/custom-fields': { body: () => ({ values: [] }) },
  'GET /api/v1/store-setting': {},
  'POST /api/v1/store-setting/update': { body: () => ({ type: 'smartFill', smartFill: 1 }) },
  'GET /api/v1/product-templates': { query: () => ({ search: '' }) },
  'POST /api/v1/product-templates/{templateId}/products': { body: () => ({ createStock: false }) },
  'GET /api/v1/admin/product-templates': {},
  'POST /api/v1/admin/product-templates': { body: () => ({ name: 'Smoke template' }) },
  'PUT /api/v1/admin/product-templates/{templateId}': { body: () => ({ name: 'Smoke template' }) },
  'GET /api/v1/admin/template-categories': {},
  'POST /api/v1/admin/template-categories': { body: () => ({ name: 'Smoke shelf' }) },
  'PUT /api/v1/admin/template-categories/{templateCategoryId}': { body: () => ({ name: 'Smoke shelf' }) },
  'POST /api/v1/product-imports': {
    query: () => ({ fileName: 'smoke.csv' }),
    upload: csvFile('smoke.csv', 'Product Name,Selling Price,HSN/SAC\nSmoke Import,120.00,1101\n'),
  },
  'GET /api/v1/product-imports': {},
  'GET /api/v1/product-imports/{importId}': {},
  'POST /api/v1/product-imports/{importId}/start': { body: () => ({ mode: 'VALID_ROWS' }) },
  'POST /api/v1/product-imports/{importId}/cancel': { destructive: true },
  'GET /api/v1/product-exports': { query: () => ({ format: 'xlsx' }) },
  'GET /api/v1/products/{productId}/images': {},
  'POST /api/v1/products/{productId}/images': { upload: smokePhoto },
  'PUT /api/v1/products/{productId}/images/order': { body: () => ({ imageIds: [] }) },
  'PUT /api/v1/products/{productId}/images/{position}': { upload: smokePhoto },
  'DELETE /api/v1/products/{productId}/images/{position}': { destructive: true },
  'POST /api/v1/products/{productId}/images/{position}/retry': {},
  'POST /api/v1/product-templates/{templateId}/images': { upload: smokePhoto },
  'GET /api/v1/products': {},
  'GET /api/v1/products/counts': {},
  'GET /api/v1/products/search': { query: (ids) => ({ barcode: ids.productBarcode }) },
  'GET /api/v1/products/barcode-conflict': { query: (ids) => ({ barcode: ids.productBarcode }) },
  'GET /api/v1/products/{productId}': {},
  'POST /api/v1/products': { body: () => ({ productName: 'Smoke product' }) },
  'PUT /api/v1/products/{productId}': { body: () => ({ productName: 'Smoke renamed' }) },
  'POST /api/v1/products/pause-selling': { body: (ids) => ({ ids: [ids.productId] }) },
  'POST /api/v1/products/resume-selling': { body: (ids) => ({ ids: [ids.productId] }) },
  'POST /api/v1/products/recycle-bin': { body: (ids) => ({ ids: [ids.productId] }), destructive: true },
  'POST /api/v1/products/restore': { body: (ids) => ({ ids: [ids.productId] }), destructive: true },
  'POST /api/v1/products/permanent-delete': { body: (ids) => ({ ids: [ids.productId] }), destructive: true },
};

const ORDERS: Record<string, SmokeCall> = {
  'GET /api/v1/orders': {},
  'GET /api/v1/orders/counts': {},
  'GET /api/v1/orders/{orderId}': {},
  'GET /api/v1/orders/{orderId}/invoice': {},
  'GET /api/v1/delivery-boys': {},
  'GET /api/v1/orders/serials': {
    query: (ids) => ({ productId: String(ids.productId), outletId: String(ids.outletId) }),
  },
  'POST /api/v1/orders': { body: (ids) => ({ items: [{ productId: ids.productId, quantity: 1 }] }) },
  'PUT /api/v1/orders/{orderId}/items': {
    body: () => ({ items: [{ name: 'Smoke line', quantity: 1, ratePaise: 100 }] }),
  },
  'POST /api/v1/orders/{orderId}/confirm': { body: () => ({}) },
  'POST /api/v1/orders/{orderId}/payments': { body: () => ({ mode: 'CASH', amountPaise: 100 }) },
  'POST /api/v1/orders/{orderId}/delivery': { body: () => ({ status: 'DISPATCHED' }) },
  'PUT /api/v1/orders/{orderId}/delivery-boy': { body: () => ({ deliveryBoyId: null }) },
  'PUT /api/v1/orders/{orderId}/rider': { body: () => ({ status: 'ARRIVED' }) },
  'GET /api/v1/orders/{orderId}/online-refunds': {},
  'POST /api/v1/orders/{orderId}/online-refunds/{refundId}/retry': {},
  'POST /api/v1/orders/{orderId}/returns': { body: () => ({}) },
  'PUT /api/v1/orders/{orderId}/expiry-date': { body: () => ({ expiryDate: '2026-12-01' }) },
  'PUT /api/v1/orders/{orderId}/customer': { body: (ids) => ({ customerId: ids.customerId }) },
  'POST /api/v1/orders/{orderId}/whatsapp-message': { body: () => ({ kind: 'ORDER_DETAILS' }) },
  'GET /api/v1/orders/{orderId}/message-status': {},
  'GET /api/v1/orders/{orderId}/payment-link': {},
  'POST /api/v1/orders/{orderId}/payment-link': { body: () => ({ type: 'Send' }) },
  'POST /api/v1/orders/{orderId}/cancel': { body: () => ({}), destructive: true },
  'GET /api/v1/stock': { query: (ids) => ({ productIds: String(ids.productId) }) },
  'POST /api/v1/stock/adjustments': { body: (ids) => ({ productId: ids.productId, quantity: 5 }) },
  'GET /api/v1/inventory': { query: () => ({ scope: 'all', filter: 'low' }) },
  'GET /api/v1/inventory/summary': {},
  'PUT /api/v1/inventory/reorder': {
    body: (ids) => ({
      productId: ids.productId,
      outletId: ids.outletId,
      reorderLevel: 2,
      reorderQuantity: 10,
    }),
  },
  'POST /api/v1/inventory/adjustments': {
    body: (ids) => ({
      outletId: ids.outletId,
      reason: 'OPENING',
      lines: [{ productId: ids.productId, quantity: 3 }],
    }),
  },
  'POST /api/v1/inventory/counts': {
    body: (ids) => ({ outletId: ids.outletId, lines: [{ productId: ids.productId, counted: 50 }] }),
  },
  'GET /api/v1/inventory/products/{productId}/moves': {},
  'GET /api/v1/inventory/products/{productId}/serials': {},
  'GET /api/v1/inventory/transfers': {},
  'POST /api/v1/inventory/transfers': {
    body: (ids) => ({
      fromOutletId: ids.outletId,
      toOutletId: ids.outletId,
      lines: [{ productId: ids.productId, quantity: 1 }],
    }),
  },
  'GET /api/v1/inventory/transfers/{transferId}': { params: () => ({ transferId: 999_999 }) },
  'POST /api/v1/inventory/transfers/{transferId}/dispatch': { params: () => ({ transferId: 999_999 }) },
  'POST /api/v1/inventory/transfers/{transferId}/receive': {
    params: () => ({ transferId: 999_999 }),
    body: () => ({ lines: [{ lineNo: 1, quantity: 1 }] }),
  },
  'POST /api/v1/inventory/transfers/{transferId}/cancel': { params: () => ({ transferId: 999_999 }) },
  'POST /api/v1/inventory/import': {
    query: () => ({ fileName: 'stock.csv' }),
    upload: csvFile('stock.csv', 'Barcode,Quantity\nno-such-barcode,1\n'),
  },
  'GET /api/v1/inventory/export/levels': { query: () => ({ format: 'csv' }) },
  'GET /api/v1/inventory/export/moves': { query: () => ({ format: 'csv' }) },
  'GET /api/v1/customers': {},
  'POST /api/v1/customers': { body: () => ({ name: 'Smoke Customer', mobileNumber: '9000000001' }) },
  'GET /api/v1/customers/{customerId}': {},
  'PATCH /api/v1/customers/{customerId}': { body: () => ({ email: 'smoke@example.com' }) },
  'POST /api/v1/customers/{customerId}/addresses': {
    body: () => ({ addressLine1: '1 Smoke Street', pincode: '560001' }),
  },
  'GET /api/v1/customers/{customerId}/khata': {},
  'POST /api/v1/customers/{customerId}/khata/payments': { body: () => ({ amountPaise: 100, mode: 'CASH' }) },
  'POST /api/v1/customers/{customerId}/credit-otp': {},
  'GET /api/v1/khata': { query: () => ({ sort: 'age' }) },
  'GET /api/v1/khata/{customerId}': {},
  'POST /api/v1/khata/{customerId}/adjustments': { body: () => ({ amountPaise: 100, note: 'Smoke' }) },
  'GET /api/v1/khata/{customerId}/statement': {},
  'POST /api/v1/khata/{customerId}/statement-links': {},
  'DELETE /api/v1/khata/{customerId}/statement-links': { destructive: true },
  'POST /api/v1/khata/reminders': { body: (ids) => ({ customerIds: [ids.customerId], channel: 'WHATSAPP' }) },
  'GET /api/v1/settings/bank-details': {},
  'PUT /api/v1/settings/bank-details': { body: () => ({ upiId: 'demostore@okaxis' }) },
  'GET /api/v1/ifsc/{ifsc}': { params: () => ({ ifsc: 'SBIN0001234' }) },
  // The statement page's paths with a token no link has: 404, never a 500.
  'GET /api/v1/statements/{token}': { params: () => STATEMENT },
  'GET /api/v1/statements/{token}/pdf': { params: () => STATEMENT },
  'POST /api/v1/statements/{token}/payments': { params: () => STATEMENT },
  'GET /api/v1/statements/{token}/pay/test/{reference}': { params: () => STATEMENT },
  'POST /api/v1/statements/{token}/pay/test/{reference}': {
    params: () => STATEMENT,
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/statements/{token}/pay/{reference}/return': { params: () => STATEMENT },
  'POST /api/v1/statements/{token}/pay/{reference}/return': {
    params: () => STATEMENT,
    body: () => ({ status: 'success' }),
  },
};

const STATEMENT = { token: 'unknown-statement-token-0000000000', reference: 'no-such-reference' };
const MESSAGES: Record<string, SmokeCall> = {
  'GET /api/v1/messages/sms-balance': {},
  'GET /api/v1/messages/sms-history': { query: () => ({ pageNo: '1' }) },
  'GET /api/v1/messages/sms-packs': {},
  // Starts a purchase (nothing is paid): the demo provider's page is the answer.
  'POST /api/v1/messages/sms-credit-purchases': { body: () => ({ packId: 'sms-500' }) },
  'GET /api/v1/sms-credit-purchases/pay/test/{reference}': { params: () => STATEMENT },
  'POST /api/v1/sms-credit-purchases/pay/test/{reference}': {
    params: () => STATEMENT,
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/sms-credit-purchases/{reference}/return': { params: () => STATEMENT },
  'POST /api/v1/sms-credit-purchases/{reference}/return': {
    params: () => STATEMENT,
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/messages': { query: (ids) => ({ orderId: String(ids.orderId) }) },
  'GET /api/v1/messages/sender-id': {},
  'GET /api/v1/push/vapid-key': {},
  'POST /api/v1/push/register-token': {
    body: () => ({ browserId: 'smoke-browser-1', status: 'SUBSCRIBED', userStatus: 'LOGGED_OUT' }),
  },
  'GET /api/v1/enquiries': { query: () => ({ filter: 'all' }) },
  // The demo store's enquiry ids are not listed before the run: an id it does not have (404).
  'PATCH /api/v1/enquiries/{enquiryId}': {
    params: () => ({ enquiryId: 999_999 }),
    body: () => ({ isRead: true }),
  },
  'POST /api/v1/enquiries/{enquiryId}/reply': {
    params: () => ({ enquiryId: 999_999 }),
    body: () => ({ channel: 'SMS', text: 'Yes, in stock.', replyKey: 'smoke-reply-1' }),
  },
};

/** Bookings: the demo store sells no service, so the booking ids name nothing (404) but every route answers. */
const BOOKINGS: Record<string, SmokeCall> = {
  'GET /api/v1/bookings/services': {},
  'PUT /api/v1/bookings/services/{serviceId}': {
    params: (ids) => ({ serviceId: ids.productId }),
    body: () => ({ durationMinutes: 30, staffIds: [] }),
  },
  'GET /api/v1/bookings/staff': {},
  'PUT /api/v1/bookings/staff/{staffId}/schedule': {
    params: () => ({ staffId: 999_999 }),
    body: () => ({ hours: [], daysOff: [] }),
  },
  'GET /api/v1/bookings': { query: () => ({ start_date: '2030-01-07', type: 'week' }) },
  'GET /api/v1/bookings/summary': {},
  'POST /api/v1/bookings/seen': {},
  'GET /api/v1/bookings/free-slots': {
    query: (ids) => ({ service_id: String(ids.productId), booking_date: '2030-01-07' }),
  },
  'GET /api/v1/bookings/by-customer/{customerId}': {},
  'POST /api/v1/bookings': {
    body: (ids) => ({
      booking_date: '2030-01-07',
      from_time: '10:00',
      to_time: '10:30',
      customer_id: ids.customerId,
      service_id: ids.productId,
      staff_id: 999_999,
    }),
  },
  'GET /api/v1/bookings/{bookingId}': { params: () => ({ bookingId: 999_999 }) },
  'PUT /api/v1/bookings/{bookingId}': {
    params: () => ({ bookingId: 999_999 }),
    body: () => ({ booking_date: '2030-01-07', from_time: '11:00', to_time: '11:30', staff_id: 999_999 }),
  },
  'POST /api/v1/bookings/{bookingId}/status': {
    params: () => ({ bookingId: 999_999 }),
    body: () => ({ status: 'CANCELLED' }),
  },
  'POST /api/v1/bookings/{bookingId}/bill': { params: () => ({ bookingId: 999_999 }) },
};

const WEBSITE: Record<string, SmokeCall> = {
  'GET /api/v1/site/theme-categories': {},
  'GET /api/v1/site/verticals': {},
  'GET /api/v1/site/themes': {},
  'GET /api/v1/site/themes/{themeId}/preview': {},
  'GET /api/v1/site/supplier-info': {},
  'GET /api/v1/site/catalogue': {},
  'GET /api/v1/site': {},
  'GET /api/v1/site/modification-status': {},
  // The theme the site already has: choosing it again keeps the storefront as it is.
  'POST /api/v1/site/select-theme': { body: (ids) => ({ themeId: ids.themeId }) },
  'PUT /api/v1/site/draft': { body: () => ({ document: {}, draftRevision: 1 }) },
  'POST /api/v1/site/publish': {},
  'GET /api/v1/site/versions': {},
  'POST /api/v1/site/versions/{versionNo}/rollback': {},
  'GET /api/v1/site/preview': { query: (ids) => ({ version: String(ids.versionNo) }) },
  'POST /api/v1/site/images': { query: () => ({ purpose: 'OG_IMAGE' }), upload: smokePhoto },
  'POST /api/v1/site/images/remove': { body: () => ({ newImages: [], deletedImages: [] }) },
  // No demo image has an id the run knows: these answer 404 (an image of the run's own is cropped
  // in the legacy contract, e2e/support/legacy-rows/website.ts).
  'GET /api/v1/site/images/{imageId}/crop': { params: () => ({ imageId: 999_999 }) },
  'PUT /api/v1/site/images/{imageId}/crop': {
    params: () => ({ imageId: 999_999 }),
    body: () => ({
      cropperData: { x: 0, y: 0, width: 512, height: 512 },
      canvasData: { left: 0, top: 0, width: 512, height: 512 },
      cropBoxData: { left: 0, top: 0, width: 512, height: 512 },
      isMobile: false,
    }),
  },
  'GET /api/v1/site/link-clicks': {},
  'GET /api/v1/site/canvas-images/{type}': {},
  'PUT /api/v1/site/canvas-images/{type}': { body: (ids) => ({ imgUrl: ids.siteImageUrl }) },
  'GET /api/v1/site/background': {},
  'PUT /api/v1/site/background': {
    body: () => ({ colorCode: '#ffffff', backgroundImage: '', transparencyValue: 0.5, newImages: [] }),
  },
  'GET /api/v1/site/seo': { query: (ids) => ({ page: 'homepage', id: ids.pageId }) },
  'PUT /api/v1/site/seo/{pageId}': { body: () => ({ title: 'Smoke', keywords: '', description: '' }) },
  'POST /api/v1/site/pack-limit': { body: () => ({ key: 'domain' }) },
  'POST /api/v1/site/walkthrough': { body: (ids) => ({ storeName: 'Demo Kirana', themeId: ids.themeId }) },
  'GET /api/v1/discount-codes': {},
  'POST /api/v1/discount-codes': {
    body: () => ({ code: `SMOKE${Date.now() % 1_000_000}`, kind: 'PERCENT', value: 5 }),
  },
  'GET /api/v1/discount-codes/{discountCodeId}': {},
  'PUT /api/v1/discount-codes/{discountCodeId}': {
    body: () => ({ code: 'SMOKEDEAL', kind: 'AMOUNT', value: 2_000, minOrderPaise: 20_000 }),
  },
  'POST /api/v1/discount-codes/{discountCodeId}/pause': { body: () => ({ paused: false }) },
  'GET /api/v1/site/domains': {},
  'POST /api/v1/site/domains': { body: () => ({ host: `smoke-${Date.now()}.example.com` }) },
  'PUT /api/v1/site/domains/{domainId}': { body: () => ({ host: `smoke-${Date.now()}.example.org` }) },
  'POST /api/v1/site/domains/{domainId}/verify': {},
  // The demo store's domain is not verified: the check answers 400, never a 500.
  'POST /api/v1/site/domains/{domainId}/check-records': {},
  'DELETE /api/v1/site/domains/{domainId}': { destructive: true },
  // No certificate is being ordered during the run: an unknown token answers 404.
  'GET /.well-known/acme-challenge/{token}': { params: () => ({ token: 'smoke-unknown-token' }) },
  'GET /api/v1/site/designer/themes/{themeId}': {},
  'PUT /api/v1/site/designer/themes/{themeId}': { body: () => ({ document: {} }) },
  'POST /api/v1/site/designer/themes/{themeId}/duplicate': {},
  'PUT /api/v1/site/designer/themes/{themeId}/verticals': { body: () => ({ verticalIds: [18] }) },
  'POST /api/v1/site/designer/themes/{themeId}/copy-to-supplier': {
    body: (ids) => ({ supplierId: ids.supplierId }),
  },
};

const LEGACY: Record<string, SmokeCall> = {
  'POST /marketplace/products/ajax/uploadProductImageForAdmin.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    upload: smokePhoto,
  },
  'GET /marketplace/products/ajax/createProductFromTemplateId.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId), templatedProductId: String(ids.templateId) }),
  },
  'GET /vendorapis/products/product/fetchProductForEdit': {
    query: (ids) => ({ productId: String(ids.productId) }),
  },
  'POST /marketplace/products/services/updateProductFromApp.service': {
    body: (ids) => ({
      productCommandAppString: JSON.stringify({ productId: ids.productId, productName: 'Smoke app' }),
    }),
  },
  'POST /marketplace/cms/nj/store-setting/update': { body: () => ({ smartFill: 1 }) },
  'GET /marketplace/cms/nj/store-setting': { query: (ids) => ({ supplierId: String(ids.supplierId) }) },
  // legacy-a: sign-in, session and account, notifications, upgrade (a wrong password: the run's
  // sessions stay signed in).
  'POST /marketplace/supplier/signin.service': {
    body: () => ({ username: 'nobody@example.com', password: 'not-a-password' }),
  },
  'POST /marketplace/login.service': {
    body: () => ({ username: 'nobody@example.com', password: 'not-a-password' }),
  },
  'POST /marketplace/supplier/captureSupIdByAdmin.service': {
    body: (ids) => ({ supplierId: ids.supplierId }),
    destructive: true,
  },
  'GET /marketplace/products/ajax/uploadProductImageForAdmin.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
  },
  'GET /marketplace/vendor-api/getVendorAppData.ns': {},
  'GET /marketplace/supplier/getAllPermission.service': {},
  'GET /marketplace/getPackageDetail.ns': { query: () => ({ id: '1', deviceType: 'mobile' }) },
  'GET /marketplace/getResellerConfigDetails.ns': {},
  'GET /marketplace/getCountryCodes.ns': {},
  'GET /marketplace/customer/ajax/getCustomerCountryCount.service': {},
  'GET /marketplace/users/service/ajax/checkForValidSupplier.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
  },
  'GET /marketplace/staffMember/setOutletAccountFilter.service': {
    query: (ids) => ({ outletId: String(ids.outletId), accId: String(ids.accountId) }),
  },
  'POST /omni_ns/updateOutlet': { query: (ids) => ({ outletId: String(ids.outletId) }) },
  'GET /marketplace/webstore/getComapanyStatus.ns': { query: (ids) => ({ docIds: String(ids.supplierId) }) },
  'GET /marketplace/jsp/secure/render.service': { query: () => ({ page: 'secure-ping' }) },
  'GET /marketplace/outlet/getOutletForStaffMember.service': {
    query: (ids) => ({ staffId: String(ids.staffId) }),
  },
  'GET /marketplace/staffMember/getListOfMembers.service': {},
  'GET /marketplace/vendorStore/storeDetail.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
  },
  'GET /marketplace/static/php/web/walkThroughApi.php': { query: () => ({ action: 'updateStatus' }) },
  'POST /marketplace/static/php/web/walkThroughApi.php': { query: () => ({ action: 'updateStatus' }) },
  'GET /marketplace/static/php/web/common_api.php': { query: () => ({ action: 'getEmailPrice' }) },
  'GET /marketplace/vendorStore/getNotificationData.service': {},
  'GET /marketplace/app/updateDetails/getReviewState.ns': { query: () => ({ flag: 'customerCount' }) },
  'GET /marketplace/vendorStore/ajax/service/getNotificationDetails.service': {
    query: (ids) => ({ supplierId: String(ids.supplierId), flag: 'customerCount', tid: '1' }),
  },
  'POST /marketplace/upgradeSupportRequest.ns': {
    body: () => ({ upgradePackageId: 2, module: 'Home', sourceDevice: 'Mobile' }),
  },
};

// The apps' order, inventory, lookup, SMS and common_api.php paths (legacy-b): reads, and writes
// that leave the demo store as it was (a WhatsApp message is a new row of its own).
const COMMON_API = '/marketplace/static/php/web/common_api.php';
/** A path's {supplierId}: the demo store's own. */
const own = (ids: DemoIds) => ({ supplierId: ids.supplierId });

const LEGACY_ORDERS: Record<string, SmokeCall> = {
  'GET /marketplace/order_sql/ajax/service/listSupplierOrders.service': {
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      currentPage: '1',
      orderState: 'ALLORDERS',
      type: 'VIEW',
    }),
  },
  'GET /marketplace/order/ajax/service/getOrderDetails.service': {
    query: (ids) => ({ orderId: String(ids.orderId), supplierId: String(ids.supplierId) }),
  },
  'GET /marketplace/order_sql/ajax/service/getMasterOrder.service': {
    query: (ids) => ({ orderId: String(ids.orderId), isForEdit: 'true' }),
  },
  'GET /marketplace/getOrderMsgStatus.ns': { query: (ids) => ({ orderId: String(ids.orderId) }) },
  'POST /marketplace/getOrderWhatsappMsg.ns': {
    body: (ids) => ({ orderId: String(ids.orderId), msg: 'Smoke' }),
  },
  'POST /marketplace/vendor/ajax/service/listVendors.service': { body: () => ({ currentPage: '1' }) },
  'POST /vendorapis/purchase_order/purchase/listPurchaseOrders': { body: () => ({ currentPage: '1' }) },
  'POST /vendorapis/purchase_order/purchase/fetchPurchaseOrder': {
    body: (ids) => ({ purchaseOrderId: ids.purchaseOrderId }),
  },
  // No lines (at least one is needed): refused (400), the demo's order stays as it was.
  'POST /marketplace/order/ajax/service/editAndConfirmOrder.service': {
    body: (ids) => ({ orderId: ids.orderId, items: [] }),
  },
  // A number that is not a mobile: refused (400), no SMS goes out.
  'GET /marketplace/static/php/web/mobile_verify.php': {
    query: () => ({ action: 'sendOtp', mobileNumber: '12345' }),
  },
  'POST /marketplace/static/php/web/mobile_verify.php': {
    query: () => ({ action: 'sendOtp' }),
    body: () => ({ mobileNumber: '12345' }),
  },
  'GET /marketplace/static/php/web/courier_api.php': {
    query: (ids) => ({ action: 'getCourierStatus', orderId: String(ids.orderId) }),
  },
  'POST /marketplace/static/php/web/courier_api.php': {
    query: () => ({ action: 'trackOrder' }),
    body: (ids) => ({ orderId: ids.orderId }),
  },
  'GET /marketplace/vendor/ajax/service/getAssociatedProducts.service': {
    query: (ids) => ({
      vendorId: String(ids.vendorId),
      selectedTab: 'lowInventory',
      currentPage: '1',
      pageSize: '25',
    }),
  },
  'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForBarcode': {
    query: (ids) => ({ barcode: ids.productBarcode, currentPage: '1', module: 'activeInventory' }),
  },
  'GET /vendorapis/products/inventory/getQuickAddInventoryDetailsForProductName': {
    query: () => ({ searchParameter: 'rice', currentPage: '1', pageSize: '20', module: 'activeInventory' }),
  },
  'GET /vendorapis/purchase_order/purchase/getQuickAddInventoryDetailsForProductName': {
    query: (ids) => ({ searchParameter: ids.productBarcode }),
  },
  'GET /marketplace/gis/getDetailByPincode.service': { query: () => ({ pincode: '560001', priority: '1' }) },
  'GET /marketplace/gis/getStorePickupInfo.service': {},
  'GET /marketplace/customfield/ajax/service/getcustomfield.service': {
    query: () => ({ section: 'PRODUCT' }),
  },
  'GET /marketplace/static/json/download.json': {},
  'GET /marketplace/static/json/voiceSearchRouteMap.json': {},
  'GET /marketplace/static/php/web/smsapi.php': { query: () => ({ action: 'get_sms_balance' }) },
  'GET /smsapi.php': { query: () => ({ action: 'get_sms_transaction_history', pageNo: '1' }) },
  [`GET ${COMMON_API}`]: {
    query: () => ({ action: 'getBookedCalendar', start_date: '2030-01-07', type: 'week' }),
  },
  // A booking move without its times: refused (400), nothing changes.
  [`POST ${COMMON_API}`]: { query: () => ({ action: 'saveBookingDetails' }), body: () => ({ id: '1' }) },
  // The admin data services of decision 0260: the demo store's {supplierId} and {staffId}.
  'GET /vendorapis/supplier/{supplierId}/dashboard': { params: own },
  'GET /vendorapis/supplier/{supplierId}/taxes': { params: own },
  'GET /vendorapis/supplier/{supplierId}/taxZones': { params: own },
  'GET /vendorapis/supplier/{supplierId}/b2bProducts': { params: own, query: () => ({ page: '1' }) },
  'GET /vendorapis/supplier/{supplierId}/customers': { params: own, query: () => ({ search: 'a' }) },
  'GET /vendorapis/supplier/{supplierId}/payments': { params: own },
  'GET /vendorapis/supplier/{supplierId}/discounts': { params: own },
  'GET /vendorapis/supplier/{supplierId}/outlets': { params: own },
  'GET /vendorapis/supplier/{supplierId}/printers': { params: own },
  'GET /vendorapis/supplier/{supplierId}/inventoryCounts': { params: own, query: () => ({ scope: 'all' }) },
  'GET /vendorapis/supplier/{supplierId}/inventoryTransfers': {
    params: own,
    query: () => ({ status: 'all' }),
  },
  'GET /vendorapis/staff/{staffId}/outlets': {},
  // No deliveryCommandString: the profile is read, the demo's delivery settings stay.
  'POST /marketplace/delivery/ajax/service/deliveryProfile.service': { body: () => ({}) },
  'POST /marketplace/getIosPricing.ns': { body: () => ({ source: 'Ios', countryCode: 'IN' }) },
  'GET /marketplace/static/json/packagingConfig.json': {},
  'GET /marketplace/print/printerService/getInvoiceTemplate.service': {
    query: (ids) => ({ orderId: String(ids.orderId) }),
  },
  // Neither a category nor images: refused (400), the demo's product stays as it was.
  'POST /marketplace/products/services/saveMissingImageCategory.service': {
    body: (ids) => ({ productId: String(ids.productId) }),
  },
};

/** The website builder's and shared blocks' legacy app paths (modules/legacy website and shared-block routes). */
const LEGACY_WEBSITE: Record<string, SmokeCall> = {
  'GET /marketplace/cms/nj/theme/modification-status': {},
  'GET /marketplace/cms/theme/checkThemeModificationStatus.ns': {},
  'GET /marketplace/cms/nj/store-setting/stickyFooterMobile/getVisibility': {},
  'GET /marketplace/cms/theme/categoryList.ns': {},
  'GET /marketplace/cms/theme/getCategoryList.ns': {},
  'GET /marketplace/cms/theme/allVerticals.ns': {},
  'GET /marketplace/cms/theme/list.ns': { query: () => ({ vertical: '18' }) },
  'GET /marketplace/cms/theme/getList.ns': { query: () => ({ vertical: '18' }) },
  'GET /marketplace/cms/supplier/info.ns': { query: (ids) => ({ supplierId: String(ids.supplierId) }) },
  'GET /marketplace/cms/nj/theme/user-theme': {},
  'GET /marketplace/cms/nj/theme/select-theme': { query: (ids) => ({ themeId: String(ids.themeId) }) },
  'GET /marketplace/cms/nj/theme-creation/edit-template-theme': {
    query: (ids) => ({ themeId: String(ids.themeId) }),
  },
  'GET /marketplace/cms/nj/theme-creation/duplicate-theme': {
    query: (ids) => ({ themeId: String(ids.themeId) }),
  },
  'GET /marketplace/cms/theme/checkYoutubeLink.ns': {
    query: () => ({ link: 'https://youtu.be/dQw4w9WgXcQ' }),
  },
  'GET /marketplace/cms/theme/getCropperData.ns': { query: () => ({ id: '1' }) },
  'GET /marketplace/cms/theme/getContentById.ns': { query: (ids) => ({ id: ids.contentBlockId }) },
  'POST /marketplace/ajax/uploadImage.service': {
    query: () => ({ sourceName: 'openGraph' }),
    upload: smokePhoto,
  },
  'POST /marketplace/products/ajax/uploadGenericImage.service': {
    query: () => ({ module: 'storeLogo' }),
    upload: smokePhoto,
  },
  'POST /marketplace/common/ajax/uploadClientFile.service': {
    query: () => ({ module: 'cmsStorage' }),
    upload: smokePhoto,
  },
  'GET /marketplace/cms/nj/canvas-image/getByType/{type}': { params: () => ({ type: 'OG_IMAGE' }) },
  'POST /marketplace/cms/nj/canvas-image/updateByType/{type}': {
    params: () => ({ type: 'OG_IMAGE' }),
    body: (ids) => ({ imgUrl: ids.siteImageUrl }),
  },
  'POST /marketplace/cms/nj/theme/update-settings': {
    body: () => ({
      colorCode: '#ffffff',
      jsonData: JSON.stringify({ backgroundImage: '', transparencyValue: 1 }),
    }),
  },
  'POST /marketplace/cms/nj/delete-image/remove-image-from-system': {
    body: () => ({ newImages: '', deletedImages: '' }),
  },
  'GET /marketplace/static/php/web/cmsapi.php': {
    query: (ids) => ({ action: 'getSeoDetails', page: 'homepage', id: ids.pageId }),
  },
  'POST /marketplace/getPackLimit.ns': { body: () => ({ key: 'domain' }) },
  'POST /marketplace/products/groups/service/updateAutomatedProductCategory.service': {
    body: (ids) => ({
      productGroupsCommmandjson: JSON.stringify([
        { productGroupId: ids.categoryId, visibility: 'ON_DISPLAY' },
      ]),
      status: 'RENAMED',
    }),
  },
  // The category data calls: reads, and writes refused for their input (nothing changes).
  'GET /marketplace/products/groups/service/getAllGroupsBySupplier.service': {},
  'POST /marketplace/products/groups/service/createGroup.service': { body: () => ({ name: '' }) },
  'POST /marketplace/products/groups/service/updateGroup.service': {
    body: (ids) => ({ id: ids.categoryId, name: '' }),
  },
  'POST /marketplace/products/groups/service/deleteGroups.service': { body: () => ({ ids: '2147483647' }) },
  'POST /marketplace/products/groups/service/reorderCategories.service': { body: () => ({ tree: '[]' }) },
  'GET /marketplace/products/groups/service/getCategorySeoDetails.service': {
    query: (ids) => ({ id: String(ids.categoryId) }),
  },
  'GET /marketplace/products/groups/ajax/changeVisibility.service': {
    query: (ids) => ({ onDisplayGroupIds: String(ids.categoryId) }),
  },
  'POST /marketplace/staffMember/updateLanguageByStaffMember.service': { query: () => ({ language: 'en' }) },
  'GET /marketplace/notification/web/registerToken.ns': {
    query: () => ({ browserId: 'smoke-browser-1', status: 'SUBSCRIBED', userStatus: 'LOGGED_OUT' }),
  },
  'GET /marketplace/print/printerService/saveSupplierInfo.service': {
    query: (ids) => ({ supplier_id: String(ids.supplierId), template_id: '80MM' }),
  },
  'GET /marketplace/webstore/check-testing-contacts.ns': { query: () => ({ mobileNumber: '9876543210' }) },
  'GET /marketplace/webstore/collect-data.ns': {
    query: () => ({ li: 'smoke-link', ll: 'home', device_src: '61' }),
  },
  'GET /mpstatic/jd-angular/client/lang/{lang}/{file}': {
    params: () => ({ lang: 'hi', file: 'translation.json' }),
  },
};

/** The shop's forms and pages under /s/{storeSlug} (and at a store domain's root). */
const STOREFRONT: Record<string, SmokeCall> = {
  'GET /s/{storeSlug}/api/pincode/{pincode}': {},
  'GET /s/{storeSlug}/cart': {},
  'POST /s/{storeSlug}/cart': { body: (ids) => ({ action: 'add', productId: ids.productId, quantity: 1 }) },
  'GET /s/{storeSlug}/checkout': {},
  'POST /s/{storeSlug}/checkout': {
    body: () => ({ idempotencyKey: crypto.randomUUID(), name: 'Smoke', mobile: '9876543210' }),
  },
  'GET /s/{storeSlug}/checkout/quote': { query: () => ({ pincode: '110001' }) },
  'GET /s/{storeSlug}/book': {},
  'POST /s/{storeSlug}/book': {
    body: (ids) => ({
      serviceId: String(ids.productId),
      date: '2030-01-07',
      fromTime: '10:00',
      name: 'Smoke',
      mobile: '9876543210',
    }),
  },
  'GET /s/{storeSlug}/book/done/{reference}': { params: () => ({ reference: 'no-such-booking' }) },
  'POST /s/{storeSlug}/pay/paypal/webhook': {
    body: (ids) => ({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { custom_id: ids.paymentReference, amount: { currency_code: 'INR', value: '1.00' } },
    }),
  },
  'GET /s/{storeSlug}/order/{token}': {},
  'POST /s/{storeSlug}/order/{token}/pay': {},
  'GET /s/{storeSlug}/pay/{reference}': {},
  'GET /s/{storeSlug}/pay/{reference}/return': {},
  'POST /s/{storeSlug}/pay/{reference}/return': {
    body: (ids) => ({ reference: ids.paymentReference, status: 'success', signature: 'x' }),
  },
  // The built-in test provider, which the journeys' servers run with (file-server.ts).
  'GET /s/{storeSlug}/pay/test/{reference}': {},
  'POST /s/{storeSlug}/pay/test/{reference}': { body: () => ({ status: 'failure' }) },
};

// Staff, outlets and the activity log: calls that leave the demo store as it was (the outlet keeps
// its name and state, stays active and default; the run's own member takes the member calls).
const member = (email: string) => ({
  firstName: 'Smoke',
  memberRole: 'cashier',
  email,
  permissions: ['ORDER:MENU'],
  language: 'en',
});
const STAFF: Record<string, SmokeCall> = {
  'GET /api/v1/staff': {},
  'POST /api/v1/staff': { body: () => member(`smoke-${Date.now()}-${Math.random()}@example.com`) },
  'PUT /api/v1/staff/{staffId}': { body: () => ({ ...member('unused@example.com'), email: undefined }) },
  'PUT /api/v1/staff/{staffId}/active': { body: () => ({ isActive: true }) },
  'POST /api/v1/staff/{staffId}/password-reset': { body: () => ({ temporaryPassword: 'smoke-pass-1' }) },
  'POST /api/v1/staff/{staffId}/invitation': {},
  'GET /api/v1/staff/{staffId}/outlets': {},
  'PUT /api/v1/me/language': { body: () => ({ language: 'en' }) },
  'PUT /api/v1/me/digits': { body: () => ({ nativeDigits: false }) },
  'GET /api/v1/invitations/{token}': { params: () => ({ token: 'no-such-invitation-token-here' }) },
  'POST /api/v1/invitations/{token}': {
    params: () => ({ token: 'no-such-invitation-token-here' }),
    body: () => ({ password: 'smoke-pass-1' }),
  },
  'GET /api/v1/outlets': {},
  'POST /api/v1/outlets': { body: () => ({ name: 'Smoke Outlet', stateId: 29 }) },
  'PUT /api/v1/outlets/{outletId}': { body: () => ({ name: 'Koramangala', stateId: 29 }) },
  'PUT /api/v1/outlets/{outletId}/active': { body: () => ({ isActive: true }) },
  'POST /api/v1/outlets/{outletId}/default': {},
  'POST /api/v1/outlets/{outletId}/accounts': { body: () => ({ accountName: 'Smoke Counter' }) },
  'PATCH /api/v1/outlets/{outletId}/accounts/{accountId}': { body: () => ({ isActive: true }) },
  'GET /api/v1/pincodes/{pincode}': { params: () => ({ pincode: '560001' }) },
  'GET /api/v1/activity': {},
  'GET /api/v1/deliveries': {},
  'PUT /api/v1/staff/{userId}/approval-pin': {
    params: (ids) => ({ userId: ids.staffId }),
    body: () => ({ pin: '4321' }),
  },
  'DELETE /api/v1/staff/{userId}/approval-pin': { params: (ids) => ({ userId: ids.staffId }) },
  'GET /api/v1/approvals/approvers': {},
  'POST /api/v1/approvals': { body: (ids) => ({ approverId: ids.staffId, pin: '4321' }) },
};

const PURCHASES: Record<string, SmokeCall> = {
  'GET /api/v1/vendors': {},
  'POST /api/v1/vendors': { body: () => ({ name: 'Smoke Vendor 2', gstin: '27AAPFU0939F1ZV' }) },
  'GET /api/v1/vendors/{vendorId}': {},
  'PUT /api/v1/vendors/{vendorId}': { body: () => ({ name: 'Smoke Vendor', paymentTermsDays: 15 }) },
  'GET /api/v1/vendors/{vendorId}/ledger': {},
  'POST /api/v1/vendors/{vendorId}/payments': { body: () => ({ amountPaise: 100, mode: 'CASH' }) },
  'GET /api/v1/purchase-orders': {},
  'GET /api/v1/purchase-orders/low-stock': {},
  'GET /api/v1/purchase-orders/quick-add': { query: (ids) => ({ search: ids.productBarcode }) },
  'POST /api/v1/purchase-orders': {
    body: (ids) => ({ vendorId: ids.vendorId, lines: [{ productId: ids.productId, quantity: 1 }] }),
  },
  'POST /api/v1/purchase-orders/auto': { body: (ids) => ({ vendorId: ids.vendorId }) },
  'POST /api/v1/purchase-bills': {
    body: (ids) => ({
      vendorId: ids.vendorId,
      lines: [{ productId: ids.productId, quantity: 1, batchNo: 'SMOKE-1', expiryDate: '2030-01-01' }],
    }),
  },
  'GET /api/v1/purchase-orders/{purchaseOrderId}': {},
  'PUT /api/v1/purchase-orders/{purchaseOrderId}': {
    body: (ids) => ({ vendorId: ids.vendorId, lines: [{ productId: ids.productId, quantity: 2 }] }),
  },
  'GET /api/v1/purchase-orders/{purchaseOrderId}/pdf': {},
  'GET /api/v1/purchase-orders/{purchaseOrderId}/serials': { query: () => ({ lineNo: '1' }) },
  'POST /api/v1/purchase-orders/{purchaseOrderId}/send': {},
  'POST /api/v1/purchase-orders/{purchaseOrderId}/receipts': {
    body: () => ({ lines: [{ lineNo: 1, quantity: 1, batchNo: 'SMOKE-2', expiryDate: '2030-01-01' }] }),
  },
  'POST /api/v1/purchase-orders/{purchaseOrderId}/payments': {
    body: () => ({ amountPaise: 100, mode: 'UPI' }),
  },
  'POST /api/v1/purchase-orders/{purchaseOrderId}/returns': {
    body: () => ({ lines: [{ lineNo: 1, quantity: 1 }] }),
  },
  'POST /api/v1/purchase-orders/{purchaseOrderId}/close': { destructive: true },
  'POST /api/v1/purchase-orders/{purchaseOrderId}/cancel': { destructive: true },
};

/** Reports over this month so far, GST returns of this month, and the downloads they make. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
const reportPeriod = () => ({ from: `${thisMonth()}-01`, to: `${thisMonth()}-01`, scope: 'all' });
const REPORTS: Record<string, SmokeCall> = {
  'GET /api/v1/reports': {},
  ...Object.fromEntries(
    ['sales', 'tax', 'credit', 'transactions', 'inventory', 'purchases'].flatMap((kind) => [
      [`GET /api/v1/reports/${kind}`, { query: reportPeriod } satisfies SmokeCall],
      [
        `GET /api/v1/reports/${kind}/export`,
        { query: () => ({ ...reportPeriod(), format: 'csv' }) } satisfies SmokeCall,
      ],
    ]),
  ),
  'GET /api/v1/reports/gst-returns': { query: () => ({ month: thisMonth() }) },
  'GET /api/v1/reports/cash-drawer/{accountId}': { query: () => ({ day: `${thisMonth()}-01` }) },
  'PUT /api/v1/reports/cash-drawer/{accountId}': {
    body: () => ({ day: `${thisMonth()}-01`, openingFloatPaise: 50_000, countedPaise: 50_000 }),
  },
  'GET /api/v1/reports/cash-drawer-closes': {
    query: () => ({ from: `${thisMonth()}-01`, to: `${thisMonth()}-01` }),
  },
  'GET /api/v1/downloads': {},
  'POST /api/v1/downloads': {
    body: () => ({ kind: 'report', report: 'sales', format: 'csv', ...reportPeriod() }),
  },
  // No finished download of the demo store's is known before the run: a missing one answers 404.
  'GET /api/v1/downloads/{downloadId}/file': { params: () => ({ downloadId: 999_999_999 }) },
};

export const SMOKE_CALLS: Record<string, SmokeCall> = {
  'GET /api/health': {},
  ...ACCOUNT,
  ...CATALOGUE,
  ...ORDERS,
  ...BOOKINGS,
  ...STAFF,
  ...MESSAGES,
  ...PURCHASES,
  ...WEBSITE,
  ...REPORTS,
  ...LEGACY,
  ...LEGACY_ORDERS,
  ...LEGACY_WEBSITE,
  ...STOREFRONT,
  // The same shop paths at the root of a store's own domain (on the app's host they answer 404).
  ...Object.fromEntries(
    Object.entries(STOREFRONT).map(([key, call]) => [key.replace('/s/{storeSlug}', ''), call]),
  ),
  // The admin's acting and every session end last.
  'POST /api/v1/admin/stop-acting': { destructive: true },
  'POST /api/v1/auth/logout': { destructive: true },
};
