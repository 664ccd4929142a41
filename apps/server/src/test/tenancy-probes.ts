// Every /api/v1 route says here how to aim it at another supplier's data. The tenant-isolation
// test fails for a route that is missing, so a new endpoint cannot skip the check.

/** What the foreign supplier (B) owns that supplier A's calls try to reach. */
export interface ForeignIds {
  supplierId: number;
  outletId: number;
  accountId: number;
  orderId: number;
  productId: number;
  productBarcode: string;
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
  'POST /api/v1/upgrade-requests': {
    kind: 'own-data',
    body: () => ({ upgradePackageId: 3, module: 'Home', sourceDevice: 'Web' }),
  },
  'GET /api/v1/admin/suppliers': { kind: 'foreign-ids', query: () => ({ search: '' }) },
  'POST /api/v1/admin/act-as': { kind: 'foreign-ids', body: (b) => ({ supplierId: b.supplierId }) },
  'POST /api/v1/admin/stop-acting': { kind: 'foreign-ids' },
  'GET /api/v1/orders': { kind: 'own-data' },
  'GET /api/v1/orders/:orderId': { kind: 'foreign-ids', params: (b) => ({ orderId: b.orderId }) },
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
};
