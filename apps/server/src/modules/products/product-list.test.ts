// The product list and search over HTTP: tabs, missing-data views, sorting, the recycle bin and
// selling on/off, the capped count, search by name or barcode, and their statement counts.
import { PRODUCT_LIST_COUNT_CAP, PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1, 1] });
  cookie = await login(h, store.owner);
});
afterAll(() => h.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Json, as = cookie) =>
  h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

/** Counts the SQL statements the app sends while `run` goes. */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const session = h.database.db as unknown as {
    session: { client: { query: (...a: unknown[]) => unknown } };
  };
  const client = session.session.client;
  const original = client.query.bind(client);
  let n = 0;
  client.query = (...args: unknown[]) => {
    n++;
    return original(...args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return n;
}
describe('list, tabs, missing-data views, recycle bin and selling', () => {
  let listStore: StoreFixture;
  let owner: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    listStore = await createStore(h);
    owner = await login(h, listStore.owner);
    const db = h.database.db;
    const [cat] = await db
      .insert(t.categories)
      .values({ supplierId: listStore.supplierId, name: 'Snacks' })
      .returning({ categoryId: t.categories.categoryId });
    const rows: Array<typeof t.products.$inferInsert> = Array.from({ length: 30 }, (_, i) => ({
      supplierId: listStore.supplierId,
      name: `Item ${String(i + 1).padStart(2, '0')}`,
      categoryId: cat?.categoryId ?? null,
      barcode: `100${i}`,
      pricePaise: 1_000 + i,
      mrpPaise: 2_000,
      costPaise: 500,
      taxRate: '5',
    }));
    rows.push(
      { ...rows[0]!, name: 'No image', barcode: '2001' },
      { ...rows[0]!, name: 'No category', barcode: '2002', categoryId: null },
      { ...rows[0]!, name: 'No tax', barcode: '2003', taxRate: null },
      { ...rows[0]!, name: 'No price', barcode: '2004', pricePaise: 0 },
      { ...rows[0]!, name: 'No barcode', barcode: null },
    );
    const inserted = await db
      .insert(t.products)
      .values(rows)
      .returning({ productId: t.products.productId, name: t.products.name });
    for (const row of inserted) ids[row.name] = row.productId;
    // Images are the media module's rows: every product but 'No image' has one; Item 01 has two,
    // the main one with its variants made.
    const image = (productId: number, position: number, variantsReady: boolean) => ({
      supplierId: listStore.supplierId,
      productId,
      position,
      storageKey: `library/${listStore.supplierId}/products/${productId}/p${position}.jpg`,
      contentType: 'image/jpeg',
      width: 800,
      height: 800,
      byteSize: 1000,
      variantsReady,
    });
    await db
      .insert(t.productImages)
      .values([
        ...inserted
          .filter((row) => row.name !== 'No image')
          .map((row) => image(row.productId, 0, row.name === 'Item 01')),
        image(ids['Item 01'] as number, 1, false),
      ]);
  });

  const list = async (query = '') => {
    const reply = await call('GET', `/api/v1/products${query}`, undefined, owner);
    expect(reply.statusCode).toBe(200);
    return reply.json() as { products: Json[]; total: number; page: number; pageSize: number };
  };

  it('lists ACTIVE products 25 a page by name, with the total', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 35, totalIsCapped: false, page: 1, pageSize: 25 });
    expect(first.products).toHaveLength(25);
    expect(first.products[0]).toMatchObject({
      productName: 'Item 01',
      categoryName: 'Snacks',
      mainImageUrl: `/uploads/library/${listStore.supplierId}/products/${ids['Item 01']}/p0_200x200.jpg?fit=cover`,
      imageCount: 2,
      sellingPricePaise: 1_000,
      marginPercent: 50,
      salesTax: 5,
      visibility: 'ON_DISPLAY',
      status: 'ACTIVE',
    });
    expect((await list('?page=2')).products).toHaveLength(10);
  });

  it.each([
    ['name_desc', 'No tax'],
    ['price_desc', 'Item 30'],
    ['price_asc', 'No price'],
  ])('sorts by %s', async (sort, firstName) => {
    expect((await list(`?sort=${sort}`)).products[0]?.productName).toBe(firstName);
  });

  it('sorts by newest, oldest and last updated', async () => {
    expect((await list('?sort=newest')).products[0]?.productName).toBe('No barcode');
    expect((await list('?sort=oldest')).products[0]?.productName).toBe('Item 01');
    expect((await list('?sort=updated')).total).toBe(35);
  });

  it.each([
    ['image', 'No image'],
    ['category', 'No category'],
    ['tax', 'No tax'],
    ['price', 'No price'],
    ['barcode', 'No barcode'],
  ])('lists the products missing %s', async (view, name) => {
    const reply = await list(`?missing=${view}`);
    expect(reply.products.map((p) => p.productName)).toEqual([name]);
  });

  it('filters by category', async () => {
    const [row] = await h.database.db
      .select({ categoryId: t.products.categoryId })
      .from(t.products)
      .where(eq(t.products.productId, ids['Item 01'] as number));
    expect((await list(`?categoryId=${row?.categoryId}`)).total).toBe(34);
  });

  it('pauses and resumes selling in bulk (OFF_DISPLAY / ON_DISPLAY)', async () => {
    const chosen = [ids['Item 01'], ids['Item 02']];
    const paused = await call('POST', '/api/v1/products/pause-selling', { ids: chosen }, owner);
    expect(paused.json()).toEqual({ updated: 2, message: 'Selling paused for 2 product(s)' });
    expect((await list('?display=OFF_DISPLAY')).products.map((p) => p.productName)).toEqual([
      'Item 01',
      'Item 02',
    ]);
    expect((await list('?display=ON_DISPLAY')).total).toBe(33);
    const resumed = await call('POST', '/api/v1/products/resume-selling', { ids: [ids['Item 01']] }, owner);
    expect(resumed.json()).toEqual({ updated: 1, message: 'Selling resumed for 1 product(s)' });
    await call('POST', '/api/v1/products/resume-selling', { ids: [ids['Item 02']] }, owner);
  });

  it('moves products to the recycle bin and restores them; the counts follow', async () => {
    const chosen = [ids['Item 03'], ids['Item 04'], ids['Item 05']];
    const moved = await call('POST', '/api/v1/products/recycle-bin', { ids: chosen }, owner);
    expect(moved.json()).toEqual({ updated: 3, message: '3 product(s) moved to the recycle bin' });
    expect((await list('?filter=IN_RECYCLEBIN')).products.map((p) => p.productName)).toEqual([
      'Item 03',
      'Item 04',
      'Item 05',
    ]);
    const counts = await call('GET', '/api/v1/products/counts', undefined, owner);
    expect(counts.json()).toEqual({
      ACTIVE: 32,
      IN_RECYCLEBIN: 3,
      ON_DISPLAY: 32,
      OFF_DISPLAY: 0,
      missing: { image: 1, category: 1, tax: 1, price: 1, barcode: 1 },
    });
    const again = await call('POST', '/api/v1/products/recycle-bin', { ids: chosen }, owner);
    expect(again.statusCode).toBe(404);
    const restored = await call('POST', '/api/v1/products/restore', { ids: [ids['Item 03']] }, owner);
    expect(restored.json()).toEqual({ updated: 1, message: '1 product(s) restored' });
    expect((await list('?filter=IN_RECYCLEBIN')).total).toBe(2);
    const notInBin = await call('POST', '/api/v1/products/restore', { ids: [ids['Item 01']] }, owner);
    expect(notInBin.statusCode).toBe(404);
    expect(notInBin.json().error.message).toBe(PRODUCT_MESSAGES.notFound);
  });

  it('deletes products in the recycle bin for good, with their images; active ones stay', async () => {
    const binned = ids['Item 04'] as number;
    const reply = await call(
      'POST',
      '/api/v1/products/permanent-delete',
      { ids: [binned, ids['Item 01']] },
      owner,
    );
    expect(reply.json()).toEqual({ updated: 1, message: '1 product(s) has been deleted' });
    expect((await list('?filter=IN_RECYCLEBIN')).products.map((p) => p.productName)).toEqual(['Item 05']);
    expect((await call('GET', `/api/v1/products/${binned}`, undefined, owner)).statusCode).toBe(404);
    const images = await h.database.db
      .select()
      .from(t.productImages)
      .where(eq(t.productImages.productId, binned));
    expect(images).toEqual([]);
    // The image files (original and variants) go by the deletion job.
    const [job] = await h.database.db
      .select({ payload: t.jobs.payload })
      .from(t.jobs)
      .where(and(eq(t.jobs.queue, 'storage.delete-files'), eq(t.jobs.supplierId, listStore.supplierId)));
    expect((job?.payload as { keys: string[] } | undefined)?.keys).toContain(
      `library/${listStore.supplierId}/products/${binned}/p0.jpg`,
    );
    const active = await call('POST', '/api/v1/products/permanent-delete', { ids: [ids['Item 01']] }, owner);
    expect(active.statusCode).toBe(404);
  });

  it('refuses to delete for good a product other records still point at, deleting none', async () => {
    // As an order line or stock move of the orders module would.
    await h.database.db.execute(sql`CREATE TABLE order_line_probe (
      supplier_id bigint NOT NULL, product_id bigint NOT NULL,
      FOREIGN KEY (supplier_id, product_id) REFERENCES products (supplier_id, product_id))`);
    try {
      await h.database.db.execute(
        sql`INSERT INTO order_line_probe VALUES (${listStore.supplierId}, ${ids['Item 05'] as number})`,
      );
      const reply = await call('POST', '/api/v1/products/permanent-delete', { ids: [ids['Item 05']] }, owner);
      expect([reply.statusCode, reply.json().error.message]).toEqual([409, PRODUCT_MESSAGES.usedInOrders]);
      expect((await list('?filter=IN_RECYCLEBIN')).total).toBe(1);
    } finally {
      await h.database.db.execute(sql`DROP TABLE order_line_probe`);
    }
  });

  it('refuses bad list queries and empty bulk bodies', async () => {
    expect((await call('GET', '/api/v1/products?filter=GONE', undefined, owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/products?missing=colour', undefined, owner)).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/products/pause-selling', { ids: [] }, owner)).statusCode).toBe(400);
  });

  it('lists and counts with a constant number of SQL statements, whatever the page holds', async () => {
    // The session lookup (and at most one touch of it), then the page and its total.
    expect(await countStatements(() => list('?page=2'))).toBeLessThanOrEqual(4);
    expect(await countStatements(() => list())).toBeLessThanOrEqual(4);
    expect(
      await countStatements(() => call('GET', '/api/v1/products/counts', undefined, owner)),
    ).toBeLessThanOrEqual(3);
  });
});

