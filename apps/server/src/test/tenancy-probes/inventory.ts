// Tenancy probes of the inventory: levels, reorder settings, adjustments, counts, a product's
// history and serial numbers, transfers between outlets, the stock import and the exports.
import type { Probe } from './probe.ts';

const transfer = (b: { transferId: number }) => ({ transferId: b.transferId });

export const INVENTORY_PROBES: Record<string, Probe> = {
  'GET /api/v1/inventory': { kind: 'own-data', query: () => ({ scope: 'all', q: 'Zeta' }) },
  'GET /api/v1/inventory/summary': { kind: 'own-data', query: () => ({ scope: 'all' }) },
  'PUT /api/v1/inventory/reorder': {
    kind: 'foreign-ids',
    body: (b) => ({ productId: b.productId, outletId: b.outletId, reorderLevel: 5, reorderQuantity: 5 }),
  },
  'POST /api/v1/inventory/adjustments': {
    kind: 'foreign-ids',
    body: (b) => ({
      outletId: b.outletId,
      reason: 'OPENING',
      lines: [{ productId: b.productId, quantity: 5 }],
    }),
  },
  'POST /api/v1/inventory/counts': {
    kind: 'foreign-ids',
    body: (b) => ({ outletId: b.outletId, lines: [{ productId: b.productId, counted: 5 }] }),
  },
  'GET /api/v1/inventory/products/:productId/moves': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  'GET /api/v1/inventory/products/:productId/serials': {
    kind: 'foreign-ids',
    params: (b) => ({ productId: b.productId }),
  },
  'GET /api/v1/inventory/transfers': { kind: 'own-data', query: () => ({ status: 'all' }) },
  'POST /api/v1/inventory/transfers': {
    kind: 'foreign-ids',
    body: (b) => ({
      fromOutletId: b.outletId,
      toOutletId: b.secondOutletId,
      lines: [{ productId: b.productId, quantity: 1 }],
    }),
  },
  'GET /api/v1/inventory/transfers/:transferId': { kind: 'foreign-ids', params: transfer },
  'POST /api/v1/inventory/transfers/:transferId/dispatch': { kind: 'foreign-ids', params: transfer },
  'POST /api/v1/inventory/transfers/:transferId/receive': {
    kind: 'foreign-ids',
    params: transfer,
    body: () => ({ lines: [{ lineNo: 1, quantity: 1 }] }),
  },
  'POST /api/v1/inventory/transfers/:transferId/cancel': { kind: 'foreign-ids', params: transfer },
  'POST /api/v1/inventory/import': { kind: 'own-data', query: () => ({ fileName: 'stock.csv' }) },
  'GET /api/v1/inventory/export/levels': { kind: 'own-data', query: () => ({ format: 'csv', scope: 'all' }) },
  'GET /api/v1/inventory/export/moves': { kind: 'own-data', query: () => ({ format: 'csv', scope: 'all' }) },
};
