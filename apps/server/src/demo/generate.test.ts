import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { seedBulk, seedDemoStore } from './generate.ts';

let h: Harness;
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

  it('is deterministic: the same products and order totals every time', async () => {
    const rows = await one(sql`SELECT sum(total_paise)::bigint AS total, count(*)::int AS n FROM orders
      WHERE supplier_id = (SELECT supplier_id FROM suppliers WHERE store_slug = 'demo')`);
    const other = await createHarness();
    await seedDemoStore(other.database.db);
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

  it("gives the demo store's categories the themes' art as 200×200 pictures when it has a file storage", async () => {
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
    } finally {
      await other.close();
    }
  });

  it('adds bulk stores for benchmarks', async () => {
    await seedBulk(h.database.db, { suppliers: 2, orders: 30 });
    const rows = await one(
      sql`SELECT count(*)::int AS n FROM orders o JOIN suppliers s USING (supplier_id) WHERE s.store_slug LIKE 'bench-%'`,
    );
    expect(rows).toEqual([{ n: 60 }]);
  });
});
