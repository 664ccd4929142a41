// Reports on a store with 1 000 000 orders billed over the last year: the sales report for a month
// and for a year through the whole server, p99 as a ratio to the same SQL statements sent straight
// to the database (and the year's p99 in milliseconds), and the GSTR-1 export of the busiest month
// as a background job against the raw SQL that reads the same rows.
//
// Runs in this process on a fresh PGlite with the demo store, the orders added with INSERT …
// SELECT generate_series. The report reads the day summaries (migration 0044), written by their
// triggers as the orders go in. 20 untimed rounds, then BENCH_REPORT_ROUNDS timed rounds of HTTP
// and raw SQL in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@storekeep/server/app';
import { loadConfig } from '@storekeep/server/config';
import { type Db, fromPglite, pgliteForDrizzle, rowsOf } from '@storekeep/server/db/client';
import { migrate } from '@storekeep/server/db/migrate';
import * as schema from '@storekeep/server/db/schema';
import { DEMO_LOGINS } from '@storekeep/server/demo/demo-store';
import { seedDemoStore } from '@storekeep/server/demo/generate';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { settings, targets } from '../config.ts';
import { progress, type Result } from './report.ts';
import { p99, type Statement, StatementLog } from './sql-replay.ts';

const DAY_MS = 86_400_000;
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Bulk billed orders spread over the last 365 days, a tenth returned in part, two items each,
 * written 10 000 orders a statement: the sales summaries' triggers take each statement's rows as
 * they take a bill's, and the tables are analyzed after each statement.
 */
async function seedYear(db: Db, supplierId: number, count: number): Promise<void> {
  const chunk = 10_000;
  for (let first = 1; first <= count; first += chunk) {
    const last = Math.min(count, first + chunk - 1);
    await db.execute(sql`
      INSERT INTO orders (supplier_id, order_number, outlet_id, customer_id, source, order_statuses, payment_status,
        subtotal_paise, tax_paise, total_paise, paid_paise, returned_paise, place_of_supply, created_at, confirmed_at,
        confirmed_by)
      SELECT ${supplierId}, 100000 + i, x.outlet_id, NULL, (ARRAY['INSTORE','INSTORE','ONLINE','MANUAL'])[1 + i % 4],
        CASE WHEN i % 10 = 0 THEN ARRAY['CONFIRMED','FULFILLED','PARTIAL_RETURN'] ELSE ARRAY['CONFIRMED','FULFILLED'] END,
        'PAID', 19048, 952, 20000, 20000, CASE WHEN i % 10 = 0 THEN 10000 ELSE 0 END, '29',
        now() - make_interval(secs => ((i::bigint * 31536000 / ${count}) % 31536000)::int),
        now() - make_interval(secs => ((i::bigint * 31536000 / ${count}) % 31536000)::int), x.owner
      FROM (SELECT (SELECT min(outlet_id) FROM outlets WHERE supplier_id = ${supplierId}) AS outlet_id,
                   (SELECT min(user_id) FROM users WHERE supplier_id = ${supplierId}) AS owner) x
      CROSS JOIN generate_series(${first}::int, ${last}::int) AS s(i)`);
    // As the table maintenance does on a running store: without fresh statistics the lines'
    // foreign-key check keeps the plan it made on the demo store's few orders, a scan of the whole
    // orders table for each line (10 s for the first 20 000 lines, 75 s by the fourth 10 000 orders).
    await db.execute(sql`ANALYZE orders`);
    await db.execute(sql`
      INSERT INTO order_items (supplier_id, order_id, line_no, product_id, name, quantity, confirmed_qty, returned_qty,
        rate_paise, tax_rate, tax_paise, total_paise, taxable_paise, selling_price_paise, discounted_selling_price_paise,
        unit_of_measurement, hsn_sac_no, taxes)
      SELECT o.supplier_id, o.order_id, n, NULL, 'Bulk item ' || n, 1, 1, CASE WHEN o.returned_paise > 0 AND n = 1 THEN 1 ELSE 0 END,
        10000, 5, 476, 10000, 9524, 10000, 10000, 'pcs', '1006',
        '[{"key":"SGST@2.5%","name":"SGST","rate":2.5,"amount":238},{"key":"CGST@2.5%","name":"CGST","rate":2.5,"amount":238}]'::jsonb
      FROM orders o CROSS JOIN generate_series(1, 2) AS n
      WHERE o.supplier_id = ${supplierId} AND o.order_number BETWEEN ${100_000 + first} AND ${100_000 + last}`);
    await db.execute(sql`ANALYZE order_items`);
    progress(`reports: ${last} orders billed`);
  }
  // Each online order queued a web-push alert for the shop's staff (migration 0031): a year of
  // them is not the reports' work, and the export below runs the jobs queue.
  await db.execute(sql`DELETE FROM jobs WHERE supplier_id = ${supplierId} AND queue = 'web-push'`);
  const { recordBulkReturns } = await import('@storekeep/server/modules/reports/index');
  await recordBulkReturns(db, supplierId);
  await db.execute(sql`ANALYZE order_returns`);
  await db.execute(sql`ANALYZE order_return_lines`);
  await db.execute(sql`ANALYZE sales_day_bills`);
  await db.execute(sql`ANALYZE sales_day_products`);
  await db.execute(sql`ANALYZE sales_day_returns`);
  await db.execute(sql`ANALYZE sales_day_product_returns`);
}

