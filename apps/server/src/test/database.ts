// A fresh, migrated database per test file: PGlite loaded from a migrated snapshot (fast), or a
// new schema on the real server at TEST_DATABASE_URL (CI sets it to the local Postgres).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPool, type Database, fromPglite, fromPool } from '../db/client.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';

function snapshotPath(): string {
  // One hash over every migration's number and checksum: a cut-off list of them would miss a new
  // migration (from the 7th on), and checksums alone a renumbered one.
  const key = createHash('sha256')
    .update(
      loadMigrations()
        .map((m) => `${m.version}:${m.checksum}`)
        .join(','),
    )
    .digest('hex');
  return join(tmpdir(), `storekeep-test-${key.slice(0, 48)}.tar.gz`);
}

/** Migrates a throwaway PGlite once and keeps its data folder as a file beside the other tests' runs. */
export async function ensurePgliteSnapshot(): Promise<string> {
  const path = snapshotPath();
  if (existsSync(path)) return path;
  const client = await PGlite.create();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

export interface TestDatabase extends Database {
  /** Drops what the test made (the schema on a real server). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresSchema(url);
  const snapshot = readFileSync(await ensurePgliteSnapshot());
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  const database = fromPglite(client);
  return { ...database, dispose: () => database.close() };
}

/** A database no migration has touched: migration tests apply them step by step. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresSchema(url, false);
  const database = fromPglite(await PGlite.create());
  return { ...database, dispose: () => database.close() };
}

async function createPostgresSchema(url: string, migrated = true): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = await createPool({ connectionString: url, max: 5, options: `-c search_path=${schema}` });
  const database = await fromPool(pool);
  if (migrated) await migrate(database);
  return {
    ...database,
    dispose: async () => {
      await pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await pool.end();
    },
  };
}
