// The storefront pages over HTTP: listing (paging, sort, filters, hidden/paused/out-of-stock
// rules), product details, search, enquiry, SEO tags and JSON-LD, sitemap/robots, the page cache,
// the language switch, custom domains and tenancy.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, type StoreFixture } from '../../test/harness.ts';
import { countStatements } from '../orders/test-support.ts';
import { clearPageCache } from './page-cache.ts';

let h: Harness;
let a: StoreFixture & { slug: string; fruit: number; hidden: number; hiddenChild: number };
let b: StoreFixture & { slug: string; secret: number };

async function slugOf(supplierId: number) {
  const [row] = await h.database.db.select().from(t.suppliers).where(eq(t.suppliers.supplierId, supplierId));
  return (row as { storeSlug: string }).storeSlug;
}

async function category(
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

async function product(
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
  await db.insert(t.stockLevels).values({
    supplierId: store.supplierId,
    productId,
    outletId: (store.outlets[0] as { outletId: number }).outletId,
    quantity: String(stock),
  });
  return productId;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

/** A row or fixture the test has just made: there, or the test stops here. */
function made<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the test setup made nothing here');
  return value;
}

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

describe('category listing', () => {
  it('shows 24 products a page with page links, without paused, inactive or hidden-category products', async () => {
    const first = await get(`/s/${a.slug}/category/${a.fruit}?sort=name`);
    expect(first.statusCode).toBe(200);
    expect(first.body.match(/class="sk-shop-card"/g)).toHaveLength(24);
    expect(first.body).toContain('Page 1 of 2');
    expect(first.body).toContain(`href="/s/${a.slug}/category/${a.fruit}?sort=name&amp;page=2" rel="next"`);
    expect(first.body).not.toContain('Paused Papaya');
    expect(first.body).not.toContain('Inactive Iceberg');
    const second = await get(`/s/${a.slug}/category/${a.fruit}?sort=name&page=2`);
    expect(second.body.match(/class="sk-shop-card"/g)).toHaveLength(6);
    expect(second.body).toContain('Fruit 30');
  });

  it('past the last page shows no products and still counts the pages', async () => {
    const beyond = await get(`/s/${a.slug}/category/${a.fruit}?sort=name&page=9`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).not.toContain('class="sk-shop-card"');
    expect(beyond.body).toContain('Page 9 of 2');
    const ranged = await get(`/s/${a.slug}/category/${a.fruit}?min=1&sort=price-asc&page=5`);
    expect(ranged.body).not.toContain('class="sk-shop-card"');
    expect(ranged.body).toContain('Page 5 of 2');
  });

  it('opens a category by its SEO URL, as theme menus link it, with the id as canonical', async () => {
    const reply = await get(`/s/${a.slug}/category/fresh-fruit`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(
      `<link rel="canonical" href="http://localhost:80/s/${a.slug}/category/${a.fruit}">`,
    );
    expect((await get(`/s/${a.slug}/category/no-such-shelf`)).statusCode).toBe(404);
  });

  it('sorts by price and filters by price range and stock', async () => {
    const desc = await get(`/s/${a.slug}/category/${a.fruit}?sort=price-desc`);
    expect(desc.body.indexOf('Fruit 30')).toBeLessThan(desc.body.indexOf('Fruit 29'));
    const ranged = await get(`/s/${a.slug}/category/${a.fruit}?min=3&max=7&sort=price-asc`);
    const names = [...ranged.body.matchAll(/>(Fruit \d\d)</g)].map((m) => m[1]);
    expect(names).toEqual(['Fruit 03', 'Fruit 04', 'Fruit 05', 'Fruit 06', 'Fruit 07']);
    const inStock = await get(`/s/${a.slug}/category/${a.fruit}?min=3&max=7&instock=1`);
    expect([...inStock.body.matchAll(/>(Fruit \d\d)</g)].map((m) => m[1])).toEqual(['Fruit 06', 'Fruit 07']);
  });

  it('shows Out of stock without an add form unless the store sells out-of-stock items', async () => {
    const page = await get(`/s/${a.slug}/category/${a.fruit}?max=1`);
    expect(page.body).toContain('Out of stock');
    expect(page.body).not.toContain('data-sk-add-to-cart');
    const settings = sql`jsonb_set(account_settings, '{isSellOutOfStock}', 'true')`;
    await h.database.db
      .update(t.suppliers)
      .set({ accountSettings: settings })
      .where(eq(t.suppliers.supplierId, a.supplierId));
    // Changes reach the page once the database's notice is in (at once on PGlite, a moment later
    // over PostgreSQL's listening connection).
    await vi.waitFor(async () => {
      const selling = await get(`/s/${a.slug}/category/${a.fruit}?max=1`);
      expect(selling.body).not.toContain('Out of stock');
      expect(selling.body).toContain(
        `<form class="sk-shop-add" data-sk-add-to-cart="" action="/s/${a.slug}/cart" method="post">`,
      );
    });
    await h.database.db
      .update(t.suppliers)
      .set({ accountSettings: sql`jsonb_set(account_settings, '{isSellOutOfStock}', 'false')` })
      .where(eq(t.suppliers.supplierId, a.supplierId));
    await vi.waitFor(async () =>
      expect((await get(`/s/${a.slug}/category/${a.fruit}?max=1`)).body).toContain('Out of stock'),
    );
  });

  it("answers 404 for a hidden category, a child of a hidden one, another store's and a malformed id", async () => {
    expect((await get(`/s/${a.slug}/category/${a.hidden}`)).statusCode).toBe(404);
    expect((await get(`/s/${a.slug}/category/${a.hiddenChild}`)).statusCode).toBe(404);
    expect((await get(`/s/${b.slug}/category/${a.fruit}`)).statusCode).toBe(404);
    const bad = await get(`/s/${a.slug}/category/abc`);
    expect(bad.statusCode).toBe(404);
    expect(bad.headers['content-type']).toContain('text/html');
  });

  it('has the category SEO title, canonical, Open Graph, Twitter and a BreadcrumbList', async () => {
    const body = (await get(`/s/${a.slug}/category/${a.fruit}`)).body;
    expect(body).toContain('<title>Fresh fruit online</title>');
    expect(body).toContain('<meta name="description" content="Mangoes and more">');
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:80/s/${a.slug}/category/${a.fruit}">`,
    );
    expect(body).toContain('<meta property="og:title" content="Fresh fruit online">');
    expect(body).toContain('<meta name="twitter:card" content="summary">');
    const ld = jsonLdOf(body);
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, item: `http://localhost:80/s/${a.slug}/` }),
          expect.objectContaining({ position: 2, name: 'Fruit' }),
        ],
      }),
    );
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
  });
});

