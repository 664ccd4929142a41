// Server-side prepared statements for PGlite.
// PGlite's query() runs every statement as six protocol exchanges with the WebAssembly backend
// (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans the text each
// time: for the storefront's product page that is about 1.6 ms, of which executing the plan is
// 0.3. Here each distinct statement text is parsed once under a name (with its parameter types
// and row description kept), and every later call is one exchange: bind, execute, sync.
// PostgreSQL then reuses the plan (its plan cache, as for any prepared statement).
import {
  Mutex,
  messages as messages_,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

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

/**
 * Bind, Execute and Sync for a prepared statement, as one buffer: text values with format 0,
 * binary ones (a typed array or ArrayBuffer) with format 1, null as length -1, text results.
 * PGlite's own serializer writes the same bytes, but each string it writes goes through
 * esbuild's helper for `this.#offset++`, an object literal with a getter and a setter around new
 * closures: every call makes V8 a new hidden class, which survives the young-generation
 * collections and makes each of them take milliseconds (decisions.md, "PGlite's serializer and
 * lock keep garbage alive"). Statements run here are the request path's, so they are written here.
 */
export function bindExecuteSync(
  statement: string,
  values: readonly (string | ArrayBufferView | ArrayBuffer | null)[],
) {
  const name = encoder.encode(statement);
  const encoded = values.map((value) =>
    value === null
      ? null
      : typeof value === 'string'
        ? encoder.encode(value)
        : ArrayBuffer.isView(value)
          ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
          : new Uint8Array(value),
  );
  // Type, length, portal "" and statement name, format codes, values, result format count.
  let length = 4 + 1 + name.length + 1 + 2 + 2 * values.length + 2 + 2;
  for (const value of encoded) length += 4 + (value ? value.length : 0);
  const out = new Uint8Array(1 + length + EXECUTE_SYNC.length);
  const view = new DataView(out.buffer);
  let at = 0;
  out[at++] = 0x42; // 'B'
  view.setInt32(at, length);
  at += 4;
  out[at++] = 0; // unnamed portal
  out.set(name, at);
  at += name.length;
  out[at++] = 0;
  view.setUint16(at, values.length);
  at += 2;
  for (const value of values) {
    view.setInt16(at, value === null || typeof value === 'string' ? 0 : 1);
    at += 2;
  }
  view.setUint16(at, values.length);
  at += 2;
  for (const value of encoded) {
    view.setInt32(at, value ? value.length : -1);
    at += 4;
    if (value) {
      out.set(value, at);
      at += value.length;
    }
  }
  view.setInt16(at, 0); // all result columns as text
  at += 2;
  out.set(EXECUTE_SYNC, at);
  return out;
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

type Release = () => void;
interface Semaphore {
  acquire(weight?: number): Promise<[number, Release]>;
  runExclusive<T>(callback: (value: number) => Promise<T> | T, weight?: number): Promise<T>;
}

function isSemaphore(value: unknown): value is Semaphore {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'acquire') === 'function' &&
    typeof Reflect.get(value, 'runExclusive') === 'function'
  );
}

let locksMended = false;

/**
 * PGlite takes its locks through a bundled copy of async-mutex whose `runExclusive` is compiled to
 * a generator driven by a hand-made awaiter. On Node 20 every call leaves garbage that outlives two
 * young-generation collections: in a loop of `_runExclusiveQuery(async () => 1)` the heap grows by
 * about 3 MB per collection and each one takes 5–10 ms instead of under 1 (decisions.md). The
 * method is put back on the semaphore's prototype (shared by all of PGlite's locks) as the same
 * steps in a native async function: acquire, run, release in `finally`. Idempotent; does nothing
 * if a later PGlite ships another lock.
 */
export function mendPgliteLocks(): boolean {
  if (locksMended) return true;
  const semaphore: unknown = Reflect.get(new Mutex(), '_semaphore');
  const prototype: unknown = semaphore ? Object.getPrototypeOf(semaphore) : undefined;
  if (!isSemaphore(prototype) || !isSemaphore(semaphore)) return false;
  const runExclusive: Semaphore['runExclusive'] = async function runExclusive(
    this: Semaphore,
    callback,
    weight = 1,
  ) {
    const [value, release] = await this.acquire(weight);
    try {
      return await callback(value);
    } finally {
      release();
    }
  };
  Object.defineProperty(prototype, 'runExclusive', {
    value: runExclusive,
    writable: true,
    configurable: true,
  });
  locksMended = true;
  return true;
}

/**
 * The statement runner of one PGlite client. `query` outside a transaction takes PGlite's
 * transaction and query locks (as its own query() does); `queryInTransaction` runs inside a
 * transaction that already holds the transaction lock.
 */
export function preparedStatements(client: PGlite) {
  mendPgliteLocks();
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
    return resultOf(statement.rowDescription, messages, client.parsers, options);
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

type Parsers = PGlite['parsers'];

/**
 * The result of one statement from its row description and the backend's answer, as PGlite's
 * `parse.parseResults(...)[0]` gives it: fields, rows (objects, or arrays with rowMode 'array',
 * each value through the type's parser), command, rowCount and affectedRows. PGlite's version
 * builds the result as `{ ...result, command, affectedRows }`; on Node 20's V8 a property added
 * after an object spread allocates a new descriptor array per object, which outlives the young
 * generation (decisions.md), and this runs once per statement. Written here without the spread.
 */
function resultOf(
  rowDescription: BackendMessage | undefined,
  messages: readonly BackendMessage[],
  clientParsers: Parsers,
  options: QueryOptions | undefined,
): Results {
  const parsers = options?.parsers ? Object.assign({}, clientParsers, options.parsers) : clientParsers;
  const fields =
    rowDescription instanceof messages_.RowDescriptionMessage
      ? rowDescription.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }))
      : [];
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  const result: Results = { rows: rows as Results['rows'], fields, affectedRows: 0 };
  for (const message of messages) {
    if (message instanceof messages_.DataRowMessage) {
      const values = message.fields;
      if (asArrays) {
        const row: unknown[] = new Array(values.length);
        for (let i = 0; i < values.length; i++)
          row[i] = parsed(values[i] ?? null, fields[i]?.dataTypeID, parsers);
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++)
          row[fields[i]?.name ?? String(i)] = parsed(values[i] ?? null, fields[i]?.dataTypeID, parsers);
        rows.push(row);
      }
    } else if (message instanceof messages_.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      result.command = command;
      if (CHANGING_COMMANDS.has(command) && !Number.isNaN(count)) result.affectedRows = count;
      if (!Number.isNaN(count)) result.rowCount = count;
    }
  }
  return result;
}

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function parsed(value: string | null, type: number | undefined, parsers: Parsers): unknown {
  if (value === null) return null;
  const parse = type === undefined ? undefined : parsers[type];
  return parse ? parse(value, type as number) : value;
}

/** PGlite's own query() puts the statement and its parameters on a failed query's error. */
function describeError(error: unknown, text: string, params: unknown[]): unknown {
  if (error && typeof error === 'object' && !('query' in error))
    Object.assign(error, { query: text, params });
  return error;
}

export type PreparedStatements = ReturnType<typeof preparedStatements>;
export type { QueryFn };
