// Online payments after the shopper's return: PayPal's signed webhook marks the attempt paid or
// failed once, and refunds a capture for an order already paid; a cancelled order paid online is
// refunded through its provider, and a provider's refusal leaves the order cancelled with a failed
// refund the merchant retries. No network: the providers' HTTP is answered by the test
// (AppOptions.paymentsFetch).
import { generateKeyPairSync, sign } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { setFlags, stockOf } from '../orders/test-support.ts';
import { paypalSignedText } from './payments/paypal.ts';
import { placeOnlineOrder, slugOf } from './test-support.ts';

const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-test';
const WEBHOOK_ID = 'WH-8PT597110X687430LKGECATA';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let providerHttp: Handler;
const calls: string[] = [];
const paymentsFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  calls.push(url);
  if (url === CERT_URL) return new Response(publicPem);
  return providerHttp(url, init);
}) as typeof fetch;

let h: Harness;
let store: StoreFixture;
let base: string;
let cookie: string;

beforeAll(async () => {
  h = await createHarness({}, { paymentsFetch });
  store = await createStore(h);
  base = await slugOf(h, store);
  cookie = await login(h, store.owner);
  await setFlags(h, store, { isEnabledOnlinePayment: true });
});
afterAll(() => h.close());
beforeEach(() => {
  calls.length = 0;
  providerHttp = () => new Response('{}', { status: 500 });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** An order placed online (test provider), its attempt then handed to `provider`. */
async function onlineOrder(name: string, pricePaise: number, provider = 'test', providerPaymentId?: string) {
  const order = await placeOnlineOrder(h, store, base, { name, pricePaise });
  const { reference } = order;
  await h.database.db.execute(
    sql`UPDATE online_payments SET provider = ${provider}, provider_payment_id = ${providerPaymentId ?? null}
        WHERE supplier_id = ${store.supplierId} AND reference = ${reference}`,
  );
  return order;
}

async function orderRow(orderId: number) {
  const [row] = await h.database.db
    .select()
    .from(t.orders)
    .where(sql`supplier_id = ${store.supplierId} AND order_id = ${orderId}`);
  return row;
}
async function paymentStatus(reference: string) {
  const [row] = await h.database.db
    .select({ status: t.onlinePayments.status })
    .from(t.onlinePayments)
    .where(sql`supplier_id = ${store.supplierId} AND reference = ${reference}`);
  return row?.status;
}

function signedWebhook(event: object, overrides: Record<string, string> = {}) {
  const body = JSON.stringify(event);
  const headers = {
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-time': '2026-11-23T18:00:00Z',
    'paypal-cert-url': CERT_URL,
    'paypal-auth-algo': 'SHA256withRSA',
  };
  const text = paypalSignedText(
    {
      transmissionId: headers['paypal-transmission-id'],
      transmissionTime: headers['paypal-transmission-time'],
    },
    WEBHOOK_ID,
    body,
  );
  const signature = sign('sha256', Buffer.from(text), keys.privateKey).toString('base64');
  return {
    body,
    headers: {
      ...headers,
      'paypal-transmission-sig': signature,
      'content-type': 'application/json',
      ...overrides,
    },
  };
}
const postWebhook = (hook: { body: string; headers: Record<string, string> }, body = hook.body) =>
  h.app.inject({ method: 'POST', url: `${base}/pay/paypal/webhook`, headers: hook.headers, payload: body });

const capture = (type: string, reference: string, value: string) => ({
  id: 'WH-EVENT-1',
  event_type: type,
  resource: {
    id: `CAPTURE-${reference}`,
    custom_id: reference,
    status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
    amount: { currency_code: 'INR', value },
    supplementary_data: { related_ids: { order_id: `PPORDER-${reference}` } },
  },
});

describe('PayPal webhook', () => {
  beforeAll(async () => {
    const saved = await api('PUT', '/settings/payment-providers/paypal', {
      keyId: 'client-id',
      keySecret: 'client-secret',
      webhookSecret: WEBHOOK_ID,
      isLive: false,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('marks the attempt paid on a verified capture, once, however often PayPal sends it', async () => {
    const order = await onlineOrder('Webhook Honey', 45_000, 'paypal', 'PPORDER-x');
    const hook = signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', order.reference, '450.00'));
    const first = await postWebhook(hook);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: 'settled', reference: order.reference, paid: true });
    expect(calls).toContain(CERT_URL);
    const again = await postWebhook(hook);
    expect(again.json()).toMatchObject({ paid: true });
    expect(await orderRow(order.orderId)).toMatchObject({ paidPaise: 45_000, paymentStatus: 'PAID' });
    expect(await paymentStatus(order.reference)).toBe('PAID');
    // One row in the order's payment log, however often the webhook came: PayPal's capture id.
    const log = (await api('GET', `/orders/${order.orderId}`)).json().payments;
    expect(log).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        mode: 'ONLINE',
        amountPaise: 45_000,
        provider: 'paypal',
        reference: `CAPTURE-${order.reference}`,
      }),
    ]);
  });

  it('marks a denied capture failed, found by the PayPal order id', async () => {
    const order = await onlineOrder('Webhook Jam', 12_000, 'paypal', 'PPORDER-denied');
    const event = capture('PAYMENT.CAPTURE.DENIED', 'unknown-ref', '120.00');
    event.resource.supplementary_data.related_ids.order_id = 'PPORDER-denied';
    const reply = await postWebhook(signedWebhook(event));
    expect(reply.json()).toEqual({ result: 'settled', reference: order.reference, paid: false });
    expect(await paymentStatus(order.reference)).toBe('FAILED');
    expect((await orderRow(order.orderId))?.paidPaise).toBe(0);
  });

  it('refunds a capture for an order another attempt already paid, through PayPal, once', async () => {
    const order = await onlineOrder('Webhook Tea', 20_000, 'paypal', 'PPORDER-first');
    const first = await postWebhook(
      signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', order.reference, '200.00')),
    );
    expect(first.json()).toMatchObject({ result: 'settled', paid: true });
    // A second attempt of the same order (a second tab before the first came back), captured too.
    const second = `${order.reference}b`;
    await h.database.db.insert(t.onlinePayments).values({
      supplierId: store.supplierId,
      orderId: order.orderId,
      provider: 'paypal',
      reference: second,
      providerPaymentId: 'PPORDER-second',
      amountPaise: 20_000,
    });
    const refunded: string[] = [];
    providerHttp = (url, init) => {
      if (url.endsWith('/v1/oauth2/token')) return Response.json({ access_token: 'A21' });
      refunded.push(`${url} ${String(init?.body)}`);
      return Response.json({ id: 'PPREFUND-1', status: 'COMPLETED' });
    };
    const hook = signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', second, '200.00'));
    expect((await postWebhook(hook)).json()).toEqual({ result: 'refunded', reference: second });
    expect((await postWebhook(hook)).json()).toEqual({ result: 'refunded', reference: second });
    expect(refunded).toEqual([
      `https://api-m.sandbox.paypal.com/v2/payments/captures/CAPTURE-${second}/refund {"amount":{"currency_code":"INR","value":"200.00"}}`,
    ]);
    expect(await orderRow(order.orderId)).toMatchObject({ paidPaise: 20_000, paymentStatus: 'PAID' });
    const refunds = (await api('GET', `/orders/${order.orderId}/online-refunds`)).json();
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        amountPaise: 20_000,
        status: 'REFUNDED',
        providerRefundId: 'PPREFUND-1',
      }),
    ]);
  });

  it('refuses a tampered body, a certificate off paypal.com and a wrong amount; nothing changes', async () => {
    const order = await onlineOrder('Webhook Ghee', 30_000, 'paypal', 'PPORDER-y');
    const hook = signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', order.reference, '300.00'));
    const tampered = await postWebhook(hook, hook.body.replace('300.00', '3.00'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe('The webhook could not be verified.');
    calls.length = 0;
    const offSite = await postWebhook(
      signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', order.reference, '300.00'), {
        'paypal-cert-url': 'https://paypal.com.evil.example/cert.pem',
      }),
    );
    expect(offSite.statusCode).toBe(400);
    expect(calls).toEqual([]);
    const short = await postWebhook(
      signedWebhook(capture('PAYMENT.CAPTURE.COMPLETED', order.reference, '3.00')),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('The webhook amount does not match the payment.');
    expect(await paymentStatus(order.reference)).toBe('CREATED');
    // Other events are acknowledged and ignored.
    const other = await postWebhook(signedWebhook({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} }));
    expect(other.json()).toEqual({ result: 'ignored' });
  });
});

