// Storefront payments in the order's payment log: the provider's verified callback writes one
// ONLINE row with the paid amount (never a second for a repeated callback), the order detail and
// the invoice list it, the merchant cannot record the mode by hand, and returns of orders paid
// online refund the money once, khata included.
import { invoiceFromOrder } from '@storekeep/domain/invoice';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';
import { placeOnlineOrder, slugOf } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let base: string;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  base = await slugOf(h, store);
  api = caller(h, await login(h, store.owner));
  await setFlags(h, store, { isEnabledOnlinePayment: true, isRoundOffEnabled: false });
});
afterAll(() => h.close());

/** A storefront order of one product, placed to be paid online with the test provider. */
async function placeOnline(name: string, pricePaise: number) {
  const {
    shopper: s,
    productId,
    reference,
    orderId,
  } = await placeOnlineOrder(h, store, base, { name, pricePaise });
  /** The shopper pays on the test provider's page and comes back: the verified callback, `times` at once. */
  const pay = async (times = 1) => {
    const paid = await s.post(`/pay/test/${reference}`, { status: 'success' });
    const callback = String(paid.headers.location).slice(base.length);
    const back = await Promise.all(Array.from({ length: times }, () => s.get(callback)));
    expect(back.map((reply) => reply.statusCode)).toEqual(Array(times).fill(303));
    return callback;
  };
  return { productId, reference, orderId, shopper: s, pay };
}

async function logRows(orderId: number) {
  return h.database.db
    .select()
    .from(t.orderPayments)
    .where(sql`supplier_id = ${store.supplierId} AND order_id = ${orderId}`);
}

const summary = (payments: OrderDetail['payments']) => payments.map((p) => [p.kind, p.mode, p.amountPaise]);

describe('an online payment in the payment log', () => {
  it('is one ONLINE row written with the paid amount; a repeated callback adds none', async () => {
    const order = await placeOnline('Log Honey', 25_000);
    expect(await logRows(order.orderId)).toEqual([]);
    // The callback arrives three times at once (browser retry, provider, webhook), then again.
    const callback = await order.pay(3);
    expect((await order.shopper.get(callback)).statusCode).toBe(303);
    const rows = await logRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'PAYMENT',
      mode: 'ONLINE',
      amountPaise: 25_000,
      provider: 'test',
      reference: `test_${order.reference}`,
      userId: null,
    });
    const [row] = await h.database.db
      .select({ paidPaise: t.orders.paidPaise, paymentStatus: t.orders.paymentStatus })
      .from(t.orders)
      .where(sql`supplier_id = ${store.supplierId} AND order_id = ${order.orderId}`);
    expect(row).toEqual({ paidPaise: 25_000, paymentStatus: 'PAID' });
  });

  it('is listed by the order detail and printed on the invoice with the provider', async () => {
    const order = await placeOnline('Log Ghee', 41_000);
    await order.pay();
    const detail = await api.order('GET', `/api/v1/orders/${order.orderId}`);
    expect(detail.paymentStatus).toBe('PAID');
    expect(detail.payments).toEqual([
      {
        paymentId: expect.any(Number),
        kind: 'PAYMENT',
        mode: 'ONLINE',
        amountPaise: 41_000,
        tenderedPaise: null,
        changePaise: null,
        reference: `test_${order.reference}`,
        provider: 'test',
        userName: null,
        createdAt: expect.any(String),
      },
    ]);
    const invoice = invoiceFromOrder(detail, {
      seller: { name: 'Log Store' },
      showTaxColumns: true,
      showHsnSac: false,
    });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ mode: 'Online (Test provider)', amountPaise: 41_000 }),
    ]);
  });

  it('cannot be recorded by hand: mode ONLINE is refused with 400 and nothing is written', async () => {
    const order = await placeOnline('Log Salt', 9_000);
    const confirmedWithOnline = await api.call('POST', `/api/v1/orders/${order.orderId}/confirm`, {
      payments: [{ mode: 'ONLINE', amountPaise: 9_000 }],
    });
    expect(confirmedWithOnline.statusCode).toBe(400);
    await api.order('POST', `/api/v1/orders/${order.orderId}/confirm`, {});
    const recorded = await api.call('POST', `/api/v1/orders/${order.orderId}/payments`, {
      mode: 'ONLINE',
      amountPaise: 9_000,
      reference: 'pay_forged',
    });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().error.code).toBe('invalid');
    const billed = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: order.productId, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'ONLINE', amountPaise: 9_000 }],
    });
    expect(billed.statusCode).toBe(400);
    expect(await logRows(order.orderId)).toEqual([]);
    const detail = await api.order('GET', `/api/v1/orders/${order.orderId}`);
    expect(detail).toMatchObject({ paidPaise: 0, paymentStatus: 'UNPAID', payments: [] });
  });
});

