// Autovacuum's work where none runs (embedded PGlite): statistics for tables that never had any,
// ANALYZE after many changes, VACUUM after many dead rows; nothing where autovacuum runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { rowsOf } from './client.ts';
import { maintainTables } from './maintenance.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE maintenance_probe (id int PRIMARY KEY, v int NOT NULL)`);
  await database.db.execute(
    sql`INSERT INTO maintenance_probe SELECT i, i FROM generate_series(1, 1000) AS s(i)`,
  );
  // The insert's activity counters reach the statistics views at most once a second: counted
  // before the first maintenance, not after its ANALYZE (which would then look 1000 changes old).
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  await database.db.execute(sql`SELECT 1`);
});
afterAll(() => database.dispose());

const reltuples = async () =>
  Number(
    rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT reltuples AS n FROM pg_class WHERE relname = 'maintenance_probe'`),
    )[0]?.n,
  );

const autovacuumRuns = async () =>
  rowsOf(
    await database.db.execute(sql`SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher'`),
  ).length > 0;

describe('table maintenance', () => {
  it('without autovacuum (PGlite): analyzes a table that never had statistics, then only after enough changes', async () => {
    if (await autovacuumRuns()) return;
    expect(await reltuples()).toBeLessThan(0);
    const first = await maintainTables(database.db);
    expect(first.analyzed).toContain('maintenance_probe');
    expect(await reltuples()).toBe(1000);
    expect((await maintainTables(database.db)).analyzed).not.toContain('maintenance_probe');
    // 600 updated rows: more than 50 + 20 % dead rows, so VACUUM (ANALYZE).
    await database.db.execute(sql`UPDATE maintenance_probe SET v = v + 1 WHERE id <= 600`);
    // Activity counters reach the statistics views at most once a second; this makes it now.
    await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    const after = await maintainTables(database.db);
    expect(after.vacuumed).toContain('maintenance_probe');
    const dead = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relname = 'maintenance_probe'`,
      ),
    );
    expect(Number(dead[0]?.n)).toBe(0);
  });

  it('with autovacuum running: leaves the work to it', async () => {
    if (!(await autovacuumRuns())) return;
    expect(await maintainTables(database.db)).toEqual({ analyzed: [], vacuumed: [] });
  });
});