function jsonLdOf(body: string): Array<Record<string, unknown>> {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
}

describe('category index', () => {
  it('shows visible top-level categories with pictures and their visible subcategories, of this store only', async () => {
    const citrus = await category(a.supplierId, 'Citrus', { parentId: a.fruit });
    const dairy = await category(a.supplierId, 'Dairy', {
      imageKey: `categories/${a.supplierId}/dairy-1.png`,
    });
    const reply = await get(`/s/${a.slug}/categories`);
    expect(reply.statusCode).toBe(200);
    const html = reply.body;
    expect(html).toContain(`<h1>Categories</h1>`);
    expect(html).toContain(`href="/s/${a.slug}/category/${a.fruit}"`);
    expect(html).toContain(`href="/s/${a.slug}/category/${citrus}">Citrus</a>`);
    expect(html).toMatch(
      new RegExp(
        `href="/s/${a.slug}/category/${dairy}"[^>]*><img src="[^"]*categories/${a.supplierId}/dairy-1.png"`,
      ),
    );
    expect(html).not.toContain('Hidden shelf');
    expect(html).not.toContain('Under hidden');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:80/s/${a.slug}/categories">`);
    // Citrus is listed under Fruit, not as a card of its own.
    expect(html.match(/class="sk-shop-cat"/g)?.length).toBe(2);
    expect((await get(`/s/${a.slug}/sitemap.xml`)).body).toContain(`/s/${a.slug}/categories</loc>`);
    const other = await get(`/s/${b.slug}/categories`);
    expect(other.body).not.toContain('Citrus');
    expect(other.body).not.toContain('Dairy');
    expect((await get(`/s/${a.slug}/categories?lang=hi`)).body).toContain('<h1>श्रेणियाँ</h1>');
    await h.database.db.delete(t.categories).where(eq(t.categories.categoryId, citrus));
    await h.database.db.delete(t.categories).where(eq(t.categories.categoryId, dairy));
  });
});

