// Server-side prepared statements on PGlite: same answers as PGlite's own query(), one exchange
// per repeated statement, stale statements prepared again, errors as before, bounded memory.
import { Mutex, PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindExecuteSync, MAX_PREPARED_STATEMENTS, preparedStatements } from './pglite-statements.ts';

let client: PGlite;
let statements: ReturnType<typeof preparedStatements>;

beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(() => client.close());

beforeEach(async () => {
  await client.exec(`
    DROP TABLE IF EXISTS items;
    CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, price numeric(12,2), tags text[], info jsonb,
      made timestamptz);
    INSERT INTO items VALUES (1, 'Tea', 10.50, '{hot,leaf}', '{"a":1}', '2026-11-23T10:00:00Z'),
      (2, 'Rice', 70, '{}', null, null);
  `);
  statements = preparedStatements(client);
});

describe('prepared statements on PGlite', () => {
  it('answers exactly as PGlite query() does: rows, fields, row counts, array rows, typed parameters', async () => {
    const select = 'SELECT * FROM items WHERE id = ANY($1) AND info IS DISTINCT FROM $2 ORDER BY id';
    const params = [[1, 2], { b: 2 }];
    expect(await statements.query(select, params)).toEqual(await client.query(select, params));
    expect(await statements.query(select, params, { rowMode: 'array' })).toEqual(
      await client.query(select, params, { rowMode: 'array' }),
    );
    const insert =
      'INSERT INTO items (id, name, tags, made) VALUES ($1, $2, $3, $4) RETURNING id, tags, made';
    const inserted = await statements.query(insert, [3, 'Dal', ['pulse'], new Date('2026-01-02T03:04:05Z')]);
    expect(inserted.rows).toEqual([{ id: 3, tags: ['pulse'], made: new Date('2026-01-02T03:04:05Z') }]);
    expect(inserted.affectedRows).toBe(1);
    const update = await statements.query('UPDATE items SET name = $1 WHERE id > $2', ['x', 1]);
    expect(update).toMatchObject({ rows: [], affectedRows: 2 });
    expect((await client.query('SELECT name FROM items ORDER BY id')).rows).toEqual([
      { name: 'Tea' },
      { name: 'x' },
      { name: 'x' },
    ]);
  });

  it('parses a statement once: later calls are one exchange with the database', async () => {
    const exchanges = vi.spyOn(client, 'execProtocolStream');
    const text = 'SELECT name FROM items WHERE id = $1';
    await statements.query(text, [1]);
    expect(exchanges).toHaveBeenCalledTimes(2);
    for (const id of [1, 2, 1]) await statements.query(text, [id]);
    expect(exchanges).toHaveBeenCalledTimes(5);
    expect((await statements.query(text, [2])).rows).toEqual([{ name: 'Rice' }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const text = 'SELECT * FROM items WHERE id = $1';
    await statements.query(text, [1]);
    await client.exec('ALTER TABLE items ADD COLUMN unit text');
    expect((await statements.query(text, [1])).rows[0]).toHaveProperty('unit', null);
  });

  it('fails as before and stays usable: the error carries its code and statement', async () => {
    const insert = 'INSERT INTO items (id, name) VALUES ($1, $2)';
    const failure = await statements.query(insert, [1, 'Again']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert });
    await expect(statements.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect((await statements.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction, whose rollback undoes its writes', async () => {
    await client
      .transaction(async (tx) => {
        await statements.queryInTransaction("INSERT INTO items (id, name) VALUES (9, 'Temp')");
        expect((await tx.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 3 }]);
        await statements.queryInTransaction("INSERT INTO items (id, name) VALUES (9, 'Twice')");
      })
      .catch(() => undefined);
    expect((await statements.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps at most MAX_PREPARED_STATEMENTS, closing the least recently used', async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) await statements.query(`SELECT ${i} AS n`);
    expect(statements.size).toBe(MAX_PREPARED_STATEMENTS);
    await statements.query('SELECT 1');
    const prepared = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements',
    );
    // This runner's statements, and at most the handful the earlier tests' runners left.
    expect(prepared.rows[0]?.n).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 20);
    expect((await statements.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  });

  it('delivers notifications raised by its statements', async () => {
    const heard: string[] = [];
    const stop = await client.listen('news', (payload) => heard.push(payload));
    await statements.query("SELECT pg_notify('news', $1)", ['hello']);
    await vi.waitFor(() => expect(heard).toEqual(['hello']));
    await stop();
  });

  it('answers an UPDATE, a DELETE and a statement without rows as PGlite query() does', async () => {
    for (const text of [
      'UPDATE items SET name = name',
      'DELETE FROM items WHERE id = 99',
      'SET search_path = public',
    ])
      expect(await statements.query(text)).toEqual(await client.query(text));
  });
});

describe('the bytes of a bound statement', () => {
  const { serialize } = protocol;
  const theirs = (name: string, values: (string | Uint8Array | null)[]) => {
    const parts = [serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()];
    return Uint8Array.from(parts.flatMap((part) => [...part]));
  };

  it('are the bytes PGlite writes: text, null, non-ASCII, binary and no values', () => {
    const cases: (string | Uint8Array | null)[][] = [
      [],
      ['10', null, 'é ₹ 😀'],
      [new Uint8Array([0, 1, 255]), 'x'],
      [''],
    ];
    for (const values of cases)
      expect([...bindExecuteSync('sk_1a', values)]).toEqual([...theirs('sk_1a', values)]);
    const long = 'x'.repeat(10_000);
    expect([...bindExecuteSync('sk_2', [long, null])]).toEqual([...theirs('sk_2', [long, null])]);
  });
});

describe("PGlite's locks", () => {
  it('run one callback at a time, in order, and release after a failure', async () => {
    const lock = new Mutex();
    const events: string[] = [];
    const step = (name: string, fail = false) =>
      lock.runExclusive(async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} out`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(lock.isLocked()).toBe(false);
  });
});
