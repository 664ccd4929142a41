// WhatsApp message and wa.me link (getOrderWhatsappMsg / getOrderMsgStatus) and the payment-link
// check with its five refusal cases, and the link itself: paid through the provider or by UPI.
import { PAYMENT_LINK_MESSAGES } from '@storekeep/domain/payment-link';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { form } from '../checkout/test-support.ts';
import { caller, createProduct, setFlags } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let orderId: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Annapurna Stores' });
  api = caller(h, await login(h, store.owner));
  await setFlags(h, store, { isRoundOffEnabled: false });
  const tea = await createProduct(h, store, {
    name: 'Tea',
    unit: 'pcs',
    pricePaise: 12_050,
    taxRate: '0',
    stock: 10,
  });
  const customer = await api.call('POST', '/api/v1/customers', { name: 'Meena', mobileNumber: '9886011111' });
  const order = await api.order('POST', '/api/v1/orders', {
    source: 'ONLINE',
    customerId: customer.json().customerId,
    items: [{ productId: tea, quantity: 2 }],
    confirm: true,
    payments: [{ mode: 'CASH', amountPaise: 4_100 }],
  });
  orderId = order.orderId;
});
afterAll(() => h.close());

describe('WhatsApp message', () => {
  it('has no message status before a message is made', async () => {
    const status = await api.call('GET', `/api/v1/orders/${orderId}/message-status`);
    expect(status.json()).toEqual({ orderId, sent: false, messages: [] });
  });

  it('writes the order details and a wa.me link to the customer, then reports it as sent', async () => {
    const reply = await api.call('POST', `/api/v1/orders/${orderId}/whatsapp-message`, {
      msg: 'See you soon!',
    });
    const body = reply.json();
    expect(body.text).toBe(
      [
        'Hello Meena,',
        `Thank you for your order #${1} from Annapurna Stores.`,
        '1. Tea x 2 = ₹241.00',
        'Total: ₹241.00',
        'Paid: ₹41.00',
        'Balance due: ₹200.00',
        'See you soon!',
      ].join('\n'),
    );
    expect(body.mobile).toBe('919886011111');
    expect(body.waLink).toBe(`https://wa.me/919886011111?text=${encodeURIComponent(body.text)}`);
    const status = (await api.call('GET', `/api/v1/orders/${orderId}/message-status`)).json();
    expect(status).toMatchObject({ sent: true, messages: [{ kind: 'ORDER_DETAILS' }] });
  });

  it('writes a payment reminder', async () => {
    const reply = await api.call('POST', `/api/v1/orders/${orderId}/whatsapp-message`, {
      kind: 'PAYMENT_REMINDER',
    });
    expect(reply.json().text).toBe(
      'Hello Meena,\nA payment of ₹200.00 is due on your order #1 from Annapurna Stores.',
    );
  });
});

describe('payment link check', () => {
  const check = async () =>
    (await api.call('GET', `/api/v1/orders/${orderId}/payment-link?type=Create`)).json();

  it('refuses while online payments are off', async () => {
    await setFlags(h, store, { isEnabledOnlinePayment: false });
    expect(await check()).toEqual({
      allowed: false,
      case: 'enableOnlinePayment',
      title: 'Cannot Create Payment Link',
      message: PAYMENT_LINK_MESSAGES.enableOnlinePayment,
      canOpenSettings: true,
      kind: null,
    });
  });

  it('refuses jdpay while KYC is missing or pending, allows it once approved', async () => {
    await setFlags(h, store, { isEnabledOnlinePayment: true, onlinePaymentMode: 'jdpay' });
    const kyc = (status: string) =>
      h.database.db.execute(
        sql`UPDATE suppliers SET kyc_status = ${status} WHERE supplier_id = ${store.supplierId}`,
      );
    await kyc('NOT_SUBMITTED');
    expect((await check()).case).toBe('kycNotReviewed');
    await kyc('PENDING');
    expect((await check()).case).toBe('kycReviewPending');
    await kyc('APPROVED');
    expect(await check()).toMatchObject({
      allowed: true,
      case: null,
      title: null,
      message: null,
      kind: 'ONLINE',
    });
  });

  it('refuses another provider until it is configured', async () => {
    await setFlags(h, store, { onlinePaymentMode: 'razorpay' });
    expect((await check()).case).toBe('notConfigured');
  });

  it('refuses as unavailable when the platform blocked online payments for security reasons', async () => {
    await setFlags(h, store, { isOnlinePaymentBlocked: true });
    expect(await check()).toMatchObject({
      case: 'unavailable',
      message:
        'Online Payments Unavailable - Due to security reasons, online payment is disabled for this account.',
    });
    await setFlags(h, store, { isOnlinePaymentBlocked: false });
  });

  it('tells a staff member without SETTINGS:MENU that only "Okay, Got it" applies', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const reply = await caller(h, await login(h, staff)).call(
      'GET',
      `/api/v1/orders/${orderId}/payment-link`,
    );
    expect(reply.json().canOpenSettings).toBe(false);
  });
});

