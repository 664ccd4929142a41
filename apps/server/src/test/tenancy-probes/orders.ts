// Tenancy probes of orders: the order list and detail, invoices, orders, customers and khata, stock.
import type { Probe } from './probe.ts';

export const ORDER_PROBES: Record<string, Probe> = {
  'GET /api/v1/orders': { kind: 'own-data' },
  'GET /api/v1/orders/:orderId': { kind: 'foreign-ids', params: (b) => ({ orderId: b.orderId }) },
  // An order's invoice
  'GET /api/v1/orders/:orderId/invoice': { kind: 'foreign-ids', params: (b) => ({ orderId: b.orderId }) },
  // orders-core: orders, customers and khata, stock
  'GET /api/v1/orders/counts': { kind: 'own-data' },
  'GET /api/v1/delivery-boys': { kind: 'own-data' },
  'GET /api/v1/orders/serials': {
    kind: 'foreign-ids',
    query: (b) => ({ productId: String(b.productId), outletId: String(b.outletId) }),
  },
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
  'POST /api/v1/orders/:orderId/payment-link': {
    kind: 'foreign-ids',
    params: (b) => ({ orderId: b.orderId }),
    body: () => ({ type: 'Send' }),
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
};
