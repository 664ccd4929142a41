// Tenancy probes of purchasing: vendors, purchase orders, receipts, bills, payments, debit notes
// and the serials a debit note may send back.
import type { Probe } from './probe.ts';

const po = (b: { purchaseOrderId: number }) => ({ purchaseOrderId: b.purchaseOrderId });

export const PURCHASE_PROBES: Record<string, Probe> = {
  'GET /api/v1/vendors': { kind: 'own-data' },
  'POST /api/v1/vendors': { kind: 'own-data', body: () => ({ name: 'Alpha Probe Vendor' }) },
  'GET /api/v1/vendors/:vendorId': { kind: 'foreign-ids', params: (b) => ({ vendorId: b.vendorId }) },
  'PUT /api/v1/vendors/:vendorId': {
    kind: 'foreign-ids',
    params: (b) => ({ vendorId: b.vendorId }),
    body: () => ({ name: 'Renamed by A' }),
  },
  'GET /api/v1/vendors/:vendorId/ledger': { kind: 'foreign-ids', params: (b) => ({ vendorId: b.vendorId }) },
  'POST /api/v1/vendors/:vendorId/payments': {
    kind: 'foreign-ids',
    params: (b) => ({ vendorId: b.vendorId }),
    body: () => ({ amountPaise: 100, mode: 'CASH' }),
  },
  'GET /api/v1/purchase-orders': { kind: 'own-data' },
  'GET /api/v1/purchase-orders/low-stock': { kind: 'own-data' },
  'GET /api/v1/purchase-orders/quick-add': { kind: 'own-data', query: (b) => ({ search: b.productBarcode }) },
  'POST /api/v1/purchase-orders': {
    kind: 'foreign-ids',
    body: (b) => ({ vendorId: b.vendorId, lines: [{ productId: b.productId, quantity: 1 }] }),
  },
  'POST /api/v1/purchase-orders/auto': { kind: 'foreign-ids', body: (b) => ({ vendorId: b.vendorId }) },
  'POST /api/v1/purchase-bills': {
    kind: 'foreign-ids',
    body: (b) => ({
      vendorId: b.vendorId,
      outletId: b.outletId,
      lines: [{ productId: b.productId, quantity: 1 }],
    }),
  },
  'GET /api/v1/purchase-orders/:purchaseOrderId': { kind: 'foreign-ids', params: po },
  'PUT /api/v1/purchase-orders/:purchaseOrderId': {
    kind: 'foreign-ids',
    params: po,
    body: (b) => ({ vendorId: b.vendorId, lines: [{ productId: b.productId, quantity: 1 }] }),
  },
  'GET /api/v1/purchase-orders/:purchaseOrderId/pdf': { kind: 'foreign-ids', params: po },
  'POST /api/v1/purchase-orders/:purchaseOrderId/send': { kind: 'foreign-ids', params: po },
  'POST /api/v1/purchase-orders/:purchaseOrderId/close': { kind: 'foreign-ids', params: po },
  'POST /api/v1/purchase-orders/:purchaseOrderId/cancel': { kind: 'foreign-ids', params: po },
  'POST /api/v1/purchase-orders/:purchaseOrderId/receipts': {
    kind: 'foreign-ids',
    params: po,
    body: () => ({ lines: [{ lineNo: 1, quantity: 1, batchNo: 'A1', expiryDate: '2030-01-01' }] }),
  },
  'POST /api/v1/purchase-orders/:purchaseOrderId/payments': {
    kind: 'foreign-ids',
    params: po,
    body: () => ({ amountPaise: 100, mode: 'CASH' }),
  },
  'POST /api/v1/purchase-orders/:purchaseOrderId/returns': {
    kind: 'foreign-ids',
    params: po,
    body: () => ({ lines: [{ lineNo: 1, quantity: 1 }] }),
  },
  'GET /api/v1/purchase-orders/:purchaseOrderId/serials': {
    kind: 'foreign-ids',
    params: po,
    query: () => ({ lineNo: '1' }),
  },
};
