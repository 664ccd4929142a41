// Receiving a 200-line purchase order into batches: POST /purchase-orders/:id/receipts through the
// app (validation, locks, batches, the ledger's moves and levels, receipt lines, received
// quantities, weighted average cost, the bill with GST, the reply) against the same inserts and
// updates written by hand as one SQL transaction, each on a fresh 200-line order, in the same run
// on the same fresh PGlite with the demo store. The ratio is of the medians.
import { mkdtempSync, rmSync } from 'node:fs';
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
import { targets } from '../config.ts';
import { progress, type Result } from './report.ts';

const LINES = 200;
const ROUNDS = 12;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function purchaseReceipt(): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-bench-purchase-'));
  const client = await PGlite.create();
  const db = drizzle(pgliteForDrizzle(client), { schema }) as unknown as Db;
  try {
    progress('purchase-receipt: migrating a fresh PGlite with the demo store');
    await migrate({
      db,
      kind: 'pglite',
      execScript: async (text) => void (await client.exec(text)),
      close: () => client.close(),
    });
    await seedDemoStore(db);
    const [store] = rowsOf<{ supplier_id: number }>(
      await db.execute(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`),
    );
    const supplierId = Number(store!.supplier_id);
    await db.execute(
      sql`UPDATE suppliers SET account_settings = account_settings || '{"isMaintainBatch": true, "isMaintainExpiry": true}'::jsonb WHERE supplier_id = ${supplierId}`,
    );
    const productIds = rowsOf<{ product_id: number }>(
      await db.execute(sql`
        INSERT INTO products (supplier_id, name, price_paise, cost_paise, tax_rate)
        SELECT ${supplierId}, 'Bench item ' || g, 10000, 7000, 12 FROM generate_series(1, ${LINES}) g
        RETURNING product_id`),
    ).map((r) => Number(r.product_id));

    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
    const app = await buildApp({
      config,
      db,
      listen: fromPglite(client).listen,
      logger: false,
      startJobWorker: false,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'demo@storekeep.in', password: 'demo1234' },
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      const call = async (url: string, payload: unknown) => {
        const reply = await app.inject({
          method: 'POST',
          url,
          headers: { cookie },
          payload: payload as object,
        });
        if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
        return reply.json() as { purchaseOrderId: number; vendorId: number; outletId: number };
      };
      const vendor = await call('/api/v1/vendors', { name: 'Bench Vendor', stateCode: '27' });
      const newOrder = () =>
        call('/api/v1/purchase-orders', {
          vendorId: vendor.vendorId,
          lines: productIds.map((productId) => ({ productId, quantity: 10 })),
        });
      let round = 0;

      progress(`purchase-receipt: ${ROUNDS} receipts of ${LINES} lines through the app`);
      const appTimes: number[] = [];
      for (let i = 0; i < ROUNDS + 2; i++) {
        const po = await newOrder();
        const body = {
          billNumber: `B-${i}`,
          lines: productIds.map((_, k) => ({
            lineNo: k + 1,
            quantity: 6,
            batchNo: `A${round}-${k}`,
            expiryDate: '2030-12-31',
            mrpPaise: 12_000,
          })),
        };
        round++;
        const started = performance.now();
        await call(`/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, body);
        if (i >= 2) appTimes.push(performance.now() - started);
      }

      progress(`purchase-receipt: ${ROUNDS} receipts of ${LINES} lines as one hand-made SQL transaction`);
      const rawTimes: number[] = [];
      for (let i = 0; i < ROUNDS + 2; i++) {
        const po = await newOrder();
        const id = po.purchaseOrderId;
        const outletId = po.outletId;
        const started = performance.now();
        await client.transaction(async (tx) => {
          await tx.query(
            'SELECT status FROM purchase_orders WHERE supplier_id = $1 AND purchase_order_id = $2 FOR UPDATE',
            [supplierId, id],
          );
          for (const [k, productId] of productIds.entries()) {
            const batch = await tx.query<{ batch_id: number }>(
              `INSERT INTO stock_batches (supplier_id, product_id, outlet_id, batch_no, expiry_date, mrp_paise, cost_paise, quantity)
               VALUES ($1, $2, $3, $4, '2030-12-31', 12000, 7000, 6) RETURNING batch_id`,
              [supplierId, productId, outletId, `R${round}-${k}`],
            );
            await tx.query(
              `INSERT INTO stock_levels (supplier_id, product_id, outlet_id, quantity) VALUES ($1, $2, $3, 6)
               ON CONFLICT (supplier_id, product_id, outlet_id) DO UPDATE SET quantity = stock_levels.quantity + 6`,
              [supplierId, productId, outletId],
            );
            await tx.query(
              `INSERT INTO stock_moves (supplier_id, product_id, outlet_id, batch_id, quantity, reason, purchase_order_id, line_no)
               VALUES ($1, $2, $3, $4, 6, 'PURCHASE', $5, $6)`,
              [supplierId, productId, outletId, batch.rows[0]!.batch_id, id, k + 1],
            );
            await tx.query(
              `INSERT INTO purchase_receipt_lines (supplier_id, purchase_order_id, line_no, batch_id, quantity, cost_paise)
               VALUES ($1, $2, $3, $4, 6, 7000)`,
              [supplierId, id, k + 1, batch.rows[0]!.batch_id],
            );
            await tx.query(
              'UPDATE purchase_order_lines SET received_qty = received_qty + 6 WHERE supplier_id = $1 AND purchase_order_id = $2 AND line_no = $3',
              [supplierId, id, k + 1],
            );
            await tx.query(
              'UPDATE products SET cost_paise = 7000 WHERE supplier_id = $1 AND product_id = $2',
              [supplierId, productId],
            );
          }
          await tx.query(
            `UPDATE purchase_orders SET status = 'PARTIALLY_RECEIVED', taxable_paise = 8400000, cgst_paise = 504000,
               sgst_paise = 504000, bill_total_paise = 9408000 WHERE supplier_id = $1 AND purchase_order_id = $2`,
            [supplierId, id],
          );
        });
        round++;
        if (i >= 2) rawTimes.push(performance.now() - started);
      }
      const appMs = median(appTimes);
      const rawMs = median(rawTimes);
      return [
        {
          name: 'purchase-receipt-200-lines-vs-raw-sql',
          value: appMs / rawMs,
          target: targets.purchaseReceipt,
          details: [
            `median receipt through the app ${appMs.toFixed(1)} ms, hand-made SQL ${rawMs.toFixed(1)} ms (${LINES} lines into batches, ${ROUNDS} rounds, PGlite)`,
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
