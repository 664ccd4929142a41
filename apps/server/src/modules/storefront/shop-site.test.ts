// Storefront pages of a store with a published site: the theme's header and footer fragments
// surround every page, the listing/product templates' blocks render below the page's content, the
// page SEO comes from the site, and a publish refreshes cached pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { productPathOf } from '../../test/product-path.ts';
import { setStock } from '../../test/stock.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let slug: string;
let categoryId: number;
let productId: number;

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, payload?: object) {
  const reply = await h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

async function pageIdOf(kind: string): Promise<string> {
  const site = await call('GET', '/api/v1/site');
  return site.document.pages.find((p: { kind: string }) => p.kind === kind).id;
}

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Kaveri Provisions' });
  cookie = await login(h, store.owner);
  const db = h.database.db;
  const [supplier] = await db.select().from(t.suppliers).where(eq(t.suppliers.supplierId, store.supplierId));
  slug = (supplier as { storeSlug: string }).storeSlug;
  const [category] = await db
    .insert(t.categories)
    .values({ supplierId: store.supplierId, name: 'Rice' })
    .returning({ id: t.categories.categoryId });
  categoryId = (category as { id: number }).id;
  const [product] = await db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name: 'Sona Masoori 10 kg', categoryId, pricePaise: 65000 })
    .returning({ id: t.products.productId });
  productId = (product as { id: number }).id;
  const outletId = (store.outlets[0] as { outletId: number }).outletId;
  await setStock(db, { supplierId: store.supplierId, productId, outletId }, 5);
  // The theme's text blocks are written from the shop's facts (the template pages' strip states them).
  await call('POST', '/api/v1/site/walkthrough', {
    storeName: 'Kaveri Provisions',
    themeId: 1,
    profile: { fulfilment: 'delivery', area: 'Chamarajapuram', city: 'Mysuru', hours: '7 am – 9 pm' },
  });
  await call('PUT', `/api/v1/site/seo/${await pageIdOf('home')}`, {
    title: 'Kaveri Provisions — rice and dal',
    keywords: 'rice, dal',
    description: 'Groceries from Mysuru',
  });
  await call('POST', '/api/v1/site/publish');
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

