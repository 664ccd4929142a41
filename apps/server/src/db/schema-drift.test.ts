// The SQL migrations are the database's source of truth and db/schema.ts describes the same tables
// for typed queries: this test migrates a database and holds every column's name, type and
// nullability against the drizzle tables, so neither can change without the other.
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { rowsOf } from './client.ts';
import * as schema from './schema.ts';

/** Tables the migrations make that are deliberately not read or written through drizzle. */
const NOT_IN_DRIZZLE = new Set([
  // Written and read by db/migrate.ts with plain SQL, before any drizzle table exists.
  'schema_migrations',
]);

interface ColumnRow {
  table_name: string;
  column_name: string;
  formatted: string;
  is_nullable: 'YES' | 'NO';
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

/**
 * A column as compared, one line each so that a failure lists every difference: `name type`, then
 * `not null`, and `identity` or `generated` when the database fills it (drizzle leaves those out
 * of its inserts only when it knows).
 */
type Columns = Map<string, string[]>;

const ALIASES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
  bool: 'boolean',
  float4: 'real',
  float8: 'double precision',
  'character varying': 'varchar',
  character: 'char',
  bpchar: 'char',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  'timestamp with time zone': 'timestamp with time zone',
  'timestamp without time zone': 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
  decimal: 'numeric',
};

/**
 * One spelling per SQL type: drizzle's `getSQLType()` and Postgres's `format_type()` differ only
 * in aliases (`timestamptz` / `timestamp with time zone`, `int4` / `integer`) and in where a
 * timestamp's precision goes; lengths, numeric precision, array brackets and enum names are kept.
 */
function normalizeType(type: string): string {
  let rest = type.trim().toLowerCase().replace(/\s+/g, ' ');
  let brackets = '';
  while (rest.endsWith('[]')) {
    brackets += '[]';
    rest = rest.slice(0, -2).trim();
  }
  // `timestamp(3) with time zone` → base `timestamp with time zone`, modifier `(3)`.
  const modifier = /\(([^)]*)\)/.exec(rest);
  const base = rest.replace(/\s*\([^)]*\)\s*/, ' ').trim();
  const args = modifier ? `(${(modifier[1] as string).replace(/\s+/g, '')})` : '';
  return `${ALIASES[base] ?? base}${args}${brackets}`;
}

function describeColumn(
  name: string,
  type: string,
  flags: { notNull: boolean; identity: boolean; generated: boolean },
): string {
  const marks = Object.entries(flags)
    .filter(([, set]) => set)
    .map(([flag]) => (flag === 'notNull' ? ' not null' : ` ${flag}`));
  return `${name} ${normalizeType(type)}${marks.join('')}`;
}

async function databaseColumns(database: TestDatabase): Promise<Columns> {
  // format_type gives the declared type with its modifiers (varchar(20), numeric(14,3), integer[],
  // an enum's name) the way a migration wrote it.
  const rows = rowsOf<ColumnRow>(
    await database.db.execute(sql`
      SELECT c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) AS formatted,
             c.is_nullable, c.is_identity, c.is_generated
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      JOIN pg_attribute a
        ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
       AND a.attname = c.column_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.column_name`),
  );
  const tables: Columns = new Map();
  for (const row of rows) {
    const line = describeColumn(row.column_name, row.formatted, {
      notNull: row.is_nullable === 'NO',
      identity: row.is_identity === 'YES',
      generated: row.is_generated === 'ALWAYS',
    });
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), line]);
  }
  return tables;
}

function drizzleColumns(): Columns {
  const tables: Columns = new Map();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const lines = config.columns
      .map((column) =>
        describeColumn(column.name, column.getSQLType(), {
          notNull: column.notNull,
          identity: column.generatedIdentity !== undefined,
          generated: column.generated !== undefined,
        }),
      )
      .sort();
    tables.set(getTableName(value), lines);
  }
  return tables;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('schema drift between the migrations and db/schema.ts', () => {
  it('spells each SQL type one way', () => {
    expect(normalizeType('timestamptz')).toBe(normalizeType('timestamp with time zone'));
    expect(normalizeType('timestamp(3) with time zone')).toBe('timestamp with time zone(3)');
    expect(normalizeType('timestamp with time zone(3)')).toBe('timestamp with time zone(3)');
    expect(normalizeType('character varying(20)')).toBe('varchar(20)');
    expect(normalizeType('numeric(14, 3)')).toBe('numeric(14,3)');
    expect(normalizeType('int4[]')).toBe('integer[]');
    expect(normalizeType('integer[][]')).toBe('integer[][]');
    expect(normalizeType('order_status')).toBe('order_status');
  });

  it('has a drizzle table for every table the migrations make, and no other', async () => {
    const inDatabase = [...(await databaseColumns(database)).keys()].filter((t) => !NOT_IN_DRIZZLE.has(t));
    const inDrizzle = [...drizzleColumns().keys()];
    expect({
      missingFromSchemaTs: inDatabase.filter((t) => !inDrizzle.includes(t)).sort(),
      missingFromMigrations: inDrizzle.filter((t) => !inDatabase.includes(t)).sort(),
    }).toEqual({ missingFromSchemaTs: [], missingFromMigrations: [] });
  });

  it('gives every column the same name, type, nullability and generation on both sides', async () => {
    const inDatabase = await databaseColumns(database);
    const drift: Record<string, { migrations: string[]; schemaTs: string[] }> = {};
    for (const [table, columns] of drizzleColumns()) {
      const actual = inDatabase.get(table);
      if (!actual) continue; // reported by the test above
      const migrations = actual.filter((line) => !columns.includes(line));
      const schemaTs = columns.filter((line) => !actual.includes(line));
      if (migrations.length > 0 || schemaTs.length > 0) drift[table] = { migrations, schemaTs };
    }
    expect(drift).toEqual({});
  });
});
