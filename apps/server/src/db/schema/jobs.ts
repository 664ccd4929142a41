// Tables of background work: the durable job queue, and uploads waiting for their transaction.
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';

export const jobs = pgTable('jobs', {
  jobId: id('job_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  queue: text('queue').notNull(),
  payload: jsonb('payload').notNull(),
  state: text('state').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  runAt: at('run_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});

/** Files written to storage whose transaction has not committed yet (or legacy uploads awaiting a product update). */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    supplierId: id('supplier_id').notNull(),
    uploadId: id('upload_id').notNull().generatedByDefaultAsIdentity(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    byteSize: integer('byte_size').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.uploadId] })],
);
