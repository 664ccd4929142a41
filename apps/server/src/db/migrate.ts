// Numbered SQL migrations (apps/server/migrations/NNNN_name.sql), each applied once inside a
// transaction and recorded with its checksum; a changed file that already ran stops the start.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../config.ts';
import { type Database, rowsOf } from './client.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function migrationsDir(): string {
  return join(serverRoot(), 'migrations');
}

export function loadMigrations(dir = migrationsDir()): Migration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const misnamed = files.filter((file) => !FILE_PATTERN.test(file));
  // A misnamed file would otherwise be skipped without a word and its tables never made.
  if (misnamed.length > 0)
    throw new Error(`Migration files must be named NNNN_lower_snake.sql: ${misnamed.join(', ')}`);
  return files.sort().map((file) => {
    const [, version, name] = FILE_PATTERN.exec(file) as RegExpExecArray;
    const sql = readFileSync(join(dir, file), 'utf8');
    return {
      version: Number(version),
      name: name as string,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
}

interface AppliedRow {
  version: number;
  checksum: string;
}

/** What migrating needs of a database (benchmarks pass their own PGlite handle). */
export type MigrationTarget = Omit<Database, 'listen'>;

/** Applies what is missing; returns the versions it applied. */
export async function migrate(database: MigrationTarget, migrations = loadMigrations()): Promise<number[]> {
  // Reading first keeps an up-to-date start free of DDL (a write PGlite would flush to disk).
  const rows = await selectApplied(database).catch(async (error: unknown) => {
    if (!isUndefinedTable(error)) throw error;
    await database.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
    return [];
  });
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  const done: number[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.version);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum)
        throw new Error(`Migration ${migration.version}_${migration.name} changed after it was applied`);
      continue;
    }
    const version = String(migration.version);
    const name = migration.name.replace(/'/g, "''");
    // One script per migration so BEGIN/COMMIT wrap it and its record together.
    await database.execScript(
      `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version, name, checksum) VALUES (${version}, '${name}', '${migration.checksum}');\nCOMMIT;`,
    );
    done.push(migration.version);
  }
  return done;
}

async function selectApplied(database: MigrationTarget): Promise<AppliedRow[]> {
  const result = await database.db.execute(
    sql`SELECT version, checksum FROM schema_migrations ORDER BY version`,
  );
  return rowsOf<AppliedRow>(result);
}

/** Postgres's "undefined_table" (42P01), as PGlite and node-postgres report it (drizzle may wrap it). */
function isUndefinedTable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '42P01') return true;
  return false;
}