describe('the list count on a large catalogue', () => {
  it('counts up to 10 000 and then says there are more, without counting them all', async () => {
    const big = await createStore(h);
    const owner = await login(h, big.owner);
    await h.database.db.execute(sql`
      INSERT INTO products (supplier_id, name) SELECT ${big.supplierId}, 'Bulk ' || n FROM generate_series(1, 10001) AS n`);
    const reply = await call('GET', '/api/v1/products', undefined, owner);
    expect(reply.json()).toMatchObject({ total: PRODUCT_LIST_COUNT_CAP, totalIsCapped: true });
    const one = await call('GET', '/api/v1/products?filter=IN_RECYCLEBIN', undefined, owner);
    expect(one.json()).toMatchObject({ total: 0, totalIsCapped: false });
  });
});

describe('search by name or barcode', () => {
  let searchStore: StoreFixture;
  let owner: string;
  beforeAll(async () => {
    searchStore = await createStore(h);
    owner = await login(h, searchStore.owner);
    const names = [
      ['Toor Dal 1 kg', '8904000000011', 'TD-1'],
      ['Moong Dal Yellow', '8904000000028', 'MD-1'],
      ['Dalchini Sticks', '8904000000035', 'SP-1'],
      ['Basmati Rice', '8905000000010', 'BR_5'],
      ['चावल सोना मसूरी', '8906000000019', null],
    ] as const;
    await h.database.db
      .insert(t.products)
      .values(
        names.map(([name, barcode, sku]) => ({ supplierId: searchStore.supplierId, name, barcode, sku })),
      );
    await h.database.db.insert(t.products).values(
      Array.from({ length: 25 }, (_, i) => ({
        supplierId: searchStore.supplierId,
        name: `Namkeen Pack ${i + 1}`,
        barcode: `77${String(i).padStart(4, '0')}`,
      })),
    );
  });
  const search = async (query: string) => {
    const reply = await call('GET', `/api/v1/products/search?${query}`, undefined, owner);
    expect(reply.statusCode).toBe(200);
    return reply.json() as { searchType: string; products: Json[]; currentPage: number; pageSize: number };
  };

  it('finds names by the start of their words, names starting with the term first', async () => {
    const reply = await search('searchParameter=dal');
    expect(reply.searchType).toBe('name');
    expect(reply.products.map((p) => p.productName)).toEqual([
      'Dalchini Sticks',
      'Moong Dal Yellow',
      'Toor Dal 1 kg',
    ]);
    expect((await search('searchParameter=toor%20da')).products.map((p) => p.productName)).toEqual([
      'Toor Dal 1 kg',
    ]);
    expect((await search(`searchParameter=${encodeURIComponent('चावल')}`)).products).toHaveLength(1);
  });

  it('matches a SKU prefix in a name search, and takes _ in a term literally', async () => {
    expect((await search('searchParameter=BR_')).products.map((p) => p.productName)).toEqual([
      'Basmati Rice',
    ]);
    expect((await search('searchParameter=BRx5')).products).toEqual([]);
  });

  it('answers nothing for a name term of 2 characters or fewer', async () => {
    expect((await search('searchParameter=da')).products).toEqual([]);
    expect((await search('searchParameter=%20%20')).products).toEqual([]);
  });

  it('treats a term with no letters as a barcode and matches barcode prefixes', async () => {
    const reply = await search('searchParameter=890400');
    expect(reply.searchType).toBe('barcode');
    expect(reply.products.map((p) => p.barcode)).toEqual(['8904000000011', '8904000000028', '8904000000035']);
    const exact = await search('barcode=8905000000010');
    expect(exact).toMatchObject({ searchType: 'barcode', products: [{ productName: 'Basmati Rice' }] });
    expect(exact.products[0]).toMatchObject({
      stockQuantity: 0,
      visibility: 'ON_DISPLAY',
      unitOfMeasurement: 'pcs',
    });
    expect((await search('barcode=')).products).toEqual([]);
  });

  it('pages search results by 20', async () => {
    const first = await search('searchParameter=namkeen');
    expect(first.products).toHaveLength(20);
    expect(first.pageSize).toBe(20);
    expect((await search('searchParameter=namkeen&currentPage=2')).products).toHaveLength(5);
    expect((await search('barcode=77')).products).toHaveLength(20);
  });

  it('refuses a search without a term, or over the maximum lengths', async () => {
    const none = await call('GET', '/api/v1/products/search', undefined, owner);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PRODUCT_MESSAGES.enterSearchTerm);
    expect(
      (await call('GET', `/api/v1/products/search?barcode=${'1'.repeat(21)}`, undefined, owner)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/v1/products/search?searchParameter=${'a'.repeat(151)}`, undefined, owner))
        .statusCode,
    ).toBe(400);
  });

  it('answers the stock of the outlet asked for, the one the POS bills at and names', async () => {
    const [dal] = await h.database.db
      .select({ productId: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, searchStore.supplierId), eq(t.products.name, 'Toor Dal 1 kg')));
    const outletId = searchStore.outlets[0]!.outletId;
    const stocked = await call(
      'POST',
      '/api/v1/stock/adjustments',
      { productId: dal!.productId, outletId, quantity: 7, reason: 'OPENING' },
      owner,
    );
    expect(stocked.statusCode).toBe(200);
    const found = await search(`searchParameter=toor&outletId=${outletId}`);
    expect(found.products.map((p) => p.stockQuantity)).toEqual([7]);
    // Another store's outlet id reads no stock of this one.
    const foreign = await search(`searchParameter=toor&outletId=${store.outlets[0]!.outletId}`);
    expect(foreign.products.map((p) => p.stockQuantity)).toEqual([0]);
  });

  it('leaves products in the recycle bin out of search', async () => {
    await h.database.db
      .update(t.products)
      .set({ status: 'IN_RECYCLEBIN' })
      .where(and(eq(t.products.supplierId, searchStore.supplierId), eq(t.products.name, 'Basmati Rice')));
    expect((await search('barcode=8905000000010')).products).toEqual([]);
  });

  it('searches with a constant number of SQL statements', async () => {
    expect(await countStatements(() => search('searchParameter=namkeen'))).toBeLessThanOrEqual(3);
    expect(await countStatements(() => search('barcode=77'))).toBeLessThanOrEqual(3);
  });
});
