import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { shelfBill } from '@storekeep/domain/bill-discount';
import { paymentStatusFor } from '@storekeep/domain/order-actions';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createHarness, type Harness, login } from '../test/harness.ts';
import { DEMO_LOGINS, seedBulk, seedDemoStore } from './generate.ts';

let h: Harness;
let demoId: number;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const one = async (query: ReturnType<typeof sql>) =>
  ((await h.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('demo data', () => {
  it('creates the demo store once, with 3 outlets, limited staff and orders in every state', async () => {
    expect(await seedDemoStore(h.database.db)).toBe(true);
    expect(await seedDemoStore(h.database.db)).toBe(false);
    const [store] = await one(sql`SELECT supplier_id FROM suppliers WHERE store_slug = 'demo'`);
    const id = store?.supplier_id as number;
    demoId = id;
    expect(await one(sql`SELECT count(*)::int AS n FROM outlets WHERE supplier_id = ${id}`)).toEqual([
      { n: 3 },
    ]);
    const staff = await one(
      sql`SELECT permissions FROM users WHERE supplier_id = ${id} AND email = 'staff@storekeep.in'`,
    );
    expect(staff[0]?.permissions).not.toContain('ORDER:MENU');
    const states = await one(
      sql`SELECT DISTINCT array_to_string(order_statuses, ',') AS s FROM orders WHERE supplier_id = ${id}`,
    );
    expect(states.map((r) => r.s)).toEqual(
      expect.arrayContaining([
        'UNCONFIRMED',
        'CANCELLED',
        'CONFIRMED,FULFILLED,FULL_RETURN',
        'CONFIRMED,FULFILLED,PARTIAL_RETURN',
      ]),
    );
    // Totals are exact: every order's lines add up to its subtotal + tax.
    const mismatched = await one(sql`
      SELECT o.order_id FROM orders o JOIN order_items i USING (supplier_id, order_id)
      WHERE o.supplier_id = ${id}
      GROUP BY o.order_id, o.subtotal_paise, o.tax_paise HAVING sum(i.total_paise) <> o.subtotal_paise + o.tax_paise`);
    expect(mismatched).toEqual([]);
  });

  it('gives every demo order the payment log that explains its paid amount, and a payment status that agrees', async () => {
    const orders = rowsOf<{
      order_id: number;
      source: string;
      customer_id: number | null;
      total: number;
      paid: number;
      refunded: number;
      returned: number;
      payment_status: string;
      statuses: string[];
      logged_paid: number;
      logged_refunds: number;
    }>(
      await h.database.db.execute(sql`
        SELECT o.order_id::int, o.source, o.customer_id::int, o.total_paise::int AS total, o.paid_paise::int AS paid,
          o.refunded_paise::int AS refunded, o.returned_paise::int AS returned, o.payment_status,
          o.order_statuses AS statuses,
          coalesce(sum(p.amount_paise) FILTER (WHERE p.kind = 'PAYMENT'), 0)::int AS logged_paid,
          coalesce(sum(p.amount_paise) FILTER (WHERE p.kind = 'REFUND'), 0)::int AS logged_refunds
        FROM orders o
        LEFT JOIN order_payments p ON p.supplier_id = o.supplier_id AND p.order_id = o.order_id
        WHERE o.supplier_id = ${demoId}
        GROUP BY o.supplier_id, o.order_id ORDER BY o.order_id`),
    );
    expect(orders).toHaveLength(56);
    for (const o of orders) {
      // PAYMENT rows − REFUND rows = paid amount, and the refunds are what the order says it gave back.
      expect(o.logged_paid - o.logged_refunds, `order ${o.order_id}`).toBe(o.paid);
      expect(o.logged_refunds, `order ${o.order_id}`).toBe(o.refunded);
      expect(o.paid + o.returned, `order ${o.order_id}`).toBeLessThanOrEqual(o.total);
      expect(o.payment_status, `order ${o.order_id}`).toBe(
        paymentStatusFor({ duePaise: o.total - o.returned, paidPaise: o.paid, refundedPaise: o.refunded }),
      );
    }
    expect(orders.filter((o) => o.payment_status === 'PAID').length).toBeGreaterThan(10);
    expect(orders.filter((o) => o.payment_status === 'PARTIALLY_PAID').length).toBeGreaterThan(0);
    // Returned goods are valued and their money given back: in full, or in part.
    for (const o of orders.filter((x) => x.statuses.includes('FULL_RETURN')))
      expect(o, `order ${o.order_id}`).toMatchObject({ returned: o.total, paid: 0, refunded: o.total });
    const partial = orders.filter((x) => x.statuses.includes('PARTIAL_RETURN'));
    expect(partial.length).toBeGreaterThan(0);
    for (const o of partial) {
      expect(o.returned, `order ${o.order_id}`).toBeGreaterThan(0);
      expect(o.returned, `order ${o.order_id}`).toBeLessThan(o.total);
    }

    const rows = rowsOf<{ kind: string; mode: string }>(
      await h.database.db.execute(
        sql`SELECT DISTINCT kind, mode FROM order_payments WHERE supplier_id = ${demoId} ORDER BY kind, mode`,
      ),
    );
    expect(rows.filter((r) => r.kind === 'PAYMENT').map((r) => r.mode)).toEqual([
      'CARD',
      'CASH',
      'CREDIT',
      'ONLINE',
      'UPI',
    ]);
    expect(rows.some((r) => r.kind === 'REFUND')).toBe(true);

    // Online payments are storefront orders' and each comes with the PAID attempt the callback settled.
    const online = rowsOf<{ order_source: string; attempt_status: string | null; same: boolean }>(
      await h.database.db.execute(sql`
        SELECT o.source AS order_source, a.status AS attempt_status,
          (a.order_id = p.order_id AND a.amount_paise = p.amount_paise AND a.provider = p.provider
            AND a.provider_payment_id = p.reference) AS same
        FROM order_payments p
        JOIN orders o ON o.supplier_id = p.supplier_id AND o.order_id = p.order_id
        LEFT JOIN online_payments a ON a.supplier_id = p.supplier_id AND a.payment_id = p.online_payment_id
        WHERE p.supplier_id = ${demoId} AND p.mode = 'ONLINE'`),
    );
    expect(online.length).toBeGreaterThan(0);
    expect(
      online.filter((r) => r.order_source !== 'ONLINE' || r.attempt_status !== 'PAID' || !r.same),
    ).toEqual([]);

    // Khata sales: the customer's khata holds what the orders took on credit, net of credit given back.
    const khata = rowsOf<{ customer_id: number; on_orders: number; on_khata: number }>(
      await h.database.db.execute(sql`
        WITH credit AS (
          SELECT o.customer_id, sum(CASE WHEN p.kind = 'PAYMENT' THEN p.amount_paise ELSE -p.amount_paise END) AS n
          FROM order_payments p JOIN orders o ON o.supplier_id = p.supplier_id AND o.order_id = p.order_id
          WHERE p.supplier_id = ${demoId} AND p.mode = 'CREDIT' GROUP BY o.customer_id),
        book AS (
          SELECT customer_id, sum(amount_paise) AS n FROM khata_entries
          WHERE supplier_id = ${demoId} GROUP BY customer_id)
        SELECT coalesce(credit.customer_id, book.customer_id)::int AS customer_id,
          coalesce(credit.n, 0)::int AS on_orders, coalesce(book.n, 0)::int AS on_khata
        FROM credit FULL JOIN book ON book.customer_id = credit.customer_id`),
    );
    expect(khata.length).toBeGreaterThan(0);
    for (const k of khata) expect(k.on_khata, `customer ${k.customer_id}`).toBe(k.on_orders);
    expect(khata.every((k) => k.customer_id !== null)).toBe(true);
  });

  it("bills every demo order by the domain's rules: its totals are the bill of its lines, with tax lines", async () => {
    const [store] = await one(sql`SELECT account_settings FROM suppliers WHERE supplier_id = ${demoId}`);
    const settings = accountSettingsSchema.parse(store?.account_settings);
    const orders = rowsOf<{
      order_id: number;
      subtotal: number;
      tax: number;
      round_off: number;
      total: number;
      tax_summary: unknown;
      place_of_supply: string | null;
    }>(
      await h.database.db.execute(sql`
        SELECT order_id::int, subtotal_paise::int AS subtotal, tax_paise::int AS tax,
          round_off_paise::int AS round_off, total_paise::int AS total, tax_summary, place_of_supply
        FROM orders WHERE supplier_id = ${demoId} ORDER BY order_id`),
    );
    const items = rowsOf<{
      order_id: number;
      quantity: string;
      rate: number;
      tax_rate: string;
      hsn: string | null;
      taxable: number;
      tax: number;
      total: number;
      discounted: number;
    }>(
      await h.database.db.execute(sql`
        SELECT order_id::int, quantity, rate_paise::int AS rate, tax_rate, hsn_sac_no AS hsn,
          taxable_paise::int AS taxable, tax_paise::int AS tax, total_paise::int AS total,
          discounted_selling_price_paise::int AS discounted
        FROM order_items WHERE supplier_id = ${demoId} ORDER BY order_id, line_no`),
    );
    let taxed = 0;
    for (const order of orders) {
      const lines = items.filter((item) => item.order_id === order.order_id);
      const place = order.place_of_supply
        ? { supplierStateCode: '29', placeOfSupplyStateCode: order.place_of_supply }
        : undefined;
      const bill = shelfBill(
        lines.map((line) => ({
          quantity: Number(line.quantity),
          ratePaise: line.rate,
          discount: null,
          taxRate: Number(line.tax_rate),
          hsnSacNo: line.hsn,
        })),
        null,
        {
          ...(place ? { place } : {}),
          roundOff: settings,
          itemRoundOff: settings,
          discountRoundOff: settings,
        },
      );
      const label = `order ${order.order_id}`;
      expect(order, label).toMatchObject({
        subtotal: bill.subtotal,
        tax: bill.totalTax,
        round_off: bill.roundOff,
        total: bill.grandTotal,
        tax_summary: bill.taxSummary,
      });
      expect(order.subtotal + order.tax + order.round_off, label).toBe(order.total);
      lines.forEach((line, i) => {
        expect(line, label).toMatchObject({
          taxable: bill.lines[i]?.taxable,
          tax: bill.lines[i]?.totalTax,
          total: bill.lines[i]?.total,
        });
        // The return dialog's "₹ … each": what one unit was really charged.
        expect(line.discounted, label).toBeGreaterThan(0);
      });
      if (bill.totalTax > 0) taxed++;
    }
    expect(taxed).toBeGreaterThan(orders.length / 2);

    // The back office shows a taxed demo order's bill with its CGST and SGST lines.
    const cookie = await login(h, DEMO_LOGINS.owner);
    const taxedOrder = orders.find((order) => order.tax > 0) as (typeof orders)[number];
    const reply = await h.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${taxedOrder.order_id}`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    const detail = reply.json() as { taxSummary: Array<{ name: string; amount: number }>; taxPaise: number };
    expect(detail.taxSummary.map((row) => row.name).sort()).toEqual(expect.arrayContaining(['CGST', 'SGST']));
    expect(detail.taxSummary.reduce((sum, row) => sum + row.amount, 0)).toBe(detail.taxPaise);
  });

  it('is deterministic: the same products, order totals and payments every time', async () => {
    const rows = await one(sql`SELECT sum(total_paise)::bigint AS total, count(*)::int AS n FROM orders
      WHERE supplier_id = (SELECT supplier_id FROM suppliers WHERE store_slug = 'demo')`);
    const paymentsOf = async (db: Harness['database']['db']) =>
      rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT o.order_number, p.kind, p.mode, p.amount_paise::int AS amount, p.tendered_paise::int AS tendered,
            p.reference
          FROM order_payments p JOIN orders o ON o.supplier_id = p.supplier_id AND o.order_id = p.order_id
          WHERE p.supplier_id = (SELECT supplier_id FROM suppliers WHERE store_slug = 'demo')
          ORDER BY o.order_number, p.kind, p.mode`),
      );
    const payments = await paymentsOf(h.database.db);
    const other = await createHarness();
    await seedDemoStore(other.database.db);
    expect(await paymentsOf(other.database.db)).toEqual(payments);
    const again = (
      (await other.database.db.execute(
        sql`SELECT sum(total_paise)::bigint AS total, count(*)::int AS n FROM orders`,
      )) as unknown as {
        rows: unknown[];
      }
    ).rows;
    await other.close();
    expect(again).toEqual(rows);
  });

  it("gives the demo store's categories and products pictures from the themes' art when it has a file storage", async () => {
    const other = await createHarness();
    try {
      await seedDemoStore(other.database.db, new Date(), other.app.storage);
      const rows = (
        (await other.database.db.execute(
          sql`SELECT name, image_key FROM categories ORDER BY position`,
        )) as unknown as { rows: Array<{ name: string; image_key: string | null }> }
      ).rows;
      expect(rows.length).toBeGreaterThan(6);
      expect(rows.filter((row) => row.image_key === null)).toEqual([]);
      const stored = await other.app.storage.get(rows[0]?.image_key as string);
      expect(await sharp(stored as Buffer).metadata()).toMatchObject({
        format: 'jpeg',
        width: 200,
        height: 200,
      });
      // Served where the storefront's cards point.
      const served = await other.app.inject({
        method: 'GET',
        url: other.app.storage.url(rows[0]?.image_key as string),
      });
      expect(served.statusCode).toBe(200);

      // Every product has a picture from the same art, made into its sizes by the upload's job.
      const pictures = (
        (await other.database.db.execute(
          sql`SELECT p.name, p.main_image_key FROM products p JOIN suppliers s USING (supplier_id) WHERE s.store_slug = 'demo' ORDER BY p.product_id`,
        )) as unknown as { rows: Array<{ name: string; main_image_key: string | null }> }
      ).rows;
      // All but the one left as a new product is, to show the storefront's neutral picture.
      expect(pictures.length).toBe(27);
      expect(pictures.filter((row) => row.main_image_key === null).map((row) => row.name)).toEqual([
        'Bathroom Slippers',
      ]);
      await other.app.jobs.drain();
      const first = pictures[0]?.main_image_key as string;
      const webp = await other.app.inject({
        method: 'GET',
        url: other.app.storage.url(first).replace(/\.jpg$/, '_500X.webp'),
      });
      expect(webp.statusCode).toBe(200);
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 500,
        height: 500,
      });
      const ready = (
        (await other.database.db.execute(
          sql`SELECT count(*)::int AS n FROM product_images WHERE variants_ready AND variants_version = 2`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      expect(ready).toEqual([{ n: 26 }]);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('adds bulk stores for benchmarks', async () => {
    await seedBulk(h.database.db, { suppliers: 2, orders: 30 });
    const rows = await one(
      sql`SELECT count(*)::int AS n FROM orders o JOIN suppliers s USING (supplier_id) WHERE s.store_slug LIKE 'bench-%'`,
    );
    expect(rows).toEqual([{ n: 60 }]);
    // Their payments explain their paid amounts too.
    const unexplained = await one(sql`
      SELECT o.order_id FROM orders o JOIN suppliers s USING (supplier_id)
      LEFT JOIN order_payments p ON p.supplier_id = o.supplier_id AND p.order_id = o.order_id
      WHERE s.store_slug LIKE 'bench-%'
      GROUP BY o.supplier_id, o.order_id, o.paid_paise
      HAVING coalesce(sum(CASE WHEN p.kind = 'PAYMENT' THEN p.amount_paise ELSE -p.amount_paise END), 0) <> o.paid_paise`);
    expect(unexplained).toEqual([]);
  });
});