/** The period's bills, sales, tax and discount summed straight from the orders, as the report did before its summaries. */
async function fromOrdersTime(client: PGlite, supplierId: number, start: Date, end: Date): Promise<number> {
  const started = performance.now();
  await client.query(
    `SELECT count(*), sum(total_paise), sum(tax_paise), sum(discount_paise) FROM orders o
     WHERE o.supplier_id = $1 AND o.confirmed_at >= $2 AND o.confirmed_at < $3 AND NOT ('CANCELLED' = ANY (o.order_statuses))`,
    [supplierId, start.toISOString(), end.toISOString()],
  );
  return performance.now() - started;
}

async function rawTime(client: PGlite, statements: Statement[]): Promise<number> {
  const started = performance.now();
  for (const s of statements) await client.query(s.text, s.params as unknown[]);
  return performance.now() - started;
}

export async function reportsLatency(): Promise<Result[]> {
  const count = settings.benchOrders;
  const rounds = settings.reportRounds;
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-reports-'));
  const client = await PGlite.create();
  const log = new StatementLog();
  const db = drizzle(pgliteForDrizzle(client), { schema, logger: log }) as unknown as Db;
  try {
    progress(`reports: migrating a fresh PGlite and billing ${count} orders over a year`);
    await migrate({
      db,
      kind: 'pglite',
      execScript: async (t) => void (await client.exec(t)),
      close: () => client.close(),
    });
    await seedDemoStore(db);
    const [store] = rowsOf<{ supplier_id: number }>(
      await db.execute(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`),
    );
    const supplierId = Number(store!.supplier_id);
    await db.execute(sql`INSERT INTO printer_settings (supplier_id, gstin) VALUES (${supplierId}, '29AAPFU0939F1ZR')
      ON CONFLICT (supplier_id) DO UPDATE SET gstin = EXCLUDED.gstin`);
    const started = performance.now();
    await seedYear(db, supplierId, count);
    progress(`reports: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
    const app = await buildApp({
      config,
      db,
      listen: fromPglite(client).listen,
      logger: false,
      startJobWorker: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGINS.owner),
      });
      const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
      const today = indiaDay(Date.now());
      const get = async (path: string, init: RequestInit = {}) => {
        const reply = await fetch(`${base}${path}`, {
          ...init,
          headers: { cookie, 'content-type': 'application/json' },
        });
        if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
        return reply.json();
      };
      const timed = async (path: string) => {
        log.statements = [];
        log.recording = true;
        const t0 = performance.now();
        await get(path);
        const api = performance.now() - t0;
        log.recording = false;
        // The session lookup is the same for every route: left out as the other benchmarks do.
        const statements = log.statements.filter((s) => !/\bsessions\b/.test(s.text));
        return { api, raw: await rawTime(client, statements) };
      };
      const results: Result[] = [];
      for (const [name, days] of [
        ['sales-report-month', 30],
        ['sales-report-year', 365],
      ] as const) {
        const from = indiaDay(Date.now() - (days - 1) * DAY_MS);
        const path = `/reports/sales?from=${from}&to=${today}&scope=all&groupBy=${days > 31 ? 'month' : 'day'}`;
        progress(`reports: ${name}: 20 untimed and ${rounds} timed rounds`);
        for (let r = 0; r < 20; r++) await timed(path);
        const api: number[] = [];
        const raw: number[] = [];
        for (let r = 0; r < rounds; r++) {
          const t = await timed(path);
          api.push(t.api);
          raw.push(t.raw);
        }
        const orders = await fromOrdersTime(
          client,
          supplierId,
          new Date(`${from}T00:00:00+05:30`),
          new Date(new Date(`${today}T00:00:00+05:30`).getTime() + DAY_MS),
        );
        results.push({
          name: `${name}-p99-vs-raw-sql`,
          value: p99(api) / p99(raw),
          target: targets.catalogueLatency,
          details: [
            `API p99 ${p99(api).toFixed(1)} ms, raw SQL p99 ${p99(raw).toFixed(1)} ms, ${count} orders in the store`,
            `for scale: the totals alone summed from the orders take ${orders.toFixed(0)} ms`,
          ],
        });
        if (days === 365)
          results.push({
            name: 'sales-report-year-p99-ms',
            value: p99(api),
            target: targets.reportYearMs,
            details: ['target: under 2 s on this machine'],
          });
      }
      // The busiest whole month of the last year.
      const month = indiaDay(Date.now() - 40 * DAY_MS).slice(0, 7);
      // Jobs the demo store queued (its pictures' variants) are not the export's.
      const earlier = await app.jobs.drain();
      progress(`reports: GSTR-1 of ${month} as a background job (${earlier} earlier jobs done first)`);
      log.statements = [];
      log.recording = true;
      const t0 = performance.now();
      await get('/downloads', {
        method: 'POST',
        body: JSON.stringify({ kind: 'gstr1', month, format: 'json' }),
      });
      await app.jobs.drain();
      const job = performance.now() - t0;
      log.recording = false;
      const reads = log.statements.filter(
        (s) => /^\s*(select|with)\b/i.test(s.text) && !/\bsessions\b|\bjobs\b/.test(s.text),
      );
      const raw = await rawTime(client, reads);
      const [invoices] = rowsOf<{ n: string }>(
        await db.execute(sql`SELECT count(*) AS n FROM orders WHERE supplier_id = ${supplierId}
          AND confirmed_at >= ${`${month}-01`}::date - interval '330 minutes'
          AND confirmed_at < (${`${month}-01`}::date + interval '1 month') - interval '330 minutes'`),
      );
      results.push({
        name: 'gstr1-export-job-vs-raw-sql',
        value: job / raw,
        target: targets.gstr1Export,
        details: [
          `job ${job.toFixed(0)} ms (the check, the file and its storage), raw SQL of the same reads ${raw.toFixed(0)} ms, ${invoices?.n} invoices in ${month}`,
        ],
      });
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
