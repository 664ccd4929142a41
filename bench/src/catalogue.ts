// Product list and product search on a 100 000-product catalogue: p99 latency through the whole
// server (HTTP, session, zod, presenters) as a ratio to the same SQL statements replayed straight
// on the database, and the number of SQL statements each request runs (the same for every page and
// filter, or the code has an N+1).
//
// Runs in this process: a fresh PGlite, migrated, with the demo store and a bulk catalogue; the
// real app built by buildApp() and listening on a free port; a drizzle logger records every
// statement, so the baseline replays exactly what the API ran, with its parameters.
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
import { progress, type Result } from './report.ts';
import { p99, replayAgainstRawSql, StatementLog, socketGet } from './sql-replay.ts';

const WORDS_A = ['Basmati', 'Toor', 'Sona', 'Masoor', 'Chana', 'Moong', 'Urad', 'Rajma', 'Poha', 'Sooji'];
const WORDS_B = ['Rice', 'Dal', 'Atta', 'Oil', 'Ghee', 'Masala', 'Tea', 'Sugar', 'Salt', 'Besan'];
const WORDS_C = ['Premium', 'Classic', 'Organic', 'Gold', 'Select', 'Daily', 'Royal', 'Fresh'];

/** Bulk products for the demo store, in one INSERT … SELECT generate_series. */
export async function seedCatalogue(db: Db, supplierId: number, count: number): Promise<void> {
  const arr = (words: string[]) => sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    INSERT INTO products (supplier_id, name, sku, barcode, unit, mrp_paise, price_paise, cost_paise, tax_rate)
    SELECT ${supplierId},
           (${arr(WORDS_A)})[1 + i % 10] || ' ' || (${arr(WORDS_B)})[1 + (i / 10) % 10] || ' ' ||
             (${arr(WORDS_C)})[1 + (i / 100) % 8] || ' ' || i,
           'SKU-' || i,
           (8900000000000 + i)::text,
           'pcs',
           10000 + (i % 5000) * 10,
           9000 + (i % 5000) * 10,
           7000 + (i % 5000) * 10,
           (ARRAY[0, 5, 12, 18, 28])[1 + i % 5]
    FROM generate_series(1, ${count}) AS s(i)`);
  await db.execute(sql`ANALYZE products`);
}

interface Scenario {
  name: string;
  /** Paths under /api/v1, cycled through while measuring. */
  paths: string[];
}

export async function catalogueLatency(): Promise<Result[]> {
  const productCount = settings.catalogueProducts;
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-catalogue-'));
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
    progress(`catalogue: migrating a fresh PGlite and adding ${productCount} products to the demo store`);
    await migrate(database);
    await seedDemoStore(db);
    const [store] = (
      (await db.execute(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`)) as unknown as {
        rows: Array<{ supplier_id: number }>;
      }
    ).rows;
    await seedCatalogue(db, Number(store!.supplier_id), productCount);

    const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' }) };
    // No job worker: its polling would land among the statements recorded for a request.
    // As main.ts builds it: the database's notices keep sessions and shops in memory.
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

      const lastPage = Math.floor(productCount / 25);
      const scenarios: Scenario[] = [
        {
          name: 'product-list',
          paths: [1, 2, 40, 400, lastPage].flatMap((page) => [
            `/products?page=${page}`,
            `/products?page=${page}&sort=price_desc`,
            `/products?page=${page}&missing=image`,
          ]),
        },
        {
          name: 'product-search',
          paths: ['basmati', 'toor dal', 'organic ghee', 'sona masoori', 'chana besan', 'rajma'].flatMap(
            (term, i) => [
              `/products/search?searchParameter=${encodeURIComponent(term)}`,
              `/products/search?barcode=${8900000000000 + i * 997}`,
            ],
          ),
        },
      ];

      const results: Result[] = [];
      for (const scenario of scenarios) {
        progress(
          `catalogue: ${scenario.name}: ${settings.catalogueRequests} requests through HTTP and as raw SQL`,
        );
        const { api, raw, counts, recorded } = await replayAgainstRawSql({
          paths: scenario.paths,
          requests: settings.catalogueRequests,
          get,
          log,
          client,
        });
        results.push({
          name: `${scenario.name}-p99-vs-raw-sql`,
          value: p99(api) / p99(raw),
          target: targets.catalogueLatency,
          details: [
            `API p99 ${p99(api).toFixed(1)} ms, raw SQL p99 ${p99(raw).toFixed(1)} ms, ${productCount} products, ${scenario.paths.length} different requests`,
            `SQL statements per request besides the session lookup: ${counts.join(' / ')} (${counts.length === 1 ? 'the same for every page and filter' : 'VARIES: look for an N+1'})`,
          ],
        });
        results.push({
          name: `${scenario.name}-statements-per-request`,
          value: Math.max(...counts),
          target: targets.statementsPerRequest,
          details:
            counts.length === 1
              ? []
              : [...recorded].map(([path, statements]) => `${statements.length} statements: GET ${path}`),
        });
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
