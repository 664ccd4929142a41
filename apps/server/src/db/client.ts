// One database handle for the whole process: PGlite in DATA_DIR by default, node-postgres with DATABASE_URL.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { type PreparedStatements, preparedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute(sql`…`)`: both drivers answer `{ rows }`, which drizzle's type hides. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run plain SQL that may hold several statements (migrations). */
  execScript(sqlText: string): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each notice's payload after its transaction commits;
   * `onLost` is called if the listening connection breaks (no more notices come). Resolves to
   * the function that stops listening.
   */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * The types drizzle's PGlite driver reads as text and converts itself: timestamps, dates,
 * intervals and numeric / timestamp / interval / date arrays.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryFn = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

const withoutParsers = (options: QueryOptions | undefined) =>
  options?.parsers ? { ...options, parsers: undefined } : options;

const tuned = new WeakSet<PGlite>();

/**
 * Readies a PGlite client for drizzle (in place; returns it). drizzle hands its text parsers for
 * those types to every query, and PGlite answers by copying its whole parser table (several
 * hundred array types) to merge them, once per statement: about 0.2 ms each. The same parsers are
 * set on the client once, after PGlite has installed its array parsers, and the per-query copy is
 * left out; results are unchanged. Raw `client.query` callers get the text values drizzle's
 * `execute` gives too. Statements then run as server-side prepared statements
 * (pglite-statements.ts), in and out of transactions.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  if (tuned.has(client)) return client;
  tuned.add(client);
  // Until PGlite is ready (its own start-up runs queries through `query`), queries keep drizzle's
  // parsers and PGlite's own query path as they are.
  let statements: PreparedStatements | undefined;
  void client.waitReady.then(() => {
    const asText = (value: string) => value;
    for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
    statements = preparedStatements(client);
  });
  const target = client as unknown as { query: QueryFn; transaction: PGlite['transaction'] };
  const query = target.query.bind(client);
  target.query = (text, params, options) =>
    statements && !options?.blob
      ? statements.query(text, params, withoutParsers(options))
      : query(text, params, options);
  const transaction = client.transaction.bind(client);
  target.transaction = (callback) =>
    transaction((tx) => {
      const txTarget = tx as unknown as { query: QueryFn };
      const txQuery = txTarget.query.bind(tx);
      txTarget.query = (text, params, options) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return statements && !options?.blob
          ? statements.queryInTransaction(text, params, withoutParsers(options))
          : txQuery(text, params, options);
      };
      return callback(tx);
    });
  return client;
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(pgliteForDrizzle(client), { schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (text) => {
      try {
        await client.exec(text);
      } catch (error) {
        // A failed script inside BEGIN leaves the transaction aborted; end it so the handle stays usable.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** node-postgres and its driver load only when a server is used, to keep the embedded start fast. */
export async function fromPool(pool: pg.Pool): Promise<Database> {
  const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    execScript: async (text) => {
      const connection = await pool.connect();
      try {
        await connection.query(text);
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    listen: async (channel, onPayload, onLost) => {
      // One connection of the pool is kept for the notices while listening.
      const connection = await pool.connect();
      const onNotice = (notice: pg.Notification) => {
        if (notice.channel === channel) onPayload(notice.payload ?? '');
      };
      let lost = false;
      const onError = () => {
        if (lost) return;
        lost = true;
        onLost?.();
      };
      connection.on('notification', onNotice);
      connection.on('error', onError);
      const quoted = `"${channel.replace(/"/g, '""')}"`;
      await connection.query(`LISTEN ${quoted}`);
      return async () => {
        connection.off('notification', onNotice);
        if (!lost) await connection.query(`UNLISTEN ${quoted}`).catch(() => undefined);
        connection.release(lost);
      };
    },
    close: () => pool.end(),
  };
}

/** A pool whose bigint columns come back as numbers (ids and paise fit in a JS number). */
export async function createPool(config: pg.PoolConfig): Promise<pg.Pool> {
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool(config);
  pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (value: string) => Number(value));
  return pool;
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = await createPool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query('select 1');
    return fromPool(pool);
  }
  const { database, ready } = startDatabase(options.dataDir);
  await ready;
  return database;
}

/**
 * Starts compiling PGlite's WebAssembly (9 MB) on V8's background threads; the caller does its
 * own work on the main thread meanwhile and hands the module to `startDatabase`. Left to itself,
 * PGlite reads and compiles the file only once its own start-up reaches that step, which on a busy
 * main thread (the server loading its modules) comes late, and the main thread then waits for it.
 */
export function compilePgliteWasm(): Promise<PgliteWasm> {
  const path = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return WebAssembly.compile(readFileSync(path));
}

/** PGlite's compiled module (types/webassembly.d.ts declares the global). */
export type PgliteWasm = WebAssembly.Module;

/**
 * The embedded database, usable at once: PGlite opens in the background and holds every query
 * until it is ready, so the server can build its routes meanwhile. Await `ready` before the first
 * statement that must not wait silently (migrations). `wasm`: from `compilePgliteWasm`.
 */
export function startDatabase(
  dataDir: string,
  wasm?: PgliteWasm,
): { database: Database; ready: Promise<void> } {
  const client = new PGlite({
    dataDir: join(dataDir, 'pglite'),
    ...(wasm ? { pgliteWasmModule: wasm } : {}),
  });
  return { database: fromPglite(client), ready: client.waitReady };
}