describe('product details', () => {
  it('shows pictures with srcset, options, bulk tiers, minimum order and Product JSON-LD', async () => {
    const db = h.database.db;
    const id = await product(a, {
      name: 'Alphonso Mango Box',
      categoryId: a.fruit,
      pricePaise: 99900,
      mrpPaise: 120000,
      detailedDescription: 'Ratnagiri Alphonso, a dozen.',
      isBulkPricingActive: true,
      bulkPricingDetail: [{ minQuantity: 10, pricePaise: 89900 }],
      minOrderQuantity: '2',
    });
    await db.insert(t.productImages).values({
      supplierId: a.supplierId,
      productId: id,
      position: 0,
      storageKey: 'products/mango.jpg',
      contentType: 'image/jpeg',
      width: 1200,
      height: 900,
      byteSize: 1000,
      variantsReady: true,
    });
    await db.insert(t.productVariants).values([
      { supplierId: a.supplierId, productId: id, variantName: 'Small', pricePaise: 99900, position: 0 },
      { supplierId: a.supplierId, productId: id, variantName: 'Large', pricePaise: 149900, position: 1 },
    ]);
    const reply = await get(`/s/${a.slug}/product/${id}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.body;
    expect(body).toMatch(
      /<img src="[^"]*mango\.jpg" srcSet="[^"]*mango_500X\.jpg 500w, [^"]*mango\.jpg 1200w"/,
    );
    expect(body).toContain('<h1>Alphonso Mango Box</h1>');
    expect(body).toContain('<span class="sk-shop-price">₹999</span>');
    expect(body).toContain('10 or more: ₹899 each');
    expect(body).toContain('Minimum order: 2 pcs');
    expect(body).toContain('<option value="');
    expect(body).toContain('Large — ₹1,499');
    expect(body).toMatch(/<input id="sk-qty-product" type="number" min="2"/);
    expect(body).toContain(`<input type="hidden" name="returnTo" value="/product/${id}"/>`);
    expect(body).toContain('<p role="status" data-sk-cart-status=""></p>');
    expect(body).toContain('<meta property="og:type" content="product">');
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/localhost:80\/[^"]*mango\.jpg">/);
    const productLd = jsonLdOf(body).find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: 'Alphonso Mango Box',
      offers: { price: '999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    // Rendered from the database (a new address misses the page cache) in one statement: the
    // product with its pictures and variants; store and categories come from memory.
    let fresh = 0;
    await vi.waitFor(async () =>
      expect(await countStatements(h, () => get(`/s/${a.slug}/product/${id}?fresh=${fresh++}`))).toBe(1),
    );
  });

  it("shows only the product's own pictures, options and stock, not another product's or store's", async () => {
    const db = h.database.db;
    const secretPicture = {
      supplierId: b.supplierId,
      productId: b.secret,
      position: 0,
      storageKey: 'products/bharat-secret.jpg',
      contentType: 'image/jpeg',
      width: 800,
      height: 800,
      byteSize: 1000,
      variantsReady: true,
    };
    await db.insert(t.productImages).values(secretPicture);
    await db.insert(t.productVariants).values({
      supplierId: b.supplierId,
      productId: b.secret,
      variantName: 'Secret size',
      pricePaise: 5000,
      position: 0,
    });
    // Store A's own picture on another of its products, and a lychee with none and no stock.
    const other = await product(a, { name: 'Pictured Pear', categoryId: a.fruit });
    await db.insert(t.productImages).values({
      ...secretPicture,
      supplierId: a.supplierId,
      productId: other,
      storageKey: 'products/pear.jpg',
    });
    const lychee = await product(a, { name: 'Lonely Lychee', categoryId: a.fruit }, 0);
    const body = (await get(`/s/${a.slug}/product/${lychee}`)).body;
    expect(body).toContain('<h1>Lonely Lychee</h1>');
    expect(body).not.toContain('bharat-secret');
    expect(body).not.toContain('pear.jpg');
    expect(body).not.toContain('Secret size');
    expect(body).toContain('Out of stock');
    const productLd = jsonLdOf(body).find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it("answers 404 for a paused product, one in a hidden category and another store's product", async () => {
    const [paused] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Paused Papaya')));
    const [secretChild] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Secret Child Item')));
    expect((await get(`/s/${a.slug}/product/${paused?.id}`)).statusCode).toBe(404);
    expect((await get(`/s/${a.slug}/product/${secretChild?.id}`)).statusCode).toBe(404);
    const probe = await get(`/s/${a.slug}/product/${b.secret}`);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain('Bharat Only Banana');
  });

  it('gives a product without pictures no empty picture column', async () => {
    const [plain] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 10')));
    const body = (await get(`/s/${a.slug}/product/${plain?.id}`)).body;
    expect(body).toContain('<article class="sk-shop-product"><div><h1>Fruit 10</h1>');
    expect(body).not.toContain('<div class="sk-shop-gallery">');
  });
});

describe('enquiry', () => {
  it('takes an enquiry for an enquiry-only product into the inbox and thanks the shopper', async () => {
    const id = await product(a, { name: 'Wedding Hamper', categoryId: a.fruit, isEnquiryEnabled: true });
    const page = await get(`/s/${a.slug}/product/${id}`);
    expect(page.body).toContain(`<form class="sk-shop-form" action="/s/${a.slug}/enquiry" method="post">`);
    expect(page.body).not.toContain('data-sk-add-to-cart');
    const sent = await h.app.inject({
      method: 'POST',
      url: `/s/${a.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${id}&name=Ravi&mobileNumber=9876543210&message=${encodeURIComponent('200 hampers in May?')}`,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/s/${a.slug}/product/${id}?enquiry=sent#enquiry`);
    const rows = await h.database.db
      .select()
      .from(t.enquiries)
      .where(eq(t.enquiries.supplierId, a.supplierId));
    expect(rows).toEqual([
      expect.objectContaining({ productId: id, name: 'Ravi', mobileNumber: '9876543210', isRead: false }),
    ]);
    expect((await get(sent.headers.location as string)).body).toContain(
      'Thank you! The store will get back to you soon.',
    );
  });

  it("refuses bad input without writing, and another store's product", async () => {
    const [hamper] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(eq(t.products.name, 'Wedding Hamper'));
    const before = (await h.database.db.select().from(t.enquiries)).length;
    const bad = await h.app.inject({
      method: 'POST',
      url: `/s/${a.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${hamper?.id}&name=&mobileNumber=123&message=hi`,
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toContain('enquiry=invalid');
    const other = await h.app.inject({
      method: 'POST',
      url: `/s/${b.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${hamper?.id}&name=X&mobileNumber=9876543210&message=hi`,
    });
    expect(other.statusCode).toBe(404);
    const notEnquiry = await h.app.inject({
      method: 'POST',
      url: `/s/${b.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${b.secret}&name=X&mobileNumber=9876543210&message=hi`,
    });
    expect(notEnquiry.statusCode).toBe(404);
    expect((await h.database.db.select().from(t.enquiries)).length).toBe(before);
  });
});

describe('search', () => {
  it('finds by name and by barcode, only in the store asked', async () => {
    const byName = await get(`/s/${a.slug}/search?q=fruit%2030`);
    expect(byName.body).toContain('Fruit 30');
    expect(byName.body).toContain('<meta name="robots" content="noindex">');
    const byBarcode = await get(`/s/${b.slug}/search?q=8901234567890`);
    expect(byBarcode.body).toContain('Bharat Only Banana');
    const probe = await get(`/s/${a.slug}/search?q=8901234567890`);
    expect(probe.body).not.toContain('Bharat Only Banana');
    expect(probe.body).toContain('No products found.');
    expect((await get(`/s/${a.slug}/search?q=Secret%20Child`)).body).not.toContain('Secret Child Item');
  });
});

describe('links', () => {
  it('answers the home page with and without the closing slash, as its canonical address names it', async () => {
    for (const path of [`/s/${a.slug}`, `/s/${a.slug}/`]) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.body).toMatch(new RegExp(`<link rel="canonical" href="http://[^/"]+/s/${a.slug}/">`));
    }
  });

  it('leads from every link of the home, listing, product and cart pages to a page that exists', async () => {
    const store = `/s/${a.slug}`;
    const seen = new Set<string>();
    const queue = [`${store}/`, `${store}/category/${a.fruit}`, `${store}/categories`, `${store}/cart`];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size < 80) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const reply = await get(path);
      if (reply.statusCode !== 200) broken.push(`${reply.statusCode} ${path}`);
      if (!String(reply.headers['content-type']).startsWith('text/html')) continue;
      for (const [, href] of reply.body.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const link = (href as string).replaceAll('&amp;', '&');
        if (link === store || link.startsWith(`${store}/`)) queue.push(link);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('lists visible categories and products of the store only', async () => {
    const reply = await get(`/s/${a.slug}/sitemap.xml`);
    expect(reply.headers['content-type']).toContain('application/xml');
    expect(reply.body).toContain(`<loc>http://localhost:80/s/${a.slug}/category/${a.fruit}</loc>`);
    expect(reply.body).not.toContain(`/category/${a.hidden}<`);
    expect(reply.body).not.toContain(`/product/${b.secret}<`);
    const robots = await get(`/s/${a.slug}/robots.txt`);
    expect(robots.body).toContain(`Sitemap: http://localhost:80/s/${a.slug}/sitemap.xml`);
    expect(robots.body).toContain(`Disallow: /s/${a.slug}/checkout`);
  });
});

describe('page cache', () => {
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
    clearPageCache();
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
          ON CONFLICT (supplier_id, product_id, outlet_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
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
    const url = `/s/${await slugOf(store.supplierId)}/product/${p}`;
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
    expect((await get(url)).body).toContain('Out of stock');
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

describe('languages', () => {
  it('switches with ?lang, keeps the choice in sk_lang on the store path, and sets <html lang>', async () => {
    const switched = await get(`/s/${a.slug}/category/${a.fruit}?lang=hi`);
    expect(switched.body).toMatch(/<html lang="hi" class="sk-fx-wait">/);
    expect(switched.body).toContain('स्टॉक में नहीं');
    const cookie = String(switched.headers['set-cookie']);
    expect(cookie).toContain('sk_lang=hi');
    expect(cookie).toContain(`Path=/s/${a.slug}`);
    const kept = await get(`/s/${a.slug}/category/${a.fruit}`, { cookie: 'sk_lang=ta' });
    expect(kept.body).toMatch(/<html lang="ta" class="sk-fx-wait">/);
    // Forms send the shopper back without the one-off ?lang.
    const withSort = await get(`/s/${a.slug}/category/${a.fruit}?lang=hi&sort=name`);
    expect(withSort.body).toContain(`name="returnTo" value="/category/${a.fruit}?sort=name"`);
    const bogus = await get(`/s/${a.slug}/category/${a.fruit}?lang=xx`);
    expect(bogus.body).toMatch(/<html lang="en" class="sk-fx-wait">/);
  });
});

describe('custom domain', () => {
  it('serves a verified domain at its root, not an unverified one, and keeps the app host', async () => {
    const db = h.database.db;
    await db.insert(t.siteDomains).values([
      {
        supplierId: a.supplierId,
        host: 'shop.anand.example',
        verificationToken: 'x',
        verifiedAt: new Date(),
      },
      { supplierId: b.supplierId, host: 'pending.bharat.example', verificationToken: 'y' },
    ]);
    const home = await get('/', { host: 'shop.anand.example' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Anand Fruits &amp; Co');
    expect(home.body).toContain('<link rel="canonical" href="http://shop.anand.example/">');
    const listing = await get(`/category/${a.fruit}`, { host: 'shop.anand.example' });
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('href="/product/');
    expect((await get(`/product/${b.secret}`, { host: 'shop.anand.example' })).statusCode).toBe(404);
    const robots = await get('/robots.txt', { host: 'shop.anand.example' });
    expect(robots.body).toContain('Sitemap: http://shop.anand.example/sitemap.xml');
    const pending = await get('/', { host: 'pending.bharat.example' });
    expect(pending.body).not.toContain('Bharat Secrets');
    const app = await get('/', { host: 'localhost:3000' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('Storekeep');
  });
});

describe('hide online products', () => {
  it('shows no products and no product pages when the store hides them', async () => {
    await h.database.db
      .update(t.suppliers)
      .set({ accountSettings: sql`jsonb_set(account_settings, '{hideOnlineProducts}', 'true')` })
      .where(eq(t.suppliers.supplierId, b.supplierId));
    expect((await get(`/s/${b.slug}/product/${b.secret}`)).statusCode).toBe(404);
    expect((await get(`/s/${b.slug}/search?q=banana`)).body).toContain('No products found.');
  });
});
