// The apps' order and inventory paths over HTTP (back-office.md §7 "Orders", "Products and
// inventory"): the apps' query names in, the order, purchasing and product modules' replies out,
// another store's ids refused, failures in the legacy envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct } from '../orders/test-support.ts';
import { UNKNOWN_TAB_MESSAGE } from './inventory-routes.ts';

let h: Harness;
let store: StoreFixture;
let other: StoreFixture;
let cookie: string;
let otherCookie: string;
let orderId: number;
let vendorId: number;
let bearer: Record<string, string>;

const LIST = '/marketplace/order_sql/ajax/service/listSupplierOrders.service';
const DETAILS = '/marketplace/order/ajax/service/getOrderDetails.service';
const MASTER = '/marketplace/order_sql/ajax/service/getMasterOrder.service';
const MSG_STATUS = '/marketplace/getOrderMsgStatus.ns';
const WHATSAPP = '/marketplace/getOrderWhatsappMsg.ns';
const ASSOCIATED = '/marketplace/vendor/ajax/service/getAssociatedProducts.service';
const BY_BARCODE = '/vendorapis/products/inventory/getQuickAddInventoryDetailsForBarcode';
const BY_NAME = '/vendorapis/products/inventory/getQuickAddInventoryDetailsForProductName';
const PO_BY_NAME = '/vendorapis/purchase_order/purchase/getQuickAddInventoryDetailsForProductName';

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h, { storeName: 'Annapurna Stores' });
  other = await createStore(h, { storeName: 'Other Store' });
  cookie = await login(h, store.owner);
  otherCookie = await login(h, other.owner);
  bearer = { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` };
  const api = caller(h, cookie);
  const tea = await createProduct(h, store, { name: 'Assam Tea 250 g', barcode: '8901234567890', stock: 1 });
  const customer = await api.call('POST', '/api/v1/customers', { name: 'Meena', mobileNumber: '9886011111' });
  const order = await api.order('POST', '/api/v1/orders', {
    source: 'ONLINE',
    customerId: customer.json().customerId,
    items: [{ productId: tea, quantity: 1 }],
    confirm: true,
  });
  orderId = order.orderId;
  // Below its reorder level once sold: the vendor's low-inventory tab lists it.
  await api.call('PUT', '/api/v1/inventory/reorder', {
    productId: tea,
    outletId: store.outlets[0]?.outletId,
    reorderLevel: 5,
    reorderQuantity: 10,
  });
  const vendor = await api.call('POST', '/api/v1/vendors', { name: 'Tea Traders' });
  vendorId = vendor.json().vendorId;
});
afterAll(() => h.close());

const get = (url: string, as = cookie) => h.app.inject({ method: 'GET', url, headers: { cookie: as } });

describe('orders', () => {
  it('lists a tab by orderState with the query the tab sends', async () => {
    const reply = await get(
      `${LIST}?currentPage=1&supplierId=${store.supplierId}&orderState=ALLORDERS&type=VIEW`,
    );
    expect(reply.statusCode).toBe(200);
    const { isSuccess, data } = reply.json();
    expect(isSuccess).toBe(true);
    expect(data).toMatchObject({ tab: 'ALLORDERS', query: { type: 'VIEW' }, page: 1 });
    expect(data.orders.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
  });

  it('takes the tab from type when orderState is absent, DELIVERY_PENDING by default', async () => {
    expect((await get(`${LIST}?type=UNBILLED`)).json().data.tab).toBe('UNBILLED');
    expect((await get(LIST)).json().data.tab).toBe('DELIVERY_PENDING');
  });

  it('answers the order for details and for the edit screen, and no other store’s', async () => {
    const details = await get(
      `${DETAILS}?orderId=${orderId}&supplierId=${store.supplierId}&isForReturn=true`,
    );
    expect(details.json()).toMatchObject({ isSuccess: true, data: { orderId } });
    const master = await get(`${MASTER}?orderId=${orderId}&isForEdit=true&fetchNewId=true`);
    expect(master.json()).toMatchObject({ isSuccess: true, data: { orderId } });
    const foreign = await get(`${DETAILS}?orderId=${orderId}`, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ isSuccess: false, errorCode: 'not_found' });
    const wrongStore = await get(`${DETAILS}?orderId=${orderId}&supplierId=${other.supplierId}`);
    expect(wrongStore.statusCode).toBe(403);
  });

  it('makes the WhatsApp message from a form post, then reports it in the message status', async () => {
    expect((await get(`${MSG_STATUS}?orderId=${orderId}`)).json().data).toMatchObject({ sent: false });
    const reply = await h.app.inject({
      method: 'POST',
      url: WHATSAPP,
      payload: new URLSearchParams({ orderId: String(orderId), msg: 'See you soon!' }).toString(),
      // A post that changes the store, as the apps send it: with their own credential.
      headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.text).toContain('See you soon!');
    expect(data.waLink).toMatch(/^https:\/\/wa\.me\/919886011111\?text=/);
    expect((await get(`${MSG_STATUS}?orderId=${orderId}`)).json().data).toMatchObject({ sent: true });
  });

  it('answers 401 in the envelope without a session', async () => {
    const reply = await h.app.inject({ method: 'GET', url: LIST });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ isSuccess: false, errorCode: 'unauthenticated' });
  });
});

describe('products and inventory', () => {
  it('finds a product by barcode and by name for quick add, with its stock', async () => {
    const byBarcode = await get(
      `${BY_BARCODE}?supplierId=${store.supplierId}&barcode=8901234567890&module=activeInventory`,
    );
    expect(byBarcode.json()).toMatchObject({
      isSuccess: true,
      data: { searchType: 'barcode', products: [{ productName: 'Assam Tea 250 g' }] },
    });
    const byName = await get(
      `${BY_NAME}?searchParameter=assam&currentPage=1&pageSize=20&module=activeInventory`,
    );
    expect(byName.json().data.products.map((p: { productName: string }) => p.productName)).toEqual([
      'Assam Tea 250 g',
    ]);
    const onPurchaseOrder = await get(`${PO_BY_NAME}?searchParameter=8901234567890`);
    expect(onPurchaseOrder.json()).toMatchObject({
      isSuccess: true,
      data: { products: [{ name: 'Assam Tea 250 g' }] },
    });
  });

  it('does not find another store’s products', async () => {
    const reply = await get(`${BY_BARCODE}?barcode=8901234567890`, otherCookie);
    expect(reply.json().data.products).toEqual([]);
  });

  it('lists the vendor’s low-inventory products; refuses another tab and another store’s vendor', async () => {
    const reply = await get(`${ASSOCIATED}?vendorId=${vendorId}&currentPage=1&pageSize=25`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      isSuccess: true,
      data: { page: 1, products: [{ name: 'Assam Tea 250 g' }] },
    });
    const tab = await get(`${ASSOCIATED}?vendorId=${vendorId}&selectedTab=allProducts`);
    expect(tab.statusCode).toBe(400);
    expect(tab.json()).toMatchObject({ isSuccess: false, errorMsg: UNKNOWN_TAB_MESSAGE });
    expect((await get(`${ASSOCIATED}?vendorId=${vendorId}`, otherCookie)).statusCode).toBe(404);
  });
});
