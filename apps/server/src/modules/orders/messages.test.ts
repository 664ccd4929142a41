// WhatsApp message and wa.me link (getOrderWhatsappMsg / getOrderMsgStatus) and the payment-link
// check with its five refusal cases.
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
    expect(await check()).toMatchObject({ allowed: true, case: null, title: null, message: null });
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
