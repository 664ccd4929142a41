// API latency against the very SQL the API ran: record each request's statements through drizzle's
// logger once, then time the request through HTTP and the same statements sent raw, side by side.
// Used by the catalogue and orders benchmarks.
import { Agent, request as httpRequest } from 'node:http';

export interface Statement {
  text: string;
  params: unknown[];
}

/** Every statement drizzle sends while `recording` is on (pass it as drizzle's `logger`). */
export class StatementLog {
  recording = false;
  statements: Statement[] = [];
  logQuery(text: string, params: unknown[]): void {
    if (this.recording) this.statements.push({ text, params });
  }
}

/** Requests per scenario run before the timed ones. */
const WARM_UP_REQUESTS = 100;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

export interface ReplayTimings {
  /** Milliseconds per request through HTTP, and for the same statements sent raw. */
  api: number[];
  raw: number[];
  /** The distinct numbers of statements per request: one number when there is no N+1. */
  counts: number[];
  /** What each path ran (session and job statements left out). */
  recorded: Map<string, Statement[]>;
}

/**
 * Records the statements of each path, then runs `requests` requests cycling through the paths,
 * each timed through HTTP and as its recorded statements replayed raw. The session lookup (and its
 * once-a-minute touch) is the same for every route, and the job worker's idle poll runs on its own
 * clock: both are left out of the recording.
 */
export async function replayAgainstRawSql(options: {
  paths: string[];
  requests: number;
  get: (path: string) => Promise<unknown>;
  log: StatementLog;
  client: { query(text: string, params: unknown[]): Promise<unknown> };
}): Promise<ReplayTimings> {
  const { paths, get, log, client } = options;
  const replay = new Map<string, Statement[]>();
  for (const path of paths) {
    log.statements = [];
    log.recording = true;
    await get(path);
    log.recording = false;
    replay.set(
      path,
      log.statements.filter((s) => !/\b(sessions|jobs)\b/.test(s.text)),
    );
  }
  const counts = [...new Set([...replay.values()].map((statements) => statements.length))];
  // Warm-up, not timed: the first requests of a route pay for JIT compilation and cold caches on
  // both sides; the figures are about the steady state a merchant sees.
  for (let i = 0; i < Math.min(options.requests, WARM_UP_REQUESTS); i++) {
    const path = paths[i % paths.length]!;
    await get(path);
    for (const statement of replay.get(path)!) await client.query(statement.text, statement.params);
  }
  const api: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < options.requests; i++) {
    const path = paths[i % paths.length]!;
    let started = performance.now();
    await get(path);
    api.push(performance.now() - started);
    started = performance.now();
    for (const statement of replay.get(path)!) await client.query(statement.text, statement.params);
    raw.push(performance.now() - started);
  }
  return { api, raw, counts, recorded: replay };
}

/**
 * GET through HTTP with a plain keep-alive node:http client: the request still crosses the socket
 * and the whole server, but the client's own cost (fetch's streams and promises) stays small and
 * out of the API side of the ratio.
 */
export function keepAliveGet(base: string, cookie: string): (path: string) => Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (path) =>
    new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${base}${path}`, { agent, headers: { cookie } }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          if (reply.statusCode !== 200)
            reject(new Error(`GET ${path}: ${reply.statusCode} ${Buffer.concat(chunks).toString()}`));
          else resolve();
        });
        reply.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
}
