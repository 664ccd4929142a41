// Tenancy probes of the account: sign-in, session, settings (checkout's too), printer settings,
// upgrade requests and the platform admin's routes.
import type { Probe } from './probe.ts';

export const ACCOUNT_PROBES: Record<string, Probe> = {
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
  'GET /api/v1/settings/store-translations': { kind: 'own-data' },
  'PUT /api/v1/settings/store-translations': {
    kind: 'own-data',
    body: () => ({ translations: { hi: { storeName: 'प्रोब स्टोर' } } }),
  },
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
  // pos: printer settings (own row only) and an order's invoice
  'GET /api/v1/printer-settings': { kind: 'own-data' },
  'PUT /api/v1/printer-settings': {
    kind: 'own-data',
    body: () => ({ printerHost: 'localhost', useHttps: false, printerName: 'Probe', templateId: 'A4' }),
  },
};
