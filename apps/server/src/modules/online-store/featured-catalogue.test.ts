// The featured blocks' cards from the store's own catalogue: category pictures by their public URL
// (editor canvas and storefront alike), and availability from the stock ledger with the store's
// isSellOutOfStock setting, the way the storefront's product page decides it.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { setStock } from '../../test/stock.ts';
import { addProduct, type Call, caller, create, multipart } from '../categories/test-support.ts';
import { countStatements } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let call: Call;
let cookie: string;
let slug: string;
const ids = { sweets: 0, snacks: 0, hidden: 0, stocked: 0, empty: 0, service: 0, enquiry: 0, secret: 0 };

interface Card {
  id: string;
  name: string;
  imageUrl: string | null;
  imageHasVariants?: boolean;
  inStock: boolean;
  hasVariants?: boolean;
  minOrderQuantity?: string;
}
interface Catalogue {
  categories: Card[];
  products: Card[];
  productsByCategory: Record<string, string[]>;
}

async function catalogue(): Promise<Catalogue> {
  const reply = await call('GET', '/site/catalogue');
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const card = (list: Card[], id: number) => list.find((item) => item.id === String(id));

async function stock(productId: number, quantity: string, outletId: number) {
  await setStock(h.database.db, { supplierId: store.supplierId, productId, outletId }, quantity);
}

async function sellOutOfStock(on: boolean) {
  await h.database.db
    .update(t.suppliers)
    .set({
      accountSettings: sql`jsonb_set(account_settings, '{isSellOutOfStock}', ${on ? 'true' : 'false'}::jsonb)`,
    })
    .where(eq(t.suppliers.supplierId, store.supplierId));
}

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Mithai Ghar', outlets: [1, 1] });
  cookie = await login(h, store.owner);
  call = caller(h, cookie);
  slug = (await call('GET', '/site/supplier-info')).json().storeSlug;
  ids.sweets = await create(call, 'Sweets');
  ids.snacks = await create(call, 'Namkeen');
  ids.hidden = await create(call, 'Festival Boxes');
  await h.database.db
    .update(t.categories)
    .set({ isHidden: true })
    .where(and(eq(t.categories.supplierId, store.supplierId), eq(t.categories.categoryId, ids.hidden)));
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e8a33d' } })
    .jpeg()
    .toBuffer();
  const form = multipart([{ name: 'uploadedImageFile', filename: 'laddoo.jpg', content: picture }]);
  const uploaded = await h.app.inject({
    method: 'POST',
    url: `/api/v1/categories/${ids.sweets}/image`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(200);

  ids.stocked = await addProduct(h, store.supplierId, ids.sweets, 'Kaju Katli 250 g');
  ids.empty = await addProduct(h, store.supplierId, ids.sweets, 'Motichoor Laddoo 500 g');
  ids.service = await addProduct(h, store.supplierId, null, 'Gift Wrapping');
  ids.enquiry = await addProduct(h, store.supplierId, ids.snacks, 'Wedding Sweet Boxes');
  ids.secret = await addProduct(h, store.supplierId, ids.hidden, 'Diwali Hamper');
  const [first, second] = store.outlets.map((o) => o.outletId) as [number, number];
  // 0 in one outlet and 3 in the other: in stock, as the product page sums the outlets.
  await stock(ids.stocked, '0', first);
  await stock(ids.stocked, '3', second);
  // -2 + 1: the ledger went below zero; nothing to sell.
  await stock(ids.empty, '-2', first);
  await stock(ids.empty, '1', second);
  await h.database.db
    .update(t.products)
    .set({ isService: true })
    .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.productId, ids.service)));
  await h.database.db
    .update(t.products)
    .set({ isEnquiryEnabled: true })
    .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.productId, ids.enquiry)));
});
afterAll(() => h.close());

