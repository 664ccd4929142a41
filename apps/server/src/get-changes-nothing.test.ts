// A GET changes nothing: a link clicked on another site, an image tag or a prefetch sends the
// merchant's session cookie (SameSite=Lax lets top-level GETs through), so every GET route of the
// API, the legacy app paths and the storefront is called here with the owner's cookie alone, aimed
// at the store's own ids, and no table may change. The field apps' one GET that writes (a product
// from a template) needs the app's own credential, the session token in an Authorization header,
// which a page on another site cannot send.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { APP_CREDENTIAL_MESSAGE } from './http/session.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from './test/harness.ts';
import { type ForeignIds, STOREFRONT_PROBES, TENANCY_PROBES } from './test/tenancy-probes.ts';

/** Tables a GET may write: the session's idle clock and sign-in bookkeeping. */
const BOOKKEEPING = new Set(['sessions', 'login_attempts', 'login_throttles']);
const FROM_TEMPLATE = '/marketplace/products/ajax/createProductFromTemplateId.service';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let own: ForeignIds;
let templateId: number;
let storeSlug: string;

/** One digest per table: any inserted, updated or deleted row changes it. */
async function digest(): Promise<Record<string, string>> {
  const db = h.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  ).filter((t) => !BOOKKEEPING.has(t.name));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ d: string | null }>(
      await db.execute(
        sql`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS d FROM ${sql.identifier(name)} x`,
      ),
    );
    out[name] = row?.d ?? '';
  }
  return out;
}

async function api(method: 'GET' | 'POST', url: string, payload?: object, as = cookie) {
  const reply = await h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Get Safe Store' });
  cookie = await login(h, store.owner);
  const outletId = store.outlets[0]?.outletId as number;
  const category = await api('POST', '/api/v1/categories', { name: 'Staples' });
  const product = await api('POST', '/api/v1/products', {
    productName: 'Toor Dal',
    barcode: '8901000000011',
    sellingPricePaise: 10_000,
    mrpPaise: 12_000,
    createStock: [{ outletId, quantity: 20 }],
  });
  const customer = await api('POST', '/api/v1/customers', { name: 'Asha', mobileNumber: '9000000002' });
  const order = await api('POST', '/api/v1/orders', {
    items: [{ productId: product.productId, quantity: 1 }],
    customerId: customer.customerId,
    confirm: true,
  });
  const admin = await createUser(h, { supplierId: null, role: 'platform_admin' });
  const adminCookie = await login(h, admin);
  const templateCategory = await api(
    'POST',
    '/api/v1/admin/template-categories',
    { name: 'Dairy' },
    adminCookie,
  );
  templateId = (
    await api(
      'POST',
      '/api/v1/admin/product-templates',
      { name: 'Paneer 200g', templateCategoryId: templateCategory.templateCategoryId, isApproved: true },
      adminCookie,
    )
  ).templateId;
  const appData = await api('GET', '/api/v1/app-data');
  storeSlug = appData.supplier.storeSlug;
  const vendor = await api('POST', '/api/v1/vendors', { name: 'Own Vendor' });
  const purchaseOrder = await api('POST', '/api/v1/purchase-orders', {
    vendorId: vendor.vendorId,
    lines: [{ productId: product.productId, quantity: 1 }],
  });
  own = {
    supplierId: store.supplierId,
    outletId,
    accountId: store.outlets[0]?.accountIds[0] as number,
    orderId: order.orderId,
    categoryId: category.categoryId ?? category.category?.categoryId,
    customFieldId: 999_999,
    customFieldOptionId: 999_999,
    productId: product.productId,
    importId: 999_999,
    productBarcode: '8901000000011',
    productSlug: 'toor-dal',
    customerId: customer.customerId,
    staffId: store.ownerId,
    enquiryId: 999_999,
    siteVersionNo: 1,
    siteImageUrl: '/uploads/none.jpg',
    siteImageId: 999_999,
    domainId: 999_999,
    domainHost: 'none.example.com',
    homePageId: 'home',
    orderToken: 'no-such-token',
    paymentReference: 'no-such-reference',
    khataPaymentReference: 'no-such-reference',
    vendorId: vendor.vendorId,
    purchaseOrderId: purchaseOrder.purchaseOrderId,
    bookingId: 999_999,
    bookingReference: 'no-such-booking-reference',
    secondOutletId: 999_999,
    transferId: 999_999,
    downloadId: 999_999,
    discountCodeId: 999_999,
  };
});
afterAll(() => h.close());

function urlOf(route: string, probe: (typeof TENANCY_PROBES)[string] | undefined): string {
  let url = route;
  for (const [name, value] of Object.entries(probe?.params?.(own) ?? {}))
    url = url.replace(`:${name}`, String(value));
  const query = probe?.query?.(own);
  return query ? `${url}?${new URLSearchParams(query)}` : url;
}

describe('no state change on GET', () => {
  it("changes no table when every GET is called with the owner's cookie alone", async () => {
    const before = await digest();
    const failures: string[] = [];
    for (const route of h.app.apiRoutes.filter((r) => r.method === 'GET')) {
      const key = `GET ${route.url}`;
      let url = urlOf(route.url, TENANCY_PROBES[key]);
      if (route.url === FROM_TEMPLATE)
        url = `${FROM_TEMPLATE}?supplierId=${store.supplierId}&templatedProductId=${templateId}&createStock=true`;
      const reply = await h.app.inject({ method: 'GET', url, headers: { cookie } });
      if (reply.statusCode >= 500) failures.push(`${key} failed with ${reply.statusCode}`);
    }
    for (const route of h.app.shopRoutes.filter((r) => r.method === 'GET')) {
      const key = `GET ${route.url}`;
      const url = urlOf(route.url, STOREFRONT_PROBES[key]).replace(':storeSlug', storeSlug);
      const reply = await h.app.inject({ method: 'GET', url, headers: { cookie } });
      if (reply.statusCode >= 500) failures.push(`${key} failed with ${reply.statusCode}`);
    }
    expect(failures).toEqual([]);
    const after = await digest();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  }, 180_000);

  it("refuses the apps' product-from-template GET with the cookie alone: 403, a clear message, no product", async () => {
    const url = `${FROM_TEMPLATE}?templatedProductId=${templateId}`;
    const count = async () =>
      rowsOf<{ n: number }>(
        await h.database.db.execute(
          sql`SELECT count(*)::int AS n FROM products WHERE supplier_id = ${store.supplierId}`,
        ),
      )[0]?.n;
    const before = await count();
    const refused = await h.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isSuccess: false, errorMsg: APP_CREDENTIAL_MESSAGE });
    expect(await count()).toBe(before);
    // The app sends its session token itself; a page on another site cannot.
    const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const made = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ isSuccess: true });
    expect(await count()).toBe((before ?? 0) + 1);
    // A wrong token is no session at all.
    const forged = await h.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer forged' } });
    expect(forged.statusCode).toBe(401);
  });
});
