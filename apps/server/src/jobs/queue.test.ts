// The durable job queue on a real database: transactional enqueue, SKIP LOCKED claims, retries
// with backoff, the lease of a dead worker, and the worker loop's start and stop.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { claimJob, enqueueJob, retryDelaySeconds } from './queue.ts';
import { createJobWorker } from './worker.ts';

let database: TestDatabase;
const db = () => database.db;

interface JobRow {
  job_id: number;
  state: string;
  attempts: number;
  last_error: string | null;
  due_in_seconds: number;
}

async function jobsOf(queue: string): Promise<JobRow[]> {
  const result = await db().execute(sql`
    SELECT job_id, state, attempts, last_error,
      round(extract(epoch FROM run_at - now()))::int AS due_in_seconds
    FROM jobs WHERE queue = ${queue} ORDER BY job_id`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

let queueName = '';
let sequence = 0;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => {
  queueName = `test-${sequence++}`;
});

describe('job queue', () => {
  it('keeps a job only when the transaction that enqueued it commits', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, { queue: queueName, supplierId: null, payload: { n: 1 } });
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    expect(await jobsOf(queueName)).toEqual([]);
    await db().transaction((tx) => enqueueJob(tx, { queue: queueName, supplierId: null, payload: { n: 2 } }));
    expect(await jobsOf(queueName)).toMatchObject([{ state: 'queued', attempts: 0 }]);
  });

  it('runs a job with its payload and marks it done', async () => {
    const seen: unknown[] = [];
    const worker = createJobWorker(db(), {
      handlers: { [queueName]: async (job) => void seen.push(job.payload) },
    });
    await enqueueJob(db(), { queue: queueName, supplierId: null, payload: { hello: 'world' } });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ hello: 'world' }]);
    expect(await jobsOf(queueName)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('retries a failing job after a growing delay, then gives up after its last attempt', async () => {
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([5, 20, 80, 3600]);
    const worker = createJobWorker(db(), {
      handlers: {
        [queueName]: async () => {
          throw new Error('printer on fire');
        },
      },
    });
    await enqueueJob(db(), { queue: queueName, supplierId: null, payload: {}, maxAttempts: 2 });
    expect(await worker.runOnce()).toBe(true);
    const [first] = await jobsOf(queueName);
    expect(first).toMatchObject({ state: 'queued', attempts: 1 });
    expect(first?.last_error).toContain('printer on fire');
    expect(first?.due_in_seconds).toBeGreaterThanOrEqual(4);
    // Not due yet: nothing to claim.
    expect(await worker.runOnce()).toBe(false);
    await db().execute(sql`UPDATE jobs SET run_at = now() WHERE queue = ${queueName}`);
    expect(await worker.runOnce()).toBe(true);
    expect(await jobsOf(queueName)).toMatchObject([{ state: 'failed', attempts: 2 }]);
    expect(await worker.runOnce()).toBe(false);
  });

  it('gives two workers different jobs (FOR UPDATE SKIP LOCKED)', async () => {
    for (let i = 0; i < 4; i++)
      await enqueueJob(db(), { queue: queueName, supplierId: null, payload: { i } });
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => claimJob(db(), [queueName])));
    const ids = claims.filter((c) => c !== null).map((c) => c?.jobId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });

  it('gives a job whose worker died (lease run out) to another worker', async () => {
    await enqueueJob(db(), { queue: queueName, supplierId: null, payload: {} });
    const claimed = await claimJob(db(), [queueName]);
    expect(claimed).not.toBeNull();
    expect(await claimJob(db(), [queueName])).toBeNull();
    await db().execute(
      sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE queue = ${queueName}`,
    );
    const again = await claimJob(db(), [queueName]);
    expect(again?.jobId).toBe(claimed?.jobId);
    expect(again?.attempts).toBe(2);
  });

  it('works jobs in the background once started, and stops cleanly', async () => {
    let resolveRan: (value: unknown) => void = () => undefined;
    const ran = new Promise((resolve) => {
      resolveRan = resolve;
    });
    const worker = createJobWorker(db(), {
      pollMs: 50,
      handlers: { [queueName]: async (job) => resolveRan(job.payload) },
    });
    worker.start();
    await enqueueJob(db(), { queue: queueName, supplierId: null, payload: { background: true } });
    worker.wake();
    expect(await ran).toEqual({ background: true });
    await worker.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await jobsOf(queueName)).toMatchObject([{ state: 'done' }]);
  });

  it('starts on a new job when the database announces it, without waiting for the next poll', async () => {
    let resolveRan: (value: unknown) => void = () => undefined;
    const ran = new Promise((resolve) => {
      resolveRan = resolve;
    });
    // A poll a minute apart: only the notice can make the job run within the test's time.
    const worker = createJobWorker(db(), {
      pollMs: 60_000,
      handlers: { [queueName]: async (job) => resolveRan(job.payload) },
    });
    const stopListening = await worker.listen(database.listen);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queuedAt = Date.now();
    // Enqueued by another transaction; nobody calls wake().
    await db().transaction((tx) => enqueueJob(tx, { queue: queueName, supplierId: null, payload: { n: 1 } }));
    expect(await ran).toEqual({ n: 1 });
    expect(Date.now() - queuedAt).toBeLessThan(2000);
    await stopListening();
    await worker.stop();
  });

  it('sends from the prompt lane while a long job holds the main lane', async () => {
    const slowQueue = `${queueName}-slow`;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slowStarted: () => void = () => undefined;
    const slowRunning = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    let promptRan: (at: number) => void = () => undefined;
    const prompt = new Promise<number>((resolve) => {
      promptRan = resolve;
    });
    const worker = createJobWorker(db(), { pollMs: 60_000 });
    worker.register(slowQueue, async () => {
      slowStarted();
      await gate;
    });
    worker.register(queueName, async () => promptRan(Date.now()), undefined, 'prompt');
    worker.start();
    await enqueueJob(db(), { queue: slowQueue, supplierId: null, payload: {} });
    worker.wake();
    await slowRunning;
    const queuedAt = Date.now();
    await enqueueJob(db(), { queue: queueName, supplierId: null, payload: {} });
    worker.wake();
    const ranAt = await prompt;
    expect(ranAt - queuedAt).toBeLessThan(2000);
    expect(await jobsOf(slowQueue)).toMatchObject([{ state: 'running' }]);
    release();
    await worker.stop();
    expect(await jobsOf(slowQueue)).toMatchObject([{ state: 'done' }]);
  });
});
