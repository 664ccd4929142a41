// What the server keeps in memory (lib/cache.ts) never outlives a change: a merchant's publish,
// roll back, product edit or logout shows on the very next request, even while the database's
// notices are held back (over PostgreSQL they arrive a moment after the commit); a change made
// elsewhere (another server, SQL) shows once its notice arrives.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listen } from './db/client.ts';
import * as t from './db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from './test/harness.ts';
import { productPathOf } from './test/product-path.ts';
import { setStock } from './test/stock.ts';

/** The database's notices, held until `deliverNotices`. */
const held: Array<() => void> = [];
const holdNotices =
  (listen: Listen): Listen =>
  (channel, onPayload, onLost) =>
    listen(channel, (payload) => held.push(() => onPayload(payload)), onLost);
const deliverNotices = () => {
  for (const deliver of held.splice(0)) deliver();
};

let h: Harness;
let store: StoreFixture;
let slug: string;
/** A store without a published site: its pages' header is the plain one, with its name. */
let plain: StoreFixture & { slug: string };
let cookie: string;
let productId: number;
let categoryId: number;

const shop = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
  h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  h = await createHarness({}, { wrapListen: holdNotices });
  store = await createStore(h, { storeName: 'Meena Stores' });
  const db = h.database.db;
  const slugOf = async (supplierId: number) => {
    const [supplier] = await db
      .select({ storeSlug: t.suppliers.storeSlug })
      .from(t.suppliers)
      .where(eq(t.suppliers.supplierId, supplierId));
    return supplier?.storeSlug as string;
  };
  slug = await slugOf(store.supplierId);
  const ravi = await createStore(h, { storeName: 'Ravi Stores' });
  plain = { ...ravi, slug: await slugOf(ravi.supplierId) };
  const [category] = await db
    .insert(t.categories)
    .values({ supplierId: store.supplierId, name: 'Pulses' })
    .returning({ categoryId: t.categories.categoryId });
  const [product] = await db
    .insert(t.products)
    .values({
      supplierId: store.supplierId,
      name: 'Toor Dal 1 kg',
      categoryId: category?.categoryId,
      pricePaise: 16000,
      mrpPaise: 18000,
    })
    .returning({ productId: t.products.productId });
  productId = product?.productId as number;
  categoryId = category?.categoryId as number;
  await setStock(
    db,
    { supplierId: store.supplierId, productId, outletId: store.outlets[0]?.outletId as number },
    10,
  );
  cookie = await login(h, store.owner);
});
afterAll(() => h.close());

describe("a merchant's own change, with the database's notices held back", () => {
  it('shows a publish and a roll back on the next request', async () => {
    const themes = (await call('GET', '/api/v1/site/themes')).json().themes;
    expect((await call('POST', '/api/v1/site/select-theme', { themeId: themes[0].themeId })).statusCode).toBe(
      200,
    );
    const home = (await call('GET', '/api/v1/site'))
      .json()
      .document.pages.find((page: { kind: string }) => page.kind === 'home');
    const title = (text: string) =>
      call('PUT', `/api/v1/site/seo/${home.id}`, { title: text, keywords: '', description: '' });

    await title('Meena Version One');
    expect((await call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    expect((await shop(`/s/${slug}/`)).body).toContain('<title>Meena Version One</title>');

    // SEO applies to the live store on save (a new published version): the kept page goes at once.
    await title('Meena Version Two');
    expect((await shop(`/s/${slug}/`)).body).toContain('<title>Meena Version Two</title>');
    expect((await call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    expect((await shop(`/s/${slug}/`)).body).toContain('<title>Meena Version Two</title>');

    expect((await call('POST', '/api/v1/site/versions/1/rollback')).statusCode).toBe(200);
    expect((await shop(`/s/${slug}/`)).body).toContain('<title>Meena Version One</title>');
  });

  it('shows a product edit on the next request, on its page and in its category', async () => {
    // The product's page is at its name's address: a new one after the rename.
    const pagesNow = async () => [
      `/s/${slug}${await productPathOf(h.database.db, store.supplierId, productId)}`,
      `/s/${slug}/category/${categoryId}`,
    ];
    for (const page of await pagesNow()) expect((await shop(page)).body).toContain('Toor Dal 1 kg');
    const edited = await call('PUT', `/api/v1/products/${productId}`, {
      productName: 'Toor Dal 2 kg',
      categoryId,
      sellingPricePaise: 16000,
      mrpPaise: 18000,
    });
    expect(edited.statusCode).toBe(200);
    for (const page of await pagesNow()) {
      const after = await shop(page);
      expect(after.body).toContain('Toor Dal 2 kg');
      expect(after.body).not.toContain('Toor Dal 1 kg');
    }
  });

  it('ends a session at logout on the next request', async () => {
    const own = await login(h, store.owner);
    expect((await call('GET', '/api/v1/app-data', undefined, own)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/auth/logout', undefined, own)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/app-data', undefined, own)).statusCode).toBe(401);
  });
});

describe('a change made elsewhere', () => {
  it('serves a custom domain verified elsewhere once its notice arrives', async () => {
    const host = { host: 'ravi.example.test' };
    expect((await shop('/', host)).body).not.toContain('Ravi Stores');
    const [domain] = await h.database.db
      .insert(t.siteDomains)
      .values({ supplierId: plain.supplierId, host: host.host, verificationToken: 'token' })
      .returning({ domainId: t.siteDomains.domainId });
    await h.database.db
      .update(t.siteDomains)
      .set({ verifiedAt: new Date() })
      .where(
        and(
          eq(t.siteDomains.supplierId, plain.supplierId),
          eq(t.siteDomains.domainId, domain?.domainId as number),
        ),
      );
    await vi.waitFor(async () => {
      deliverNotices();
      expect((await shop('/', host)).body).toContain('Ravi Stores');
    });
  });

  it("shows a store's new name, in the page's header too, once its notice arrives", async () => {
    const home = `/s/${plain.slug}/`;
    expect((await shop(home)).body).toContain('<a class="sk-shop-brand" href="/s/');
    expect((await shop(home)).body).toContain('Ravi Stores');
    await h.database.db
      .update(t.suppliers)
      .set({ storeName: 'Ravi General Stores' })
      .where(eq(t.suppliers.supplierId, plain.supplierId));
    await vi.waitFor(async () => {
      deliverNotices();
      const body = (await shop(home)).body;
      expect(body).toContain(`<a class="sk-shop-brand" href="/s/${plain.slug}/">Ravi General Stores</a>`);
      expect(body).not.toContain('Ravi Stores');
    });
  });

  it('ends a session removed elsewhere once its notice arrives, and not before', async () => {
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'owner' });
    const own = await login(h, staff);
    expect((await call('GET', '/api/v1/app-data', undefined, own)).statusCode).toBe(200);
    await h.database.db.delete(t.sessions).where(eq(t.sessions.userId, staff.userId));
    // Kept in memory: the only way it goes is the notice.
    expect((await call('GET', '/api/v1/app-data', undefined, own)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      deliverNotices();
      expect((await call('GET', '/api/v1/app-data', undefined, own)).statusCode).toBe(401);
    });
  });
});