describe('returns of an order paid online', () => {
  /** Paid online, confirmed and delivered: ready to be returned. */
  async function deliveredOnline(name: string, pricePaise: number, confirm: object = {}) {
    const order = await placeOnline(name, pricePaise);
    await order.pay();
    await api.order('POST', `/api/v1/orders/${order.orderId}/confirm`, confirm);
    await api.order('POST', `/api/v1/orders/${order.orderId}/delivery`, { status: 'DELIVERED' });
    return order;
  }

  it('refunds the whole amount once, in the mode the merchant chose, with no provider refund', async () => {
    const order = await deliveredOnline('Return Tea', 32_000);
    const url = `/api/v1/orders/${order.orderId}/returns`;
    // The money is not refunded by guesswork: the merchant says how.
    const unchosen = await api.call('POST', url, {});
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().error.message).toBe('Choose how to return the payment.');
    const online = await api.call('POST', url, { refundMode: 'ONLINE' });
    expect(online.statusCode).toBe(400);

    const returned = await api.order('POST', url, { refundMode: 'UPI' });
    expect(summary(returned.payments)).toEqual([
      ['PAYMENT', 'ONLINE', 32_000],
      ['REFUND', 'UPI', 32_000],
    ]);
    expect(returned).toMatchObject({
      paidPaise: 0,
      refundedPaise: 32_000,
      returnedPaise: 32_000,
      paymentStatus: 'PAYMENT_RETURNED',
    });
    expect(returned.orderStatuses).toContain('FULL_RETURN');
    const refunds = await api.call('GET', `/api/v1/orders/${order.orderId}/online-refunds`);
    expect(refunds.json()).toEqual([]);
    // Nothing is left to return or to refund a second time.
    const again = await api.call('POST', url, { refundMode: 'UPI' });
    expect(again.statusCode).toBe(409);
    expect((await logRows(order.orderId)).filter((r) => r.kind === 'REFUND')).toHaveLength(1);
  });

  it('gives the khata part back on the khata and asks how to return the online part', async () => {
    await setFlags(h, store, { isEnabledCustomerCredit: true, defaultCreditLimit: 0 });
    const extra = await createProduct(h, store, {
      name: 'Khata Jam',
      pricePaise: 10_000,
      taxRate: '0',
      stock: 5,
    });
    const placed = await placeOnline('Khata Rice', 25_000);
    await placed.pay();
    // The merchant adds a line when confirming; the customer takes it on credit.
    const confirmed = await api.order('POST', `/api/v1/orders/${placed.orderId}/confirm`, {
      items: [
        { lineNo: 1, productId: placed.productId, quantity: 1 },
        { productId: extra, quantity: 1 },
      ],
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
    });
    expect(confirmed).toMatchObject({
      totalPaise: 35_000,
      paidPaise: 35_000,
      customer: { balancePaise: 10_000 },
    });
    await api.order('POST', `/api/v1/orders/${placed.orderId}/delivery`, { status: 'DELIVERED' });
    const url = `/api/v1/orders/${placed.orderId}/returns`;

    // Credit alone would not cover the money taken online: it is not dropped unlogged.
    const unchosen = await api.call('POST', url, {});
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().error.message).toBe('Choose how to return the payment.');
    expect((await logRows(placed.orderId)).filter((r) => r.kind === 'REFUND')).toEqual([]);

    const returned = await api.order('POST', url, { refundMode: 'CASH' });
    expect(summary(returned.payments)).toEqual([
      ['PAYMENT', 'ONLINE', 25_000],
      ['PAYMENT', 'CREDIT', 10_000],
      ['REFUND', 'CREDIT', 10_000],
      ['REFUND', 'CASH', 25_000],
    ]);
    expect(returned).toMatchObject({ paidPaise: 0, refundedPaise: 35_000, customer: { balancePaise: 0 } });
  });

  it('cancelled instead, refunds the online money through the provider only', async () => {
    const order = await placeOnline('Cancel Oil', 14_000);
    await order.pay();
    const cancelled = await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {
      refundMode: 'CASH',
    });
    expect(summary(cancelled.payments)).toEqual([['PAYMENT', 'ONLINE', 14_000]]);
    expect(cancelled).toMatchObject({ paidPaise: 0, refundedPaise: 14_000 });
    const refunds = (await api.call('GET', `/api/v1/orders/${order.orderId}/online-refunds`)).json();
    expect(refunds).toEqual([
      expect.objectContaining({ provider: 'test', amountPaise: 14_000, status: 'REFUNDED' }),
    ]);
  });
});
