// A storefront order is paid online once: no second attempt while one may still be completed or
// after payment, one provider order per attempt however often the payment page is opened, and a
// provider's late second success is refunded through the provider instead of being added.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, setFlags } from '../orders/test-support.ts';
import { PAYMENT_OPEN_MINUTES } from './internal.ts';
import { razorpaySignature } from './payments/razorpay.ts';
import { placeOnlineOrder, type shopper, slugOf } from './test-support.ts';

type Handler = (url: string, init?: RequestInit) => Response;
let providerHttp: Handler = () => new Response('{}', { status: 500 });
const calls: string[] = [];
const paymentsFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  calls.push(url);
  return providerHttp(url, init);
}) as typeof fetch;

let h: Harness;
let store: StoreFixture;
let base: string;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness({}, { paymentsFetch });
  store = await createStore(h);
  base = await slugOf(h, store);
  api = caller(h, await login(h, store.owner));
  await setFlags(h, store, { isEnabledOnlinePayment: true, isRoundOffEnabled: false });
});
afterAll(() => h.close());

/** A storefront order of one product placed to be paid online; the shopper is sent to /pay/{reference}. */
async function placeOnline(name: string, pricePaise: number) {
  const { shopper: s, reference, orderId } = await placeOnlineOrder(h, store, base, { name, pricePaise });
  const [order] = await h.database.db
    .select({ token: t.orders.publicToken })
    .from(t.orders)
    .where(sql`supplier_id = ${store.supplierId} AND order_id = ${orderId}`);
  return { shopper: s, reference, orderId, token: order?.token as string };
}

/** The test provider's verified callback for an attempt (what the provider sends back). */
async function callbackOf(s: ReturnType<typeof shopper>, reference: string, status: 'success' | 'failure') {
  const paid = await s.post(`/pay/test/${reference}`, { status });
  return String(paid.headers.location).slice(base.length);
}

async function attempts(orderId: number) {
  return h.database.db
    .select()
    .from(t.onlinePayments)
    .where(sql`supplier_id = ${store.supplierId} AND order_id = ${orderId}`)
    .orderBy(t.onlinePayments.paymentId);
}

/** The shopper's provider session is over: the attempt was started longer ago than the window. */
async function windowPassed(reference: string) {
  await h.database.db.execute(
    sql`UPDATE online_payments SET started_at = now() - make_interval(mins => ${PAYMENT_OPEN_MINUTES + 1}),
          created_at = now() - make_interval(mins => ${PAYMENT_OPEN_MINUTES + 1})
        WHERE supplier_id = ${store.supplierId} AND reference = ${reference}`,
  );
}

const paymentStatusOn = (page: string) => /data-sk-payment-status>([^<]*)</.exec(page)?.[1];