describe('a published site around the storefront pages', () => {
  it('frames the listing with the theme header and footer, its template blocks after the listing', async () => {
    const body = (await get(`/s/${slug}/category/${categoryId}`)).body;
    const header = body.indexOf('data-block="header"');
    const main = body.indexOf('<main id="main"');
    const mainEnd = body.indexOf('</main>');
    const template = body.indexOf('data-block="amenities"', mainEnd);
    const footer = body.indexOf('data-block="footer"');
    expect(header).toBeGreaterThan(0);
    expect(header).toBeLessThan(main);
    expect(body.slice(main, mainEnd)).toContain('Sona Masoori 10 kg');
    expect(template).toBeGreaterThan(mainEnd);
    expect(footer).toBeGreaterThan(template);
    expect(body).toContain('data-sk-cart-link');
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it('renders the product template blocks below the product', async () => {
    const body = (await get(`/s/${slug}${await productPathOf(h.database.db, store.supplierId, productId)}`))
      .body;
    const mainEnd = body.indexOf('</main>');
    expect(body.slice(0, mainEnd)).toContain('<h1>Sona Masoori 10 kg</h1>');
    expect(body.indexOf('data-block="products"', mainEnd)).toBeGreaterThan(mainEnd);
  });

  it("answers a missing page with 404 in the store's own header, footer and language, not indexed", async () => {
    const missing = await get(`/s/${slug}/no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const body = missing.body;
    expect(body.indexOf('data-block="header"')).toBeGreaterThan(0);
    expect(body.indexOf('data-block="footer"')).toBeGreaterThan(body.indexOf('</main>'));
    expect(body).toContain('<h1>This page is not available.</h1>');
    expect(body).toContain(`<a class="sk-shop-button" href="/s/${slug}/">Continue shopping</a>`);
    expect(body).toContain('<meta name="robots" content="noindex">');
    const hindi = (await get(`/s/${slug}/no-such-page?lang=hi`)).body;
    expect(hindi).toContain('<h1>यह पेज उपलब्ध नहीं है।</h1>');
  });

  it('takes the home page title, description and keywords from the site SEO, with Organization JSON-LD', async () => {
    const body = (await get(`/s/${slug}`)).body;
    expect(body).toContain('<title>Kaveri Provisions — rice and dal</title>');
    expect(body).toContain('<meta name="description" content="Groceries from Mysuru">');
    expect(body).toContain('<meta name="keywords" content="rice, dal">');
    expect(body).toContain('"@type":"Organization"');
  });

  it("adds a featured product to the cart from the theme's own card", async () => {
    const home = (await get(`/s/${slug}`)).body;
    const form = /<form class="sk-add-form"[^>]* action="([^"]+)" method="post">(.*?)<\/form>/.exec(home);
    expect(form?.[1]).toBe(`/s/${slug}/cart`);
    const fields = Object.fromEntries(
      [...(form?.[2] ?? '').matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(fields).toEqual({ action: 'add', productId: String(productId), quantity: '1' });
    // The storefront script posts it in the background; without JavaScript the cart page opens.
    const added = await h.app.inject({
      method: 'POST',
      url: form?.[1] as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ count: 1, message: 'Added to the cart.' });
    const plain = await h.app.inject({
      method: 'POST',
      url: form?.[1] as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe(`/s/${slug}/cart`);
  });

  it("words the theme's search, cart, menu and card labels in the shopper's language", async () => {
    const english = (await get(`/s/${slug}`)).body;
    expect(english).toContain('placeholder="Search products"');
    expect(english).toContain('aria-label="Cart"');
    expect(english).toContain('>Add to cart</button>');
    const hindi = (await get(`/s/${slug}?lang=hi`)).body;
    expect(hindi).toContain('placeholder="उत्पाद खोजें"');
    expect(hindi).toContain('aria-label="कार्ट"');
    expect(hindi).toContain('aria-label="मेनू"');
    expect(hindi).toContain('>कार्ट में डालें</button>');
    expect(hindi).toContain('aria-label="शॉर्टकट"');
    expect(hindi).not.toContain('Search products');
  });

  it("names the store in the picked theme's header, and every link of its pages leads to a page that answers", async () => {
    const home = (await get(`/s/${slug}`)).body;
    expect(home).toContain('<span class="sk-brand-name">Kaveri Provisions</span>');
    expect(home).toContain(`href="/s/${slug}/category/${categoryId}">Rice</a>`);
    const pages = [
      `/s/${slug}`,
      `/s/${slug}/category/${categoryId}`,
      `/s/${slug}${await productPathOf(h.database.db, store.supplierId, productId)}`,
    ];
    const links = new Set<string>();
    for (const page of pages)
      for (const [, href] of (await get(page)).body.matchAll(/href="(\/s\/[^"#]+)"/g))
        links.add((href as string).replaceAll('&amp;', '&'));
    expect(links.size).toBeGreaterThanOrEqual(5);
    const broken: string[] = [];
    for (const link of links) {
      const status = (await get(link)).statusCode;
      if (status !== 200) broken.push(`${status} ${link}`);
    }
    expect(broken).toEqual([]);
  });

  it('shows saved SEO on the live store at once, in place of the cached page', async () => {
    const url = `/s/${slug}/category/${categoryId}`;
    const etag = (await get(url)).headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await call('PUT', `/api/v1/site/seo/${await pageIdOf('category-listing')}`, {
      title: '',
      keywords: 'basmati, sona masoori',
      description: 'Every rice we stock',
    });
    // Store settings apply to the live store as they are saved, without a publish.
    let latest = etag;
    await vi.waitFor(async () => {
      const fresh = await get(url, { 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).toContain('<meta name="description" content="Every rice we stock">');
      latest = fresh.headers.etag as string;
    });
    // And the page is cached again under the new version.
    expect((await get(url, { 'if-none-match': latest })).statusCode).toBe(304);
  });
});
