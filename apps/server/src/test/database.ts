// A database of its own per test file, started from a template (templates.ts): PGlite loaded from
// the template's dump, or on the real server at TEST_DATABASE_URL (CI sets it to the local
// Postgres) a new database created from the template database and dropped at dispose.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPool, type Database, fromPglite, fromPool } from '../db/client.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import {
  databaseUrl,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  type TemplateKind,
  withAdmin,
} from './templates.ts';

export interface TestDatabase extends Database {
  /** Drops what the test made (the database on a real server). */
  dispose(): Promise<void>;
}

/** A migrated database; `demo`: with the demo store in it too (demo/generate.ts). */
export async function createTestDatabase(template: TemplateKind = 'migrated'): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresDatabase(url, await ensurePostgresTemplate(url, template));
  const dump = readFileSync(await ensurePgliteTemplate(template));
  const database = fromPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  return { ...database, dispose: () => database.close() };
}

/** A database no migration has touched: migration tests apply them step by step. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresDatabase(url, 'template1');
  const database = fromPglite(await PGlite.create());
  return { ...database, dispose: () => database.close() };
}

/** A database migrated up to, not including, `version`: a migration's test writes what it finds. */
export async function createTestDatabaseBefore(version: number): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrate(
    database,
    loadMigrations().filter((m) => m.version < version),
  );
  return database;
}

async function createPostgresDatabase(url: string, template: string): Promise<TestDatabase> {
  const name = `sk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const pool = await createPool({ connectionString: databaseUrl(url, name), max: 5 });
  const database = await fromPool(pool);
  return {
    ...database,
    dispose: async () => {
      await pool.end();
      // Not WITH (FORCE): the pool's connections are still closing when end() resolves, and a
      // connection ended by the server throws in the test. DROP waits up to 5 s for them to go;
      // a database some leaked connection keeps is removed by a later run (templates.ts).
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE ${name}`)).catch((error: Error) =>
        console.warn(`test database ${name} left behind: ${error.message}`),
      );
    },
  };
}
