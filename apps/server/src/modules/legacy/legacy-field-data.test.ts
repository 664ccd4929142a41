// The field apps' calls decision 0260 placed (shared-blocks.md §7 "Admin data services"): the
// {supplierId} data services and the staff member's outlets, the delivery profile and time bands,
// the iOS plan prices, the packaging config, the invoice template and the missing image/category
// save, over HTTP: their values, another store's ids refused, roles, and the legacy envelope.

import { addDays } from '@storekeep/domain/date-ranges';
import { eq } from 'drizzle-orm';
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
import { caller, createProduct } from '../orders/test-support.ts';
import { indiaToday } from '../reports/service.ts';
import { ADMIN_DATA_PATHS } from './admin-data-routes.ts';
import { DELIVERY_PROFILE_PATH, TIME_BANDS_MESSAGE } from './delivery-profile-routes.ts';
import { PACKAGING_JSON_PATH } from './lookup-routes.ts';
import { MISSING_DATA_SAVE_PATH } from './missing-data-routes.ts';
import { PLAN_PRICING_PATH, UNKNOWN_COUNTRY_MESSAGE } from './plan-pricing-routes.ts';
import { INVOICE_TEMPLATE_PATH } from './shared-block-routes.ts';

const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let cookie: string;
let otherCookie: string;
let outletId: number;
let tea: number;
let soap: number;
let orderId: number;

const path = (template: string, supplierId = store.supplierId) =>
  template.replace(':supplierId', String(supplierId));
const get = (url: string, as = cookie) =>
  h.app.inject({ method: 'GET', url, headers: { cookie: as, ...OWN_PAGE } });
const post = (url: string, payload: Record<string, string>, as = cookie, headers = OWN_PAGE) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { cookie: as, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(payload).toString(),
  });
/** The modern API's answer, for the calls whose data is that answer. */
const api = async (url: string) => (await get(url)).json();

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h, { storeName: 'Field Data Stores' });
  other = await createStore(h, { storeName: 'Other Data Store' });
  cookie = await login(h, store.owner);
  otherCookie = await login(h, other.owner);
  outletId = store.outlets[0]?.outletId as number;
  // Karnataka (29), open 09:00 to 21:00.
  await h.database.db
    .update(t.outlets)
    .set({ stateId: 29, state: 'Karnataka', opensAt: '09:00', closesAt: '21:00' })
    .where(eq(t.outlets.outletId, outletId));
  tea = await createProduct(h, store, { name: 'Nilgiri <b>Tea</b> 250 g', taxRate: '5', stock: 10 });
  soap = await createProduct(h, store, { name: 'Sandal Soap', taxRate: '18', stock: 4 });
  await createProduct(h, store, { name: 'Loose Rice', taxRate: null });
  const customer = await caller(h, cookie).call('POST', '/api/v1/customers', {
    name: 'Kavya',
    mobileNumber: '9886033333',
  });
  const order = await caller(h, cookie).order('POST', '/api/v1/orders', {
    source: 'INSTORE',
    customerId: customer.json().customerId,
    items: [{ productId: tea, quantity: 2 }],
    confirm: true,
  });
  orderId = order.orderId;
});
afterAll(() => h.close());

