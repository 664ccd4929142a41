// Numbered SQL migrations (apps/server/migrations/NNNN_name.sql), each applied once inside a
// transaction and recorded with its checksum; a changed statement in a file that already ran stops
// the start. The checksum is taken over the statements only (`--` comments and blank lines left
// out), so a migration's comments may be reworded after it landed; its statements never.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../config.ts';
import { type Database, rowsOf } from './client.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** sha256 of the file's statements (`migrationStatements`). */
  checksum: string;
  /**
   * Checksums a database may have recorded for these same statements before checksums left the
   * comments out: accepted, and replaced by `checksum` on the next start.
   */
  earlierChecksums?: readonly string[];
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * Databases migrated before the checksum left comments out recorded the sha256 of each file's
 * whole text. This file keeps, per version, that checksum of the file as it was then (`fullText`)
 * and the checksum of its statements (`statements`): the old record is accepted only while the
 * file still has the same statements.
 */
export const EARLIER_CHECKSUMS_FILE = 'checksums-before-comment-normalization.json';

interface EarlierChecksum {
  fullText: string;
  statements: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A migration's text without its `--` comments, trailing spaces and blank lines: what its checksum
 * covers. Quoted strings and identifiers are read as such, so `'--'` inside a literal stays; inside
 * dollar-quoted function bodies `--` starts a comment as it does in SQL and PL/pgSQL.
 */
export function migrationStatements(text: string): string {
  const kept: string[] = [];
  let quote: "'" | '"' | null = null;
  for (const line of text.split('\n')) {
    let end = line.length;
    // Most lines hold no comment and no quote: nothing to scan (every start checks every file).
    const plain = !quote && !line.includes('--') && !line.includes("'") && !line.includes('"');
    for (let i = 0; !plain && i < line.length; i++) {
      const char = line[i];
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === "'" || char === '"') quote = char;
      else if (char === '-' && line[i + 1] === '-') {
        end = i;
        break;
      }
    }
    const statement = line.slice(0, end).trimEnd();
    if (statement !== '') kept.push(statement);
  }
  return kept.join('\n');
}

function readEarlierChecksums(dir: string): Map<number, EarlierChecksum> {
  const file = join(dir, EARLIER_CHECKSUMS_FILE);
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, EarlierChecksum>;
  return new Map(Object.entries(entries).map(([version, entry]) => [Number(version), entry]));
}

export function migrationsDir(): string {
  return join(serverRoot(), 'migrations');
}

export function loadMigrations(dir = migrationsDir()): Migration[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql'));
  const misnamed = files.filter((file) => !FILE_PATTERN.test(file));
  // A misnamed file would otherwise be skipped without a word and its tables never made.
  if (misnamed.length > 0)
    throw new Error(`Migration files must be named NNNN_lower_snake.sql: ${misnamed.join(', ')}`);
  const earlier = readEarlierChecksums(dir);
  return files.sort().map((file) => {
    const [, version, name] = FILE_PATTERN.exec(file) as RegExpExecArray;
    const sql = readFileSync(join(dir, file), 'utf8');
    const checksum = sha256(migrationStatements(sql));
    // The whole text's checksum, as recorded before: the same file, so the same statements.
    const earlierChecksums = [sha256(sql)];
    const recorded = earlier.get(Number(version));
    if (recorded && recorded.statements === checksum) earlierChecksums.push(recorded.fullText);
    return { version: Number(version), name: name as string, sql, checksum, earlierChecksums };
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
      if (checksum === migration.checksum) continue;
      if (!migration.earlierChecksums?.includes(checksum))
        throw new Error(`Migration ${migration.version}_${migration.name} changed after it was applied`);
      // Recorded under the whole text's checksum: the statements are the same, so record theirs.
      await database.db.execute(
        sql`UPDATE schema_migrations SET checksum = ${migration.checksum} WHERE version = ${migration.version} AND checksum = ${checksum}`,
      );
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
