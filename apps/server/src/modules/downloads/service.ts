// Downloads: exports that run as background jobs (a month's GSTR-1, a report's file), listed with
// their progress on the Downloads screen and fetched from storage for seven days.
import { randomBytes } from 'node:crypto';
import { hasPermission, type Permission } from '@storekeep/domain/permissions';
import {
  type CreateDownloadBody,
  DOWNLOAD_KEEP_DAYS,
  type Download,
  REPORT_PERMISSION,
  type ReportKind,
} from '@storekeep/domain/report-api';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import { actorOf, type SupplierSession } from '../../http/session.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import type { Jobs } from '../../jobs/worker.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  exportReport,
  gstReturns,
  gstr1File,
  monthRange,
  REPORT_MESSAGES,
  type ReportActor,
} from '../reports/service.ts';
import * as q from './queries.ts';

export const DOWNLOADS_QUEUE = 'downloads';

export const DOWNLOAD_MESSAGES = {
  notReady: 'This download is not ready yet.',
  expired: 'This download has expired. Start the export again.',
} as const;

export interface DownloadsContext {
  db: Db;
  storage: Storage;
  jobs: Jobs;
}

const permissionOf = (body: { kind: string; report?: ReportKind }): Permission =>
  body.kind === 'gstr1' ? 'REPORTS:TAX' : REPORT_PERMISSION[body.report ?? 'sales'];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: q.DownloadRow): Download {
  return {
    downloadId: row.downloadId,
    kind: row.kind as Download['kind'],
    report: row.kind === 'report' ? ((row.params.report as Download['report']) ?? null) : null,
    format: row.format as Download['format'],
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status as Download['status'],
    progress: row.progress,
    requestedBy: row.requestedByName,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    createdAt: iso(row.createdAt)!,
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt)!,
  };
}

/** Starts an export; a GSTR-1 whose invoices would be refused is refused here with the reason. */
export async function startDownload(
  ctx: DownloadsContext,
  session: SupplierSession,
  body: CreateDownloadBody,
): Promise<Download> {
  if (!hasPermission(actorOf(session), permissionOf(body))) throw forbidden();
  const period = body.kind === 'gstr1' ? monthRange(body.month) : { from: body.from, to: body.to };
  if (body.kind === 'gstr1') {
    const check = await gstReturns(ctx.db, session, body.month, body.scope);
    if (check.issues.length > 0)
      throw invalid(REPORT_MESSAGES.fixBeforeExport, { month: REPORT_MESSAGES.fixBeforeExport });
  }
  const actor: ReportActor = {
    supplierId: session.supplierId,
    userId: session.userId,
    role: session.role,
    selectedOutletId: session.selectedOutletId,
    // The file is written in the language of the staff member who asked, not of the job.
    language: session.language,
  };
  const downloadId = await ctx.db.transaction(async (tx) => {
    const id = await q.insertDownload(tx, {
      supplierId: session.supplierId,
      kind: body.kind,
      format: body.format,
      params: { ...body, actor },
      periodStart: period.from,
      periodEnd: period.to,
      requestedBy: session.userId,
      keepDays: DOWNLOAD_KEEP_DAYS,
    });
    await ctx.jobs.enqueue(tx, {
      queue: DOWNLOADS_QUEUE,
      supplierId: session.supplierId,
      payload: { downloadId: id },
    });
    return id;
  });
  ctx.jobs.wake();
  const row = await q.findDownload(ctx.db, session.supplierId, downloadId);
  return present(row!);
}

/** Staff see the exports they asked for; owners see the store's. */
export async function listDownloads(db: Db, session: SupplierSession): Promise<{ downloads: Download[] }> {
  const own = session.role === 'staff' || session.role === 'delivery_boy' ? session.userId : null;
  return { downloads: (await q.listDownloads(db, session.supplierId, own)).map(present) };
}

export async function downloadFile(
  ctx: Pick<DownloadsContext, 'db' | 'storage'>,
  session: SupplierSession,
  downloadId: number,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const row = await q.findDownload(ctx.db, session.supplierId, downloadId);
  const own = session.role === 'staff' || session.role === 'delivery_boy';
  if (!row || (own && row.requestedBy !== session.userId)) throw notFound('Download not found.');
  if (!hasPermission(actorOf(session), permissionOf(row.params as { kind: string; report?: ReportKind })))
    throw forbidden();
  if (new Date(row.expiresAt).getTime() <= Date.now()) throw notFound(DOWNLOAD_MESSAGES.expired);
  if (row.status !== 'DONE' || !row.storageKey) throw conflict(DOWNLOAD_MESSAGES.notReady);
  const body = await ctx.storage.get(row.storageKey);
  if (!body) throw notFound(DOWNLOAD_MESSAGES.expired);
  return {
    body,
    contentType: row.contentType ?? 'application/octet-stream',
    fileName: row.fileName ?? 'download',
  };
}

/** The job: build the file, store it, mark the download done. A refusal (400) fails it for good. */
export async function runDownloadJob(ctx: DownloadsContext, job: ClaimedJob): Promise<void> {
  const supplierId = job.supplierId as number;
  const downloadId = Number(job.payload.downloadId);
  const row = await q.findDownload(ctx.db, supplierId, downloadId);
  if (!row || row.status === 'DONE') return;
  await q.setProgress(ctx.db, supplierId, downloadId, 10);
  const params = row.params as CreateDownloadBody & { actor: ReportActor };
  const progress = (percent: number) => q.setProgress(ctx.db, supplierId, downloadId, percent);
  try {
    const file =
      params.kind === 'gstr1'
        ? await gstr1File(ctx.db, params.actor, params, progress)
        : await exportReport(ctx.db, params.actor, params.report, { ...params, format: params.format });
    await progress(95);
    const ext = file.fileName.split('.').pop() ?? 'bin';
    const storageKey = `downloads/${supplierId}/${downloadId}-${randomBytes(8).toString('hex')}.${ext}`;
    await ctx.storage.put(storageKey, file.body, file.contentType);
    await q.markDone(ctx.db, supplierId, downloadId, {
      fileName: file.fileName,
      contentType: file.contentType,
      storageKey,
      byteSize: file.body.length,
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await q.markFailed(ctx.db, supplierId, downloadId, error.message);
      return;
    }
    throw error;
  }
}

export async function markDownloadFailed(
  ctx: DownloadsContext,
  job: ClaimedJob,
  error: string,
): Promise<void> {
  await q.markFailed(
    ctx.db,
    job.supplierId as number,
    Number(job.payload.downloadId),
    error.split('\n')[0] ?? error,
  );
}

/** Expired downloads and their files go (run now and then by the job worker). */
export async function purgeExpiredDownloads(ctx: Pick<DownloadsContext, 'db' | 'storage'>): Promise<number> {
  const keys = await q.deleteExpired(ctx.db);
  if (keys.length > 0) await ctx.storage.delete(keys);
  return keys.length;
}
