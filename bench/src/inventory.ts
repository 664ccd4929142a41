// The inventory list on 100 000 products × 4 outlets: p99 latency through the whole server (HTTP,
// session, zod, the levels' presenter) as a ratio to the same SQL statements replayed straight on
// the database, and the number of statements each request runs (the same for every page, filter
// and outlet scope, or the code has an N+1).
//
// Runs in this process, as the catalogue benchmark does: a fresh PGlite with the demo store, the
// bulk catalogue, outlets up to four and a stock level for every product at every outlet.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@storekeep/server/app';
import { loadConfig } from '@storekeep/server/config';
import { type Db, fromPglite, pgliteForDrizzle } from '@storekeep/server/db/client';
import { migrate } from '@storekeep/server/db/migrate';
import * as schema from '@storekeep/server/db/schema';
import { DEMO_LOGINS } from '@storekeep/server/demo/demo-store';
import { seedDemoStore } from '@storekeep/server/demo/generate';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { settings, targets } from '../config.ts';
import { seedCatalogue } from './catalogue.ts';
import { progress, type Result } from './report.ts';
import { p99, replayAgainstRawSql, StatementLog, socketGet } from './sql-replay.ts';

const OUTLETS = 4;

/** Outlets up to four, and a level (quantity 0–199, reorder level 0/5/10) per product and outlet. */
async function seedStock(db: Db, supplierId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO outlets (supplier_id, name, position)
    SELECT ${supplierId}, 'Bench Outlet ' || n, 10 + n
    FROM generate_series(1, greatest(0, ${OUTLETS} - (SELECT count(*) FROM outlets WHERE supplier_id = ${supplierId}))) AS s(n)`);
  await db.execute(sql`DELETE FROM stock_levels WHERE supplier_id = ${supplierId}`);
  await db.execute(sql`
    INSERT INTO stock_levels (supplier_id, product_id, outlet_id, quantity, reorder_level, reorder_quantity)
    SELECT p.supplier_id, p.product_id, o.outlet_id, (p.product_id * 7 + o.outlet_id) % 200,
      (ARRAY[0, 5, 10])[1 + p.product_id % 3], 20
    FROM products p JOIN outlets o ON o.supplier_id = p.supplier_id
    WHERE p.supplier_id = ${supplierId}`);
  await db.execute(sql`ANALYZE stock_levels`);
}

export async function inventoryLatency(): Promise<Result[]> {
  const productCount = settings.catalogueProducts;
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-inventory-'));
  const client = await PGlite.create();
  const log = new StatementLog();
  const db = drizzle(pgliteForDrizzle(client), { schema, logger: log }) as unknown as Db;
  const database = {
    db,
    kind: 'pglite' as const,
    execScript: async (text: string) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
  try {
    progress(`inventory: a fresh PGlite with the demo store, ${productCount} products × ${OUTLETS} outlets`);
    await migrate(database);
    await seedDemoStore(db);
    const [store] = (
      (await db.execute(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`)) as unknown as {
        rows: Array<{ supplier_id: number }>;
      }
    ).rows;
    const supplierId = Number(store!.supplier_id);
    await seedCatalogue(db, supplierId, productCount);
    await seedStock(db, supplierId);

    const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' }) };
    const app = await buildApp({
      config,
      db,
      listen: fromPglite(client).listen,
      logger: false,
      startJobWorker: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    try {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGINS.owner),
      });
      if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
      const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
      const get = await socketGet(base, cookie);
      const lastPage = Math.floor(productCount / 50);
      const paths = [
        ...[1, 2, 40, 400, lastPage].flatMap((page) => [
          `/inventory?scope=all&page=${page}`,
          `/inventory?scope=selected&page=${page}`,
        ]),
        '/inventory?scope=all&filter=low',
        '/inventory?scope=all&filter=low&page=20',
        '/inventory?scope=selected&filter=out',
        '/inventory?scope=all&q=basmati',
        `/inventory?scope=all&q=${8900000000000 + 4242}`,
      ];
      progress(`inventory: ${settings.catalogueRequests} requests through HTTP and as raw SQL`);
      const { api, raw, counts, recorded, slowest } = await replayAgainstRawSql({
        paths,
        requests: settings.catalogueRequests,
        get,
        log,
        client,
      });
      return [
        {
          name: 'inventory-list-p99-vs-raw-sql',
          value: p99(api) / p99(raw),
          target: targets.catalogueLatency,
          details: [
            `API p99 ${p99(api).toFixed(1)} ms, raw SQL p99 ${p99(raw).toFixed(1)} ms, ${productCount} products × ${OUTLETS} outlets, ${paths.length} different requests`,
            `SQL statements per request besides the session lookup: ${counts.join(' / ')} (${counts.length === 1 ? 'the same for every page, filter and scope' : 'VARIES: look for an N+1'})`,
            `slowest request: GET ${slowest.path}, its SQL ${slowest.rawMedianMs.toFixed(1)} ms (median)`,
          ],
        },
        {
          name: 'inventory-list-statements-per-request',
          value: Math.max(...counts),
          target: targets.statementsPerRequest,
          details:
            counts.length === 1
              ? []
              : [...recorded].map(([path, statements]) => `${statements.length} statements: GET ${path}`),
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
