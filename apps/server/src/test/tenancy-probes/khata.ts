// Tenancy probes of the credit khata: the dues list, ledgers, adjustments, statements and
// reminders, the store's bank details; the public statement paths with an unknown token and B's
// khata payment reference (a valid token of one store never reaches another's: khata.test.ts).
import type { Probe } from './probe.ts';

const customer = (b: { customerId: number }) => ({ customerId: b.customerId });
const UNKNOWN_TOKEN = 'unknown-statement-token-0000000000';

export const KHATA_PROBES: Record<string, Probe> = {
  'GET /api/v1/khata': { kind: 'own-data' },
  'GET /api/v1/khata/:customerId': { kind: 'foreign-ids', params: customer },
  'POST /api/v1/khata/:customerId/adjustments': {
    kind: 'foreign-ids',
    params: customer,
    body: () => ({ amountPaise: 100, note: 'Probe' }),
  },
  'GET /api/v1/khata/:customerId/statement': { kind: 'foreign-ids', params: customer },
  'POST /api/v1/khata/:customerId/statement-links': { kind: 'foreign-ids', params: customer },
  'DELETE /api/v1/khata/:customerId/statement-links': { kind: 'foreign-ids', params: customer },
  'POST /api/v1/khata/reminders': {
    kind: 'own-data',
    body: (b) => ({ customerIds: [b.customerId], channel: 'SMS' }),
  },
  'GET /api/v1/settings/bank-details': { kind: 'own-data' },
  'PUT /api/v1/settings/bank-details': { kind: 'own-data', body: () => ({ upiId: 'alpha@upi' }) },
  'GET /api/v1/ifsc/:ifsc': { kind: 'own-data', params: () => ({ ifsc: 'SBIN0001234' }) },
  'GET /api/v1/statements/:token': { kind: 'foreign-ids', params: () => ({ token: UNKNOWN_TOKEN }) },
  'GET /api/v1/statements/:token/pdf': { kind: 'foreign-ids', params: () => ({ token: UNKNOWN_TOKEN }) },
  'POST /api/v1/statements/:token/payments': {
    kind: 'foreign-ids',
    params: () => ({ token: UNKNOWN_TOKEN }),
  },
  'GET /api/v1/statements/:token/pay/test/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ token: UNKNOWN_TOKEN, reference: b.khataPaymentReference }),
  },
  'POST /api/v1/statements/:token/pay/test/:reference': {
    kind: 'foreign-ids',
    params: (b) => ({ token: UNKNOWN_TOKEN, reference: b.khataPaymentReference }),
    body: () => ({ status: 'success' }),
  },
  'GET /api/v1/statements/:token/pay/:reference/return': {
    kind: 'foreign-ids',
    params: (b) => ({ token: UNKNOWN_TOKEN, reference: b.khataPaymentReference }),
  },
  'POST /api/v1/statements/:token/pay/:reference/return': {
    kind: 'foreign-ids',
    params: (b) => ({ token: UNKNOWN_TOKEN, reference: b.khataPaymentReference }),
    body: () => ({ status: 'success' }),
  },
};
