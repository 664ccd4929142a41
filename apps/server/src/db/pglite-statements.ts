// Server-side prepared statements for PGlite.
// PGlite's query() runs every statement as six protocol exchanges with the WebAssembly backend
// (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans the text each
// time: for the storefront's product page that is about 1.6 ms, of which executing the plan is
// 0.3. Here each distinct statement text is parsed once under a name (with its parameter types
// and row description kept), and every later call is one exchange: bind, execute, sync.
// PostgreSQL then reuses the plan (its plan cache, as for any prepared statement).
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type QueryFn = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

interface Statement {
  name: string;
  /** Parameter type ids, from the statement's description. */
  parameterTypes: number[];
  /** The RowDescription message (absent for a statement that returns no rows). */
  rowDescription: BackendMessage | undefined;
}

/** Distinct statement texts kept prepared; the least recently used is closed beyond this. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * Errors that mean the prepared form is stale (a table changed under it: "cached plan must not
 * change result type") or gone; the statement is prepared again.
 */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

const { serialize } = protocol;

/** Statement names are unique in the process (two runners on one client must not collide). */
let named = 0;

const encoder = new TextEncoder();
/** Execute (unnamed portal, all rows) then Sync: the same bytes for every statement. */
const EXECUTE_SYNC = concat([serialize.execute({}), serialize.sync()]);

/** The buffer bound statements are written into; grows to the largest one, never shrinks. */
let scratch = new Uint8Array(4096);
let scratchView = new DataView(scratch.buffer);

/**
 * Bind, Execute and Sync for a prepared statement, as one message: text values with format 0,
 * binary ones (a typed array or ArrayBuffer) with format 1, null as length -1, text results. The
 * same bytes as PGlite's `serialize.bind/execute/sync`, which allocate four or five ArrayBuffers
 * per statement; V8 frees each in the next young-generation collection, one by one, which was
 * most of that collection's time (docs/decisions/0016-pglite-statements.md).
 *
 * The answer is a view of a buffer shared by all calls, valid until the next call: PGlite copies
 * a message into the database synchronously, at the start of `execProtocolStream`.
 */
export function bindExecuteSync(
  statement: string,
  values: readonly (string | ArrayBufferView | ArrayBuffer | null)[],
): Uint8Array {
  // UTF-8 takes at most 3 bytes per UTF-16 code unit.
  let most = 1 + 4 + 1 + 3 * statement.length + 1 + 2 + 2 * values.length + 2 + 2 + EXECUTE_SYNC.length;
  for (const value of values)
    most += 4 + (value === null ? 0 : typeof value === 'string' ? 3 * value.length : value.byteLength);
  if (most > scratch.length) {
    scratch = new Uint8Array(Math.max(most, scratch.length * 2));
    scratchView = new DataView(scratch.buffer);
  }
  const out = scratch;
  const view = scratchView;
  let at = 5; // 'B' and the length, written last
  out[at++] = 0; // unnamed portal
  at += encoder.encodeInto(statement, out.subarray(at)).written;
  out[at++] = 0;
  view.setUint16(at, values.length);
  at += 2;
  for (const value of values) {
    view.setInt16(at, value === null || typeof value === 'string' ? 0 : 1);
    at += 2;
  }
  view.setUint16(at, values.length);
  at += 2;
  for (const value of values) {
    if (value === null) {
      view.setInt32(at, -1);
      at += 4;
      continue;
    }
    const bytes =
      typeof value === 'string'
        ? encoder.encodeInto(value, out.subarray(at + 4)).written
        : copyBinary(value, out, at + 4);
    view.setInt32(at, bytes);
    at += 4 + bytes;
  }
  view.setInt16(at, 0); // all result columns as text
  at += 2;
  out[0] = 0x42; // 'B'
  view.setInt32(1, at - 1);
  out.set(EXECUTE_SYNC, at);
  return out.subarray(0, at + EXECUTE_SYNC.length);
}

function copyBinary(value: ArrayBufferView | ArrayBuffer, out: Uint8Array, at: number): number {
  const bytes = ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : new Uint8Array(value);
  out.set(bytes, at);
  return bytes.length;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The statement runner of one PGlite client. `query` outside a transaction takes PGlite's
 * transaction and query locks (as its own query() does); `queryInTransaction` runs inside a
 * transaction that already holds the transaction lock.
 */
export function preparedStatements(client: PGlite) {
  const statements = new Map<string, Statement>();
  // PGlite's syncToFs flushes the browser filesystems (IndexedDB, OPFS). On Node the files are
  // written as PostgreSQL writes them (NODEFS) or live in memory, and the call does nothing but
  // take one more lock: about a quarter of a small statement's time.
  const flushesFiles = /^(idb|opfs-ahp):\/\//.test(client.dataDir ?? '');
  /** Names of evicted statements, closed in the next exchange that prepares one. */
  const toClose: string[] = [];

  async function exchange(parts: Uint8Array[]): Promise<BackendMessage[]> {
    return client.execProtocolStream(concat(parts), { syncToFs: false });
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `sk_${(named++).toString(36)}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const parameterTypes = options?.paramTypes;
    const messages = await exchange([
      ...closing,
      serialize.parse({ name, text, ...(parameterTypes ? { types: parameterTypes } : {}) }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else statement = await prepare(text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[i] as number;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const messages = await client.execProtocolStream(bindExecuteSync(statement.name, values), {
      syncToFs: false,
    });
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0] as Results;
  }

  async function runFresh(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    try {
      return await run(text, params, options);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !STALE_STATEMENT_CODES.has(code) || !statements.has(text))
        throw describeError(error, text, params);
      const stale = statements.get(text) as Statement;
      statements.delete(text);
      toClose.push(stale.name);
      // Inside a transaction the failed statement has aborted it: the caller's rollback follows.
      if (inTransaction) throw describeError(error, text, params);
      return run(text, params, options).catch((again: unknown) => {
        throw describeError(again, text, params);
      });
    }
  }

  return {
    /** A statement outside any transaction (takes PGlite's locks; flushes browser filesystems after). */
    async query(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
      await client._checkReady();
      const result = await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => runFresh(text, params, options, false)),
      );
      if (flushesFiles) await client.syncToFs();
      return result;
    },
    /** A statement inside a transaction (which holds the transaction lock already). */
    queryInTransaction(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
      return client._runExclusiveQuery(() => runFresh(text, params, options, true));
    },
    /** How many statements are prepared now (tests). */
    get size() {
      return statements.size;
    },
  };
}

/** PGlite's own query() puts the statement and its parameters on a failed query's error. */
function describeError(error: unknown, text: string, params: unknown[]): unknown {
  if (error && typeof error === 'object' && !('query' in error))
    Object.assign(error, { query: text, params });
  return error;
}

export type PreparedStatements = ReturnType<typeof preparedStatements>;
export type { QueryFn };