describe('a second payment attempt', () => {
  it('is refused while the first may still be completed; the order page says the payment is in progress', async () => {
    const order = await placeOnline('Once Tea', 20_000);
    // The shopper is at the provider: the attempt has been handed over.
    expect((await order.shopper.get(`/pay/${order.reference}`)).statusCode).toBe(303);
    const page = await order.shopper.get(`/order/${order.token}`);
    expect(page.body).toContain(
      `Your payment is in progress. This page shows it as paid once the payment provider confirms it. If it does not go through, you can pay again in ${PAYMENT_OPEN_MINUTES} min.`,
    );
    expect(page.body).not.toContain('Pay now');
    // A stale page's "Pay now" (or a second tab) gets the order page back, not a second attempt.
    const again = await order.shopper.post(`/order/${order.token}/pay`, {});
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${base}/order/${order.token}`);
    expect(await attempts(order.orderId)).toHaveLength(1);
  });

  it('is made once when "Pay now" is pressed twice at once after the first attempt ran out', async () => {
    const order = await placeOnline('Once Coffee', 30_000);
    await order.shopper.get(`/pay/${order.reference}`);
    await windowPassed(order.reference);
    const page = await order.shopper.get(`/order/${order.token}`);
    expect(page.body).toContain('Pay now');
    expect(page.body).not.toContain('data-sk-payment-progress');
    const presses = await Promise.all([
      order.shopper.post(`/order/${order.token}/pay`, {}),
      order.shopper.post(`/order/${order.token}/pay`, {}),
    ]);
    const locations = presses.map((r) => String(r.headers.location)).sort();
    expect(locations[0]).toBe(`${base}/order/${order.token}`);
    expect(locations[1]).toMatch(new RegExp(`^${base}/pay/sk[0-9a-f]{24}$`));
    expect(await attempts(order.orderId)).toHaveLength(2);
    // The older attempt's link no longer starts a payment: it leads to the order page.
    const old = await order.shopper.get(`/pay/${order.reference}`);
    expect(old.headers.location).toBe(`${base}/order/${order.token}`);
  });

  it('is refused once the order is paid; the order page shows it paid, without "Pay now"', async () => {
    const order = await placeOnline('Once Ghee', 45_000);
    await order.shopper.get(`/pay/${order.reference}`);
    const back = await order.shopper.get(await callbackOf(order.shopper, order.reference, 'success'));
    expect(back.headers.location).toBe(`${base}/order/${order.token}`);
    const again = await order.shopper.post(`/order/${order.token}/pay`, {});
    expect(again.headers.location).toBe(`${base}/order/${order.token}`);
    expect(await attempts(order.orderId)).toHaveLength(1);
    const page = await order.shopper.get(`/order/${order.token}`);
    expect(paymentStatusOn(page.body)).toBe('Paid');
    expect(page.body).not.toContain('Pay now');
    expect(page.body).not.toContain('data-sk-payment-progress');
    // Opening the paid attempt's payment page again leads to the order, not to the provider.
    expect((await order.shopper.get(`/pay/${order.reference}`)).headers.location).toBe(
      `${base}/order/${order.token}`,
    );
  });

  it('is offered again at once after a failed payment', async () => {
    const order = await placeOnline('Once Salt', 9_000);
    await order.shopper.get(`/pay/${order.reference}`);
    const back = await order.shopper.get(await callbackOf(order.shopper, order.reference, 'failure'));
    expect(back.headers.location).toBe(`${base}/order/${order.token}?payment=failed`);
    const page = await order.shopper.get(`/order/${order.token}?payment=failed`);
    expect(page.body).toContain('Pay now');
    const again = await order.shopper.post(`/order/${order.token}/pay`, {});
    expect(again.headers.location).toMatch(new RegExp(`^${base}/pay/sk`));
  });
});

describe('a late second success', () => {
  it('is refunded through the provider once and leaves paid = total, with a history line', async () => {
    const order = await placeOnline('Late Honey', 25_000);
    await order.shopper.get(`/pay/${order.reference}`);
    // The shopper's first payment seemed lost; after the window they pay with a new attempt.
    const lateCallback = await callbackOf(order.shopper, order.reference, 'success');
    await windowPassed(order.reference);
    const second = await order.shopper.post(`/order/${order.token}/pay`, {});
    const newReference = String(second.headers.location).split('/pay/')[1] as string;
    await order.shopper.get(`/pay/${newReference}`);
    await order.shopper.get(await callbackOf(order.shopper, newReference, 'success'));

    // Then the provider confirms the first one too — three times at once, then again.
    const late = await Promise.all([1, 2, 3].map(() => order.shopper.get(lateCallback)));
    for (const reply of late)
      expect(reply.headers.location).toBe(`${base}/order/${order.token}?payment=refunded`);
    expect((await order.shopper.get(lateCallback)).headers.location).toBe(
      `${base}/order/${order.token}?payment=refunded`,
    );

    const detail = await api.order('GET', `/api/v1/orders/${order.orderId}`);
    expect(detail).toMatchObject({ totalPaise: 25_000, paidPaise: 25_000, paymentStatus: 'PAID' });
    expect(detail.payments.map((p) => [p.kind, p.mode, p.amountPaise, p.reference])).toEqual([
      ['PAYMENT', 'ONLINE', 25_000, `test_${newReference}`],
    ]);
    const [first] = await attempts(order.orderId);
    const refunds = (await api.call('GET', `/api/v1/orders/${order.orderId}/online-refunds`)).json();
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'test',
        amountPaise: 25_000,
        status: 'REFUNDED',
        providerRefundId: `test_refund_${order.reference}`,
        attempts: 1,
      }),
    ]);
    expect(first).toMatchObject({ reference: order.reference, status: 'PAID' });
    const line = detail.history.find((entry) => entry.action === 'ONLINE_OVERPAYMENT');
    expect(line?.note).toBe(
      `₹250.00 paid online (Test provider, test_${order.reference}) came when the order was already paid. It was not added to the order and is refunded through the provider.`,
    );
    const page = await order.shopper.get(`/order/${order.token}?payment=refunded`);
    expect(page.body).toContain(
      'We received this payment after the order was already paid or cancelled, so it is being refunded to you.',
    );
    expect(paymentStatusOn(page.body)).toBe('Paid');

    // Cancelling the order later refunds the payment it kept, not the duplicate a second time.
    await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    const after = (await api.call('GET', `/api/v1/orders/${order.orderId}/online-refunds`)).json();
    expect(after.map((r: { amountPaise: number; status: string }) => [r.amountPaise, r.status])).toEqual([
      [25_000, 'REFUNDED'],
      [25_000, 'REFUNDED'],
    ]);
    expect(new Set(after.map((r: { providerRefundId: string }) => r.providerRefundId)).size).toBe(2);
  });

  it('for a cancelled order is refunded and leaves the order unpaid', async () => {
    const order = await placeOnline('Late Jam', 12_000);
    await order.shopper.get(`/pay/${order.reference}`);
    const callback = await callbackOf(order.shopper, order.reference, 'success');
    await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    const back = await order.shopper.get(callback);
    expect(back.headers.location).toBe(`${base}/order/${order.token}?payment=refunded`);
    const detail = await api.order('GET', `/api/v1/orders/${order.orderId}`);
    expect(detail).toMatchObject({ paidPaise: 0, payments: [] });
    expect(detail.history.at(-1)?.note).toContain('came when the order was cancelled');
    const refunds = (await api.call('GET', `/api/v1/orders/${order.orderId}/online-refunds`)).json();
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: 12_000, status: 'REFUNDED' })]);
  });
});

describe('an order edited down while an attempt is open', () => {
  it('offers a new attempt for what is due; the old attempt, if paid, is refunded whole', async () => {
    await setFlags(h, store, { isAllowQtyChangeInOrder: true });
    const {
      shopper: s,
      productId,
      reference,
      orderId,
    } = await placeOnlineOrder(h, store, base, { name: 'Edit Rice', pricePaise: 10_000 }, 2);
    await s.get(`/pay/${reference}`);
    // The store has one left: the merchant confirms one piece.
    const confirmed = await api.order('POST', `/api/v1/orders/${orderId}/confirm`, {
      items: [{ lineNo: 1, productId, quantity: 1 }],
    });
    expect(confirmed.totalPaise).toBe(10_000);
    const [row] = await h.database.db
      .select({ token: t.orders.publicToken })
      .from(t.orders)
      .where(sql`supplier_id = ${store.supplierId} AND order_id = ${orderId}`);
    const token = row?.token as string;
    const page = await s.get(`/order/${token}`);
    expect(page.body).not.toContain('data-sk-payment-progress');
    expect(page.body).toContain('Pay now');
    const pressed = await s.post(`/order/${token}/pay`, {});
    const fresh = String(pressed.headers.location).split('/pay/')[1] as string;
    expect((await attempts(orderId)).map((a) => a.amountPaise)).toEqual([20_000, 10_000]);
    // The shopper had paid the old amount in the other tab after all: it is not added, it goes back.
    const late = await s.get(await callbackOf(s, reference, 'success'));
    expect(late.headers.location).toBe(`${base}/order/${token}?payment=refunded`);
    const detail = await api.order('GET', `/api/v1/orders/${orderId}`);
    expect(detail).toMatchObject({ paidPaise: 0, payments: [] });
    expect(detail.history.at(-1)?.note).toContain('came when only ₹100.00 was due');
    await s.get(await callbackOf(s, fresh, 'success'));
    expect(await api.order('GET', `/api/v1/orders/${orderId}`)).toMatchObject({
      paidPaise: 10_000,
      paymentStatus: 'PAID',
    });
  });
});

describe('one provider order per attempt', () => {
  it('shows the same Razorpay order again when the payment page is reopened, and verifies its payment', async () => {
    await api.call('PUT', '/api/v1/settings/payment-providers/razorpay', {
      keyId: 'rzp_test_once',
      keySecret: 'once-secret',
      isLive: false,
    });
    await setFlags(h, store, { onlinePaymentMode: 'razorpay' });
    try {
      let created = 0;
      providerHttp = (url) => {
        if (url !== 'https://api.razorpay.com/v1/orders') return new Response('{}', { status: 500 });
        created += 1;
        return Response.json({ id: `order_Once${created}` });
      };
      const order = await placeOnline('Razor Oil', 18_000);
      const pages = [
        await order.shopper.get(`/pay/${order.reference}`),
        await order.shopper.get(`/pay/${order.reference}`),
      ];
      expect(created).toBe(1);
      for (const page of pages) expect(page.body).toContain('name="order_id" value="order_Once1"');
      // The payment made in the first tab still verifies: the attempt kept its provider order.
      const fields = {
        razorpay_order_id: 'order_Once1',
        razorpay_payment_id: 'pay_Once1',
        razorpay_signature: razorpaySignature('order_Once1', 'pay_Once1', 'once-secret'),
      };
      const back = await order.shopper.post(`/pay/${order.reference}/return`, fields);
      expect(back.headers.location).toBe(`${base}/order/${order.token}`);
      const detail = await api.order('GET', `/api/v1/orders/${order.orderId}`);
      expect(detail).toMatchObject({ paidPaise: 18_000, paymentStatus: 'PAID' });
    } finally {
      await setFlags(h, store, { onlinePaymentMode: 'jdpay' });
    }
  });
});
