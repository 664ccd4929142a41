// Tenancy probes of messages: SMS credits, the messages sent, push tokens, enquiries, live events.
import type { Probe } from './probe.ts';

export const MESSAGE_PROBES: Record<string, Probe> = {
  'GET /api/v1/messages/sms-balance': { kind: 'own-data' },
  'GET /api/v1/messages/sms-history': { kind: 'own-data', query: () => ({ pageNo: '1' }) },
  'GET /api/v1/messages': { kind: 'own-data', query: (b) => ({ orderId: String(b.orderId) }) },
  'GET /api/v1/messages/sender-id': { kind: 'own-data' },
};