describe('the admin data services with {supplierId}', () => {
  it('answers the tax entries of the rates the products carry, worked out as the bill charges them', async () => {
    const reply = await get(path(ADMIN_DATA_PATHS.taxes));
    expect(reply.statusCode).toBe(200);
    // Shelf prices include GST: ₹100 at 5% holds ₹95.24 taxable and ₹4.76 tax.
    expect(reply.json()).toEqual({
      isSuccess: true,
      data: [
        {
          taxId: 500,
          taxName: 'GST',
          taxCode: 'GST@5%',
          taxRate: 5,
          isExclusive: false,
          linkTax: [],
          productCount: 1,
          on100: { taxablePaise: 9524, taxPaise: 476 },
        },
        {
          taxId: 1800,
          taxName: 'GST',
          taxCode: 'GST@18%',
          taxRate: 18,
          isExclusive: false,
          linkTax: [],
          productCount: 1,
          on100: { taxablePaise: 8475, taxPaise: 1525 },
        },
      ],
    });
  });

  it('answers the tax zones of the outlets’ state: SGST + CGST within it, IGST outside', async () => {
    const { data } = (await get(path(ADMIN_DATA_PATHS.taxZones))).json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      zoneName: 'Within Karnataka',
      type: 'INTRA_STATE',
      stateIds: '29',
      outletIds: [outletId],
      taxes: ['SGST', 'CGST'],
    });
    expect(data[1]).toMatchObject({ zoneName: 'Outside Karnataka', type: 'INTER_STATE', taxes: ['IGST'] });
    const outside = data[1].stateIds.split(',');
    expect(outside).toContain('7');
    expect(outside).not.toContain('29');
  });

  it('answers the dashboard’s counts: customers, products and the missing-data views', async () => {
    const { data } = (await get(path(ADMIN_DATA_PATHS.dashboard))).json();
    expect(data.counts.customerCount).toEqual({ count: 1, type: 'normal' });
    expect(data.products).toMatchObject({ ACTIVE: 3, missing: { tax: 1, category: 3 } });
  });

  it('answers each list as the modern API answers it', async () => {
    const pairs: Array<[string, string]> = [
      [`${path(ADMIN_DATA_PATHS.b2bProducts)}?sort=name_asc`, '/api/v1/products?sort=name_asc'],
      [`${path(ADMIN_DATA_PATHS.customers)}?search=Kav`, '/api/v1/customers?search=Kav'],
      [path(ADMIN_DATA_PATHS.discounts), '/api/v1/discount-codes'],
      [path(ADMIN_DATA_PATHS.outlets), '/api/v1/outlets'],
      [path(ADMIN_DATA_PATHS.printers), '/api/v1/printer-settings'],
      [`${path(ADMIN_DATA_PATHS.inventoryCounts)}?scope=all`, '/api/v1/inventory?scope=all'],
      [`${path(ADMIN_DATA_PATHS.inventoryTransfers)}?status=all`, '/api/v1/inventory/transfers?status=all'],
    ];
    for (const [legacy, modern] of pairs) {
      const reply = await get(legacy);
      expect(reply.statusCode, legacy).toBe(200);
      expect(reply.json(), legacy).toEqual({ isSuccess: true, data: await api(modern) });
    }
    const products = (await get(path(ADMIN_DATA_PATHS.b2bProducts))).json().data.products;
    expect(products.map((p: { productName: string }) => p.productName)).toEqual([
      'Loose Rice',
      'Nilgiri <b>Tea</b> 250 g',
      'Sandal Soap',
    ]);
    const levels = (await get(`${path(ADMIN_DATA_PATHS.inventoryCounts)}?q=Sandal`)).json().data;
    expect(levels.rows[0]).toMatchObject({ productId: soap, productName: 'Sandal Soap' });
  });

  it('answers the payments of the last 7 days by default, India time', async () => {
    const { data } = (await get(path(ADMIN_DATA_PATHS.payments))).json();
    const today = indiaToday();
    expect(data).toMatchObject({ report: 'transactions', from: addDays(today, -6), to: today });
    const asked = (await get(`${path(ADMIN_DATA_PATHS.payments)}?from=${today}&to=${today}`)).json().data;
    expect(asked).toMatchObject({ from: today, to: today });
    expect((await get(`${path(ADMIN_DATA_PATHS.payments)}?from=${today}`)).statusCode).toBe(400);
  });

  it('answers a staff member’s outlets by staff id, and not another store’s member', async () => {
    const cashier = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] });
    const reply = await get(ADMIN_DATA_PATHS.staffOutlets.replace(':staffId', String(cashier.userId)));
    expect(reply.json()).toEqual({ isSuccess: true, data: { outlets: [{ outletId, name: 'Outlet 1' }] } });
    const stranger = await createUser(h, { supplierId: other.supplierId, role: 'staff', permissions: [] });
    const refused = await get(ADMIN_DATA_PATHS.staffOutlets.replace(':staffId', String(stranger.userId)));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ isSuccess: false, errorCode: 'not_found' });
  });

  it('refuses another store’s {supplierId}, a caller without a session and a role without the area', async () => {
    for (const template of Object.values(ADMIN_DATA_PATHS).filter((p) => p.includes(':supplierId'))) {
      const foreign = await get(path(template, other.supplierId));
      expect(foreign.statusCode, template).toBe(403);
      expect(foreign.json(), template).toMatchObject({
        isSuccess: false,
        isError: true,
        errorCode: 'forbidden',
      });
      expect(foreign.body, template).not.toContain('Other Data Store');
      const anonymous = await h.app.inject({ method: 'GET', url: path(template) });
      expect(anonymous.statusCode, template).toBe(401);
      expect(anonymous.json(), template).toMatchObject({ isSuccess: false, isError: true });
    }
    // B's own data answers B, never A's: the same call with B's session and id.
    const theirs = (await get(path(ADMIN_DATA_PATHS.taxes, other.supplierId), otherCookie)).json();
    expect(theirs).toEqual({ isSuccess: true, data: [] });
    const deliveryBoy = await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' });
    const boy = await login(h, deliveryBoy);
    for (const template of [ADMIN_DATA_PATHS.dashboard, ADMIN_DATA_PATHS.payments, ADMIN_DATA_PATHS.outlets])
      expect((await get(path(template), boy)).statusCode, template).toBe(403);
    // Each call lets in whom its API route lets in.
    for (const [legacy, modern] of [
      [ADMIN_DATA_PATHS.customers, '/api/v1/customers'],
      [ADMIN_DATA_PATHS.inventoryCounts, '/api/v1/inventory'],
      [ADMIN_DATA_PATHS.discounts, '/api/v1/discount-codes'],
    ] as const)
      expect((await get(path(legacy), boy)).statusCode, legacy).toBe((await get(modern, boy)).statusCode);
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] });
    const clerk = await login(h, staff);
    expect((await get(path(ADMIN_DATA_PATHS.outlets), clerk)).statusCode).toBe(403);
    expect((await get(path(ADMIN_DATA_PATHS.printers), clerk)).statusCode).toBe(403);
    expect((await get(path(ADMIN_DATA_PATHS.taxes), clerk)).statusCode).toBe(200);
  });
});

