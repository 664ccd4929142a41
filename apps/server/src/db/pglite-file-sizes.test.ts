// PGlite on a data folder, with the file sizes kept in its file-system nodes (scripts/patch-pglite.mjs,
// the NODEFS repairs): PostgreSQL's SEEK_END no longer costs an fstat per scan, and what it reads
// after files grow, shrink, are rewritten or truncated is still every row it wrote.
import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type FSStream = ReturnType<PGlite['Module']['FS']['open']>;

let dataDir: string;
let client: PGlite;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storekeep-pglite-sizes-'));
  client = await PGlite.create(dataDir);
});
afterAll(async () => {
  if (!client.closed) await client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The one number a statement answers. */
const numberOf = async (text: string) => Number((await client.query<{ n: number }>(text)).rows[0]!.n);
const countOf = (table: string) => numberOf(`SELECT count(*)::int AS n FROM ${table}`);

/** The relation's main file as PostgreSQL names it, and its size on disk against PostgreSQL's own. */
async function sizes(table: string) {
  const { rows } = await client.query<{ path: string; size: string }>(
    `SELECT pg_relation_filepath($1::regclass) AS path, pg_relation_size($1::regclass)::text AS size`,
    [table],
  );
  return { onDisk: statSync(join(dataDir, rows[0]!.path)).size, postgres: Number(rows[0]!.size) };
}

describe('PGlite data files with kept sizes', () => {
  it('counts blocks without an fstat per scan', async () => {
    await client.exec('CREATE TABLE probe (id int, note text); INSERT INTO probe VALUES (1, $$a$$)');
    await countOf('probe');
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      // Each of these starts a sequential scan, which asks for the file's size with SEEK_END.
      for (let i = 0; i < 30; i++) await countOf('probe');
      expect(fstat.mock.calls.length).toBeLessThan(5);
    } finally {
      fstat.mockRestore();
    }
  });

  it('answers SEEK_END with the size on disk through writes, truncates and a fallocate on one open file', () => {
    const FS = client.Module.FS;
    const path = '/pglite/data/storekeep-size-probe';
    const onDisk = () => statSync(join(dataDir, 'storekeep-size-probe')).size;
    const end = (stream: FSStream) => FS.llseek(stream, 0, 2);
    const stream = FS.open(path, 'w+');
    try {
      expect(end(stream)).toBe(0);
      FS.write(stream, new Uint8Array(100), 0, 100, 0);
      expect([end(stream), onDisk()]).toEqual([100, 100]);
      FS.write(stream, new Uint8Array(50), 0, 50, 200); // past the end, leaving a hole
      expect([end(stream), onDisk()]).toEqual([250, 250]);
      FS.write(stream, new Uint8Array(10), 0, 10, 20); // inside: no change
      expect(end(stream)).toBe(250);
      FS.ftruncate(stream.fd!, 30);
      expect([end(stream), onDisk()]).toEqual([30, 30]);
      FS.write(stream, new Uint8Array(5), 0, 5); // at the current position, the end after the seek
      expect([end(stream), onDisk()]).toEqual([35, 35]);
      FS.truncate(path, 8192);
      expect([end(stream), onDisk()]).toEqual([8192, 8192]);
    } finally {
      FS.close(stream);
      FS.unlink(path);
    }
  });

  it('reads every row after the files grow, shrink, are rewritten and truncated, and after a restart', async () => {
    await client.exec(`
      CREATE TABLE grow (id int PRIMARY KEY, pad text NOT NULL);
      INSERT INTO grow SELECT i, repeat('x', 200) FROM generate_series(1, 20000) i;`);
    expect(await countOf('grow')).toBe(20_000);
    const grown = await sizes('grow');
    expect(grown.postgres).toBe(grown.onDisk);
    expect(grown.onDisk).toBeGreaterThan(4_000_000);

    // VACUUM gives the empty pages at the end back to the file system (a truncate).
    await client.exec('DELETE FROM grow WHERE id > 100');
    await client.exec('VACUUM grow');
    expect(await countOf('grow')).toBe(100);
    const shrunk = await sizes('grow');
    expect(shrunk.onDisk).toBeLessThan(grown.onDisk / 10);
    expect(shrunk.postgres).toBe(shrunk.onDisk);

    // Growing again after the truncate: new pages go after the real end, none over old rows.
    await client.exec(`INSERT INTO grow SELECT i, repeat('y', 200) FROM generate_series(101, 8000) i;`);
    expect(await countOf('grow')).toBe(8000);
    expect(await numberOf(`SELECT count(*)::int AS n FROM grow WHERE pad LIKE 'y%'`)).toBe(7900);

    // A rewrite into a new file, then TRUNCATE (another new file), then rows again.
    await client.exec('VACUUM FULL grow');
    await client.exec('CLUSTER grow USING grow_pkey');
    expect(await countOf('grow')).toBe(8000);
    await client.exec(`TRUNCATE grow; INSERT INTO grow SELECT i, 'z' FROM generate_series(1, 3000) i;`);
    expect(await countOf('grow')).toBe(3000);
    const again = await sizes('grow');
    expect(again.postgres).toBe(again.onDisk);

    await client.exec('CHECKPOINT');
    await client.close();
    client = await PGlite.create(dataDir);
    expect(await countOf('grow')).toBe(3000);
    expect(await numberOf('SELECT sum(id)::int AS n FROM grow')).toBe((3000 * 3001) / 2);
    await client.exec(`INSERT INTO grow SELECT i, 'w' FROM generate_series(3001, 6000) i;`);
    expect(await countOf('grow')).toBe(6000);
  });
});
