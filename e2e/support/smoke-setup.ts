import { DEMO_OWNER, DEMO_SLUG, publishDemoTheme, signInOverApi } from './demo-shop.ts';
import type { Session } from './smoke.ts';
import type { DemoIds } from './smoke-operations.ts';

/** The demo logins (README.md): the owner runs last, the one whose calls change the most. */
export const DEMO_LOGINS = [
  { role: 'staff', email: 'staff@storekeep.in', password: 'staff1234' },
  { role: 'cashier', email: 'cashier@storekeep.in', password: 'cashier1234' },
  { role: 'delivery boy', email: 'delivery@storekeep.in', password: 'delivery1234' },
  { role: 'platform admin', email: 'admin@storekeep.in', password: 'admin1234' },
  { role: 'owner', ...DEMO_OWNER },
];

export async function signInAll(baseURL: string): Promise<Session[]> {
  return Promise.all(
    DEMO_LOGINS.map(async (login) => ({ role: login.role, cookie: await signInOverApi(baseURL, login) })),
  );
}

/** The first custom HTML block in a site reply: its contentBlockId, else its block id. */
function customHtmlBlockId(reply: unknown): string | undefined {
  if (Array.isArray(reply)) {
    for (const item of reply) {
      const found = customHtmlBlockId(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!reply || typeof reply !== 'object') return undefined;
  const record = reply as { type?: unknown; props?: { id?: unknown; contentBlockId?: unknown } };
  if (record.type === 'CustomHtml' && record.props) {
    const { id, contentBlockId } = record.props;
    if (typeof contentBlockId === 'string' && contentBlockId !== '') return contentBlockId;
    if (typeof id === 'string') return id;
  }
  return customHtmlBlockId(Object.values(reply));
}

/** The first value of that property anywhere in a reply (lists nest their rows differently). */
export function firstValueOf(reply: unknown, key: string): unknown {
  if (Array.isArray(reply)) {
    for (const item of reply) {
      const found = firstValueOf(item, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (reply && typeof reply === 'object') {
    const record = reply as Record<string, unknown>;
    if (record[key] !== undefined && record[key] !== null) return record[key];
    for (const value of Object.values(record)) {
      const found = firstValueOf(value, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

async function getJson(baseURL: string, cookie: string, path: string): Promise<unknown> {
  const reply = await fetch(`${baseURL}${path}`, { headers: { cookie } });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return reply.json();
}

async function postJson(baseURL: string, cookie: string, path: string, body: object): Promise<unknown> {
  const reply = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return reply.json();
}

const numberOf = (reply: unknown, key: string, fallback: number) => {
  const value = Number(firstValueOf(reply, key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The demo store's ids, listed as its owner and the platform admin; the website published (the
 * storefront pages need it) and a domain added (the domain routes need one). An id the demo store
 * has none of is one no row has: its calls answer 404.
 */
export async function listDemoIds(baseURL: string, sessions: Session[]): Promise<DemoIds> {
  const owner = sessions.find((s) => s.role === 'owner')?.cookie ?? '';
  const admin = sessions.find((s) => s.role === 'platform admin')?.cookie ?? '';
  await publishDemoTheme(baseURL);
  const get = (path: string) => getJson(baseURL, owner, path);
  const [appData, orders, products, customers, categories, fields, templates, imports, site, versions] =
    await Promise.all([
      get('/api/v1/app-data'),
      get('/api/v1/orders?tab=ALLORDERS'),
      get('/api/v1/products'),
      get('/api/v1/customers'),
      get('/api/v1/categories'),
      get('/api/v1/custom-fields?section=PRODUCT'),
      get('/api/v1/product-templates?search='),
      get('/api/v1/product-imports'),
      get('/api/v1/site'),
      get('/api/v1/site/versions'),
    ]);
  const templateCategories = await getJson(baseURL, admin, '/api/v1/admin/template-categories');
  // The demo store has no custom field: one to read, change and delete.
  const field = await postJson(baseURL, owner, '/api/v1/custom-fields', {
    section: 'PRODUCT',
    type: 'text',
    fieldName: 'Smoke field',
  });
  const domain = await postJson(baseURL, owner, '/api/v1/site/domains', {
    host: `smoke-${Date.now()}.example.com`,
  });
  const member = await postJson(baseURL, owner, '/api/v1/staff', {
    firstName: 'Smoke',
    memberRole: 'staff',
    email: `smoke-member-${Date.now()}@example.com`,
    permissions: ['ORDER:MENU'],
  });
  const productBarcode = firstValueOf(products, 'barcode');
  const vendor = await postJson(baseURL, owner, '/api/v1/vendors', { name: 'Smoke Vendor' });
  const vendorId = numberOf(vendor, 'vendorId', 999_999);
  const purchaseOrder = await postJson(baseURL, owner, '/api/v1/purchase-orders', {
    vendorId,
    lines: [{ productId: numberOf(products, 'productId', 999_999), quantity: 2 }],
  });
  const discountCode = await postJson(baseURL, owner, '/api/v1/discount-codes', {
    code: `SMOKE-${Date.now() % 1_000_000}`,
    kind: 'PERCENT',
    value: 10,
  });
  return {
    storeSlug: DEMO_SLUG,
    supplierId: numberOf(appData, 'supplierId', 999_999),
    outletId: numberOf(appData, 'outletId', 999_999),
    accountId: numberOf(appData, 'accountId', 999_999),
    orderId: numberOf(orders, 'orderId', 999_999),
    productId: numberOf(products, 'productId', 999_999),
    productBarcode: typeof productBarcode === 'string' ? productBarcode : '8900000000000',
    customerId: numberOf(customers, 'customerId', 999_999),
    staffId: numberOf(member, 'staffId', 999_999),
    categoryId: numberOf(categories, 'id', 999_999),
    fieldId: numberOf(field, 'id', numberOf(fields, 'id', 999_999)),
    templateId: numberOf(templates, 'templateId', 999_999),
    templateCategoryId: numberOf(templateCategories, 'templateCategoryId', 999_999),
    importId: numberOf(imports, 'importId', 999_999),
    themeId: numberOf(site, 'themeId', 1),
    pageId: String(firstValueOf(firstValueOf(site, 'pages'), 'id') ?? 'home'),
    contentBlockId: customHtmlBlockId(site) ?? 'no-such-block',
    versionNo: numberOf(versions, 'versionNo', 1),
    domainId: numberOf(domain, 'domainId', 999_999),
    siteImageUrl: `${baseURL}/theme-assets/none.jpg`,
    orderToken: 'no-such-order-token',
    paymentReference: 'no-such-payment',
    vendorId,
    purchaseOrderId: numberOf(purchaseOrder, 'purchaseOrderId', 999_999),
    discountCodeId: numberOf(discountCode, 'discountCodeId', 999_999),
  };
}