describe('the delivery profile (deliveryCommandString)', () => {
  const profile = {
    kind: 'amount',
    ranges: [
      { min: 0, max: 50_000, charge: 4_000 },
      { min: 50_001, max: null, charge: 0 },
    ],
    pickupInfo: 'Collect at the counter after 4 pm',
  };

  it('answers the ranges, pickup note and the outlets’ hours as time bands, and saves a command', async () => {
    const empty = (await post(DELIVERY_PROFILE_PATH, {})).json();
    expect(empty).toEqual({
      isSuccess: true,
      data: {
        kind: 'amount',
        ranges: [],
        pickupInfo: null,
        timeBands: [{ outletId, outletName: 'Outlet 1', fromTime: '09:00', toTime: '21:00' }],
      },
    });
    const saved = await post(DELIVERY_PROFILE_PATH, { deliveryCommandString: JSON.stringify(profile) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject(profile);
    expect(await api('/api/v1/settings/delivery')).toEqual(profile);
    expect((await post(DELIVERY_PROFILE_PATH, {})).json().data.ranges).toEqual(profile.ranges);
  });

  it('refuses a broken range, time bands, bad JSON, another store’s id and a cross-site post', async () => {
    const gap = { ...profile, ranges: [profile.ranges[0], { min: 60_000, max: null, charge: 0 }] };
    const broken = await post(DELIVERY_PROFILE_PATH, { deliveryCommandString: JSON.stringify(gap) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorMsg: 'Must start just after the previous range.' });
    const bands = { ...profile, timeBands: [{ fromTime: '10:00', toTime: '12:00' }] };
    const withBands = await post(DELIVERY_PROFILE_PATH, { deliveryCommandString: JSON.stringify(bands) });
    expect(withBands.json()).toMatchObject({ isSuccess: false, errorMsg: TIME_BANDS_MESSAGE });
    expect((await post(DELIVERY_PROFILE_PATH, { deliveryCommandString: '{nope' })).statusCode).toBe(400);
    const foreign = await post(`${DELIVERY_PROFILE_PATH}?supplierId=${other.supplierId}`, {});
    expect(foreign.statusCode).toBe(403);
    const crossSite = await post(
      DELIVERY_PROFILE_PATH,
      { deliveryCommandString: JSON.stringify({ ...profile, pickupInfo: 'Hijacked' }) },
      cookie,
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await api('/api/v1/settings/delivery')).pickupInfo).toBe(profile.pickupInfo);
    expect((await h.app.inject({ method: 'POST', url: DELIVERY_PROFILE_PATH })).statusCode).toBe(401);
  });
});

describe('the iOS plan prices', () => {
  it('answers the store’s plan and its upgrades with their prices in rupees, for India and elsewhere', async () => {
    const free = await createStore(h, { storeName: 'Free Plan Store', supplier: { packageId: 1 } });
    const freeCookie = await login(h, free.owner);
    const india = (await post(PLAN_PRICING_PATH, { source: 'Ios', countryCode: 'in' }, freeCookie)).json();
    expect(india).toEqual({
      isSuccess: true,
      data: {
        source: 'Ios',
        countryCode: 'IN',
        currency: 'INR',
        currencySymbol: '₹',
        isLocalCurrency: true,
        plans: [
          {
            packageId: 1,
            code: 'FREE',
            name: 'Free',
            isPremium: false,
            isTrial: false,
            isCurrent: true,
            pricePaise: 0,
            price: '0.00',
          },
          {
            packageId: 2,
            code: 'TRIAL',
            name: 'Premium Trial',
            isPremium: true,
            isTrial: true,
            isCurrent: false,
            pricePaise: 0,
            price: '0.00',
          },
          {
            packageId: 3,
            code: 'PREMIUM',
            name: 'Premium',
            isPremium: true,
            isTrial: false,
            isCurrent: false,
            pricePaise: 599_900,
            price: '5,999.00',
          },
        ],
      },
    });
    // Other countries: the same rupee prices, said to be not their own currency.
    const singapore = (
      await post(PLAN_PRICING_PATH, { source: 'Ios', countryCode: 'SG' }, freeCookie)
    ).json();
    expect(singapore.data).toMatchObject({ countryCode: 'SG', currency: 'INR', isLocalCurrency: false });
    expect(singapore.data.plans).toEqual(india.data.plans);
    const unknown = await post(PLAN_PRICING_PATH, { source: 'Ios', countryCode: 'ZZ' }, freeCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ isSuccess: false, errorMsg: UNKNOWN_COUNTRY_MESSAGE });
    // A premium store has nothing to move to: its own plan only.
    const premium = (await post(PLAN_PRICING_PATH, { source: 'Ios', countryCode: 'IN' })).json();
    expect(premium.data.plans.map((p: { code: string }) => p.code)).toEqual(['PREMIUM']);
    expect((await h.app.inject({ method: 'POST', url: PLAN_PRICING_PATH })).statusCode).toBe(401);
  });
});

