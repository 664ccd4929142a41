// The shop's browsing pages over HTTP: listing, category index, search, links, sitemap, languages, domains.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { a, b, category, get, h, jsonLdOf, made, setUpShopPages } from './shop-pages-test-support.ts';

setUpShopPages();

/** A product of the store by its name (the fixtures' products are made by name). */
async function idOf(supplierId: number, name: string) {
  const [row] = await h.database.db
    .select({ id: t.products.productId })
    .from(t.products)
    .where(and(eq(t.products.supplierId, supplierId), eq(t.products.name, name)));
  return made(row).id;
}

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
    expect(reply.body).toContain(`<loc>http://localhost:80/s/${a.slug}/p/fruit-10</loc>`);
    expect(reply.body).not.toContain('/p/bharat-only-banana<');
    expect(reply.body).not.toContain('/product/');
    const robots = await get(`/s/${a.slug}/robots.txt`);
    expect(robots.body).toContain(`Sitemap: http://localhost:80/s/${a.slug}/sitemap.xml`);
    expect(robots.body).toContain(`Disallow: /s/${a.slug}/checkout`);
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
    expect(listing.body).toContain('href="/p/fruit-');
    expect((await get('/p/fruit-10', { host: 'shop.anand.example' })).statusCode).toBe(200);
    const moved = await get(`/product/${await idOf(a.supplierId, 'Fruit 10')}?x=1`, {
      host: 'shop.anand.example',
    });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/p/fruit-10?x=1');
    expect((await get('/p/bharat-only-banana', { host: 'shop.anand.example' })).statusCode).toBe(404);
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
    expect((await get(`/s/${b.slug}/p/bharat-only-banana`)).statusCode).toBe(404);
    expect((await get(`/s/${b.slug}/product/${b.secret}`)).statusCode).toBe(404);
    expect((await get(`/s/${b.slug}/search?q=banana`)).body).toContain('No products found.');
  });
});
