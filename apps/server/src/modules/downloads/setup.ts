// Wiring of the downloads module: its job handler and the periodic removal of expired files.
import type { JobWorker } from '../../jobs/worker.ts';
import {
  DOWNLOADS_QUEUE,
  type DownloadsContext,
  markDownloadFailed,
  purgeExpiredDownloads,
  runDownloadJob,
} from './service.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function registerDownloadJobs(jobs: JobWorker, ctx: DownloadsContext): void {
  jobs.register(
    DOWNLOADS_QUEUE,
    (job) => runDownloadJob(ctx, job),
    (job, error) => markDownloadFailed(ctx, job, error),
  );
  jobs.every({ name: 'expired-downloads', everyMs: PURGE_EVERY_MS, run: () => purgeExpiredDownloads(ctx) });
}
