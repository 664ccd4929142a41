// The durable job queue (ARCHITECTURE.md: jobs): rows in the `jobs` table, enqueued inside the
// business transaction that needs them, claimed with FOR UPDATE SKIP LOCKED so any number of
// server copies can work the same table, retried with exponential backoff.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.ts';

export interface NewJob {
  queue: string;
  /** The merchant the work is for; null for platform work. */
  supplierId: number | null;
  payload: Record<string, unknown>;
  /** Earliest start; now by default. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  jobId: number;
  queue: string;
  supplierId: number | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** A claimed job that is not finished within this lease is given to another worker. */
export const JOB_LEASE_SECONDS = 300;
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Seconds to wait before attempt n+1 after n failed attempts: 5 s, 20 s, 80 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, attempts - 1));
}

/** Adds a job; pass the transaction handle so the job exists only if the change commits. */
export async function enqueueJob(tx: DbOrTx, job: NewJob): Promise<number> {
  const runAt = job.runAt ?? null;
  const result = await tx.execute(sql`
    INSERT INTO jobs (supplier_id, queue, payload, run_at, max_attempts)
    VALUES (${job.supplierId}, ${job.queue}, ${JSON.stringify(job.payload)}::jsonb,
            COALESCE(${runAt?.toISOString() ?? null}::timestamptz, now()),
            ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
    RETURNING job_id AS "jobId"`);
  return Number(rowsOf<{ jobId: number }>(result)[0]?.jobId);
}

/**
 * Takes the oldest due job of the given queues: a queued one whose time has come, or a running
 * one whose lease ran out (its worker died). One statement, so no transaction is held open.
 */
export async function claimJob(db: DbOrTx, queues: readonly string[]): Promise<ClaimedJob | null> {
  if (queues.length === 0) return null;
  const result = await db.execute(sql`
    UPDATE jobs SET state = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${JOB_LEASE_SECONDS})
    WHERE job_id = (
      SELECT job_id FROM jobs
      WHERE queue IN (${sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      )})
        AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))
      ORDER BY run_at, job_id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING job_id AS "jobId", queue, supplier_id AS "supplierId", payload, attempts,
      max_attempts AS "maxAttempts"`);
  const row = rowsOf<ClaimedJob>(result)[0];
  if (!row) return null;
  return {
    ...row,
    jobId: Number(row.jobId),
    supplierId: row.supplierId === null ? null : Number(row.supplierId),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  };
}

export async function completeJob(db: DbOrTx, jobId: number): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET state = 'done', locked_until = NULL, last_error = NULL, finished_at = now()
    WHERE job_id = ${jobId} AND state = 'running'`);
}

/** Queues the job again after its backoff, or marks it failed when it has no attempts left. */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string): Promise<'retry' | 'failed'> {
  const outcome = job.attempts >= job.maxAttempts ? 'failed' : 'retry';
  const delay = retryDelaySeconds(job.attempts);
  await db.execute(sql`
    UPDATE jobs SET
      state = ${outcome === 'failed' ? 'failed' : 'queued'},
      run_at = CASE WHEN ${outcome === 'retry'} THEN now() + make_interval(secs => ${delay}) ELSE run_at END,
      finished_at = CASE WHEN ${outcome === 'failed'} THEN now() ELSE NULL END,
      locked_until = NULL,
      last_error = ${error.slice(0, 2000)}
    WHERE job_id = ${job.jobId} AND state = 'running'`);
  return outcome;
}

/** Finished jobs are kept a while for inspection, then removed. */
export async function purgeFinishedJobs(db: DbOrTx, olderThanDays = 7): Promise<void> {
  await db.execute(sql`
    DELETE FROM jobs WHERE state IN ('done', 'failed')
      AND finished_at < now() - make_interval(days => ${olderThanDays})`);
}
