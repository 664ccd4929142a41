// Storefront checkout throughput: guest checkouts (3-line cart, COD, delivery) per second through
// the whole server — POST /s/demo/checkout with the cart cookie, idempotency key, pricing, GST by
// place of supply, customer found by mobile, order + items + history, stock taken with row
// locks — as a ratio to the same inserts and updates written by hand as one SQL transaction per
// order, in the same run on the same fresh PGlite with the demo store.
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
import { seedDemoStore } from '@storekeep/server/demo/generate';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { settings, targets } from '../config.ts';
import { progress, type Result } from './report.ts';

const WORKERS = 4;

async function perSecond(run: () => Promise<void>): Promise<number> {
  const measure = async (ms: number) => {
    const until = performance.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (performance.now() < until) {
          await run();
          done++;
        }
      }),
    );
    return done / (ms / 1000);
  };
  await measure(settings.warmupSeconds * 1000);
  return measure(settings.durationSeconds * 1000);
}

export async function checkoutThroughput(): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-checkout-'));
  const client = await PGlite.create();
  const db = drizzle(pgliteForDrizzle(client), { schema }) as unknown as Db;
  try {
    progress('checkout: migrating a fresh PGlite with the demo store');
    await migrate({
      db,
      kind: 'pglite',
      execScript: async (text) => void (await client.exec(text)),
      close: () => client.close(),
    });
    await seedDemoStore(db);
    const [store] = rowsOf<{ supplier_id: number; store_slug: string }>(
      await db.execute(sql`SELECT supplier_id, store_slug FROM suppliers WHERE store_slug = 'demo'`),
    );
    const supplierId = Number(store!.supplier_id);
    const [outlet] = rowsOf<{ outlet_id: number }>(
      await db.execute(
        sql`SELECT outlet_id FROM outlets WHERE supplier_id = ${supplierId} ORDER BY position, outlet_id LIMIT 1`,
      ),
    );
    const outletId = Number(outlet!.outlet_id);
    const products = rowsOf<{ product_id: number; name: string; price_paise: number }>(
      await db.execute(sql`
        SELECT p.product_id, p.name, p.price_paise FROM products p
        JOIN stock_levels s ON s.supplier_id = p.supplier_id AND s.product_id = p.product_id AND s.outlet_id = ${outletId}
        WHERE p.supplier_id = ${supplierId} AND p.status = 'ACTIVE' AND NOT p.is_service AND p.min_order_quantity <= 1
        ORDER BY p.product_id LIMIT 12`),
    ).map((r) => ({ ...r, product_id: Number(r.product_id), price_paise: Number(r.price_paise) }));
    if (products.length < 3) throw new Error('the demo store has fewer than 3 stocked products');
    await db.execute(sql`UPDATE stock_levels SET quantity = 1000000 WHERE supplier_id = ${supplierId}`);
    await db.execute(
      sql`UPDATE suppliers SET account_settings = account_settings || '{"isAllowCOD": true}'::jsonb WHERE supplier_id = ${supplierId}`,
    );

    // The per-address form limits guard shops from floods; this measures the checkout itself.
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        STOREFRONT_FORM_RATE_LIMIT: '0',
      }),
    };
    // As main.ts builds it: the database's notices keep sessions and shops in memory.
    const app = await buildApp({
      config,
      db,
      listen: fromPglite(client).listen,
      logger: false,
      startJobWorker: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let n = 0;
    const cartOf = (i: number) => [0, 1, 2].map((k) => products[(i + k * 5) % products.length]!);
    const mobileOf = (i: number) => `98${String(10_000_000 + (i % 500)).padStart(8, '0')}`;
    try {
      progress(`checkout: ${settings.durationSeconds} s of HTTP checkouts, ${WORKERS} shoppers at once`);
      const http = await perSecond(async () => {
        const i = n++;
        const cart = cartOf(i)
          .map((p, k) => `${p.product_id}:0:${1 + (k % 2)}`)
          .join('|');
        const reply = await fetch(`${origin}/s/${store!.store_slug}/checkout`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: `sk_cart=${cart}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            idempotencyKey: `bench-http-${i}-${Date.now()}`,
            name: 'Bench Shopper',
            mobile: mobileOf(i),
            address: '12 MG Road',
            pincode: i % 2 ? '560001' : '110001',
            payment: 'COD',
            fulfilment: 'DELIVERY',
          }).toString(),
        });
        if (reply.status !== 303) throw new Error(`checkout: ${reply.status} ${await reply.text()}`);
        await reply.arrayBuffer();
      });

      progress(`checkout: ${settings.durationSeconds} s of the same writes as one hand-made SQL transaction`);
      const raw = await perSecond(async () => {
        const i = n++;
        const lines = cartOf(i).map((p, k) => ({ ...p, qty: 1 + (k % 2) }));
        const total = lines.reduce((s, l) => s + l.price_paise * l.qty, 0);
        await client.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO idempotency_keys (supplier_id, key, operation, request_hash, status_code, reply) VALUES ($1, $2, 'storefront-checkout', 'x', 0, 'null'::jsonb)`,
            [supplierId, `bench-raw-${i}-${Date.now()}`],
          );
          const ids = lines.map((l) => l.product_id).sort((a, b) => a - b);
          await tx.query(
            `SELECT product_id FROM products WHERE supplier_id = $1 AND product_id = ANY($2) ORDER BY product_id FOR SHARE`,
            [supplierId, ids],
          );
          const found = await tx.query<{ customer_id: number }>(
            `SELECT customer_id FROM customers WHERE supplier_id = $1 AND mobile_number = $2 LIMIT 1`,
            [supplierId, mobileOf(i)],
          );
          const customerId =
            found.rows[0]?.customer_id ??
            (
              await tx.query<{ customer_id: number }>(
                `INSERT INTO customers (supplier_id, name, mobile_number) VALUES ($1, 'Bench Shopper', $2) RETURNING customer_id`,
                [supplierId, mobileOf(i)],
              )
            ).rows[0]!.customer_id;
          const number = await tx.query<{ n: number }>(
            `SELECT coalesce(max(order_number), 0) + 1 AS n FROM orders WHERE supplier_id = $1`,
            [supplierId],
          );
          const order = await tx.query<{ order_id: number }>(
            `INSERT INTO orders (supplier_id, order_number, outlet_id, customer_id, source, order_statuses, payment_status, subtotal_paise, tax_paise, total_paise, public_token, stock_held)
             VALUES ($1, $2, $3, $4, 'ONLINE', ARRAY['UNCONFIRMED'], 'UNPAID', $5, 0, $5, $6, true) RETURNING order_id`,
            [supplierId, number.rows[0]!.n, outletId, customerId, total, `raw${i}${Date.now()}`],
          );
          const orderId = order.rows[0]!.order_id;
          for (const [k, l] of lines.entries())
            await tx.query(
              `INSERT INTO order_items (supplier_id, order_id, line_no, product_id, name, quantity, rate_paise, total_paise) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [supplierId, orderId, k + 1, l.product_id, l.name, l.qty, l.price_paise, l.price_paise * l.qty],
            );
          await tx.query(
            `INSERT INTO order_status_history (supplier_id, order_id, action, order_statuses, payment_status) VALUES ($1, $2, 'CREATED', ARRAY['UNCONFIRMED'], 'UNPAID')`,
            [supplierId, orderId],
          );
          for (const l of [...lines].sort((a, b) => a.product_id - b.product_id)) {
            await tx.query(
              `UPDATE stock_levels SET quantity = quantity - $4 WHERE supplier_id = $1 AND product_id = $2 AND outlet_id = $3`,
              [supplierId, l.product_id, outletId, l.qty],
            );
            await tx.query(
              `INSERT INTO stock_moves (supplier_id, product_id, outlet_id, quantity, reason, order_id) VALUES ($1, $2, $3, $4, 'SALE', $5)`,
              [supplierId, l.product_id, outletId, -l.qty, orderId],
            );
          }
        });
      });
      return [
        {
          name: 'checkout-throughput-vs-raw-sql',
          value: http / raw,
          target: targets.checkoutThroughput,
          details: [
            `HTTP ${http.toFixed(1)} checkouts/s, hand-made SQL ${raw.toFixed(1)} orders/s (3-line cart, COD, ${WORKERS} at once, PGlite)`,
          ],
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
