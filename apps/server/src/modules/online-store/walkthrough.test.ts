// The first-run walkthrough: the store's name, logo and theme, and its first products, saved in one
// transaction by the product rules, refused as a whole with the refusal under its row.
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { FIRST_PRODUCT_STOCK_MESSAGE } from '@storekeep/domain/walkthrough';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import { productPathOf } from '../../test/product-path.ts';
import { type Call, caller, create } from '../categories/test-support.ts';
import { uploadSiteImage } from './test-support.ts';

let h: Harness;
let themeId: number;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function newStore(): Promise<{ store: StoreFixture; cookie: string; call: Call }> {
  const store = await createStore(h, { storeName: 'New Shop', outlets: [1, 1] });
  const cookie = await login(h, store.owner);
  const call = caller(h, cookie);
  themeId ??= (await call('GET', '/site/themes?vertical=18')).json().themes[0].themeId;
  return { store, cookie, call };
}

async function productsOf(supplierId: number) {
  return h.database.db
    .select()
    .from(t.products)
    .where(eq(t.products.supplierId, supplierId))
    .orderBy(t.products.productId);
}

describe('walkthrough', () => {
  it('saves name, logo and theme; the shop is no longer virtual', async () => {
    const { cookie, call } = await newStore();
    expect((await call('GET', '/site/supplier-info')).json().isVirtual).toBe(true);
    const logo = (await uploadSiteImage(h, cookie, 'LOGO', 'logo.png', await pngImage(200, 200))).json()
      .imgURL;
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: logo,
      themeId,
    });
    expect(reply.json()).toEqual({ isSuccess: true, redirectTo: '/products', productIds: [] });
    const info = (await call('GET', '/site/supplier-info')).json();
    expect(info).toMatchObject({ storeName: 'Meena Bakes', logoUrl: logo, isVirtual: false, themeId });
  });
});

