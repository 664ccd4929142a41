// SQL of downloads: the background exports of a store, their progress and their files.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface DownloadRow {
  downloadId: number;
  kind: string;
  format: string;
  params: Record<string, unknown>;
  periodStart: string;
  periodEnd: string;
  status: string;
  progress: number;
  requestedBy: number;
  requestedByName: string;
  fileName: string | null;
  contentType: string | null;
  storageKey: string | null;
  byteSize: number | null;
  error: string | null;
  createdAt: Date | string;
  finishedAt: Date | string | null;
  expiresAt: Date | string;
}

const columns = sql`d.download_id AS "downloadId", d.kind, d.format, d.params,
  d.period_start::text AS "periodStart", d.period_end::text AS "periodEnd", d.status, d.progress,
  d.requested_by AS "requestedBy", coalesce(trim(u.first_name || ' ' || u.last_name), '') AS "requestedByName",
  d.file_name AS "fileName", d.content_type AS "contentType", d.storage_key AS "storageKey",
  d.byte_size AS "byteSize", d.error, d.created_at AS "createdAt", d.finished_at AS "finishedAt",
  d.expires_at AS "expiresAt"`;

const normalise = (r: DownloadRow): DownloadRow => ({
  ...r,
  downloadId: Number(r.downloadId),
  requestedBy: Number(r.requestedBy),
  byteSize: r.byteSize === null ? null : Number(r.byteSize),
  params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params,
});

export async function insertDownload(
  db: DbOrTx,
  row: {
    supplierId: number;
    kind: string;
    format: string;
    params: Record<string, unknown>;
    periodStart: string;
    periodEnd: string;
    requestedBy: number;
    keepDays: number;
  },
): Promise<number> {
  const result = await db.execute(sql`INSERT INTO downloads
      (supplier_id, kind, format, params, period_start, period_end, requested_by, expires_at)
    VALUES (${row.supplierId}, ${row.kind}, ${row.format}, ${JSON.stringify(row.params)}::jsonb,
      ${row.periodStart}::date, ${row.periodEnd}::date, ${row.requestedBy},
      now() + make_interval(days => ${row.keepDays}))
    RETURNING download_id AS "downloadId"`);
  return Number(rowsOf<{ downloadId: number }>(result)[0]!.downloadId);
}

/** The store's downloads not yet expired, newest first; only the user's own when onlyUserId is set. */
export async function listDownloads(
  db: DbOrTx,
  supplierId: number,
  onlyUserId: number | null,
): Promise<DownloadRow[]> {
  const result = await db.execute(sql`SELECT ${columns} FROM downloads d
    LEFT JOIN users u ON u.user_id = d.requested_by
    WHERE d.supplier_id = ${supplierId} AND d.expires_at > now()
      AND (${onlyUserId}::bigint IS NULL OR d.requested_by = ${onlyUserId})
    ORDER BY d.created_at DESC, d.download_id DESC LIMIT 100`);
  return rowsOf<DownloadRow>(result).map(normalise);
}

export async function findDownload(
  db: DbOrTx,
  supplierId: number,
  downloadId: number,
): Promise<DownloadRow | undefined> {
  const result = await db.execute(sql`SELECT ${columns} FROM downloads d
    LEFT JOIN users u ON u.user_id = d.requested_by
    WHERE d.supplier_id = ${supplierId} AND d.download_id = ${downloadId}`);
  const row = rowsOf<DownloadRow>(result)[0];
  return row ? normalise(row) : undefined;
}

export async function setProgress(
  db: DbOrTx,
  supplierId: number,
  downloadId: number,
  progress: number,
): Promise<void> {
  await db.execute(sql`UPDATE downloads SET status = 'RUNNING', progress = ${progress}
    WHERE supplier_id = ${supplierId} AND download_id = ${downloadId} AND status IN ('QUEUED', 'RUNNING')`);
}

export async function markDone(
  db: DbOrTx,
  supplierId: number,
  downloadId: number,
  file: { fileName: string; contentType: string; storageKey: string; byteSize: number },
): Promise<void> {
  await db.execute(sql`UPDATE downloads SET status = 'DONE', progress = 100, file_name = ${file.fileName},
      content_type = ${file.contentType}, storage_key = ${file.storageKey}, byte_size = ${file.byteSize},
      error = NULL, finished_at = now()
    WHERE supplier_id = ${supplierId} AND download_id = ${downloadId}`);
}

export async function markFailed(
  db: DbOrTx,
  supplierId: number,
  downloadId: number,
  error: string,
): Promise<void> {
  await db.execute(sql`UPDATE downloads SET status = 'FAILED', error = ${error.slice(0, 500)}, finished_at = now()
    WHERE supplier_id = ${supplierId} AND download_id = ${downloadId}`);
}

/** Removes expired downloads and answers their files' storage keys. */
export async function deleteExpired(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(
    sql`DELETE FROM downloads WHERE expires_at <= now() RETURNING storage_key AS "storageKey"`,
  );
  return rowsOf<{ storageKey: string | null }>(result)
    .map((r) => r.storageKey)
    .filter((k): k is string => k !== null);
}

export async function userOf(db: DbOrTx, supplierId: number, userId: number) {
  const result = await db.execute(sql`SELECT role, permissions FROM users
    WHERE user_id = ${userId} AND (supplier_id = ${supplierId} OR role = 'platform_admin')`);
  return rowsOf<{ role: string; permissions: string[] }>(result)[0];
}