describe('featured categories', () => {
  it("gives a category with an image a card with the image's public URL, and none to one without", async () => {
    const [row] = await h.database.db
      .select({ imageKey: t.categories.imageKey })
      .from(t.categories)
      .where(and(eq(t.categories.supplierId, store.supplierId), eq(t.categories.categoryId, ids.sweets)));
    const url = h.app.storage.url(row?.imageKey as string);
    const { categories } = await catalogue();
    expect(card(categories, ids.sweets)).toMatchObject({ name: 'Sweets', imageUrl: url });
    expect(card(categories, ids.snacks)).toMatchObject({ name: 'Namkeen', imageUrl: null });
    expect(card(categories, ids.hidden)).toBeUndefined();
    // The URL is public: a shopper's browser fetches it without a session.
    const picture = await h.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/jpeg');
  });

  it('shows the picture on the published storefront with an empty alt (the name is the link text)', async () => {
    const themes = (await call('GET', '/site/themes?vertical=18')).json().themes as Array<{
      themeId: number;
    }>;
    expect((await call('POST', '/site/select-theme', { themeId: themes[0]?.themeId })).statusCode).toBe(200);
    expect((await call('POST', '/site/publish')).statusCode).toBe(200);
    const url = card((await catalogue()).categories, ids.sweets)?.imageUrl as string;
    await vi.waitFor(async () => {
      const page = (await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body;
      const tile = page.match(
        /<a[^>]*class="sk-category"[^>]*>(?:(?!<\/a>).)*Sweets(?:(?!<\/a>).)*<\/a>/s,
      )?.[0];
      expect(tile).toBeDefined();
      expect(tile).toContain(`src="${url}"`);
      expect(tile).toContain('alt=""');
      // One 200×200 file: no srcset pointing at size variants it does not have.
      expect(tile).not.toContain('srcSet');
      // No picture: the name's first letter stands in, and no empty <img>.
      const plain = page.match(
        /<a[^>]*class="sk-category"[^>]*>(?:(?!<\/a>).)*Namkeen(?:(?!<\/a>).)*<\/a>/s,
      )?.[0];
      expect(plain).toBeDefined();
      expect(plain).not.toContain('<img');
      expect(plain).toContain('sk-category-fallback');
      expect(page).not.toContain('Festival Boxes');
    });
  });
});

describe('featured products', () => {
  it('is in stock when the outlets together hold some, and out of stock otherwise', async () => {
    await sellOutOfStock(false);
    const { products } = await catalogue();
    expect(card(products, ids.stocked)?.inStock).toBe(true);
    expect(card(products, ids.empty)?.inStock).toBe(false);
    // Services need no stock; enquiry products are always open to an enquiry.
    expect(card(products, ids.service)?.inStock).toBe(true);
    expect(card(products, ids.enquiry)?.inStock).toBe(true);
    expect(card(products, ids.secret)).toBeUndefined();
  });

  it("shows a product's original picture, with its mobile variant only once the variants exist", async () => {
    const picture = (productId: number, storageKey: string, variantsReady: boolean) =>
      h.database.db.insert(t.productImages).values({
        supplierId: store.supplierId,
        productId,
        position: 0,
        storageKey,
        contentType: 'image/jpeg',
        width: 1200,
        height: 1200,
        byteSize: 1000,
        variantsReady,
      });
    await picture(ids.stocked, `products/${store.supplierId}/katli.jpg`, true);
    await picture(ids.empty, `products/${store.supplierId}/laddoo.jpg`, false);
    const { products } = await catalogue();
    expect(card(products, ids.stocked)).toMatchObject({
      imageUrl: h.app.storage.url(`products/${store.supplierId}/katli.jpg`),
      imageHasVariants: true,
    });
    expect(card(products, ids.empty)).toMatchObject({
      imageUrl: h.app.storage.url(`products/${store.supplierId}/laddoo.jpg`),
      imageHasVariants: false,
    });
  });

  it('sells the out-of-stock product when the store sells out-of-stock items', async () => {
    await sellOutOfStock(true);
    expect(card((await catalogue()).products, ids.empty)?.inStock).toBe(true);
    await sellOutOfStock(false);
  });

  it('says which products take an option on their page, and the quantity a card adds', async () => {
    const shirt = await addProduct(h, store.supplierId, ids.snacks, 'Festive Kurta');
    await h.database.db
      .insert(t.productVariants)
      .values({ supplierId: store.supplierId, productId: shirt, variantName: 'Size M' });
    await h.database.db
      .update(t.products)
      .set({ minOrderQuantity: '2.5' })
      .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.productId, ids.stocked)));
    const { products } = await catalogue();
    expect(card(products, shirt)).toMatchObject({ hasVariants: true });
    expect(card(products, ids.stocked)).toMatchObject({ hasVariants: false, minOrderQuantity: '2.5' });
    expect(card(products, ids.empty)).toMatchObject({ hasVariants: false, minOrderQuantity: '1' });
  });

  it('reads the stock of the whole list at once: more products, no more statements', async () => {
    const before = await countStatements(h, () => catalogue());
    const outletId = store.outlets[0]?.outletId as number;
    for (let i = 0; i < 12; i++) {
      const productId = await addProduct(h, store.supplierId, ids.snacks, `Bhujia ${i + 1}`);
      await stock(productId, '5', outletId);
    }
    const { products } = await catalogue();
    expect(products.filter((p) => p.name.startsWith('Bhujia') && p.inStock)).toHaveLength(12);
    expect(await countStatements(h, () => catalogue())).toBe(before);
  });
});
