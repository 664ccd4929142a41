// Files written to storage before the transaction that points at them: the key is recorded first
// (its own committed statement), the file written, and the business transaction deletes the record
// when it commits. A record that outlives the grace period belongs to a transaction that never
// committed (a crash, a rollback whose clean-up failed) or to a legacy app upload that no product
// update ever used: the periodic sweep removes the file and the record.
import { and, eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../db/client.ts';
import { pendingUploads } from '../db/schema.ts';
import type { Storage } from './storage.ts';

/** How long an upload may wait for its transaction (a legacy app saves the product after uploading). */
export const PENDING_UPLOAD_GRACE_MINUTES = 24 * 60;
/** How often each server copy sweeps orphans (copies skip rows another copy holds). */
export const ORPHAN_SWEEP_EVERY_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 200;

export interface PendingFile {
  supplierId: number;
  storageKey: string;
  contentType: string;
  width?: number;
  height?: number;
  byteSize?: number;
}

export type PendingUploadRow = typeof pendingUploads.$inferSelect;

/** Records the key, then writes the file; a failed write takes the record away again. */
export async function putPending(db: Db, storage: Storage, file: PendingFile, body: Buffer): Promise<void> {
  await db.insert(pendingUploads).values({
    supplierId: file.supplierId,
    storageKey: file.storageKey,
    contentType: file.contentType,
    width: file.width ?? 0,
    height: file.height ?? 0,
    byteSize: file.byteSize ?? body.length,
  });
  try {
    await storage.put(file.storageKey, body, file.contentType);
  } catch (error) {
    await forget(db, file.supplierId, file.storageKey);
    throw error;
  }
}

/**
 * Called inside the transaction that now points at the file. False when the sweep has already
 * taken the file (the caller must roll back).
 */
export async function settlePending(tx: DbOrTx, supplierId: number, storageKey: string): Promise<boolean> {
  const rows = await tx
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.supplierId, supplierId), eq(pendingUploads.storageKey, storageKey)))
    .returning({ uploadId: pendingUploads.uploadId });
  return rows.length > 0;
}

/** The transaction failed: the file and its record go now rather than at the next sweep. */
export async function discardPending(
  db: Db,
  storage: Storage,
  supplierId: number,
  storageKey: string,
): Promise<void> {
  await storage.delete([storageKey]);
  await forget(db, supplierId, storageKey);
}

/** The supplier's uploads still waiting for a product (the legacy image flow). */
export function listPending(db: DbOrTx, supplierId: number): Promise<PendingUploadRow[]> {
  return db.select().from(pendingUploads).where(eq(pendingUploads.supplierId, supplierId));
}

function forget(db: DbOrTx, supplierId: number, storageKey: string) {
  return db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.supplierId, supplierId), eq(pendingUploads.storageKey, storageKey)));
}

/**
 * Removes orphans older than the grace period, a batch at a time; answers how many. The rows are
 * locked while their files are deleted, so a late transaction settling one of them waits and then
 * finds it gone (and rolls back) instead of pointing at a deleted file.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: Storage,
  graceMinutes = PENDING_UPLOAD_GRACE_MINUTES,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = rowsOf<{ supplierId: number; uploadId: number; storageKey: string }>(
        await tx.execute(sql`
          SELECT supplier_id AS "supplierId", upload_id AS "uploadId", storage_key AS "storageKey"
          FROM pending_uploads
          WHERE created_at < now() - make_interval(mins => ${graceMinutes})
          ORDER BY created_at
          LIMIT ${SWEEP_BATCH}
          FOR UPDATE SKIP LOCKED`),
      );
      if (rows.length === 0) return 0;
      await storage.delete(rows.map((row) => row.storageKey));
      await tx.execute(sql`
        DELETE FROM pending_uploads WHERE upload_id IN (${sql.join(
          rows.map((row) => sql`${Number(row.uploadId)}`),
          sql`, `,
        )})`);
      return rows.length;
    });
    removed += batch;
    if (batch < SWEEP_BATCH) return removed;
  }
}
