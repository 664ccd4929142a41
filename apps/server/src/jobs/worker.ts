// The worker loop of the job queue: one per server process, started with the server and stopped
// with it. It polls while idle, works back to back while there is work, and can be woken after a
// commit that enqueued something so the merchant does not wait for the next poll.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  type NewJob,
  purgeFinishedJobs,
} from './queue.ts';

export type JobHandler = (job: ClaimedJob) => Promise<void>;
/** Runs once a job has used up its attempts (the module records the failure where users see it). */
export type GiveUpHandler = (job: ClaimedJob, error: string) => Promise<void>;

/** Work every server copy does now and then (idempotent, safe to run in several copies at once). */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface JobWorkerOptions {
  /** Handlers by queue name; modules add theirs with register() before start(). */
  handlers?: Record<string, JobHandler>;
  /** Idle poll interval; a wake() call or finished job skips the wait. */
  pollMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The `jobs` interface the rest of the server sees: enqueue in a transaction, then wake. */
export interface Jobs {
  /** Adds a job; pass the transaction handle so the job exists only if the change commits. */
  enqueue(tx: DbOrTx, job: NewJob): Promise<number>;
  /** Ends the idle wait now (after a commit that enqueued work). */
  wake(): void;
}

export interface JobWorker extends Jobs {
  register(queue: string, handler: JobHandler, onGiveUp?: GiveUpHandler): void;
  /** Adds a periodic task, run by the worker loop while it is idle. */
  every(task: PeriodicTask): void;
  /** Runs every periodic task now (tests, and the first idle turn after start). */
  runPeriodic(): Promise<void>;
  start(): void;
  /** Stops claiming; resolves once the job in hand (if any) has finished. */
  stop(): Promise<void>;
  /** Works one due job; false when there was none. Tests drive the queue with this. */
  runOnce(): Promise<boolean>;
  /** Works due jobs until none is left; returns how many ran. */
  drain(): Promise<number>;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function createJobWorker(db: Db, options: JobWorkerOptions): JobWorker {
  const handlers: Record<string, JobHandler> = { ...options.handlers };
  const giveUps: Record<string, GiveUpHandler> = {};
  const periodic: Array<PeriodicTask & { lastRun: number }> = [];
  const pollMs = options.pollMs ?? 1000;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let lastPurge = 0;

  async function runOnce(): Promise<boolean> {
    const job = await claimJob(db, Object.keys(handlers));
    if (!job) return false;
    const handler = handlers[job.queue];
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job);
      await completeJob(db, job.jobId);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const outcome = await failJob(db, job, message);
      options.log?.[outcome === 'failed' ? 'error' : 'warn'](
        { jobId: job.jobId, queue: job.queue, attempts: job.attempts, err: message },
        outcome === 'failed' ? 'job failed for good' : 'job failed, will retry',
      );
      const giveUp = giveUps[job.queue];
      if (outcome === 'failed' && giveUp) {
        try {
          await giveUp(job, message);
        } catch (giveUpError) {
          options.log?.error({ jobId: job.jobId, err: giveUpError }, 'recording a failed job failed');
        }
      }
    }
    return true;
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  async function work(): Promise<void> {
    while (running) {
      let didWork = false;
      try {
        didWork = await runOnce();
        if (!didWork && Date.now() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = Date.now();
          await purgeFinishedJobs(db);
        }
        if (!didWork) await runDue();
      } catch (error) {
        // The database may be briefly unreachable; keep the loop alive and try again later.
        options.log?.error({ err: error }, 'job worker could not poll');
      }
      if (!didWork && running) await idle();
    }
  }

  async function runTask(task: PeriodicTask & { lastRun: number }) {
    task.lastRun = Date.now();
    try {
      await task.run();
    } catch (error) {
      options.log?.error({ task: task.name, err: error }, 'periodic task failed');
    }
  }

  async function runDue() {
    for (const task of periodic) if (Date.now() - task.lastRun >= task.everyMs) await runTask(task);
  }

  return {
    enqueue: enqueueJob,
    register(queue, handler, onGiveUp) {
      handlers[queue] = handler;
      if (onGiveUp) giveUps[queue] = onGiveUp;
    },
    every(task) {
      periodic.push({ ...task, lastRun: 0 });
    },
    async runPeriodic() {
      for (const task of periodic) await runTask(task);
    },
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
    wake() {
      wakeUp?.();
    },
    runOnce,
    async drain() {
      let count = 0;
      while (await runOnce()) count++;
      return count;
    },
  };
}