describe('payment link from an order', () => {
  let counterOrder: number;
  beforeAll(async () => {
    const customer = await api.call('POST', '/api/v1/customers', {
      name: 'Ravi',
      mobileNumber: '9886022222',
    });
    const tea = await createProduct(h, store, {
      name: 'Chai',
      unit: 'pcs',
      pricePaise: 5_000,
      taxRate: '0',
      stock: 10,
    });
    const order = await api.order('POST', '/api/v1/orders', {
      customerId: customer.json().customerId,
      items: [{ productId: tea, quantity: 3 }],
      confirm: true,
      payments: [{ mode: 'CASH', amountPaise: 5_000 }],
    });
    counterOrder = order.orderId;
  });
  const make = async (id = counterOrder) =>
    api.call('POST', `/api/v1/orders/${id}/payment-link`, { type: 'Send' });
  const paymentStatus = async () =>
    (await api.call('GET', `/api/v1/orders/${counterOrder}`)).json().paymentStatus;

  it('sends a counter order a link to its page, where the customer pays through the provider and the order becomes paid', async () => {
    await setFlags(h, store, {
      isEnabledOnlinePayment: true,
      onlinePaymentMode: 'jdpay',
      isOnlinePaymentBlocked: false,
      notifyPaymentReceived: true,
    });
    await h.database.db.execute(
      sql`UPDATE suppliers SET kyc_status = 'APPROVED' WHERE supplier_id = ${store.supplierId}`,
    );
    const reply = await make();
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ allowed: true, kind: 'ONLINE', case: null });
    const url = new URL(body.link.url);
    expect(url.pathname).toMatch(/^\/s\/[^/]+\/order\/[A-Za-z0-9_-]{32}$/);
    expect(body.link.message.text).toContain('A payment of ₹100.00 is due on your order');
    expect(body.link.message.text.split('\n').at(-1)).toBe(`Pay here: ${body.link.url}`);
    expect(body.link.message.waLink).toContain(encodeURIComponent(body.link.url));
    const status = await api.call('GET', `/api/v1/orders/${counterOrder}/message-status`);
    expect(status.json().messages.map((m: { kind: string }) => m.kind)).toContain('PAYMENT_REMINDER');

    // The customer, not signed in, opens the link and pays with the built-in test provider.
    const page = await h.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay now');
    const pay = await h.app.inject({ method: 'POST', url: `${url.pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    const base = url.pathname.split('/order/')[0] as string;
    const reference = String(pay.headers.location).split('/pay/')[1] as string;
    const start = await h.app.inject({ method: 'GET', url: `${base}/pay/${reference}` });
    expect(start.statusCode).toBe(303);
    const paid = await h.app.inject({
      method: 'POST',
      url: `${base}/pay/test/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ status: 'success' }),
    });
    const back = await h.app.inject({ method: 'GET', url: String(paid.headers.location) });
    expect(back.statusCode).toBe(303);
    expect(await paymentStatus()).toBe('PAID');
    // The customer is told of the payment (Settings: Customer messages, payment received).
    const told = await h.database.db.execute(
      sql`SELECT body FROM outbound_messages WHERE supplier_id = ${store.supplierId} AND order_id = ${counterOrder}`,
    );
    expect((told as unknown as { rows: { body: string }[] }).rows.map((m) => m.body)).toEqual([
      expect.stringMatching(/: we have received ₹100\.00 for order #\d+\. Thank you!$/),
    ]);
    // Nothing is due any more: no second link.
    expect((await make()).statusCode).toBe(409);
  });

  it("offers the store's UPI ID when online payments are off, and refuses without one", async () => {
    const customer = await api.call('POST', '/api/v1/customers', {
      name: 'Usha',
      mobileNumber: '9886033333',
    });
    const rice = await createProduct(h, store, {
      name: 'Rice',
      unit: 'pcs',
      pricePaise: 7_000,
      taxRate: '0',
      stock: 5,
    });
    const order = await api.order('POST', '/api/v1/orders', {
      customerId: customer.json().customerId,
      items: [{ productId: rice, quantity: 1 }],
      confirm: true,
    });
    await setFlags(h, store, { isEnabledOnlinePayment: false });
    const refused = (await make(order.orderId)).json();
    expect(refused).toMatchObject({
      allowed: false,
      case: 'enableOnlinePayment',
      title: 'Cannot Send Payment Link',
      message: PAYMENT_LINK_MESSAGES.enableOnlinePayment,
      link: null,
    });
    const saved = await api.call('PUT', '/api/v1/settings/bank-details', {
      accountHolderName: 'Annapurna Stores',
      upiId: 'annapurna@okbank',
    });
    expect(saved.statusCode).toBe(200);
    const body = (await make(order.orderId)).json();
    expect(body).toMatchObject({ allowed: true, kind: 'UPI' });
    const page = await h.app.inject({ method: 'GET', url: new URL(body.link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Pay now');
    expect(page.body).toContain('upi://pay?pa=annapurna%40okbank');
    expect(page.body).toContain('am=70.00');
    expect(page.body).toContain('annapurna@okbank');
    // A platform block stops even the UPI link.
    await setFlags(h, store, { isOnlinePaymentBlocked: true });
    expect((await make(order.orderId)).json()).toMatchObject({
      allowed: false,
      case: 'unavailable',
      link: null,
    });
    await setFlags(h, store, { isOnlinePaymentBlocked: false });
  });

  it('refuses a link for a cancelled order', async () => {
    const rice = await createProduct(h, store, {
      name: 'Dal',
      unit: 'pcs',
      pricePaise: 3_000,
      taxRate: '0',
      stock: 5,
    });
    const order = await api.order('POST', '/api/v1/orders', { items: [{ productId: rice, quantity: 1 }] });
    const cancelled = await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    expect(cancelled.orderStatuses).toContain('CANCELLED');
    const reply = await make(order.orderId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe('This order is cancelled.');
  });
});