describe('walkthrough first products', () => {
  it('creates the products with the name and theme, on display and sold online, delivered from every outlet', async () => {
    const { store, call } = await newStore();
    const cakes = await create(call, 'Cakes');
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: null,
      themeId,
      products: [
        {
          productName: 'Black Forest Cake 1 kg',
          sellingPricePaise: 65000,
          categoryId: cakes,
          openingStock: 5,
        },
        { productName: 'Butter Cookies 250 g', sellingPricePaise: 18000, openingStock: 5 },
        { productName: 'Birthday Candles', sellingPricePaise: 0, categoryId: null, openingStock: 5 },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const saved = await productsOf(store.supplierId);
    expect(reply.json()).toEqual({
      isSuccess: true,
      redirectTo: '/products',
      productIds: saved.map((p) => p.productId),
    });
    expect(saved.map((p) => [p.name, p.pricePaise, p.categoryId])).toEqual([
      ['Black Forest Cake 1 kg', 65000, cakes],
      ['Butter Cookies 250 g', 18000, null],
      ['Birthday Candles', 0, null],
    ]);
    expect(saved.every((p) => p.status === 'ACTIVE' && p.isOnDisplay && p.isSellOnline)).toBe(true);
    const delivery = await h.database.db
      .select()
      .from(t.productOutletDelivery)
      .where(
        and(
          eq(t.productOutletDelivery.supplierId, store.supplierId),
          eq(t.productOutletDelivery.productId, saved[0]?.productId as number),
        ),
      );
    expect(delivery.map((d) => [d.outletId, d.isDeliveryEnabled])).toEqual(
      store.outlets.map((o) => [o.outletId, true]),
    );
    // The product list shows them like any product made on the product form.
    const list = (await call('GET', '/products?tab=all')).json();
    expect(list.products.map((p: { productName: string }) => p.productName)).toEqual(
      expect.arrayContaining(['Black Forest Cake 1 kg', 'Butter Cookies 250 g', 'Birthday Candles']),
    );
    const info = (await call('GET', '/site/supplier-info')).json();
    expect(info).toMatchObject({ storeName: 'Meena Bakes', isVirtual: false, themeId });
  });

  it('saves nothing when the product rules refuse a row, and names the row and field', async () => {
    const { store, call } = await newStore();
    const other = await newStore();
    const foreignCategory = await create(other.call, 'Not Yours');
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Half Written',
      logoUrl: null,
      themeId,
      products: [
        { productName: 'Good Row', sellingPricePaise: 1000, openingStock: 5 },
        { productName: 'Bad Row', sellingPricePaise: 1000, categoryId: foreignCategory, openingStock: 5 },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      message: PRODUCT_MESSAGES.categoryNotFound,
      fields: { 'products.1.categoryId': PRODUCT_MESSAGES.categoryNotFound },
    });
    expect(await productsOf(store.supplierId)).toEqual([]);
    const info = (await call('GET', '/site/supplier-info')).json();
    expect(info).toMatchObject({ storeName: 'New Shop', isVirtual: true, themeId: null });
  });

  it("asks a store that keeps SKUs for each row's SKU with the product form message", async () => {
    const { store, call } = await newStore();
    await h.database.db
      .update(t.suppliers)
      .set({ accountSettings: sql`jsonb_set(account_settings, '{isMaintainProductSku}', 'true')` })
      .where(eq(t.suppliers.supplierId, store.supplierId));
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Sku Store',
      logoUrl: null,
      themeId,
      products: [{ productName: 'Plain Row', sellingPricePaise: 500, openingStock: 5 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ 'products.0.sku': PRODUCT_MESSAGES.skuRequired });
    expect(await productsOf(store.supplierId)).toEqual([]);
    const withSku = await call('POST', '/site/walkthrough', {
      storeName: 'Sku Store',
      logoUrl: null,
      themeId,
      products: [{ productName: 'Plain Row', sellingPricePaise: 500, sku: 'PLAIN-1', openingStock: 5 }],
    });
    expect(withSku.statusCode).toBe(200);
    expect((await productsOf(store.supplierId)).map((p) => p.sku)).toEqual(['PLAIN-1']);
  });

  it('checks each row by the product schema: names with < or >, and at most five rows', async () => {
    const { store, call } = await newStore();
    const angled = await call('POST', '/site/walkthrough', {
      storeName: 'Angles',
      logoUrl: null,
      themeId,
      products: [{ productName: '<b>Sale</b>', sellingPricePaise: 100, openingStock: 5 }],
    });
    expect(angled.statusCode).toBe(400);
    expect(angled.json().error.fields).toEqual({
      'products.0.productName': PRODUCT_MESSAGES.nameAngleBrackets,
    });
    const six = Array.from({ length: 6 }, (_, i) => ({
      productName: `Item ${i + 1}`,
      sellingPricePaise: 100,
      openingStock: 1,
    }));
    const tooMany = await call('POST', '/site/walkthrough', {
      storeName: 'Many',
      logoUrl: null,
      themeId,
      products: six,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await productsOf(store.supplierId)).toEqual([]);
  });
});

describe('walkthrough first products sell', () => {
  it('puts each product’s stock in hand in the first outlet, so it is in stock on the published store', async () => {
    const { store, call } = await newStore();
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: null,
      themeId,
      products: [
        { productName: 'Plum Cake 500 g', sellingPricePaise: 42000, openingStock: 12 },
        { productName: 'Rusk 200 g', sellingPricePaise: 6000, openingStock: 2.5 },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [cake, rusk] = reply.json().productIds as number[];
    const levels = await h.database.db
      .select({
        productId: t.stockLevels.productId,
        outletId: t.stockLevels.outletId,
        quantity: t.stockLevels.quantity,
      })
      .from(t.stockLevels)
      .where(eq(t.stockLevels.supplierId, store.supplierId))
      .orderBy(t.stockLevels.productId);
    expect(levels).toEqual([
      { productId: cake, outletId: store.outlets[0]?.outletId, quantity: '12.000' },
      { productId: rusk, outletId: store.outlets[0]?.outletId, quantity: '2.500' },
    ]);
    expect((await call('POST', '/site/publish')).statusCode).toBe(200);
    const slug = (await call('GET', '/site/supplier-info')).json().storeSlug as string;
    const page = await h.app.inject({
      method: 'GET',
      url: `/s/${slug}${await productPathOf(h.database.db, store.supplierId, cake as number)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Plum Cake 500 g');
    expect(page.body).not.toContain('Out of stock');
  });

  it('refuses a product without stock unless the shop makes to order, naming the row', async () => {
    const { store, call } = await newStore();
    const reply = await call('POST', '/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: null,
      themeId,
      products: [
        { productName: 'Plum Cake 500 g', sellingPricePaise: 42000, openingStock: 3 },
        { productName: 'Custom Cake', sellingPricePaise: 90000 },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ 'products.1.openingStock': FIRST_PRODUCT_STOCK_MESSAGE });
    expect(await productsOf(store.supplierId)).toEqual([]);

    const toOrder = await call('POST', '/site/walkthrough', {
      storeName: 'Meena Bakes',
      logoUrl: null,
      themeId,
      makesToOrder: true,
      products: [{ productName: 'Custom Cake', sellingPricePaise: 90000 }],
    });
    expect(toOrder.statusCode, toOrder.body).toBe(200);
    // Made to order: the shop takes orders without stock in hand.
    const settings = (await call('GET', '/settings')).json();
    expect(JSON.stringify(settings)).toContain('"isSellOutOfStock":true');
  });
});
