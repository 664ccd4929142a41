// Table statistics and dead-row cleanup where no autovacuum runs.
// PostgreSQL's autovacuum keeps each table's planner statistics fresh (ANALYZE) and clears the
// rows that updates and deletes leave behind (VACUUM). Embedded PGlite runs PostgreSQL in
// single-user mode: there is no autovacuum launcher, so a store's tables would never get
// statistics (the planner then guesses, and picks e.g. a customer index scan to find one order by
// its id) and would only grow. This task does autovacuum's part with its default thresholds, as a
// periodic job: it does nothing where an autovacuum launcher is running.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';

/** Autovacuum's defaults: act after 50 rows plus 10 % (analyze) or 20 % (vacuum) of the table. */
const BASE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_SCALE = 0.2;

export interface MaintenanceResult {
  analyzed: string[];
  vacuumed: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function maintainTables(db: Db): Promise<MaintenanceResult> {
  const launcher = rowsOf(
    await db.execute(sql`SELECT 1 FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher'`),
  );
  if (launcher.length > 0) return { analyzed: [], vacuumed: [] };
  // The activity counters start from zero when the database opens, so a table that holds rows
  // but was never analyzed (reltuples < 0) is analyzed whatever they say.
  const tables = rowsOf<{ name: string; analyze: boolean; vacuum: boolean }>(
    await db.execute(sql`
      SELECT c.relname AS name,
        (c.reltuples < 0 AND pg_relation_size(c.oid) > 0)
          OR s.n_mod_since_analyze > ${BASE_THRESHOLD} + ${ANALYZE_SCALE} * greatest(c.reltuples, 0) AS analyze,
        s.n_dead_tup > ${BASE_THRESHOLD} + ${VACUUM_SCALE} * greatest(c.reltuples, 0) AS vacuum
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = current_schema()
      ORDER BY c.relname`),
  );
  const result: MaintenanceResult = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    // VACUUM (ANALYZE) does both in one pass over the table.
    if (table.vacuum) {
      await db.execute(sql.raw(`VACUUM (ANALYZE) ${quoteIdent(table.name)}`));
      result.vacuumed.push(table.name);
      result.analyzed.push(table.name);
    } else if (table.analyze) {
      await db.execute(sql.raw(`ANALYZE ${quoteIdent(table.name)}`));
      result.analyzed.push(table.name);
    }
  }
  return result;
}

/** How often the task looks: the thresholds decide whether it does anything. */
export const MAINTENANCE_EVERY_MS = 10 * 60_000;
