// Migration 0052 on serials kept before it: each serial gets the variant it was received as where
// its receipt tells (the purchase order's lines received with it, or the order's only variant of
// the product), else the variant of the bill line it was sold on, else 0; the product index then
// includes the variant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseBefore, type TestDatabase } from '../test/database.ts';
import { testSupplierRow } from '../test/rows.ts';
import { rowsOf } from './client.ts';
import { loadMigrations, migrate } from './migrate.ts';
import * as t from './schema.ts';

const BACKFILL_VERSION = 52;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabaseBefore(BACKFILL_VERSION);
}, 300_000);
afterAll(() => database.dispose());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database.db.execute(query))[0] as T;
}

describe('0052 gives serials kept before it their variant', () => {
  const variants: Record<string, number> = {};
  let supplierId: number;

  beforeAll(async () => {
    const [supplier] = await database.db
      .insert(t.suppliers)
      .values(
        testSupplierRow({ storeName: 'Phones', storeSlug: 'serial-backfill', ownerEmail: 'sb@example.com' }),
      )
      .returning({ supplierId: t.suppliers.supplierId });
    supplierId = supplier?.supplierId as number;
    const { outlet_id: outletId } = await one<{ outlet_id: number }>(
      sql`INSERT INTO outlets (supplier_id, name, position) VALUES (${supplierId}, 'Outlet', 0) RETURNING outlet_id`,
    );
    const { vendor_id: vendorId } = await one<{ vendor_id: number }>(
      sql`INSERT INTO vendors (supplier_id, name) VALUES (${supplierId}, 'Distributor') RETURNING vendor_id`,
    );
    const product = async (name: string) =>
      Number(
        (
          await one<{ product_id: number }>(
            sql`INSERT INTO products (supplier_id, name, price_paise) VALUES (${supplierId}, ${name}, 100) RETURNING product_id`,
          )
        ).product_id,
      );
    const phone = await product('Phone');
    const charger = await product('Charger');
    for (const [position, name] of ['Black', 'Blue'].entries())
      variants[name] = Number(
        (
          await one<{ variant_id: number }>(sql`
            INSERT INTO product_variants (supplier_id, product_id, position, variant_name)
            VALUES (${supplierId}, ${phone}, ${position}, ${name}) RETURNING variant_id`)
        ).variant_id,
      );
    const { Black: black, Blue: blue } = variants as { Black: number; Blue: number };

    let poNumber = 1;
    const purchaseOrder = async (lines: Array<[productId: number, variantId: number]>) => {
      const { purchase_order_id: id } = await one<{ purchase_order_id: number }>(sql`
        INSERT INTO purchase_orders (supplier_id, po_number, vendor_id, outlet_id, status)
        VALUES (${supplierId}, ${poNumber++}, ${vendorId}, ${outletId}, 'RECEIVED') RETURNING purchase_order_id`);
      for (const [i, [productId, variantId]] of lines.entries())
        await database.db.execute(sql`
          INSERT INTO purchase_order_lines (supplier_id, purchase_order_id, line_no, product_id, variant_id, name,
            ordered_qty, received_qty, cost_paise)
          VALUES (${supplierId}, ${id}, ${i + 1}, ${productId}, ${variantId}, 'Line', 5, 5, 100)`);
      return Number(id);
    };
    const receipt = (purchaseOrderId: number, lineNo: number, at: string) =>
      database.db.execute(sql`
        INSERT INTO purchase_receipt_lines (supplier_id, purchase_order_id, line_no, quantity, cost_paise, received_at)
        VALUES (${supplierId}, ${purchaseOrderId}, ${lineNo}, 1, 100, ${at})`);
    const serial = async (serialNo: string, productId: number, purchaseOrderId: number | null, at: string) =>
      Number(
        (
          await one<{ serial_id: number }>(sql`
            INSERT INTO product_serials (supplier_id, product_id, outlet_id, serial_no, purchase_order_id, created_at)
            VALUES (${supplierId}, ${productId}, ${outletId}, ${serialNo}, ${purchaseOrderId}, ${at})
            RETURNING serial_id`)
        ).serial_id,
      );

    // A purchase order with a Black line and a Blue line, received at different times and then
    // both at once.
    const mixed = await purchaseOrder([
      [phone, black],
      [phone, blue],
    ]);
    await receipt(mixed, 1, '2026-11-01T10:00:00Z');
    await serial('RECEIVED-BLACK', phone, mixed, '2026-11-01T10:00:00Z');
    await receipt(mixed, 2, '2026-11-02T10:00:00Z');
    await serial('RECEIVED-BLUE', phone, mixed, '2026-11-02T10:00:00Z');
    await receipt(mixed, 1, '2026-11-03T10:00:00Z');
    await receipt(mixed, 2, '2026-11-03T10:00:00Z');
    await serial('BOTH-AT-ONCE', phone, mixed, '2026-11-03T10:00:00Z');
    // The same order, but a sale tells the variant.
    const soldBlue = await serial('BOTH-SOLD-BLUE', phone, mixed, '2026-11-03T10:00:00Z');
    // An order of Blue only: its receipt rows are gone, the order's line still tells.
    const blueOnly = await purchaseOrder([[phone, blue]]);
    await serial('ORDER-BLUE', phone, blueOnly, '2026-11-04T10:00:00Z');
    // A product without variants.
    const chargers = await purchaseOrder([[charger, 0]]);
    await receipt(chargers, 1, '2026-11-05T10:00:00Z');
    await serial('CHARGER', charger, chargers, '2026-11-05T10:00:00Z');
    // No purchase order, never sold.
    await serial('UNKNOWN', phone, null, '2026-11-06T10:00:00Z');

    const { order_id: orderId } = await one<{ order_id: number }>(sql`
      INSERT INTO orders (supplier_id, order_number, outlet_id, source, order_statuses, payment_status)
      VALUES (${supplierId}, 1, ${outletId}, 'INSTORE', '{CONFIRMED}', 'PAID') RETURNING order_id`);
    await database.db.execute(sql`
      INSERT INTO order_items (supplier_id, order_id, line_no, product_id, variant_id, name, quantity, rate_paise,
        total_paise)
      VALUES (${supplierId}, ${orderId}, 1, ${phone}, ${blue}, 'Phone Blue', 1, 100, 100)`);
    await database.db.execute(sql`
      INSERT INTO order_item_serials (supplier_id, order_id, line_no, serial_id)
      VALUES (${supplierId}, ${orderId}, 1, ${soldBlue})`);
    await database.db.execute(
      sql`UPDATE product_serials SET status = 'SOLD', order_id = ${orderId} WHERE serial_id = ${soldBlue}`,
    );

    await migrate(
      database,
      loadMigrations().filter((m) => m.version <= BACKFILL_VERSION),
    );
  }, 300_000);

  it('takes the variant from the receipt, the purchase order, or the bill it was sold on', async () => {
    const rows = rowsOf<{ serial_no: string; variant_id: string }>(
      await database.db.execute(
        sql`SELECT serial_no, variant_id FROM product_serials WHERE supplier_id = ${supplierId} ORDER BY serial_no`,
      ),
    );
    expect(Object.fromEntries(rows.map((r) => [r.serial_no, Number(r.variant_id)]))).toEqual({
      'BOTH-AT-ONCE': 0,
      'BOTH-SOLD-BLUE': variants.Blue,
      CHARGER: 0,
      'ORDER-BLUE': variants.Blue,
      'RECEIVED-BLACK': variants.Black,
      'RECEIVED-BLUE': variants.Blue,
      UNKNOWN: 0,
    });
  });

  it('indexes the serials by product and variant', async () => {
    const indexes = rowsOf<{ indexname: string }>(
      await database.db.execute(
        sql`SELECT indexname FROM pg_indexes WHERE tablename = 'product_serials' ORDER BY indexname`,
      ),
    ).map((r) => r.indexname);
    expect(indexes).toContain('product_serials_variant_idx');
    expect(indexes).not.toContain('product_serials_product_idx');
  });
});
