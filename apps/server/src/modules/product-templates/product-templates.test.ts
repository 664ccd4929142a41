import { and, eq } from 'drizzle-orm';
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
let owner: string;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1, 1] });
  owner = await login(h, store.owner);
  admin = await login(h, await createUser(h, { supplierId: null, role: 'platform_admin' }));
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function template(body: object) {
  const reply = await call('POST', '/api/v1/admin/product-templates', admin, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { templateId: number };
}

describe('the template catalogue (platform admin)', () => {
  it('adds categories and templates; a merchant cannot', async () => {
    const category = await call('POST', '/api/v1/admin/template-categories', admin, { name: 'Staples' });
    expect(category.statusCode).toBe(201);
    const again = await call('POST', '/api/v1/admin/template-categories', admin, { name: 'staples' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This Category already exists');
    expect((await call('POST', '/api/v1/admin/template-categories', owner, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v1/admin/product-templates', owner)).statusCode).toBe(403);
    const created = await call('POST', '/api/v1/admin/product-templates', admin, {
      name: 'Basmati Rice 1kg',
      templateCategoryId: category.json().templateCategoryId,
      barcode: '8901000000011',
      hsnSacNo: '1006',
      unit: 'kg',
      mrp: '150',
      price: '140.50',
      taxRate: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      categoryName: 'Staples',
      mrpPaise: 15_000,
      pricePaise: 14_050,
      taxRate: '5.00',
      isApproved: false,
    });
    const bad = await call('POST', '/api/v1/admin/product-templates', admin, {
      name: 'Bad <b>',
      mrp: '1.234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Product name cannot contain < or >',
      mrp: 'Enter an amount of up to 10 digits and 2 decimals',
    });
    const all = await call('GET', '/api/v1/admin/product-templates?search=basmati', admin);
    expect(all.json().total).toBe(1);
    expect((await call('GET', '/api/v1/admin/template-categories', admin)).json().categories).toHaveLength(1);
  });
});

describe('creating a product from a template', () => {
  let approved: number;
  let unapproved: number;
  let locked: number;
  let categoryId: number;

  beforeAll(async () => {
    const category = (
      await call('POST', '/api/v1/admin/template-categories', admin, { name: 'Dairy' })
    ).json();
    categoryId = category.templateCategoryId;
    approved = (
      await template({
        name: 'Paneer 200g',
        templateCategoryId: categoryId,
        barcode: 'PAN200',
        mrp: '90',
        price: '85',
        isApproved: true,
      })
    ).templateId;
    unapproved = (await template({ name: 'Ghee 1L', templateCategoryId: categoryId })).templateId;
    const maintenance = (
      await call('POST', '/api/v1/admin/template-categories', admin, {
        name: 'Frozen',
        isUnderMaintenance: true,
      })
    ).json();
    locked = (
      await template({
        name: 'Frozen Peas',
        templateCategoryId: maintenance.templateCategoryId,
        isApproved: true,
      })
    ).templateId;
  });

  it('lists only approved templates to the merchant', async () => {
    const reply = await call('GET', '/api/v1/product-templates?search=paneer', owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().templates.map((x: { name: string }) => x.name)).toEqual(['Paneer 200g']);
    const ghee = await call('GET', '/api/v1/product-templates?search=ghee', owner);
    expect(ghee.json().total).toBe(0);
    const byBarcode = await call('GET', '/api/v1/product-templates?search=PAN', owner);
    expect(byBarcode.json().total).toBe(1);
  });

  it("refuses a template in a category under maintenance with the spec's message", async () => {
    const reply = await call('POST', `/api/v1/product-templates/${locked}/products`, owner, {});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe('The category of the product is currently under maintenance.');
  });

  it("refuses a template that is not approved with the spec's message", async () => {
    const reply = await call('POST', `/api/v1/product-templates/${unapproved}/products`, owner, {});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe('The template of product is not approved.');
    expect(
      (await call('POST', '/api/v1/product-templates/999999/products', owner, {})).json().error.message,
    ).toBe('This product template does not exist.');
  });

  it('creates the product in a category of the same name, with stock at every outlet', async () => {
    const reply = await call('POST', `/api/v1/product-templates/${approved}/products`, owner, {
      createStock: true,
    });
    expect(reply.statusCode).toBe(201);
    const { productId } = reply.json();
    const db = h.database.db;
    const [product] = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.productId, productId)));
    expect(product).toMatchObject({
      name: 'Paneer 200g',
      barcode: 'PAN200',
      mrpPaise: 9000,
      pricePaise: 8500,
    });
    const [category] = await db
      .select()
      .from(t.categories)
      .where(
        and(
          eq(t.categories.supplierId, store.supplierId),
          eq(t.categories.categoryId, product?.categoryId as number),
        ),
      );
    expect(category?.name).toBe('Dairy');
    const stock = await db
      .select()
      .from(t.stockLevels)
      .where(and(eq(t.stockLevels.supplierId, store.supplierId), eq(t.stockLevels.productId, productId)));
    expect(stock).toHaveLength(2);
  });

  it('refuses a barcode already used in the store, and takes the merchant’s own barcode', async () => {
    const same = await call('POST', `/api/v1/product-templates/${approved}/products`, owner, {});
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('This barcode is already used by Paneer 200g');
    const bad = await call('POST', `/api/v1/product-templates/${approved}/products`, owner, {
      barcode: 'no spaces',
    });
    expect(bad.statusCode).toBe(400);
    const own = await call('POST', `/api/v1/product-templates/${approved}/products`, owner, {
      barcode: 'MYPAN-2',
    });
    expect(own.statusCode).toBe(201);
    const categories = await h.database.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.supplierId, store.supplierId));
    expect(categories.filter((c) => c.name === 'Dairy')).toHaveLength(1);
  });

  it('lets the admin approve a template and lift maintenance', async () => {
    const approve = await call('PUT', `/api/v1/admin/product-templates/${unapproved}`, admin, {
      name: 'Ghee 1L',
      templateCategoryId: categoryId,
      isApproved: true,
    });
    expect(approve.json().isApproved).toBe(true);
    expect(
      (await call('POST', `/api/v1/product-templates/${unapproved}/products`, owner, {})).statusCode,
    ).toBe(201);
    const missing = await call('PUT', '/api/v1/admin/product-templates/999999', admin, { name: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('SmartFill store setting', () => {
  it('reads 0 by default and reads back what was set as globalSmartFill', async () => {
    expect((await call('GET', '/api/v1/store-setting', owner)).json()).toEqual({ globalSmartFill: 0 });
    const reply = await call('POST', '/api/v1/store-setting/update', owner, {
      type: 'smartFill',
      smartFill: 1,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ globalSmartFill: 1 });
    expect((await call('GET', '/api/v1/settings', owner)).json().storeSettings.smartFill).toBe(1);
    expect((await call('POST', '/api/v1/store-setting/update', owner, { smartFill: 2 })).statusCode).toBe(
      400,
    );
    const staff = await login(
      h,
      await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] }),
    );
    expect((await call('GET', '/api/v1/store-setting', staff)).json()).toEqual({ globalSmartFill: 1 });
    expect((await call('POST', '/api/v1/store-setting/update', staff, { smartFill: 0 })).statusCode).toBe(
      403,
    );
  });
});
