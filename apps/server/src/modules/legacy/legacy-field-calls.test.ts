// The field apps' calls that decision 0230 placed or backed (shared-blocks.md §7, back-office.md §7):
// the reseller configuration, the company status by docId, the message rates' neighbours, a content
// block by id, edit-and-confirm, the credit OTP of mobile_verify.php and courier_api.php, over HTTP
// with their roles, another store's ids refused, and failures in the legacy envelope.
import { encodeCustomHtml } from '@storekeep/blocks/custom-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore, createUser, login, type StoreFixture } from '../../test/harness.ts';
import { CONTENT_BLOCK_NOT_FOUND } from '../online-store/service.ts';
import { builderTest } from '../online-store/test-support.ts';
import { caller, createProduct } from '../orders/test-support.ts';
import { COURIER_API_PATH } from './courier-actions.ts';
import { MOBILE_NUMBER_MESSAGE, MOBILE_VERIFY_PATH } from './mobile-verify-actions.ts';

const builder = builderTest({ storeName: 'Field Calls Store', withTheme: true });
const EDIT_AND_CONFIRM = '/marketplace/order/ajax/service/editAndConfirmOrder.service';
const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

let cookie: string;
let other: StoreFixture;
let otherCookie: string;
let tea: number;
let customerId: number;
let confirmedOrderId: number;

const h = () => builder.h;
const store = () => builder.owner;
const get = (url: string, as = cookie, headers: Record<string, string> = OWN_PAGE) =>
  h().app.inject({ method: 'GET', url, headers: { cookie: as, ...headers } });
const postJson = (url: string, payload: object, as = cookie) =>
  h().app.inject({ method: 'POST', url, payload, headers: { cookie: as, ...OWN_PAGE } });

async function unconfirmedOrder(quantity = 1) {
  return caller(h(), cookie).order('POST', '/api/v1/orders', {
    source: 'INSTORE',
    customerId,
    items: [{ productId: tea, quantity }],
  });
}

beforeAll(async () => {
  await h().app.jobs.stop();
  cookie = await login(h(), store().owner);
  other = await createStore(h(), { storeName: 'Other Field Store' });
  otherCookie = await login(h(), other.owner);
  tea = await createProduct(h(), store(), { name: 'Nilgiri Tea 250 g', stock: 20 });
  const api = caller(h(), cookie);
  const customer = await api.call('POST', '/api/v1/customers', { name: 'Kavya', mobileNumber: '9886022222' });
  customerId = customer.json().customerId;
  const confirmed = await api.order('POST', '/api/v1/orders', {
    source: 'INSTORE',
    customerId,
    items: [{ productId: tea, quantity: 1 }],
    confirm: true,
  });
  confirmedOrderId = confirmed.orderId;
});

describe('the store’s configuration and status', () => {
  it('answers the reseller configuration: sold and supported by Storekeep itself', async () => {
    const reply = await get('/marketplace/getResellerConfigDetails.ns');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      isSuccess: true,
      data: {
        resellerId: null,
        resellerName: 'Storekeep',
        isReseller: false,
        portalUrl: expect.stringMatching(/^https?:\/\//),
        upgradeRequestPath: '/marketplace/upgradeSupportRequest.ns',
        upgradeToPackageIds: expect.any(Array),
      },
    });
  });

  it('answers the store’s type_flag_actions keyed by its docId, and nothing for another store’s', async () => {
    const own = String(store().supplierId);
    const appData = (await get('/marketplace/vendor-api/getVendorAppData.ns')).json().appData;
    expect(appData.userSettings.docId).toBe(own);
    const reply = await get(`/marketplace/webstore/getComapanyStatus.ns?docIds=${own},${other.supplierId}`);
    expect(reply.json()).toEqual({
      isSuccess: true,
      result: {
        [own]: {
          docId: own,
          storeName: 'Field Calls Store',
          type_flag_actions: expect.objectContaining({
            kycStatus: expect.any(String),
            isExpired: false,
            hasWebsite: true,
            isWebsitePublished: false,
          }),
        },
      },
    });
    const foreign = await get(`/marketplace/webstore/getComapanyStatus.ns?docIds=${other.supplierId}`);
    expect(foreign.json()).toEqual({ isSuccess: true, result: {} });
    const unsigned = await h().app.inject({
      method: 'GET',
      url: '/marketplace/webstore/getComapanyStatus.ns',
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ isSuccess: false });
  });
});

