import { PRODUCT_LIST_COUNT_CAP, PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let categoryId: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1, 1] });
  cookie = await login(h, store.owner);
  const [category] = await h.database.db
    .insert(t.categories)
    .values({ supplierId: store.supplierId, name: 'Staples' })
    .returning({ categoryId: t.categories.categoryId });
  categoryId = (category as { categoryId: number }).categoryId;
});
afterAll(() => h.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Json, as = cookie) =>
  h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
const create = async (payload: Json) => {
  const reply = await call('POST', '/api/v1/products', payload);
  if (reply.statusCode !== 201) throw new Error(`create failed: ${reply.body}`);
  return reply.json() as Json & { productId: number };
};
const setAccountFlag = (flags: Json) => call('PATCH', '/api/v1/settings/account', flags);

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

describe('create and fetch for edit', () => {
  it('creates a product with the whole edit payload and answers it as the editor shows it', async () => {
    const reply = await call('POST', '/api/v1/products', {
      productName: '  Toor Dal 1 kg ',
      visibility: 'OFF_DISPLAY',
      detailedDescription:
        '<p>Fresh <strong>dal</strong><script>alert(1)</script><a href="javascript:x">x</a></p>',
      isSellOnline: false,
      isEnquiryEnabled: true,
      enquiryPrice: 15_000,
      isBulkPricingActive: true,
      bulkPricingDetail: [
        { minQuantity: 10, pricePaise: 14_000 },
        { minQuantity: 50, pricePaise: 13_500 },
      ],
      unitOfMeasurement: 'kg',
      contentPerPiece: 1,
      unitPerPiece: 'kg',
      minOrderQuantity: 0.5,
      outletWiseDeliveryList: [{ outletId: store.outlets[0]?.outletId, isDeliveryEnabled: true }],
      purchaseTax: 5,
      salesTax: 5,
      hsnSacNo: '0713',
      mrpPaise: 16_000,
      sellingPricePaise: 15_000,
      costPricePaise: 12_000,
      sku: 'DAL-1',
      barcode: '*8901000000011',
      categoryId,
      createStock: [{ outletId: store.outlets[1]?.outletId, quantity: 12.5 }],
    });
    expect(reply.statusCode).toBe(201);
    const product = reply.json();
    expect(product).toMatchObject({
      productName: 'Toor Dal 1 kg',
      visibility: 'OFF_DISPLAY',
      detailedDescription: '<p>Fresh <strong>dal</strong><a rel="noopener noreferrer nofollow">x</a></p>',
      isSellOnline: false,
      isEnquiryEnabled: true,
      enquiryPrice: 15_000,
      isBulkPricingActive: true,
      bulkPricingDetail: [
        { minQuantity: 10, pricePaise: 14_000 },
        { minQuantity: 50, pricePaise: 13_500 },
      ],
      unitOfMeasurement: 'kg',
      contentPerPiece: 1,
      unitPerPiece: 'kg',
      minOrderQuantity: 0.5,
      outletWiseDeliveryList: [{ outletId: store.outlets[0]?.outletId, isDeliveryEnabled: true }],
      purchaseTax: 5,
      salesTax: 5,
      hsnSacNo: '0713',
      mrpPaise: 16_000,
      sellingPricePaise: 15_000,
      costPricePaise: 12_000,
      marginPercent: 20,
      discountMarginPercent: 25,
      sku: 'DAL-1',
      barcode: '8901000000011',
      categoryId,
      categoryName: 'Staples',
      variants: [],
      isService: false,
      stock: [{ outletId: store.outlets[1]?.outletId, quantity: 12.5 }],
      status: 'ACTIVE',
      mainImageUrl: null,
      imageCount: 0,
    });
    expect(product.serviceId).toBeUndefined();
    const fetched = await call('GET', `/api/v1/products/${product.productId}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(product);
  });

  it('answers a service (isServiceModule=1) with serviceId in place of productId', async () => {
    const reply = await call('POST', '/api/v1/products', { productName: 'Haircut', isService: true });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().productId).toBeUndefined();
    const serviceId = reply.json().serviceId as number;
    expect((await call('GET', `/api/v1/products/${serviceId}`)).json()).toMatchObject({
      serviceId,
      isService: true,
    });
    const services = (await call('GET', '/api/v1/products?isServiceModule=1')).json();
    expect(services.products.map((p: Json) => p.serviceId)).toContain(serviceId);
    const goods = (await call('GET', '/api/v1/products')).json();
    expect(goods.products.map((p: Json) => p.productName)).not.toContain('Haircut');
  });

  it.each([
    [{ productName: 'Soap <b>' }, 'productName', PRODUCT_MESSAGES.nameAngleBrackets],
    [
      { productName: 'Soap', mrpPaise: 100, sellingPricePaise: 200 },
      'sellingPricePaise',
      PRODUCT_MESSAGES.sellingAboveMrp,
    ],
    [
      { productName: 'Soap', isBulkPricingActive: true },
      'bulkPricingDetail',
      PRODUCT_MESSAGES.bulkTiersRequired,
    ],
    [
      {
        productName: 'Soap',
        isBulkPricingActive: true,
        bulkPricingDetail: [
          { minQuantity: 5, pricePaise: 1 },
          { minQuantity: 5, pricePaise: 1 },
        ],
      },
      'bulkPricingDetail.1.minQuantity',
      PRODUCT_MESSAGES.bulkTiersOrder,
    ],
    [{ productName: 'Soap', barcode: '12 3' }, 'barcode', 'Only alphanumeric, _, /, \\, ., - allowed'],
    [
      {
        productName: 'Soap',
        outletWiseDeliveryList: [
          { outletId: 1, isDeliveryEnabled: true },
          { outletId: 1, isDeliveryEnabled: true },
        ],
      },
      'outletWiseDeliveryList',
      PRODUCT_MESSAGES.duplicateOutlet,
    ],
  ])('refuses %j: %s says %s', async (payload, field, message) => {
    const reply = await call('POST', '/api/v1/products', payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields[field]).toBe(message);
  });

  it('refuses a category or outlet the store does not own', async () => {
    const badCategory = await call('POST', '/api/v1/products', { productName: 'Soap', categoryId: 999_999 });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error).toMatchObject({
      message: PRODUCT_MESSAGES.categoryNotFound,
      fields: { categoryId: PRODUCT_MESSAGES.categoryNotFound },
    });
    const badOutlet = await call('POST', '/api/v1/products', {
      productName: 'Soap',
      createStock: [{ outletId: 999_999, quantity: 1 }],
    });
    expect(badOutlet.statusCode).toBe(400);
    expect(badOutlet.json().error.message).toBe(PRODUCT_MESSAGES.outletNotFound);
  });

  it('answers 404 for a product that does not exist', async () => {
    const reply = await call('GET', '/api/v1/products/999999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.message).toBe(PRODUCT_MESSAGES.notFound);
    const edit = await call('PUT', '/api/v1/products/999999', { productName: 'X' });
    expect(edit.statusCode).toBe(404);
  });
});

describe('barcode and SKU conflicts', () => {
  let holder: Json & { productId: number };
  beforeAll(async () => {
    holder = await create({ productName: 'Basmati Rice 5 kg', barcode: '8902000000012', sku: 'RICE-5' });
  });

  it('refuses a barcode another product holds, naming that product next to the field', async () => {
    const reply = await call('POST', '/api/v1/products', { productName: 'Copy', barcode: '8902000000012' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toEqual({
      code: 'conflict',
      message: 'This barcode is already used by Basmati Rice 5 kg',
      fields: {
        barcode: 'This barcode is already used by Basmati Rice 5 kg',
        conflictProductId: String(holder.productId),
        conflictProductName: 'Basmati Rice 5 kg',
      },
    });
  });

  it('refuses a SKU another product holds', async () => {
    const reply = await call('POST', '/api/v1/products', { productName: 'Copy', sku: 'RICE-5' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toMatchObject({
      message: 'This SKU is already used by Basmati Rice 5 kg',
      fields: {
        sku: 'This SKU is already used by Basmati Rice 5 kg',
        conflictProductName: 'Basmati Rice 5 kg',
      },
    });
  });

  it('lets a product keep its own barcode on edit, and frees a barcode once its holder is in the recycle bin', async () => {
    const same = await call('PUT', `/api/v1/products/${holder.productId}`, {
      productName: 'Basmati Rice 5 kg',
      barcode: '8902000000012',
      sku: 'RICE-5',
    });
    expect(same.statusCode).toBe(200);
    const check = await call('GET', `/api/v1/products/barcode-conflict?barcode=8902000000012`);
    expect(check.json()).toEqual({
      conflict: {
        productId: holder.productId,
        productName: 'Basmati Rice 5 kg',
        message: 'This barcode is already used by Basmati Rice 5 kg',
      },
    });
    const own = await call(
      'GET',
      `/api/v1/products/barcode-conflict?barcode=8902000000012&productId=${holder.productId}`,
    );
    expect(own.json()).toEqual({ conflict: null });
  });

  it('finds a clash with a variant barcode, and the same code twice in one payload', async () => {
    await setAccountFlag({ isAllowVariantProducts: true });
    await create({ productName: 'T-shirt', variants: [{ variantName: 'Red / M', barcode: '5551' }] });
    const clash = await call('POST', '/api/v1/products', { productName: 'Cap', barcode: '5551' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('This barcode is already used by T-shirt');
    const twice = await call('POST', '/api/v1/products', {
      productName: 'Socks',
      barcode: '6661',
      variants: [{ variantName: 'Blue', barcode: '6661' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toMatchObject({
      'variants.0.barcode': 'This barcode is already used by Socks',
    });
    await setAccountFlag({ isAllowVariantProducts: false });
  });
});

describe('variants and account rules', () => {
  it('refuses variants when the account does not allow variant products', async () => {
    const reply = await call('POST', '/api/v1/products', {
      productName: 'Shirt',
      variants: [{ variantName: 'Red' }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      message: PRODUCT_MESSAGES.variantsNotAllowed,
      fields: { variants: PRODUCT_MESSAGES.variantsNotAllowed },
    });
  });

  it('asks for a SKU when the account maintains product SKUs', async () => {
    await setAccountFlag({ isMaintainProductSku: true });
    const reply = await call('POST', '/api/v1/products', { productName: 'No SKU' });
    await setAccountFlag({ isMaintainProductSku: false });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ sku: PRODUCT_MESSAGES.skuRequired });
  });

  it('adds, keeps, renames and drops variants on edit, keeping the ids of the kept ones', async () => {
    await setAccountFlag({ isAllowVariantProducts: true });
    const shirt = await create({
      productName: 'Kurta',
      variants: [
        { variantName: 'S', mrpPaise: 100_000, sellingPricePaise: 90_000, costPricePaise: 60_000 },
        { variantName: 'M', mrpPaise: 100_000, sellingPricePaise: 90_000 },
      ],
    });
    const [small, medium] = shirt.variants as Array<{ variantId: number }>;
    expect(shirt.variants).toMatchObject([
      { variantName: 'S', marginPercent: 33.33, discountMarginPercent: 40 },
      { variantName: 'M' },
    ]);
    const edited = await call('PUT', `/api/v1/products/${shirt.productId}`, {
      productName: 'Kurta',
      variants: [{ variantId: medium?.variantId, variantName: 'Medium', sku: 'K-M' }, { variantName: 'L' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().variants).toMatchObject([
      { variantId: medium?.variantId, variantName: 'Medium', sku: 'K-M', mrpPaise: 0 },
      { variantName: 'L' },
    ]);
    expect(edited.json().variants.map((v: Json) => v.variantId)).not.toContain(small?.variantId);
    const foreignVariant = await call('PUT', `/api/v1/products/${shirt.productId}`, {
      productName: 'Kurta',
      variants: [{ variantId: small?.variantId, variantName: 'S' }],
    });
    expect(foreignVariant.statusCode).toBe(400);
    expect(foreignVariant.json().error.message).toBe(PRODUCT_MESSAGES.variantNotFound);
    const newWithId = await call('POST', '/api/v1/products', {
      productName: 'Kurta 2',
      variants: [{ variantId: 1, variantName: 'S' }],
    });
    expect(newWithId.statusCode).toBe(400);
    await setAccountFlag({ isAllowVariantProducts: false });
  });
});

describe('edit', () => {
  it('saves the whole product: cleared fields come back empty, outlets replaced', async () => {
    const product = await create({
      productName: 'Sugar 1 kg',
      barcode: '8903000000013',
      salesTax: 5,
      outletWiseDeliveryList: [{ outletId: store.outlets[0]?.outletId, isDeliveryEnabled: true }],
    });
    const reply = await call('PUT', `/api/v1/products/${product.productId}`, {
      productName: 'Sugar 1 kg (refined)',
      barcode: null,
      salesTax: null,
      mrpPaise: 5_000,
      sellingPricePaise: 4_800,
      costPricePaise: 4_000,
      outletWiseDeliveryList: [{ outletId: store.outlets[1]?.outletId, isDeliveryEnabled: false }],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      productName: 'Sugar 1 kg (refined)',
      barcode: null,
      salesTax: null,
      marginPercent: 16.67,
      discountMarginPercent: 20,
      outletWiseDeliveryList: [{ outletId: store.outlets[1]?.outletId, isDeliveryEnabled: false }],
    });
  });

  it('refuses to edit a product in the recycle bin', async () => {
    const product = await create({ productName: 'Old stock' });
    await call('POST', '/api/v1/products/recycle-bin', { ids: [product.productId] });
    const reply = await call('PUT', `/api/v1/products/${product.productId}`, { productName: 'Old stock' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe(PRODUCT_MESSAGES.inRecycleBin);
  });
});

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

describe('who may use products', () => {
  it('lets a staff member in and keeps a delivery boy out', async () => {
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] });
    expect((await call('GET', '/api/v1/products', undefined, await login(h, staff))).statusCode).toBe(200);
    const rider = await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' });
    const reply = await call('GET', '/api/v1/products', undefined, await login(h, rider));
    expect(reply.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('images from the media module', () => {
  it('shows the main image (the original until its variants exist) and the count when fetched for edit', async () => {
    const product = await create({ productName: 'Photo product' });
    await h.database.db.insert(t.productImages).values({
      supplierId: store.supplierId,
      productId: product.productId,
      position: 0,
      storageKey: `library/${store.supplierId}/products/${product.productId}/main.png`,
      contentType: 'image/png',
      width: 10,
      height: 10,
      byteSize: 100,
    });
    const reply = await call('GET', `/api/v1/products/${product.productId}`);
    expect(reply.json()).toMatchObject({
      imageCount: 1,
      mainImageUrl: `/uploads/library/${store.supplierId}/products/${product.productId}/main.png`,
    });
  });
});
