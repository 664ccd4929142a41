import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { loadMigrations, migrate } from './migrate.ts';

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
