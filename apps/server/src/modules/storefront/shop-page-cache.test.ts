// The shop's page cache over HTTP (compression, ETags, invalidation) and the stock-driven catalogue version.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { createStore } from '../../test/harness.ts';
import { countStatements } from '../orders/test-support.ts';
import { clearPageCache } from './page-cache.ts';
import { a, b, get, h, made, pageOf, product, setUpShopPages, slugOf } from './shop-pages-test-support.ts';

setUpShopPages();

describe('page cache', () => {
  beforeAll(() =>
    h.acceptLedgerDrift('these tests write stock_levels directly: they test the kept totals, not the ledger'),
  );
  it('sends the page compressed (br, else gzip) to a browser that accepts it, with a weak ETag', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    expect(
      (await get(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode,
    ).toBe(304);
    const gzip = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 for a current ETag and a fresh page after a product change', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}?sort=price-desc`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await h.database.db
      .update(t.products)
      .set({ name: 'Fruit 30 Renamed' })
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 30')));
    // The database announces the change on commit (0015); on PostgreSQL the notice comes over
    // another connection, a moment later.
    await vi.waitFor(async () => {
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Fruit 30 Renamed');
    });
  });

  it('answers a current copy with 304 before rendering, also when the page is not in the cache', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}?sort=newest`;
    const etag = (await get(url)).headers.etag as string;
    clearPageCache(h.app);
    let reply: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await countStatements(h, async () => {
        reply = await get(url, { 'if-none-match': etag });
      }),
    ).toBe(0);
    expect(reply?.statusCode).toBe(304);
    expect(reply?.body).toBe('');
    expect(reply?.headers.etag).toBe(etag);
    // Another page of the same store has another tag.
    const other = await get(`/s/${a.slug}/category/${a.fruit}?sort=name`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('gives a page that is not found no ETag', async () => {
    const missing = await get(`/s/${a.slug}/category/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('answers a cached page without a query, and drops it when the database announces a change', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}?sort=name`;
    await get(url);
    expect(await countStatements(h, () => get(url))).toBe(0);
    await h.database.db
      .update(t.products)
      .set({ name: 'Fruit 21 Renamed' })
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 21')));
    await vi.waitFor(async () => expect((await get(url)).body).toContain('Fruit 21 Renamed'));
  });

  it('shows a stock change at once: a product that runs out shows Out of stock', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}?min=20&max=20`;
    const before = await get(url);
    expect(before.body).toContain('Fruit 20');
    expect(before.body).not.toContain('Out of stock');
    const [fruit20] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 20')));
    await h.database.db
      .update(t.stockLevels)
      .set({ quantity: '0' })
      .where(
        and(eq(t.stockLevels.supplierId, a.supplierId), eq(t.stockLevels.productId, fruit20?.id as number)),
      );
    await vi.waitFor(async () => {
      const after = await get(url, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Out of stock');
    });
  });

  it('keeps the page through a sale that leaves the product in stock', async () => {
    const url = `/s/${a.slug}/category/${a.fruit}?min=22&max=22`;
    expect((await get(url)).body).toContain('Fruit 22');
    const [fruit22] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 22')));
    const sold = await h.database.db
      .update(t.stockLevels)
      .set({ quantity: sql`${t.stockLevels.quantity} - 1` })
      .where(
        and(eq(t.stockLevels.supplierId, a.supplierId), eq(t.stockLevels.productId, fruit22?.id as number)),
      )
      .returning({ quantity: t.stockLevels.quantity });
    expect(Number(sold[0]?.quantity)).toBeGreaterThan(0);
    // No product crossed zero: the catalogue version stays, and so does the cached page.
    expect(await countStatements(h, () => get(url))).toBe(0);
  });

  it("is not touched by another store's change", async () => {
    const url = `/s/${a.slug}/category/${a.fruit}`;
    const etag = (await get(url)).headers.etag as string;
    await h.database.db
      .update(t.products)
      .set({ name: 'Bharat Banana 2' })
      .where(eq(t.products.supplierId, b.supplierId));
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('stock and the catalogue version', () => {
  const versionOf = async (supplierId: number) => {
    const [row] = rowsOf<{ version: string }>(
      await h.database.db.execute(
        sql`SELECT version FROM storefront_catalogue_versions WHERE supplier_id = ${supplierId}`,
      ),
    );
    return Number(row?.version ?? 1);
  };
  /** The product's kept stock total and variant count, and what stock_levels and product_variants say. */
  const figuresOf = async (supplierId: number, productId: number) => {
    const [row] = rowsOf<{ kept: string; summed: string; count: number; counted: number }>(
      await h.database.db.execute(
        sql`SELECT coalesce((SELECT t.stock_total FROM product_stock_totals t
                WHERE t.supplier_id = p.supplier_id AND t.product_id = p.product_id), 0) AS kept,
              p.variant_count AS count,
              (SELECT coalesce(sum(quantity), 0) FROM stock_levels s WHERE s.supplier_id = p.supplier_id AND s.product_id = p.product_id) AS summed,
              (SELECT count(*)::int FROM product_variants v WHERE v.supplier_id = p.supplier_id AND v.product_id = p.product_id) AS counted
            FROM products p WHERE p.supplier_id = ${supplierId} AND p.product_id = ${productId}`,
      ),
    );
    return {
      kept: Number(row?.kept),
      summed: Number(row?.summed),
      count: Number(row?.count),
      counted: Number(row?.counted),
    };
  };

  it('moves only when a product goes in or out of stock, counted over all its outlets', async () => {
    const store = await createStore(h, { storeName: 'Two Outlets', outlets: [1, 1] });
    const [first, second] = store.outlets.map((o) => o.outletId) as [number, number];
    const p = await product(store, { name: 'Crossing Tea' }, 3);
    const db = h.database.db;
    await db
      .insert(t.stockLevels)
      .values({ supplierId: store.supplierId, productId: p, outletId: second, quantity: '-2' });
    const set = (outletId: number, quantity: number) =>
      db.execute(
        sql`UPDATE stock_levels SET quantity = ${quantity} WHERE supplier_id = ${store.supplierId} AND product_id = ${p} AND outlet_id = ${outletId}`,
      );
    let version = await versionOf(store.supplierId);
    const moved = async () => {
      // Whatever the statement was, the product's row carries the sum of its stock rows.
      const figures = await figuresOf(store.supplierId, p);
      expect(figures.kept).toBe(figures.summed);
      const now = await versionOf(store.supplierId);
      const changed = now !== version;
      version = now;
      return changed;
    };
    // 3 and -2: one in stock over both outlets.
    await set(first, 5); // 3 in stock
    expect(await moved()).toBe(false);
    await set(first, 2); // 0: out of stock
    expect(await moved()).toBe(true);
    await set(first, 1); // -1: still out
    expect(await moved()).toBe(false);
    // One statement moving both rows: 4 and -1, 3 in stock.
    await db.execute(
      sql`UPDATE stock_levels SET quantity = CASE outlet_id WHEN ${first} THEN 4 ELSE -1 END WHERE supplier_id = ${store.supplierId} AND product_id = ${p}`,
    );
    expect(await moved()).toBe(true);
    await db.execute(
      sql`DELETE FROM stock_levels WHERE supplier_id = ${store.supplierId} AND product_id = ${p} AND outlet_id = ${first}`,
    );
    expect(await moved()).toBe(true); // -1 left
    // The ledger's upsert: a new row and a changed row in one statement.
    await db.execute(
      sql`INSERT INTO stock_levels (supplier_id, product_id, outlet_id, quantity)
          VALUES (${store.supplierId}, ${p}, ${first}, 1), (${store.supplierId}, ${p}, ${second}, 0)
          ON CONFLICT (supplier_id, product_id, variant_id, outlet_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    );
    expect(await moved()).toBe(true); // 1 and 0: in stock
    // Another store's stock never moves this store's version.
    const other = await db
      .select({ productId: t.stockLevels.productId, quantity: t.stockLevels.quantity })
      .from(t.stockLevels)
      .where(eq(t.stockLevels.supplierId, b.supplierId));
    await db.execute(sql`UPDATE stock_levels SET quantity = 0 WHERE supplier_id = ${b.supplierId}`);
    for (const row of other)
      await db.execute(
        sql`UPDATE stock_levels SET quantity = ${row.quantity} WHERE supplier_id = ${b.supplierId} AND product_id = ${row.productId}`,
      );
    expect(await moved()).toBe(false);
  });

  it('catches a crossing made by two transactions at once, each changing another outlet', async () => {
    const store = await createStore(h, { storeName: 'Two Tills', outlets: [1, 1] });
    const [first, second] = [made(store.outlets[0]).outletId, made(store.outlets[1]).outletId];
    const p = await product(store, { name: 'Last Two Packets' }, 1);
    const db = h.database.db;
    await db
      .insert(t.stockLevels)
      .values({ supplierId: store.supplierId, productId: p, outletId: second, quantity: '1' });
    const url = await pageOf({ supplierId: store.supplierId, slug: await slugOf(store.supplierId) }, p);
    // Rendered (and cached) while two are left.
    expect((await get(url)).body).not.toContain('Out of stock');
    const before = await versionOf(store.supplierId);
    // Each till sells the last packet of its outlet. On PostgreSQL the second statement runs while
    // the first transaction is still open: neither sees the other's stock row, so neither alone
    // could tell that the product has run out; the product row's total tells (it waits for the
    // first). On PGlite the two run one after the other.
    let firstSold!: () => void;
    const soldInFirst = new Promise<void>((resolve) => {
      firstSold = resolve;
    });
    const sell = (outletId: number) =>
      sql`UPDATE stock_levels SET quantity = quantity - 1 WHERE supplier_id = ${store.supplierId} AND product_id = ${p} AND outlet_id = ${outletId}`;
    const one = db.transaction(async (tx) => {
      await tx.execute(sell(first));
      firstSold();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await soldInFirst;
    const two = db.transaction(async (tx) => {
      await tx.execute(sell(second));
    });
    await Promise.all([one, two]);
    expect(await figuresOf(store.supplierId, p)).toMatchObject({ kept: 0, summed: 0 });
    expect(await versionOf(store.supplierId)).toBeGreaterThan(before);
    // The cached page goes once the database's notice of the change arrives (on PostgreSQL, over
    // the connection, a moment after the commit).
    await vi.waitFor(async () => expect((await get(url)).body).toContain('Out of stock'));
  });

  it('lets a bill and an online checkout of the same product through at once', async () => {
    const store = await createStore(h, { storeName: 'Till and Web' });
    const outletId = made(store.outlets[0]).outletId;
    const p = await product(store, { name: 'Shared Shelf Rice' }, 5);
    const db = h.database.db;
    const sell = sql`UPDATE stock_levels SET quantity = quantity - 1 WHERE supplier_id = ${store.supplierId} AND product_id = ${p} AND outlet_id = ${outletId}`;
    // The checkout holds its products (FOR SHARE) before it takes stock; the bill takes the stock
    // row first. On PostgreSQL the bill's stock change runs while the checkout holds the product:
    // nothing the bill's triggers write may wait for that product's row, or the two would wait for
    // each other. On PGlite the two run one after the other.
    let productsHeld!: () => void;
    const held = new Promise<void>((resolve) => {
      productsHeld = resolve;
    });
    const checkout = db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM products WHERE supplier_id = ${store.supplierId} AND product_id = ${p} FOR SHARE`,
      );
      productsHeld();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sell);
    });
    await held;
    const bill = db.transaction(async (tx) => {
      await tx.execute(sell);
    });
    await Promise.all([checkout, bill]);
    expect(await figuresOf(store.supplierId, p)).toMatchObject({ kept: 3, summed: 3 });
  });

  it('keeps the main picture on the product row through uploads, ready variants, reorders and deletes', async () => {
    const store = await createStore(h, { storeName: 'Picture Row' });
    const p = await product(store, { name: 'Brass Lamp' });
    const db = h.database.db;
    const main = async () => {
      const [row] = await db
        .select({ key: t.products.mainImageKey, ready: t.products.mainImageReady })
        .from(t.products)
        .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.productId, p)));
      return row;
    };
    const picture = (key: string, position: number) => ({
      supplierId: store.supplierId,
      productId: p,
      position,
      storageKey: key,
      contentType: 'image/jpeg',
      width: 800,
      height: 800,
      byteSize: 1000,
    });
    expect(await main()).toEqual({ key: null, ready: false });
    const [first, second] = await db
      .insert(t.productImages)
      .values([picture('lamp-front.jpg', 0), picture('lamp-side.jpg', 1)])
      .returning({ imageId: t.productImages.imageId });
    expect(await main()).toEqual({ key: 'lamp-front.jpg', ready: false });
    const mark = (imageId: number) =>
      db.update(t.productImages).set({ variantsReady: true }).where(eq(t.productImages.imageId, imageId));
    await mark(made(first).imageId);
    expect(await main()).toEqual({ key: 'lamp-front.jpg', ready: true });
    // A reorder as the editor does it: every row parked on a negative position, then placed.
    const scope = and(eq(t.productImages.supplierId, store.supplierId), eq(t.productImages.productId, p));
    await db
      .update(t.productImages)
      .set({ position: sql`-1 - ${t.productImages.position}` })
      .where(scope);
    expect(await main()).toEqual({ key: null, ready: false });
    await db.execute(
      sql`UPDATE product_images SET position = CASE storage_key WHEN 'lamp-side.jpg' THEN 0 ELSE 1 END WHERE supplier_id = ${store.supplierId} AND product_id = ${p}`,
    );
    expect(await main()).toEqual({ key: 'lamp-side.jpg', ready: false });
    await mark(made(second).imageId);
    expect(await main()).toEqual({ key: 'lamp-side.jpg', ready: true });
    await db.delete(t.productImages).where(eq(t.productImages.imageId, made(second).imageId));
    expect(await main()).toEqual({ key: null, ready: false });
    await db.update(t.productImages).set({ position: 0 }).where(scope);
    expect(await main()).toEqual({ key: 'lamp-front.jpg', ready: true });
  });

  it('counts variants on the product row, and moves the version when a variant comes or goes', async () => {
    const store = await createStore(h, { storeName: 'Variant Counts' });
    const p = await product(store, { name: 'Kurta' });
    const db = h.database.db;
    const v1 = await versionOf(store.supplierId);
    const added = await db
      .insert(t.productVariants)
      .values(
        ['S', 'M', 'L'].map((size, i) => ({
          supplierId: store.supplierId,
          productId: p,
          variantName: size,
          position: i,
        })),
      )
      .returning({ variantId: t.productVariants.variantId });
    expect(await figuresOf(store.supplierId, p)).toMatchObject({ count: 3, counted: 3 });
    const v2 = await versionOf(store.supplierId);
    expect(v2).toBeGreaterThan(v1);
    await db.delete(t.productVariants).where(eq(t.productVariants.variantId, made(added[0]).variantId));
    expect(await figuresOf(store.supplierId, p)).toMatchObject({ count: 2, counted: 2 });
    expect(await versionOf(store.supplierId)).toBeGreaterThan(v2);
    // A product's own edit still moves it.
    const v3 = await versionOf(store.supplierId);
    await db.update(t.products).set({ name: 'Kurta (cotton)' }).where(eq(t.products.productId, p));
    expect(await versionOf(store.supplierId)).toBeGreaterThan(v3);
    // Deleting the product takes its variants and stock along, and nothing else is left to count.
    await db.delete(t.products).where(eq(t.products.productId, p));
    const [left] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM product_variants WHERE supplier_id = ${store.supplierId} AND product_id = ${p}`,
      ),
    );
    expect(left?.n).toBe(0);
  });
});
