// A product page's readable address, /s/{store}/p/{slug}: slugs made by the products module on
// create and rename, the older id address and former slugs answering 301 there, the sitemap and
// canonical link naming it, another store's slug refused, and slugs given at start to old rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { assignMissingProductSlugs } from '../products/index.ts';
import { productEditorFixture } from '../products/test-support.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let shop: string;

beforeAll(async () => {
  ({ h, store, cookie } = await productEditorFixture());
  shop = `/s/${await storeSlugOf(store.supplierId)}`;
});
afterAll(() => h.close());

async function storeSlugOf(supplierId: number) {
  const [row] = await h.database.db
    .select({ slug: t.suppliers.storeSlug })
    .from(t.suppliers)
    .where(eq(t.suppliers.supplierId, supplierId));
  return (row as { slug: string }).slug;
}

const get = (url: string) => h.app.inject({ method: 'GET', url });

async function create(productName: string, as = cookie) {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: { cookie: as },
    payload: { productName },
  });
  if (reply.statusCode !== 201) throw new Error(`create failed: ${reply.body}`);
  return (reply.json() as { productId: number }).productId;
}

async function slugOf(supplierId: number, productId: number) {
  const [row] = await h.database.db
    .select({ slug: t.products.slug })
    .from(t.products)
    .where(and(eq(t.products.supplierId, supplierId), eq(t.products.productId, productId)));
  return row?.slug;
}

describe('a new product gets its name as its address', () => {
  it('transliterates Hindi, Tamil and Bengali names and opens the page there', async () => {
    const rice = await create('बासमती चावल 5 किलो');
    const oil = await create('தேங்காய் எண்ணெய்');
    const mustard = await create('সরিষার তেল');
    expect(await slugOf(store.supplierId, rice)).toBe('basmti-cavl-5-kilo');
    expect(await slugOf(store.supplierId, oil)).toBe('tenkay-enney');
    expect(await slugOf(store.supplierId, mustard)).toBe('srisar-tel');
    const page = await get(`${shop}/p/tenkay-enney`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>தேங்காய் எண்ணெய்</h1>');
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:80${shop}/p/tenkay-enney">`);
    expect(page.body).toContain(
      `<meta property="og:url" content="http://localhost:80${shop}/p/tenkay-enney">`,
    );
  });

  it('suffixes a name another product of the store already holds, and falls back to the id', async () => {
    const first = await create('Toor Dal');
    const second = await create('TOOR  dal!');
    const symbols = await create('★★★');
    expect(await slugOf(store.supplierId, first)).toBe('toor-dal');
    expect(await slugOf(store.supplierId, second)).toBe('toor-dal-2');
    expect(await slugOf(store.supplierId, symbols)).toBe(`item-${symbols}`);
    expect((await get(`${shop}/p/toor-dal-2`)).body).toContain('<h1>TOOR  dal!</h1>');
  });

  it('lets two stores use the same slug, each for its own product', async () => {
    const other = await createStore(h);
    const otherCookie = await login(h, other.owner);
    const theirs = await create('Toor Dal', otherCookie);
    expect(await slugOf(other.supplierId, theirs)).toBe('toor-dal');
  });
});

describe('older addresses answer 301 to the current one', () => {
  it('moves the id address to the slug address, keeping the query string', async () => {
    const id = await create('Jaggery Cubes');
    const moved = await get(`${shop}/product/${id}?lang=hi&utm_source=whatsapp`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${shop}/p/jaggery-cubes?lang=hi&utm_source=whatsapp`);
    expect((await get(`${shop}/product/${id}`)).headers.location).toBe(`${shop}/p/jaggery-cubes`);
  });

  it('moves a renamed product to its new slug; the old slug and the id follow it', async () => {
    const id = await create('Groundnut Oil');
    const renamed = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${id}`,
      headers: { cookie },
      payload: { productName: 'Cold Pressed Groundnut Oil' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await slugOf(store.supplierId, id)).toBe('cold-pressed-groundnut-oil');
    const old = await get(`${shop}/p/groundnut-oil?ref=old`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${shop}/p/cold-pressed-groundnut-oil?ref=old`);
    expect((await get(`${shop}/product/${id}`)).headers.location).toBe(
      `${shop}/p/cold-pressed-groundnut-oil`,
    );
    // A new product may take the freed slug: the address is then its page.
    const newcomer = await create('Groundnut Oil');
    expect(await slugOf(store.supplierId, newcomer)).toBe('groundnut-oil');
    expect((await get(`${shop}/p/groundnut-oil`)).statusCode).toBe(200);
  });

  it('keeps the slug when a rename leaves it fitting the name', async () => {
    const id = await create('Rock Salt');
    await h.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${id}`,
      headers: { cookie },
      payload: { productName: 'ROCK SALT' },
    });
    expect(await slugOf(store.supplierId, id)).toBe('rock-salt');
  });
});

describe('addresses that are not a product page', () => {
  it("answers the store's themed 404 for an unknown or malformed slug", async () => {
    for (const url of [`${shop}/p/no-such-thing`, `${shop}/p/Not_A_Slug`, `${shop}/product/999999999`]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toContain('class="sk-shop-empty"');
    }
  });

  it("answers 404 for another store's product slug under this store's path", async () => {
    const other = await createStore(h);
    const otherCookie = await login(h, other.owner);
    await create('Bharat Only Banana Chips', otherCookie);
    expect(
      (await get(`/s/${await storeSlugOf(other.supplierId)}/p/bharat-only-banana-chips`)).statusCode,
    ).toBe(200);
    const probe = await get(`${shop}/p/bharat-only-banana-chips`);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain('Bharat Only Banana Chips');
  });
});

describe('the sitemap', () => {
  it('lists product pages by their slug address', async () => {
    const id = await create('Sitemap Sugar');
    const sitemap = (await get(`${shop}/sitemap.xml`)).body;
    expect(sitemap).toContain(`<loc>http://localhost:80${shop}/p/sitemap-sugar</loc>`);
    expect(sitemap).not.toContain(`/product/${id}<`);
  });
});

describe('slugs given at start', () => {
  it('gives rows written without a slug their name slug, and keeps item-{id} for a name of symbols', async () => {
    const [named, symbols] = await h.database.db
      .insert(t.products)
      .values([
        { supplierId: store.supplierId, name: 'मसाला चाय' },
        { supplierId: store.supplierId, name: '%%%' },
      ])
      .returning({ productId: t.products.productId });
    const namedId = (named as { productId: number }).productId;
    const symbolsId = (symbols as { productId: number }).productId;
    expect(await slugOf(store.supplierId, namedId)).toBe(`item-${namedId}`);
    await assignMissingProductSlugs(h.database.db);
    expect(await slugOf(store.supplierId, namedId)).toBe('msala-cay');
    expect(await slugOf(store.supplierId, symbolsId)).toBe(`item-${symbolsId}`);
    // The stand-in was never a published address: it is not kept as a former slug.
    expect((await get(`${shop}/p/item-${namedId}`)).statusCode).toBe(404);
  });
});