describe('the packaging config and the invoice template', () => {
  it('answers the packaging types and the quantity rules the server counts by', async () => {
    const reply = await get(PACKAGING_JSON_PATH);
    expect(reply.json()).toEqual({
      isSuccess: true,
      data: {
        packagingTypes: ['PIECE', 'PACK', 'BOTH'],
        wholeUnits: expect.arrayContaining(['pcs', 'packet', 'pair']),
        quantityDecimals: 3,
        quantityMax: 999_999.999,
        milliPerUnit: 1000,
      },
    });
    expect((await h.app.inject({ method: 'GET', url: PACKAGING_JSON_PATH })).statusCode).toBe(401);
  });

  it('answers an order’s invoice as the HTML of the store’s template, escaped, and A4 on asking', async () => {
    const receipt = (await get(`${INVOICE_TEMPLATE_PATH}?orderId=${orderId}`)).json();
    expect(receipt.data).toMatchObject({ orderId, templateId: '80MM' });
    expect(receipt.data.html).toContain('Field Data Stores');
    expect(receipt.data.html).toContain('Nilgiri &lt;b&gt;Tea&lt;/b&gt; 250 g');
    expect(receipt.data.html).not.toContain('<b>Tea');
    // Two teas at ₹100, the receipt's total line at 48 columns.
    expect(receipt.data.html).toMatch(/TOTAL {2,}Rs 200\.00/);
    const a4 = (await get(`${INVOICE_TEMPLATE_PATH}?orderId=${orderId}&template_id=A4`)).json();
    expect(a4.data.templateId).toBe('A4');
    expect(a4.data.html).toContain('<table class="sk-lines">');
    expect(a4.data.html).toContain('<td>2 pcs</td>');
    const foreign = await get(`${INVOICE_TEMPLATE_PATH}?orderId=${orderId}`, otherCookie);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the missing image/category save', () => {
  it('gives a product the category it lacked; the missing-category view no longer lists it', async () => {
    const category = await caller(h, cookie).call('POST', '/api/v1/categories', { name: 'Soaps' });
    const categoryId = category.json().categoryId as number;
    const reply = await post(MISSING_DATA_SAVE_PATH, {
      productId: String(soap),
      categoryId: String(categoryId),
      imageUrls: '',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      isSuccess: true,
      productId: soap,
      categoryId,
      categoryName: 'Soaps',
      imageUrls: [],
    });
    const missing = await api('/api/v1/products?missing=category');
    expect(missing.products.map((p: { productId: number }) => p.productId)).not.toContain(soap);
    // The rest of the product kept its values.
    expect((await api(`/api/v1/products/${soap}`)).salesTax).toBe(18);
  });

  it('refuses an empty save, another store’s product and a cross-site post', async () => {
    const empty = await post(MISSING_DATA_SAVE_PATH, { productId: String(tea) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorMsg: 'Required Field' });
    const theirs = await createProduct(h, other, { name: 'Their Soap' });
    const foreign = await post(MISSING_DATA_SAVE_PATH, { productId: String(theirs), categoryId: '1' });
    expect(foreign.statusCode).toBe(404);
    const crossSite = await post(
      MISSING_DATA_SAVE_PATH,
      { productId: String(tea), categoryId: '1' },
      cookie,
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('who may call them', () => {
  it('lets each role in as its area says: the clerk reads plans, the delivery boy none of the store’s data', async () => {
    const clerk = await login(
      h,
      await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] }),
    );
    const boy = await login(h, await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' }));
    // Settings → Delivery needs SETTINGS:MENU; the invoice ORDER:MENU; the catalogue is not his.
    expect((await post(DELIVERY_PROFILE_PATH, {}, clerk)).statusCode).toBe(403);
    expect((await get(`${INVOICE_TEMPLATE_PATH}?orderId=${orderId}`, clerk)).statusCode).toBe(403);
    expect((await post(PLAN_PRICING_PATH, { countryCode: 'IN' }, clerk)).statusCode).toBe(200);
    expect((await get(PACKAGING_JSON_PATH, clerk)).statusCode).toBe(200);
    const boySave = await post(MISSING_DATA_SAVE_PATH, { productId: String(tea), categoryId: '1' }, boy);
    expect(boySave.statusCode).toBe(403);
    expect(boySave.json()).toMatchObject({ isSuccess: false, errorCode: 'forbidden' });
    expect((await post(DELIVERY_PROFILE_PATH, {}, boy)).statusCode).toBe(403);
    const staffOutlets = ADMIN_DATA_PATHS.staffOutlets.replace(':staffId', String(store.ownerId));
    expect((await get(staffOutlets, clerk)).statusCode).toBe(403);
  });
});