describe('a content block by id', () => {
  it('answers the custom HTML block’s contentBlockId and textArea from the draft', async () => {
    const site = (await builder.call('GET', '/api/v1/site')).json();
    const { document } = site;
    const stored = encodeCustomHtml('<p>Diwali offer</p>');
    document.pages[0].content.content.push({
      type: 'CustomHtml',
      props: { id: 'CustomHtml-field-1', contentBlockId: 'offer-block', ...stored },
    });
    const saved = await builder.call('PUT', '/api/v1/site/draft', {
      document,
      draftRevision: site.draftRevision,
    });
    expect(saved.statusCode).toBe(200);
    const reply = await get('/marketplace/cms/theme/getContentById.ns?id=offer-block');
    expect(reply.json()).toMatchObject({
      isSuccess: true,
      data: { contentBlockId: 'offer-block', blockId: 'CustomHtml-field-1', textArea: stored.textArea },
    });
    const missing = await get('/marketplace/cms/theme/getContentById.ns?id=no-such-block');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ isSuccess: false, errorMsg: CONTENT_BLOCK_NOT_FOUND });
    // Another store has no such block: its owner gets the same 404, never this store's HTML.
    const foreign = await get('/marketplace/cms/theme/getContentById.ns?id=offer-block', otherCookie);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('editAndConfirmOrder.service', () => {
  it('replaces the lines and confirms in one step, as the orders API does', async () => {
    const order = await unconfirmedOrder(1);
    const reply = await postJson(EDIT_AND_CONFIRM, {
      orderId: order.orderId,
      items: [{ productId: tea, quantity: 3 }],
    });
    expect(reply.statusCode).toBe(200);
    const { isSuccess, data } = reply.json();
    expect(isSuccess).toBe(true);
    expect(data.orderId).toBe(order.orderId);
    expect(data.orderStatuses).not.toContain('UNCONFIRMED');
    expect(data.items.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
  });

  it('refuses another store’s order, a second confirm, a staff member without orders and a cross-site post', async () => {
    const order = await unconfirmedOrder(1);
    const foreign = await postJson(EDIT_AND_CONFIRM, { orderId: order.orderId }, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ isSuccess: false, isError: true });
    const again = await postJson(EDIT_AND_CONFIRM, { orderId: confirmedOrderId });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.json().isSuccess).toBe(false);
    const staff = await createUser(h(), { supplierId: store().supplierId, role: 'staff', permissions: [] });
    const refused = await postJson(EDIT_AND_CONFIRM, { orderId: order.orderId }, await login(h(), staff));
    expect(refused.statusCode).toBe(403);
    const crossSite = await h().app.inject({
      method: 'POST',
      url: EDIT_AND_CONFIRM,
      payload: { orderId: order.orderId },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const after = (await caller(h(), cookie).call('GET', `/api/v1/orders/${order.orderId}`)).json();
    expect(after.orderStatuses).toContain('UNCONFIRMED');
  });
});

describe('mobile_verify.php', () => {
  it('sends the credit OTP to the customer found by the 10-digit mobile number', async () => {
    const reply = await get(`${MOBILE_VERIFY_PATH}?action=sendOtp&mobileNumber=9886022222`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      isSuccess: true,
      data: { customerId, sentTo: '******2222', expiresAt: expect.any(String) },
    });
  });

  it('refuses a wrong number, an unknown customer, a role without khata and a cross-site link', async () => {
    const wrong = await get(`${MOBILE_VERIFY_PATH}?action=sendOtp&mobileNumber=12345`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ isSuccess: false, errorMsg: MOBILE_NUMBER_MESSAGE });
    const unknown = await get(`${MOBILE_VERIFY_PATH}?action=sendOtp&mobileNumber=9000000009`);
    expect(unknown.statusCode).toBe(404);
    const foreign = await get(`${MOBILE_VERIFY_PATH}?action=sendOtp&customerId=${customerId}`, otherCookie);
    expect(foreign.statusCode).toBe(404);
    const deliveryBoy = await createUser(h(), { supplierId: store().supplierId, role: 'delivery_boy' });
    const refused = await get(
      `${MOBILE_VERIFY_PATH}?action=sendOtp&customerId=${customerId}`,
      await login(h(), deliveryBoy),
    );
    expect(refused.statusCode).toBe(403);
    const crossSite = await get(`${MOBILE_VERIFY_PATH}?action=sendOtp&customerId=${customerId}`, cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('courier_api.php', () => {
  it('answers an order’s status, its courier and its tracking from the orders module', async () => {
    const rider = await caller(h(), cookie).call('PUT', `/api/v1/orders/${confirmedOrderId}/rider`, {
      rider_name: 'Suresh',
      rider_phone: '9886033333',
      status: 'ALLOTTED',
    });
    expect(rider.statusCode).toBe(200);
    const status = (
      await get(`${COURIER_API_PATH}?action=getOrderStatus&orderId=${confirmedOrderId}`)
    ).json();
    expect(status).toMatchObject({ isSuccess: true, data: { orderId: confirmedOrderId } });
    expect(status.data.orderStatuses).toEqual(expect.any(Array));
    const courier = (
      await get(`${COURIER_API_PATH}?action=getCourierStatus&orderId=${confirmedOrderId}`)
    ).json();
    expect(courier).toMatchObject({
      isSuccess: true,
      data: { rider_name: 'Suresh', rider_phone: '9886033333' },
    });
    expect(courier.data).toHaveProperty('eta');
    expect(courier.data).toHaveProperty('status');
    const tracking = (await get(`${COURIER_API_PATH}?action=trackOrder&orderId=${confirmedOrderId}`)).json();
    expect(tracking.data.tracking.length).toBeGreaterThan(0);
    const foreign = await get(
      `${COURIER_API_PATH}?action=getOrderStatus&orderId=${confirmedOrderId}`,
      otherCookie,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('answers the delivery boy his own run, and refuses him the store’s other orders calls', async () => {
    const deliveryBoy = await createUser(h(), { supplierId: store().supplierId, role: 'delivery_boy' });
    const boyCookie = await login(h(), deliveryBoy);
    const run = await get(`${COURIER_API_PATH}?action=getCourierOrders`, boyCookie);
    expect(run.json()).toEqual({ isSuccess: true, data: { deliveries: [] } });
    const staff = await createUser(h(), { supplierId: store().supplierId, role: 'staff', permissions: [] });
    const noOrders = await get(
      `${COURIER_API_PATH}?action=getOrderStatus&orderId=${confirmedOrderId}`,
      await login(h(), staff),
    );
    expect(noOrders.statusCode).toBe(403);
  });
});

describe('the category data calls', () => {
  const BASE = '/marketplace/products/groups/service';
  const postForm = (url: string, form: Record<string, string>, as = cookie) =>
    h().app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { cookie: as, ...OWN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('creates, lists, renames, reorders and deletes categories through the categories service', async () => {
    const made = (await postForm(`${BASE}/createGroup.service`, { name: 'Spices' })).json();
    expect(made).toMatchObject({ status: 'success', isProductGroupExist: false });
    const spices = made.results.productGroupId;
    const child = (
      await postForm(`${BASE}/createGroup.service`, { name: 'Whole', parent: String(spices) })
    ).json();
    expect(child.status).toBe('success');
    const twice = (await postForm(`${BASE}/createGroup.service`, { name: 'Spices' })).json();
    expect(twice).toEqual({
      status: 'fail',
      message: 'This Category already exists',
      results: null,
      isProductGroupExist: true,
    });
    const all = (await get(`${BASE}/getAllGroupsBySupplier.service`)).json();
    expect(all.isSuccess).toBe(true);
    expect(all.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Spices', 'Whole']),
    );
    expect(typeof all.lastModifiedTimestamp).toBe('number');
    const renamed = (
      await postForm(`${BASE}/updateGroup.service`, { id: String(spices), name: 'Masala' })
    ).json();
    expect(renamed).toMatchObject({ status: 'success', message: 'Category Updated' });
    const blank = await postForm(`${BASE}/updateGroup.service`, { id: String(spices), name: ' ' });
    expect(blank.json()).toMatchObject({ isSuccess: false, errorMsg: 'Category name cannot be blank' });
    const seo = (await get(`${BASE}/getCategorySeoDetails.service?id=${spices}`)).json();
    expect(seo).toEqual({ isSuccess: true, results: expect.objectContaining({ url: expect.any(String) }) });
    // The whole tree with Whole moved to the top level.
    const items = all.data as Array<{ id: number; parentId: number | null }>;
    const nest = (parentId: number | null): unknown[] =>
      items
        .filter((c) => (c.id === child.results.productGroupId ? null : c.parentId) === parentId)
        .map((c) => ({ id: c.id, children: nest(c.id) }));
    const reordered = await postForm(`${BASE}/reorderCategories.service`, {
      tree: JSON.stringify(nest(null)),
    });
    expect(reordered.json()).toMatchObject({ isSuccess: true });
    const after = (await get(`${BASE}/getAllGroupsBySupplier.service`)).json().data;
    expect(after.find((c: { id: number }) => c.id === child.results.productGroupId).parentId).toBeNull();
    const removed = await postForm(`${BASE}/deleteGroups.service`, {
      ids: `${spices},${child.results.productGroupId}`,
    });
    expect(removed.json()).toMatchObject({
      isSuccess: true,
      status: 'success',
      message: 'Category deleted successfully',
    });
  });

  it('refuses another store’s categories and the delivery boy, who has no categories area', async () => {
    const made = (await postForm(`${BASE}/createGroup.service`, { name: 'Pulses' })).json();
    const pulses = String(made.results.productGroupId);
    expect(
      (await postForm(`${BASE}/updateGroup.service`, { id: pulses, name: 'X' }, otherCookie)).statusCode,
    ).toBe(404);
    expect((await postForm(`${BASE}/deleteGroups.service`, { ids: pulses }, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await get(`${BASE}/getCategorySeoDetails.service?id=${pulses}`, otherCookie)).statusCode).toBe(
      404,
    );
    // The catalogue is the owner's and staff's: the delivery boy has no categories area.
    const deliveryBoy = await createUser(h(), { supplierId: store().supplierId, role: 'delivery_boy' });
    const boyCookie = await login(h(), deliveryBoy);
    expect((await get(`${BASE}/getAllGroupsBySupplier.service`, boyCookie)).statusCode).toBe(403);
    expect((await postForm(`${BASE}/createGroup.service`, { name: 'Y' }, boyCookie)).statusCode).toBe(403);
  });
});

describe('vendors and purchase orders', () => {
  const postForm = (url: string, form: Record<string, string>, as = cookie) =>
    h().app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { cookie: as, ...OWN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('lists vendors and purchase orders and fetches one, as the purchasing screens do', async () => {
    const api = caller(h(), cookie);
    const vendorId = (await api.call('POST', '/api/v1/vendors', { name: 'Nilgiri Estates' })).json().vendorId;
    const po = await api.call('POST', '/api/v1/purchase-orders', {
      vendorId,
      lines: [{ productId: tea, quantity: 4 }],
    });
    const purchaseOrderId = po.json().purchaseOrderId;
    const vendors = (
      await postForm('/marketplace/vendor/ajax/service/listVendors.service', { searchKey: 'Nilgiri' })
    ).json();
    expect(vendors).toMatchObject({
      isSuccess: true,
      data: { vendors: [{ vendorId, name: 'Nilgiri Estates' }] },
    });
    const list = (
      await postForm('/vendorapis/purchase_order/purchase/listPurchaseOrders', { vendorId: String(vendorId) })
    ).json();
    expect(list.data.purchaseOrders.map((o: { purchaseOrderId: number }) => o.purchaseOrderId)).toEqual([
      purchaseOrderId,
    ]);
    const one = await postForm('/vendorapis/purchase_order/purchase/fetchPurchaseOrder', {
      purchaseOrderId: String(purchaseOrderId),
    });
    expect(one.json()).toMatchObject({ isSuccess: true, data: { purchaseOrderId, vendorId } });
    const foreign = await postForm(
      '/vendorapis/purchase_order/purchase/fetchPurchaseOrder',
      { purchaseOrderId: String(purchaseOrderId) },
      otherCookie,
    );
    expect(foreign.statusCode).toBe(404);
    const deliveryBoy = await createUser(h(), { supplierId: store().supplierId, role: 'delivery_boy' });
    const refused = await postForm(
      '/marketplace/vendor/ajax/service/listVendors.service',
      {},
      await login(h(), deliveryBoy),
    );
    expect(refused.statusCode).toBe(403);
  });
});
