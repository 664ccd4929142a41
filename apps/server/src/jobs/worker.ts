// The worker loops of the job queue: one set per server process, started with the server and
// stopped with it. Each lane polls while idle and works back to back while there is work. The
// prompt lane works only the queues someone is waiting on (a customer's SMS, a push), so a long
// image or export job in the main lane never holds them back; a job's INSERT is announced on the
// database channel `jobs` (migration 0036) and the notice wakes the lanes at once, in this server
// and in any other copy working the same table.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Listen } from '../db/client.ts';
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
/** `main` for background work; `prompt` for queues a person is waiting on (worked by their own loop). */
export type JobLane = 'main' | 'prompt';
/** The channel a new job is announced on (the `jobs_notify` trigger). */
export const JOBS_CHANNEL = 'jobs';
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
  register(queue: string, handler: JobHandler, onGiveUp?: GiveUpHandler, lane?: JobLane): void;
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
  /** Wakes the lanes on each new job's notice; resolves to the function that stops listening. */
  listen(listen: Listen): Promise<() => Promise<void>>;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function createJobWorker(db: Db, options: JobWorkerOptions): JobWorker {
  const handlers: Record<string, JobHandler> = { ...options.handlers };
  const giveUps: Record<string, GiveUpHandler> = {};
  const promptQueues = new Set<string>();
  const periodic: Array<PeriodicTask & { lastRun: number }> = [];
  const pollMs = options.pollMs ?? 1000;
  let running = false;
  let loops: Array<Promise<void>> = [];
  const wakeUps = new Map<JobLane, () => void>();
  // A wake that came while a lane was busy (its claim in flight) makes its next idle turn end at
  // once: the job it announced may have been committed after that claim looked.
  const woken = new Set<JobLane>();
  let lastPurge = 0;

  const queuesOf = (lane: JobLane | 'all') =>
    Object.keys(handlers).filter(
      (queue) => lane === 'all' || (lane === 'prompt') === promptQueues.has(queue),
    );

  async function runOne(lane: JobLane | 'all'): Promise<boolean> {
    const job = await claimJob(db, queuesOf(lane));
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

  const idle = (lane: JobLane) =>
    new Promise<void>((resolve) => {
      if (woken.delete(lane)) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUps.delete(lane);
        resolve();
      }
      wakeUps.set(lane, done);
    });

  async function work(lane: JobLane): Promise<void> {
    while (running) {
      let didWork = false;
      woken.delete(lane);
      try {
        didWork = await runOne(lane);
        if (!didWork && lane === 'main' && Date.now() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = Date.now();
          await purgeFinishedJobs(db);
        }
        // Periodic upkeep (table maintenance can take seconds) belongs to the main lane only.
        if (!didWork && lane === 'main') await runDue();
      } catch (error) {
        // The database may be briefly unreachable; keep the loop alive and try again later.
        options.log?.error({ err: error, lane }, 'job worker could not poll');
      }
      if (!didWork && running) await idle(lane);
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

  const wake = () => {
    for (const lane of ['main', 'prompt'] as const) {
      const wakeUp = wakeUps.get(lane);
      if (wakeUp) wakeUp();
      else if (running) woken.add(lane);
    }
  };

  return {
    enqueue: enqueueJob,
    register(queue, handler, onGiveUp, lane = 'main') {
      handlers[queue] = handler;
      if (onGiveUp) giveUps[queue] = onGiveUp;
      if (lane === 'prompt') promptQueues.add(queue);
      else promptQueues.delete(queue);
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
      loops = [work('prompt'), work('main')];
    },
    async stop() {
      running = false;
      wake();
      await Promise.all(loops);
      loops = [];
    },
    wake,
    runOnce: () => runOne('all'),
    async drain() {
      let count = 0;
      while (await runOne('all')) count++;
      return count;
    },
    listen: (listenTo) => listenTo(JOBS_CHANNEL, wake),
  };
}
