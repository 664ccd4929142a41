// drizzle's row mapper, as the queries rely on it: every query of every test goes through it; these
// cases pin down the shapes the code reads: nested objects, decoders, left-join nulling, a prepared
// statement run again with other rows.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const shelves = pgTable('t_shelves', {
  shelfId: integer('shelf_id').primaryKey(),
  label: text('label').notNull(),
});
const items = pgTable('t_items', {
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  shelfId: integer('shelf_id'),
  name: text('name').notNull(),
  price: numeric('price'),
  fragile: boolean('fragile').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
});

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle(client);
  await client.exec(`
    CREATE TABLE t_shelves (shelf_id int PRIMARY KEY, label text NOT NULL);
    CREATE TABLE t_items (item_id bigint PRIMARY KEY, shelf_id int, name text NOT NULL, price numeric,
      fragile boolean NOT NULL, added_at timestamptz NOT NULL);
    INSERT INTO t_shelves VALUES (1, 'Top'), (2, 'Bottom');
    INSERT INTO t_items VALUES (10, 1, 'Jar', '12.50', true, '2026-01-02T03:04:05Z'),
      (11, NULL, 'Sack', NULL, false, '2026-02-03T04:05:06Z'),
      (12, 2, 'Tin', '3', false, '2026-03-04T05:06:07Z');
  `);
});
afterAll(() => client.close());

describe("drizzle's row mapper", () => {
  it('fills nested objects, decodes columns and SQL expressions, and nulls a left-joined table with no row', async () => {
    const rows = await db
      .select({
        id: items.itemId,
        detail: {
          name: items.name,
          price: items.price,
          added: items.addedAt,
          loud: sql<string>`upper(${items.name})`,
          doubled: sql`${items.itemId} * 2`.mapWith(Number),
        },
        shelf: shelves,
      })
      .from(items)
      .leftJoin(shelves, eq(shelves.shelfId, items.shelfId))
      .orderBy(items.itemId);
    expect(rows).toEqual([
      {
        id: 10,
        detail: {
          name: 'Jar',
          price: '12.50',
          added: new Date('2026-01-02T03:04:05Z'),
          loud: 'JAR',
          doubled: 20,
        },
        shelf: { shelfId: 1, label: 'Top' },
      },
      {
        id: 11,
        detail: {
          name: 'Sack',
          price: null,
          added: new Date('2026-02-03T04:05:06Z'),
          loud: 'SACK',
          doubled: 22,
        },
        shelf: null,
      },
      {
        id: 12,
        detail: {
          name: 'Tin',
          price: '3',
          added: new Date('2026-03-04T05:06:07Z'),
          loud: 'TIN',
          doubled: 24,
        },
        shelf: { shelfId: 2, label: 'Bottom' },
      },
    ]);
  });

  it('keeps the object of an inner-joined table, and maps whole-table selections by table name', async () => {
    const rows = await db
      .select()
      .from(items)
      .innerJoin(shelves, eq(shelves.shelfId, items.shelfId))
      .where(eq(items.itemId, 12));
    expect(rows).toEqual([
      {
        t_items: {
          itemId: 12,
          shelfId: 2,
          name: 'Tin',
          price: '3',
          fragile: false,
          addedAt: new Date('2026-03-04T05:06:07Z'),
        },
        t_shelves: { shelfId: 2, label: 'Bottom' },
      },
    ]);
  });

  it('maps fields of a subquery, and a prepared statement gives each run its own rows', async () => {
    const priced = db
      .select({
        itemId: items.itemId,
        shelfId: items.shelfId,
        label: sql<string>`'#' || ${items.name}`.as('tag'),
      })
      .from(items)
      .as('priced');
    const statement = db
      .select({ id: priced.itemId, label: priced.label, shelf: { label: shelves.label } })
      .from(priced)
      .leftJoin(shelves, eq(shelves.shelfId, priced.shelfId))
      .where(eq(priced.itemId, sql.placeholder('id')))
      .prepare('t_items_by_id');
    expect(await statement.execute({ id: 10 })).toEqual([{ id: 10, label: '#Jar', shelf: { label: 'Top' } }]);
    expect(await statement.execute({ id: 11 })).toEqual([{ id: 11, label: '#Sack', shelf: null }]);
    expect(await statement.execute({ id: 12 })).toEqual([
      { id: 12, label: '#Tin', shelf: { label: 'Bottom' } },
    ]);
    expect(await statement.execute({ id: 99 })).toEqual([]);
  });
});
