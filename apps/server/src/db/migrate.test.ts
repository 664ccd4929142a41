import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  EARLIER_CHECKSUMS_FILE,
  loadMigrations,
  migrate,
  migrationStatements,
  migrationsDir,
} from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('migrations', () => {
  it('records every numbered file once and does nothing the second time', async () => {
    const files = loadMigrations();
    expect(files.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
    const applied = await rows(sql`SELECT version FROM schema_migrations ORDER BY version`);
    expect(applied.map((r) => r.version)).toEqual(files.map((m) => m.version));
    expect(await migrate(database)).toEqual([]);
  });

  it('refuses a migration file whose name it would otherwise skip', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '0004b_extra.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(
      'Migration files must be named NNNN_lower_snake.sql: 0004b_extra.sql',
    );
  });

  it('rolls a failing migration back whole and records nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(
      join(dir, '0900_half_done.sql'),
      'CREATE TABLE half_done (id int);\nSELECT no_such_function();',
    );
    const broken = [...loadMigrations(), ...loadMigrations(dir)];
    await expect(migrate(database, broken)).rejects.toThrow();
    expect(await rows(sql`SELECT to_regclass('half_done') AS t`)).toEqual([{ t: null }]);
    expect(await rows(sql`SELECT version FROM schema_migrations WHERE version = 900`)).toEqual([]);
    // The connection is still usable afterwards.
    expect(await rows(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(database, edited)).rejects.toThrow(/changed after it was applied/);
  });
});

describe('migration checksums', () => {
  const earlier = JSON.parse(readFileSync(join(migrationsDir(), EARLIER_CHECKSUMS_FILE), 'utf8')) as Record<
    string,
    { fullText: string; statements: string }
  >;
  const recordedChecksum = async (version: number) =>
    (await rows(sql`SELECT checksum FROM schema_migrations WHERE version = ${version}`))[0]?.checksum;

  /** A copy of the migrations folder with one file's text replaced. */
  function migrationsWith(version: number, edit: (text: string) => string) {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(migrationsDir(), dir, { recursive: true });
    const file = loadMigrations().find((m) => m.version === version);
    if (!file) throw new Error(`no migration ${version}`);
    const path = join(dir, `${String(version).padStart(4, '0')}_${file.name}.sql`);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
    return loadMigrations(dir);
  }

  it('cover the statements, not the comments or blank lines', () => {
    const text =
      "-- Why this table.\nCREATE TABLE t (\n  a text DEFAULT '--', -- kept as typed\n\n  b int\n);\n";
    expect(migrationStatements(text)).toBe("CREATE TABLE t (\n  a text DEFAULT '--',\n  b int\n);");
    const reworded = migrationsWith(9, (t) => `-- Reworded.\n\n${t.replace(/--[^\n]*/g, '-- other words')}`);
    expect(reworded.find((m) => m.version === 9)?.checksum).toBe(
      loadMigrations().find((m) => m.version === 9)?.checksum,
    );
  });

  it('still match, file by file, the statements of the files recorded before comments were left out', () => {
    for (const migration of loadMigrations().filter((m) => String(m.version) in earlier))
      expect(earlier[String(migration.version)]?.statements, `${migration.version}_${migration.name}`).toBe(
        migration.checksum,
      );
  });

  it('accepts a database recorded under a file’s whole-text checksum and records the new one', async () => {
    const version = 9;
    const fullText = earlier[String(version)]?.fullText as string;
    await database.db.execute(
      sql`UPDATE schema_migrations SET checksum = ${fullText} WHERE version = ${version}`,
    );
    expect(await migrate(database)).toEqual([]);
    expect(await recordedChecksum(version)).toBe(
      loadMigrations().find((m) => m.version === version)?.checksum,
    );
  });

  it('accepts the whole-text checksum of a file as it is now', async () => {
    const migration = loadMigrations().find((m) => m.version === 3);
    const fullText = migration?.earlierChecksums?.[0] as string;
    await database.db.execute(sql`UPDATE schema_migrations SET checksum = ${fullText} WHERE version = 3`);
    expect(await migrate(database)).toEqual([]);
    expect(await recordedChecksum(3)).toBe(migration?.checksum);
  });

  it('refuses to start when a statement changed, whichever checksum the database recorded', async () => {
    const version = 9;
    const changed = migrationsWith(version, (t) => `${t}\nSELECT 1;\n`);
    await expect(migrate(database, changed)).rejects.toThrow(/changed after it was applied/);
    const fullText = earlier[String(version)]?.fullText as string;
    await database.db.execute(
      sql`UPDATE schema_migrations SET checksum = ${fullText} WHERE version = ${version}`,
    );
    await expect(migrate(database, changed)).rejects.toThrow(/changed after it was applied/);
    expect(await recordedChecksum(version)).toBe(fullText);
    // The files as they are put the record right again.
    expect(await migrate(database)).toEqual([]);
  });
});
