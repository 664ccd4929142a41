// Tenancy probes of reports, GST returns and downloads: every report over a period that holds B's
// order must show none of it; B's download can be neither listed nor fetched.
import { REPORT_KINDS } from '@storekeep/domain/report-api';
import type { Probe } from './probe.ts';

const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const period = () => ({ from: `${today().slice(0, 7)}-01`, to: today(), scope: 'all' });

export const REPORT_PROBES: Record<string, Probe> = {
  'GET /api/v1/reports': { kind: 'own-data' },
  ...Object.fromEntries(
    REPORT_KINDS.flatMap((kind) => [
      [`GET /api/v1/reports/${kind}`, { kind: 'own-data', query: period } satisfies Probe],
      [
        `GET /api/v1/reports/${kind}/export`,
        { kind: 'own-data', query: () => ({ ...period(), format: 'csv' }) } satisfies Probe,
      ],
    ]),
  ),
  'GET /api/v1/reports/gst-returns': { kind: 'own-data', query: () => ({ month: today().slice(0, 7) }) },
  'GET /api/v1/reports/cash-drawer/:accountId': {
    kind: 'foreign-ids',
    params: (b) => ({ accountId: b.accountId }),
    query: () => ({ day: today() }),
  },
  'PUT /api/v1/reports/cash-drawer/:accountId': {
    kind: 'foreign-ids',
    params: (b) => ({ accountId: b.accountId }),
    body: () => ({ day: today(), openingFloatPaise: 0, countedPaise: 100 }),
  },
  'GET /api/v1/reports/cash-drawer-closes': { kind: 'own-data', query: period },
  'GET /api/v1/downloads': { kind: 'own-data' },
  'POST /api/v1/downloads': {
    kind: 'own-data',
    body: () => ({ kind: 'report', report: 'sales', format: 'csv', ...period() }),
  },
  'GET /api/v1/downloads/:downloadId/file': {
    kind: 'foreign-ids',
    params: (b) => ({ downloadId: b.downloadId }),
  },
};
