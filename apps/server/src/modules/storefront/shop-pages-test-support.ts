// Shared by the shop page tests: two seeded stores, product and category factories, and GET on the app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../../test/harness.ts';
import { productPathOf } from '../../test/product-path.ts';
import { setStock } from '../../test/stock.ts';
import { assignProductSlugs } from '../products/index.ts';

// Set before the file's tests by setUpShopPages(); read by the tests through live imports.
export let h: Harness;
export let a: StoreFixture & { slug: string; fruit: number; hidden: number; hiddenChild: number };
export let b: StoreFixture & { slug: string; secret: number };

export async function slugOf(supplierId: number) {
  const [row] = await h.database.db.select().from(t.suppliers).where(eq(t.suppliers.supplierId, supplierId));
  return (row as { storeSlug: string }).storeSlug;
}

export async function category(
  supplierId: number,
  name: string,
  values: Partial<typeof t.categories.$inferInsert> = {},
) {
  const [row] = await h.database.db
    .insert(t.categories)
    .values({ supplierId, name, ...values })
    .returning({ categoryId: t.categories.categoryId });
  return (row as { categoryId: number }).categoryId;
}

export async function product(
  store: StoreFixture,
  values: Partial<typeof t.products.$inferInsert> & { name: string },
  stock = 10,
) {
  const db = h.database.db;
  const [row] = await db
    .insert(t.products)
    .values({ supplierId: store.supplierId, pricePaise: 10000, mrpPaise: 12000, ...values })
    .returning({ productId: t.products.productId });
  const productId = (row as { productId: number }).productId;
  // As the products module does after its inserts.
  await assignProductSlugs(db, store.supplierId, [productId]);
  const outletId = (store.outlets[0] as { outletId: number }).outletId;
  await setStock(db, { supplierId: store.supplierId, productId, outletId }, stock);
  return productId;
}

/** A product's page on its store's path: `/s/{store}/p/{slug}`. */
export async function pageOf(store: { supplierId: number; slug: string }, productId: number) {
  return `/s/${store.slug}${await productPathOf(h.database.db, store.supplierId, productId)}`;
}

export const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

/** A row or fixture the test has just made: there, or the test stops here. */
export function made<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the test setup made nothing here');
  return value;
}

export function jsonLdOf(body: string): Array<Record<string, unknown>> {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
}

/** Builds the app and the two stores before the file's tests, and closes it after them. */
export function setUpShopPages() {
  beforeAll(async () => {
    h = await createHarness();
    const storeA = await createStore(h, { storeName: 'Anand Fruits & Co' });
    const storeB = await createStore(h, { storeName: 'Bharat Secrets' });
    const fruit = await category(storeA.supplierId, 'Fruit', {
      seoTitle: 'Fresh fruit online',
      seoDescription: 'Mangoes and more',
      seoUrl: 'fresh-fruit',
    });
    const hidden = await category(storeA.supplierId, 'Hidden shelf', { isHidden: true });
    const hiddenChild = await category(storeA.supplierId, 'Under hidden', { parentId: hidden });
    a = { ...storeA, slug: await slugOf(storeA.supplierId), fruit, hidden, hiddenChild };
    // 30 fruit: prices 1..30 rupees, the first five out of stock.
    for (let i = 1; i <= 30; i++)
      await product(
        storeA,
        {
          name: `Fruit ${String(i).padStart(2, '0')}`,
          categoryId: fruit,
          pricePaise: i * 100,
          mrpPaise: i * 100,
        },
        i <= 5 ? 0 : 3,
      );
    await product(storeA, { name: 'Paused Papaya', categoryId: fruit, isOnDisplay: false });
    await product(storeA, { name: 'Inactive Iceberg', categoryId: fruit, status: 'IN_RECYCLEBIN' });
    await product(storeA, { name: 'Secret Child Item', categoryId: hiddenChild });
    const bCategory = await category(storeB.supplierId, 'Fruit');
    const secret = await product(storeB, {
      name: 'Bharat Only Banana',
      categoryId: bCategory,
      barcode: '8901234567890',
    });
    b = { ...storeB, slug: await slugOf(storeB.supplierId), secret };
  });
  afterAll(() => h.close());
}
