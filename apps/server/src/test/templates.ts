// The databases test files start from, made once and kept between runs: a migrated one, and one
// that also holds the demo store (seeding it costs seconds a file should not pay). On PGlite each
// is a dump of the data folder in the OS temp folder, loaded per file; on PostgreSQL a template
// database that each file's own database is created from (CREATE DATABASE … TEMPLATE).
//
// A template's name carries a hash of what made it: every migration, and for the demo store the
// generator's sources, the domain rules it computes with and the day it was seeded (the store's
// trial and orders are dated from that day). A change makes a new template; ones unused for a day
// are removed. Made under a temporary name and renamed, so parallel runs never see half of one.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serverRoot } from '../config.ts';
import { createPool, type Database, fromPglite, fromPool } from '../db/client.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';

export type TemplateKind = 'migrated' | 'demo';

/** How long a template or a leftover test database of another key is kept after its last use. */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'storekeep-template-';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(dir, file));
}

/** The hash in each template's name (see the top of this file). */
export function templateKeys(now = new Date()): Record<TemplateKind, string> {
  // Version and checksum of every migration: checksums alone would miss a renumbered one.
  const migrated = createHash('sha256')
    .update(
      loadMigrations()
        .map((m) => `${m.version}:${m.checksum}`)
        .join(','),
    )
    .digest('hex');
  const server = serverRoot();
  const demo = createHash('sha256').update(migrated).update(now.toISOString().slice(0, 10));
  for (const file of [
    ...filesUnder(join(server, 'src/demo')),
    join(server, 'src/db/schema.ts'),
    ...filesUnder(join(server, '../../packages/domain/src')),
  ])
    demo.update(file).update(readFileSync(file));
  return { migrated: migrated.slice(0, 24), demo: demo.digest('hex').slice(0, 24) };
}

/** Seeds the demo store (dated `now`) into a migrated database. */
async function seedDemo(database: Database, now: Date): Promise<void> {
  const { seedDemoStore } = await import('../demo/generate.ts');
  await seedDemoStore(database.db, now);
}

// ── PGlite ──────────────────────────────────────────────────────────────────────────────────────

export function pgliteTemplatePath(kind: TemplateKind, keys = templateKeys()): string {
  return join(tmpdir(), `${PREFIX}${kind}-${keys[kind]}.tar`);
}

/** The PGlite template's dump (made if missing); the file it returns stays until unused for a day. */
export async function ensurePgliteTemplate(kind: TemplateKind, keys = templateKeys()): Promise<string> {
  const path = pgliteTemplatePath(kind, keys);
  if (existsSync(path)) {
    const now = new Date();
    utimesSync(path, now, now);
    return path;
  }
  const client =
    kind === 'migrated'
      ? await PGlite.create()
      : await PGlite.create({
          loadDataDir: new Blob([readFileSync(await ensurePgliteTemplate('migrated', keys))]),
        });
  const database = fromPglite(client);
  if (kind === 'migrated') await migrate(database);
  else await seedDemo(database, new Date());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/** Removes template dumps (this naming and the older one) that no run has used for a day. */
export function removeStalePgliteTemplates(keys = templateKeys()): void {
  const current = new Set((['migrated', 'demo'] as const).map((kind) => pgliteTemplatePath(kind, keys)));
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) && !name.startsWith('storekeep-test-')) continue;
    const path = join(tmpdir(), name);
    if (current.has(path)) continue;
    try {
      if (statSync(path).mtimeMs < Date.now() - KEEP_UNUSED_MS) rmSync(path, { force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────────

export function postgresTemplateName(kind: TemplateKind, keys = templateKeys()): string {
  return `sk_template_${kind}_${keys[kind]}`;
}

/** The same server's URL with another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` on a client connected to the URL's own database (for CREATE / DROP DATABASE). */
export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const usedComment = () => `storekeep test template, last used ${new Date().toISOString()}`;

/** Records that a run uses the templates (global setup, once per run: two at once would clash). */
export async function markPostgresTemplatesUsed(url: string, keys = templateKeys()): Promise<void> {
  await withAdmin(url, async (admin) => {
    for (const kind of ['migrated', 'demo'] as const)
      await admin
        .query(`COMMENT ON DATABASE ${postgresTemplateName(kind, keys)} IS '${usedComment()}'`)
        .catch(() => undefined);
  });
}

/** The PostgreSQL template database (made if missing); returns its name. */
export async function ensurePostgresTemplate(
  url: string,
  kind: TemplateKind,
  keys = templateKeys(),
): Promise<string> {
  const name = postgresTemplateName(kind, keys);
  const found = await withAdmin(url, (admin) =>
    admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  if (found.rowCount) return name;
  const source = kind === 'demo' ? await ensurePostgresTemplate(url, 'migrated', keys) : 'template1';
  const partial = `${name.slice(0, 50)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${partial} TEMPLATE ${source}`));
  try {
    const pool = await createPool({ connectionString: databaseUrl(url, partial), max: 2 });
    const database = await fromPool(pool);
    try {
      if (kind === 'migrated') await migrate(database);
      else await seedDemo(database, new Date());
    } finally {
      await pool.end();
    }
    await withAdmin(url, async (admin) => {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
      await admin.query(`COMMENT ON DATABASE ${name} IS '${usedComment()}'`);
    });
  } catch (error) {
    await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`));
    // Another run made it meanwhile: use theirs.
    if ((error as { code?: string }).code === '42P04') return name;
    throw error;
  }
  return name;
}

/**
 * Drops templates of other keys unused for a day (a half-made one counts as used when it was
 * made), and test databases made more than a day ago, left behind by runs that were killed.
 */
export async function removeStalePostgresDatabases(url: string, keys = templateKeys()): Promise<void> {
  const current = new Set((['migrated', 'demo'] as const).map((kind) => postgresTemplateName(kind, keys)));
  await withAdmin(url, async (admin) => {
    // A database's PG_VERSION file is written when it is made (reading it needs a superuser or
    // pg_read_server_files; without them nothing is removed).
    const { rows } = await admin
      .query<{ name: string; comment: string | null; made: Date }>(
        `SELECT datname AS name, shobj_description(oid, 'pg_database') AS comment,
           (pg_stat_file('base/' || oid || '/PG_VERSION')).modification AS made
         FROM pg_database WHERE datname LIKE 'sk\\_template\\_%' OR datname LIKE 'sk\\_test\\_%'`,
      )
      .catch(() => ({ rows: [] }));
    const cutoff = Date.now() - KEEP_UNUSED_MS;
    for (const { name, comment, made } of rows) {
      if (current.has(name)) continue;
      const used = Date.parse(comment?.replace(/^.*last used /, '') ?? '') || made.getTime();
      if (used > cutoff) continue;
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE false`).catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    }
  });
}
