// Tenancy probes of staff, outlets and the activity log: B's member, outlet and counter ids, and
// the store-wide lists (which must hold none of B's people, outlets or activity).
import type { Probe } from './probe.ts';

const member = {
  firstName: 'Probe',
  memberRole: 'cashier',
  permissions: ['ORDER:MENU'],
  outletIds: [],
  accountIds: [],
  language: 'en',
};
const outlet = { name: 'Probe Outlet', stateId: 29 };

export const STAFF_PROBES: Record<string, Probe> = {
  'GET /api/v1/staff': { kind: 'own-data' },
  'POST /api/v1/staff': {
    kind: 'foreign-ids',
    body: (b) => ({ ...member, email: 'probe-member@example.com', outletIds: [b.outletId] }),
  },
  'PUT /api/v1/staff/:staffId': {
    kind: 'foreign-ids',
    params: (b) => ({ staffId: b.staffId }),
    body: () => member,
  },
  'PUT /api/v1/staff/:staffId/active': {
    kind: 'foreign-ids',
    params: (b) => ({ staffId: b.staffId }),
    body: () => ({ isActive: false }),
  },
  'POST /api/v1/staff/:staffId/password-reset': {
    kind: 'foreign-ids',
    params: (b) => ({ staffId: b.staffId }),
    body: () => ({ temporaryPassword: 'probe-pass-1' }),
  },
  'POST /api/v1/staff/:staffId/invitation': { kind: 'foreign-ids', params: (b) => ({ staffId: b.staffId }) },
  'GET /api/v1/staff/:staffId/outlets': { kind: 'foreign-ids', params: (b) => ({ staffId: b.staffId }) },
  'PUT /api/v1/me/language': { kind: 'own-data', body: () => ({ language: 'hi' }) },
  'PUT /api/v1/me/digits': { kind: 'own-data', body: () => ({ nativeDigits: true }) },
  'GET /api/v1/invitations/:token': {
    kind: 'foreign-ids',
    params: () => ({ token: 'not-an-invitation-token-of-anyone' }),
  },
  'POST /api/v1/invitations/:token': {
    kind: 'foreign-ids',
    params: () => ({ token: 'not-an-invitation-token-of-anyone' }),
    body: () => ({ password: 'probe-pass-1' }),
  },
  'GET /api/v1/outlets': { kind: 'own-data' },
  'POST /api/v1/outlets': { kind: 'own-data', body: () => outlet },
  'PUT /api/v1/outlets/:outletId': {
    kind: 'foreign-ids',
    params: (b) => ({ outletId: b.outletId }),
    body: () => outlet,
  },
  'PUT /api/v1/outlets/:outletId/active': {
    kind: 'foreign-ids',
    params: (b) => ({ outletId: b.outletId }),
    body: () => ({ isActive: false }),
  },
  'POST /api/v1/outlets/:outletId/default': {
    kind: 'foreign-ids',
    params: (b) => ({ outletId: b.outletId }),
  },
  'POST /api/v1/outlets/:outletId/accounts': {
    kind: 'foreign-ids',
    params: (b) => ({ outletId: b.outletId }),
    body: () => ({ accountName: 'Probe' }),
  },
  'PATCH /api/v1/outlets/:outletId/accounts/:accountId': {
    kind: 'foreign-ids',
    params: (b) => ({ outletId: b.outletId, accountId: b.accountId }),
    body: () => ({ isActive: false }),
  },
  'GET /api/v1/pincodes/:pincode': { kind: 'own-data', params: () => ({ pincode: '560001' }) },
  'GET /api/v1/activity': { kind: 'own-data' },
  'PUT /api/v1/staff/:userId/approval-pin': {
    kind: 'foreign-ids',
    params: (b) => ({ userId: b.staffId }),
    body: () => ({ pin: '4321' }),
  },
  'DELETE /api/v1/staff/:userId/approval-pin': {
    kind: 'foreign-ids',
    params: (b) => ({ userId: b.staffId }),
  },
  'GET /api/v1/approvals/approvers': { kind: 'own-data' },
  'POST /api/v1/approvals': { kind: 'foreign-ids', body: (b) => ({ approverId: b.staffId, pin: '4321' }) },
  'GET /api/v1/deliveries': { kind: 'own-data' },
};
