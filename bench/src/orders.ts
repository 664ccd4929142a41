// Orders on a store with 1 000 000 orders: order-list and order-detail p99 through the whole
// server as a ratio to the same SQL statements replayed straight on the database, with the
// statements per request; and POS bill confirmation throughput (create + confirm + cash, one
// request each) on PGlite as a ratio to the same on PostgreSQL.
//
// Like the catalogue benchmark it runs in this process on a fresh PGlite with the demo store;
// the orders are added with one INSERT … SELECT generate_series, not row by row. The Postgres
// side needs BENCH_DATABASE_URL (or TEST_DATABASE_URL); it works in a schema of its own that it
// drops at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@storekeep/server/app';
import { loadConfig } from '@storekeep/server/config';
import {
  createPool,
  type Database,
  type Db,
  fromPglite,
  fromPool,
  type Listen,
  pgliteForDrizzle,
  rowsOf,
} from '@storekeep/server/db/client';
import { migrate } from '@storekeep/server/db/migrate';
import * as schema from '@storekeep/server/db/schema';
import { DEMO_LOGINS } from '@storekeep/server/demo/demo-store';
import { seedDemoStore } from '@storekeep/server/demo/generate';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { settings, targets } from '../config.ts';
import { progress, type Result } from './report.ts';
import { median, p99, replayAgainstRawSql, StatementLog, socketGet } from './sql-replay.ts';

async function demoSupplier(db: Db): Promise<number> {
  const [store] = rowsOf<{ supplier_id: number }>(
    await db.execute(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`),
  );
  return Number(store!.supplier_id);
}

/**
 * Bulk orders for the demo store: a spread of sources, statuses and payment states over the last
 * 90 days, two items each, all in INSERT … SELECT statements.
 */
async function seedOrders(db: Db, supplierId: number, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO orders (supplier_id, order_number, outlet_id, customer_id, source, order_statuses, payment_status,
      delivery_status, subtotal_paise, tax_paise, total_paise, paid_paise, created_at)
    SELECT ${supplierId}, 1000 + i, x.outlet_id, x.customers[1 + i % array_length(x.customers, 1)],
      (ARRAY['INSTORE','INSTORE','ONLINE','MANUAL'])[1 + i % 4],
      CASE i % 5 WHEN 0 THEN ARRAY['CONFIRMED','FULFILLED','COMPLETED'] WHEN 1 THEN ARRAY['CONFIRMED','UNFULFILLED']
        WHEN 2 THEN ARRAY['UNCONFIRMED'] WHEN 3 THEN ARRAY['CONFIRMED','FULFILLED'] ELSE ARRAY['CONFIRMED','CANCELLED'] END,
      (ARRAY['PAID','UNPAID','UNPAID','PARTIALLY_PAID','UNPAID'])[1 + i % 5],
      NULL, 19000 + i % 900, 1000, 20000 + i % 900, (ARRAY[20000 + i % 900, 0, 0, 5000, 0])[1 + i % 5],
      now() - make_interval(secs => (i % 7776000))
    FROM (SELECT (SELECT min(outlet_id) FROM outlets WHERE supplier_id = ${supplierId}) AS outlet_id,
                 (SELECT array_agg(customer_id ORDER BY customer_id) FROM customers WHERE supplier_id = ${supplierId}) AS customers) x
    CROSS JOIN generate_series(1, ${count}) AS s(i)`);
  // PGlite has no autovacuum: without fresh statistics the foreign-key checks of the items
  // below would plan a scan of orders per row.
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`
    INSERT INTO order_items (supplier_id, order_id, line_no, product_id, name, quantity, confirmed_qty, rate_paise, tax_rate,
      tax_paise, total_paise, taxable_paise, selling_price_paise, discounted_selling_price_paise, unit_of_measurement)
    SELECT o.supplier_id, o.order_id, n, NULL, 'Bulk item ' || n, 1, 1, 10000, 5, 476, 10000, 9524, 10000, 10000, 'pcs'
    FROM orders o CROSS JOIN generate_series(1, 2) AS n
    WHERE o.supplier_id = ${supplierId} AND o.order_number > 1000`);
  await db.execute(sql`ANALYZE order_items`);
}

