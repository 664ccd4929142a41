// Tenancy probes of the public storefront.
import type { Probe } from './probe.ts';

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
  'GET /s/:storeSlug/p/:productSlug': {
    kind: 'foreign-ids',
    params: (b) => ({ productSlug: b.productSlug }),
  },
  // The product page's older address, by id: 301 to A's own products only.
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
  // bookings: services, a service's free times, booking, the confirmation
  'GET /s/:storeSlug/book': { kind: 'foreign-ids', query: (b) => ({ serviceId: String(b.productId) }) },
  'POST /s/:storeSlug/book': {
    kind: 'foreign-ids',
    body: (b) => ({
      serviceId: String(b.productId),
      date: '2030-01-07',
      fromTime: '10:00',
      name: 'Probe',
      mobile: '9876543210',
    }),
  },
  'GET /s/:storeSlug/book/done/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ reference: b.bookingReference }),
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
