// API latency against the very SQL the API ran: record each request's statements through drizzle's
// logger once, then time the request through HTTP and the same statements sent raw, side by side.
// Used by the catalogue and orders benchmarks.
import { once } from 'node:events';
import { connect } from 'node:net';

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

/**
 * Requests per scenario run before the timed ones. V8 takes thousands of calls to compile the hot
 * path of a request with its optimising tiers: an order's detail took a median 1.6 ms over a
 * server's first 500 requests, 0.66 ms around the 3 000th and 0.5 ms from the 5 000th on, while
 * the same statements sent raw (mostly PostgreSQL's own code, in WebAssembly) settle within a few
 * hundred. A server that has run for a while is the one a merchant meets.
 */
const WARM_UP_REQUESTS = 3_000;

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
  /** The path whose statements took longest raw (median over its requests): where to look first. */
  slowest: { path: string; rawMedianMs: number };
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
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const path = paths[i % paths.length]!;
    await get(path);
    for (const statement of replay.get(path)!) await client.query(statement.text, statement.params);
  }
  const api: number[] = [];
  const raw: number[] = [];
  const rawByPath = new Map<string, number[]>();
  for (let i = 0; i < options.requests; i++) {
    const path = paths[i % paths.length]!;
    const timeApi = async () => {
      const started = performance.now();
      await get(path);
      api.push(performance.now() - started);
    };
    const timeRaw = async () => {
      const started = performance.now();
      for (const statement of replay.get(path)!) await client.query(statement.text, statement.params);
      const took = performance.now() - started;
      raw.push(took);
      const times = rawByPath.get(path) ?? [];
      times.push(took);
      rawByPath.set(path, times);
    };
    // Whichever goes second finds the rows, the plans and the CPU caches warm from the first: the
    // two take turns going first, as the throughput benchmarks alternate their servers.
    if (i % 2 === 0) {
      await timeApi();
      await timeRaw();
    } else {
      await timeRaw();
      await timeApi();
    }
  }
  const slowest = [...rawByPath]
    .filter(([, times]) => times.length > 0)
    .map(([path, times]) => ({ path, rawMedianMs: median(times) }))
    .reduce((a, b) => (b.rawMedianMs > a.rawMedianMs ? b : a));
  return { api, raw, counts, recorded: replay, slowest };
}

/**
 * GET through HTTP on one kept-alive socket, written and read by hand: the request still crosses
 * the socket and the whole server (parser, routing, session, handler, serialiser, headers), but
 * the client's own cost stays out of the API side of the ratio. node:http's client (its agent,
 * ClientRequest, header parsing and streams) cost about 150 µs a request in this process, which
 * the raw SQL side does not pay; the server does not need a general client to be measured.
 * Answers must carry content-length or be chunked; only the status line is read.
 */
export async function socketGet(base: string, cookie: string): Promise<(path: string) => Promise<void>> {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  await once(socket, 'connect');
  const prefix = url.pathname.replace(/\/$/, '');
  let waiting: { path: string; resolve: () => void; reject: (error: Error) => void } | undefined;
  let received: Buffer = Buffer.alloc(0);
  const fail = (error: Error) => {
    const request = waiting;
    waiting = undefined;
    request?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed the connection')));
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    let answer: ReturnType<typeof completeAnswer>;
    try {
      answer = completeAnswer(received);
    } catch (error) {
      // An answer this client cannot read fails its request rather than the process.
      return fail(error as Error);
    }
    if (!answer || !waiting) return;
    received = received.subarray(answer.length);
    const request = waiting;
    waiting = undefined;
    if (answer.status === 200) request.resolve();
    else request.reject(new Error(`GET ${request.path}: ${answer.status} ${answer.head}`));
  });
  return (path) =>
    new Promise<void>((resolve, reject) => {
      if (waiting) throw new Error('socketGet sends one request at a time');
      waiting = { path, resolve, reject };
      socket.write(`GET ${prefix}${path} HTTP/1.1\r\nhost: ${url.host}\r\ncookie: ${cookie}\r\n\r\n`);
    });
}

/** The length of the first whole HTTP answer in `bytes`, or undefined while it is still arriving. */
function completeAnswer(bytes: Buffer): { status: number; head: string; length: number } | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = bytes.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const total = headEnd + 4 + Number(length[1]);
    return bytes.length >= total ? { status, head, length: total } : undefined;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error(`an answer without a length: ${head}`);
  // Chunks: hex size, CRLF, data, CRLF; a zero size and a blank line end the body.
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(bytes.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error(`a chunk without a size: ${head}`);
    at = lineEnd + 2 + size + 2;
    if (at > bytes.length) return undefined;
    if (size === 0) return { status, head, length: at };
  }
}