async function listen(db: Db, dataDir: string, listenOn: Listen) {
  const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' }) };
  // As main.ts builds it: the database's notices keep sessions and shops in memory.
  const app = await buildApp({ config, db, listen: listenOn, logger: false, startJobWorker: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS.owner),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { app, base, cookie };
}

/** order-list and order-detail on PGlite with the bulk orders. */
async function listAndDetail(): Promise<Result[]> {
  const orderCount = settings.benchOrders;
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-orders-'));
  const client = await PGlite.create();
  const log = new StatementLog();
  const db = drizzle(pgliteForDrizzle(client), { schema, logger: log }) as unknown as Db;
  try {
    progress(`orders: migrating a fresh PGlite and adding ${orderCount} orders to the demo store`);
    await migrate({
      db,
      kind: 'pglite',
      execScript: async (text) => void (await client.exec(text)),
      close: () => client.close(),
    });
    await seedDemoStore(db);
    const supplierId = await demoSupplier(db);
    const started = performance.now();
    await seedOrders(db, supplierId, orderCount);
    progress(
      `orders: ${orderCount} orders and ${orderCount * 2} items in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    const numbers = Array.from(
      { length: 12 },
      (_, j) => 1000 + Math.max(1, Math.round((orderCount * (j + 0.5)) / 12)),
    );
    const ids = rowsOf<{ order_id: number }>(
      await db.execute(
        sql`SELECT order_id FROM orders WHERE supplier_id = ${supplierId} AND order_number IN (${sql.join(numbers, sql`, `)}) ORDER BY order_id`,
      ),
    ).map((r) => Number(r.order_id));
    const { app, base, cookie } = await listen(db, dataDir, fromPglite(client).listen);
    try {
      const get = await socketGet(base, cookie);
      const scenarios = [
        {
          name: 'order-list',
          paths: ['UNBILLED', 'PAYMENT_PENDING', 'DELIVERY_PENDING', 'ONLINE', 'ALLORDERS', 'INSTORE']
            .flatMap((tab) => [
              `/orders?tab=${tab}`,
              `/orders?tab=${tab}&page=40`,
              `/orders?tab=${tab}&preset=Last%2030%20Days&page=3`,
            ])
            .concat([
              '/orders?tab=PAYMENT_PENDING&sortBy=totalOutstanding',
              '/orders?tab=ALLORDERS&search=500123',
              '/orders?tab=ALLORDERS&pageSize=200',
            ]),
          requests: settings.catalogueRequests,
        },
        {
          name: 'order-detail',
          paths: ids.map((id) => `/orders/${id}`),
          requests: settings.orderDetailRequests,
        },
      ];
      const results: Result[] = [];
      for (const scenario of scenarios) {
        progress(`orders: ${scenario.name}: ${scenario.requests} requests through HTTP and as raw SQL`);
        const { api, raw, counts, recorded } = await replayAgainstRawSql({
          paths: scenario.paths,
          requests: scenario.requests,
          get,
          log,
          client,
        });
        results.push({
          name: `${scenario.name}-p99-vs-raw-sql`,
          value: p99(api) / p99(raw),
          target: targets.catalogueLatency,
          details: [
            `API p99 ${p99(api).toFixed(3)} ms (median ${median(api).toFixed(3)}), raw SQL p99 ${p99(raw).toFixed(3)} ms (median ${median(raw).toFixed(3)}), ${orderCount} orders, ${scenario.paths.length} different requests`,
            `SQL statements per request besides the session lookup: ${counts.join(' / ')}`,
          ],
        });
        results.push({
          name: `${scenario.name}-statements-per-request`,
          value: Math.max(...counts),
          target: targets.statementsPerRequest,
          details:
            counts.length === 1
              ? ['the same for every tab, page, page size and filter']
              : [...recorded].map(([p, s]) => `${s.length}: GET ${p}`),
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

/** Bills per second: each worker creates and confirms a 3-line cash bill per request, for a while. */
async function billsPerSecond(db: Db, label: string, listenOn: Listen): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), `storekeep-bench-pos-${label}-`));
  try {
    await seedDemoStore(db);
    const supplierId = await demoSupplier(db);
    const products = rowsOf<{ product_id: number }>(
      await db.execute(
        sql`SELECT product_id FROM products WHERE supplier_id = ${supplierId} AND status = 'ACTIVE' AND NOT is_service ORDER BY product_id LIMIT 12`,
      ),
    ).map((r) => Number(r.product_id));
    await db.execute(sql`UPDATE stock_levels SET quantity = 1000000 WHERE supplier_id = ${supplierId}`);
    const { app, base, cookie } = await listen(db, dataDir, listenOn);
    try {
      let n = 0;
      const bill = async () => {
        const items = [0, 1, 2].map((k) => ({
          productId: products[(n + k * 5) % products.length],
          quantity: 1 + (k % 2),
        }));
        n++;
        const reply = await fetch(`${base}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ source: 'INSTORE', items, confirm: true }),
        });
        if (reply.status !== 201) throw new Error(`POS bill: ${reply.status} ${await reply.text()}`);
        const order = (await reply.json()) as { orderId: number; totalPaise: number };
        const paid = await fetch(`${base}/orders/${order.orderId}/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ mode: 'CASH', amountPaise: order.totalPaise }),
        });
        if (!paid.ok) throw new Error(`POS payment: ${paid.status} ${await paid.text()}`);
      };
      const run = async (ms: number) => {
        const until = performance.now() + ms;
        let done = 0;
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (performance.now() < until) {
              await bill();
              done++;
            }
          }),
        );
        return done / (ms / 1000);
      };
      await run(settings.warmupSeconds * 1000);
      return await run(settings.durationSeconds * 1000);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function posThroughput(): Promise<Result[]> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server for the POS comparison',
    );
  progress('orders: POS bills on PGlite');
  const client = await PGlite.create();
  const pgliteDb = drizzle(pgliteForDrizzle(client), { schema }) as unknown as Db;
  let pglite: number;
  try {
    await migrate({
      db: pgliteDb,
      kind: 'pglite',
      execScript: async (text) => void (await client.exec(text)),
      close: () => client.close(),
    });
    pglite = await billsPerSecond(pgliteDb, 'pglite', fromPglite(client).listen);
  } finally {
    await client.close();
  }
  progress('orders: POS bills on PostgreSQL');
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = await createPool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  const pool = await createPool({ connectionString: url, max: 10, options: `-c search_path=${schemaName}` });
  let postgres: number;
  try {
    const database: Database = await fromPool(pool);
    await migrate(database);
    postgres = await billsPerSecond(database.db, 'postgres', database.listen);
  } finally {
    await pool.end();
    await admin.query(`DROP SCHEMA ${schemaName} CASCADE`);
    await admin.end();
  }
  return [
    {
      name: 'pos-bill-throughput-pglite-vs-postgres',
      value: pglite / postgres,
      target: targets.posThroughput,
      details: [
        `PGlite ${pglite.toFixed(1)} bills/s, PostgreSQL ${postgres.toFixed(1)} bills/s (3-line bill created and confirmed, then paid in cash; 4 tills at once)`,
      ],
    },
  ];
}

export async function ordersLatency(): Promise<Result[]> {
  return listAndDetail();
}

export async function ordersPos(): Promise<Result[]> {
  return posThroughput();
}
