// Per-request logging that costs nothing on requests that log nothing.
// Fastify gives every request a child logger bound to its id; pino builds it eagerly (bindings
// serialised, methods set up) although most requests (health probes, shop pages, static files)
// never write a line at the level the server runs at. The child here is made on the first line
// actually written, and request ids come from a counter under a per-process prefix instead of a
// UUID per request.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A request's logger: the real pino child is created when a line at an enabled level is written. */
class LazyChildLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions | undefined;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions | undefined) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.#logger().level = level;
  }

  #write(level: Level, args: unknown[]): void {
    // The parent decides while no child exists (a child with its own level is made at once).
    if (!this.#child && !this.#options?.level && !isEnabled(this.#parent, level)) return;
    (this.#logger()[level] as (...values: unknown[]) => void)(...args);
  }

  // Methods on the prototype, as pino's are: arrow-function fields would make seven closures per
  // request, and every request has a logger.
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

function isEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}

/** Fastify's childLoggerFactory option. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Fastify passes {} when the route sets nothing of its own.
  const own = options.level !== undefined || options.serializers !== undefined;
  return new LazyChildLogger(logger, bindings, own ? options : undefined);
}

/** Fastify's genReqId option: unique across processes (random prefix), cheap per request (counter). */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}-${(++next).toString(36)}`;
}
