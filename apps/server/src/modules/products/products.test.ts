// The product editor over HTTP: create and fetch for edit, barcode and SKU conflicts, variants and
// account rules, edit, who may use products, and images from the media module.
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createUser, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { productEditorFixture } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let categoryId: number;

beforeAll(async () => {
  ({ h, store, cookie, categoryId } = await productEditorFixture());
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