describe('refund when the merchant cancels an order paid online', () => {
  async function pay(order: Awaited<ReturnType<typeof onlineOrder>>) {
    const paid = await order.shopper.post(`/pay/test/${order.reference}`, { status: 'success' });
    await order.shopper.get(String(paid.headers.location).slice(base.length));
    expect((await orderRow(order.orderId))?.paymentStatus).toBe('PAID');
  }

  it('refunds through the test provider at once and lists the refund with the order', async () => {
    const order = await onlineOrder('Refund Tea', 25_000);
    await pay(order);
    expect(await stockOf(h, store, order.productId)).toBe(4);
    const cancelled = await api('POST', `/orders/${order.orderId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().orderStatuses).toContain('CANCELLED');
    expect(await stockOf(h, store, order.productId)).toBe(5);
    const refunds = (await api('GET', `/orders/${order.orderId}/online-refunds`)).json();
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'test',
        amountPaise: 25_000,
        status: 'REFUNDED',
        providerRefundId: `test_refund_${order.reference}`,
        error: null,
        attempts: 1,
      }),
    ]);
    // The log keeps the online payment; no cash or UPI refund row is invented for the online money
    // (its refund is the provider's, listed above).
    const payments = cancelled.json().payments as Array<{ kind: string; mode: string; amountPaise: number }>;
    expect(payments.map((p) => [p.kind, p.mode, p.amountPaise])).toEqual([['PAYMENT', 'ONLINE', 25_000]]);
  });

  it('keeps the order cancelled and the stock back when the provider refuses; the refund is retried', async () => {
    await api('PUT', '/settings/payment-providers/razorpay', {
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      isLive: false,
    });
    const order = await onlineOrder('Refund Oil', 18_000, 'test');
    await pay(order);
    await h.database.db.execute(
      sql`UPDATE online_payments SET provider = 'razorpay', provider_payment_id = 'pay_29QQoUBi66xm2f'
          WHERE supplier_id = ${store.supplierId} AND reference = ${order.reference}`,
    );
    providerHttp = (url) =>
      url === 'https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund'
        ? Response.json(
            { error: { description: 'The balance is not enough for this refund.' } },
            { status: 400 },
          )
        : new Response('{}', { status: 500 });
    const cancelled = await api('POST', `/orders/${order.orderId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().orderStatuses).toContain('CANCELLED');
    expect(await stockOf(h, store, order.productId)).toBe(5);
    const [failed] = (await api('GET', `/orders/${order.orderId}/online-refunds`)).json();
    expect(failed).toMatchObject({
      status: 'FAILED',
      error: 'Razorpay refused the refund: The balance is not enough for this refund.',
      attempts: 1,
    });

    providerHttp = (url, init) => {
      expect(url).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
      expect(JSON.parse(String(init?.body))).toMatchObject({ amount: 18_000 });
      return Response.json({ id: 'rfnd_FP8QHiV938haTz', status: 'processed' });
    };
    const retried = await api('POST', `/orders/${order.orderId}/online-refunds/${failed.refundId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual([
      expect.objectContaining({
        status: 'REFUNDED',
        providerRefundId: 'rfnd_FP8QHiV938haTz',
        error: null,
        attempts: 2,
      }),
    ]);
    const twice = await api('POST', `/orders/${order.orderId}/online-refunds/${failed.refundId}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Only a failed refund can be retried.');
  });
});
