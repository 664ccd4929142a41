// PGlite's message reader and result rows, as the server's prepared statements (pglite-statements.ts)
// read them: these cases pin down the values a slip would garble.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements.ts';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(() => client.close());

describe("PGlite's reader and rows", () => {
  it('reads text, non-ASCII, empty strings, nulls, numbers, booleans, arrays and bytes', async () => {
    const { rows } = await client.query(
      `SELECT 'Tea' AS a, 'चाय ₹ 😀' AS b, '' AS c, NULL::text AS d, 42::int AS e, 7::bigint AS f,
              true AS g, ARRAY['x','y,z'] AS h, '\\x00ff10'::bytea AS i, repeat('é', 5000) AS j`,
    );
    expect(rows).toEqual([
      {
        a: 'Tea',
        b: 'चाय ₹ 😀',
        c: '',
        d: null,
        e: 42,
        f: 7,
        g: true,
        h: ['x', 'y,z'],
        i: new Uint8Array([0, 255, 16]),
        j: 'é'.repeat(5000),
      },
    ]);
  });

  it('gives rows as arrays, keeps a column named __proto__ an own property, and the last of two same names', async () => {
    const text = `SELECT 1 AS "__proto__", 2 AS x, 3 AS x`;
    const [asObject] = (await client.query<Record<string, number>>(text)).rows;
    expect(Object.getPrototypeOf(asObject)).toBe(Object.prototype);
    expect(Object.keys(asObject!)).toEqual(['__proto__', 'x']);
    expect(Object.getOwnPropertyDescriptor(asObject, '__proto__')?.value).toBe(1);
    expect(asObject!.x).toBe(3);
    expect((await client.query(text, [], { rowMode: 'array' })).rows).toEqual([[1, 2, 3]]);
  });

  it('reads many rows of one answer, through prepared statements too, and the fields of an error', async () => {
    const text = `SELECT i, 'row ' || i AS label FROM generate_series(1, 5000) i`;
    const expected = Array.from({ length: 5000 }, (_, k) => ({ i: k + 1, label: `row ${k + 1}` }));
    expect((await client.query(text)).rows).toEqual(expected);
    expect((await preparedStatements(client).query(text, [])).rows).toEqual(expected);
    await client.exec('CREATE TABLE codes (code text PRIMARY KEY)');
    await client.exec(`INSERT INTO codes VALUES ('A1')`);
    await expect(client.query(`INSERT INTO codes VALUES ('A1')`)).rejects.toMatchObject({
      code: '23505',
      severity: 'ERROR',
      constraint: 'codes_pkey',
      table: 'codes',
      detail: 'Key (code)=(A1) already exists.',
    });
  });
});
