// Tenancy probes of messages: SMS credits, the messages sent, push tokens, enquiries, live events.
import type { Probe } from './probe.ts';

export const MESSAGE_PROBES: Record<string, Probe> = {
  'GET /api/v1/messages/sms-balance': { kind: 'own-data' },
  'GET /api/v1/messages/sms-history': { kind: 'own-data', query: () => ({ pageNo: '1' }) },
  'GET /api/v1/messages/sms-packs': { kind: 'own-data' },
  // A purchase is always the caller's own store's.
  'POST /api/v1/messages/sms-credit-purchases': { kind: 'own-data', body: () => ({ packId: 'sms-500' }) },
  // The payment paths are keyed by an unguessable reference alone (credit-purchases.test.ts): one
  // no purchase has answers 404.
  'GET /api/v1/sms-credit-purchases/pay/test/:reference': {
    kind: 'foreign-ids',
    params: () => ({ reference: 'sk000000000000000000000000' }),
  },
  'POST /api/v1/sms-credit-purchases/pay/test/:reference': {
    kind: 'foreign-ids',
    params: () => ({ reference: 'sk000000000000000000000000' }),
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/sms-credit-purchases/:reference/return': {
    kind: 'foreign-ids',
    params: () => ({ reference: 'sk000000000000000000000000' }),
  },
  'POST /api/v1/sms-credit-purchases/:reference/return': {
    kind: 'foreign-ids',
    params: () => ({ reference: 'sk000000000000000000000000' }),
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/messages': { kind: 'own-data', query: (b) => ({ orderId: String(b.orderId) }) },
  'GET /api/v1/messages/sender-id': { kind: 'own-data' },
  'GET /api/v1/push/vapid-key': { kind: 'own-data' },
  // The token is always the caller's own (session user and store); B's user id cannot be named.
  'POST /api/v1/push/register-token': {
    kind: 'own-data',
    body: () => ({ browserId: 'probe-browser-1', status: 'SUBSCRIBED', userStatus: 'LOGGED_OUT' }),
  },
  'GET /api/v1/enquiries': { kind: 'own-data', query: () => ({ filter: 'all' }) },
  'PATCH /api/v1/enquiries/:enquiryId': {
    kind: 'foreign-ids',
    params: (b) => ({ enquiryId: b.enquiryId }),
    body: () => ({ isRead: true, isDone: true }),
  },
  'POST /api/v1/enquiries/:enquiryId/reply': {
    kind: 'foreign-ids',
    params: (b) => ({ enquiryId: b.enquiryId }),
    body: () => ({ channel: 'SMS', text: 'Yes, in stock.', replyKey: 'probe-reply-1' }),
  },
};
