// The order messages to the customer from the template catalogue: written in the customer's
// language (else the store's), queued only when switched on in Settings, and sent through the job
// queue to the SMS gateway (the local fake here).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { FakeSmsServer } from '../../fakes/fake-sms-server.ts';
import type { Harness, StoreFixture } from '../../test/harness.ts';
import { messagesFixture } from '../messages/test-support.ts';
import { type caller, createProduct, setFlags } from './test-support.ts';

let h: Harness;
let fake: FakeSmsServer;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let tea: number;

beforeAll(async () => {
  const f = await messagesFixture();
  ({ h, fake, store, api } = f);
  await setFlags(h, store, { isRoundOffEnabled: false });
  await h.database.db.execute(
    sql`UPDATE suppliers SET store_name = 'Annapurna Stores', language = 'en' WHERE supplier_id = ${store.supplierId}`,
  );
  tea = await createProduct(h, store, {
    name: 'Tea',
    unit: 'pcs',
    pricePaise: 12_050,
    taxRate: '0',
    stock: 50,
  });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});
beforeEach(() =>
  setFlags(h, store, {
    notifyOrderConfirmed: false,
    notifyOrderDispatched: false,
    notifyOrderDelivered: false,
    notifyPaymentReceived: false,
  }),
);

const orderMessages = async (orderId: number) =>
  rowsOf<{ body: string; recipient: string; purpose: string }>(
    await h.database.db.execute(sql`SELECT body, recipient, purpose FROM outbound_messages
      WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId} ORDER BY message_id`),
  );

async function customer(mobileNumber: string | undefined, language?: string) {
  const reply = await api.call('POST', '/api/v1/customers', { name: 'Meena', mobileNumber, language });
  expect(reply.statusCode).toBeLessThan(300);
  return reply.json().customerId as number;
}

const bill = (customerId: number, payments: unknown[] = []) =>
  api.order('POST', '/api/v1/orders', {
    source: 'INSTORE',
    customerId,
    items: [{ productId: tea, quantity: 2 }],
    confirm: true,
    payments,
  });

describe('order messages to the customer', () => {
  it('confirms an order to a Hindi-speaking customer in Hindi, through the queue to the SMS gateway', async () => {
    const patched = await api.call('PATCH', '/api/v1/settings/account', { notifyOrderConfirmed: true });
    expect(patched.json().accountSettings.notifyOrderConfirmed).toBe(true);
    const meena = await customer('9886011101', 'hi');
    expect((await api.call('GET', `/api/v1/customers/${meena}`)).json().language).toBe('hi');
    const order = await bill(meena);
    const text = `Annapurna Stores: आपका ऑर्डर #${order.orderNumber} (₹241.00) कन्फ़र्म हो गया है। धन्यवाद!`;
    expect(await orderMessages(order.orderId)).toEqual([
      { body: text, recipient: '9886011101', purpose: 'ORDER_UPDATE' },
    ]);
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9886011101')).toEqual([
      expect.objectContaining({ channel: 'SMS', text, unicode: true }),
    ]);
  });

  it('writes in the store’s language when the customer has none (or has it taken off)', async () => {
    await setFlags(h, store, { notifyOrderConfirmed: true });
    const ravi = await customer('9886011102', 'ta');
    const patched = await api.call('PATCH', `/api/v1/customers/${ravi}`, { language: null });
    expect(patched.json().language).toBe(null);
    const order = await bill(ravi);
    expect((await orderMessages(order.orderId)).map((m) => m.body)).toEqual([
      `Annapurna Stores: your order #${order.orderNumber} of ₹241.00 is confirmed. Thank you!`,
    ]);
  });

  it('queues nothing for a message switched off', async () => {
    const order = await bill(await customer('9886011103', 'ta'), [{ mode: 'CASH', amountPaise: 24_100 }]);
    const paid = await bill(await customer('9886011104', 'ta'));
    await api.call('POST', `/api/v1/orders/${paid.orderId}/payments`, { mode: 'CASH', amountPaise: 10_000 });
    expect(await orderMessages(order.orderId)).toEqual([]);
    expect(await orderMessages(paid.orderId)).toEqual([]);
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9886011103' || m.to === '9886011104')).toEqual([]);
  });

  it('tells the customer of each payment received, once per payment', async () => {
    await setFlags(h, store, { notifyPaymentReceived: true });
    const order = await bill(await customer('9886011105', 'ta'));
    for (const amountPaise of [10_000, 4_100]) {
      const reply = await api.call('POST', `/api/v1/orders/${order.orderId}/payments`, {
        mode: 'CASH',
        amountPaise,
      });
      expect(reply.statusCode).toBe(200);
    }
    expect((await orderMessages(order.orderId)).map((m) => m.body)).toEqual([
      `Annapurna Stores: ஆர்டர் #${order.orderNumber}-க்கு ₹100.00 பெற்றுக்கொண்டோம். நன்றி!`,
      `Annapurna Stores: ஆர்டர் #${order.orderNumber}-க்கு ₹41.00 பெற்றுக்கொண்டோம். நன்றி!`,
    ]);
  });

  it('tells the customer when an online order is dispatched and delivered, once each', async () => {
    await setFlags(h, store, { notifyOrderDispatched: true, notifyOrderDelivered: true });
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      customerId: await customer('9886011106', 'mr'),
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      fulfilled: false,
    });
    for (const status of ['DISPATCHED', 'DELIVERED'])
      await api.order('POST', `/api/v1/orders/${order.orderId}/delivery`, { status });
    expect((await orderMessages(order.orderId)).map((m) => m.body)).toEqual([
      `Annapurna Stores: तुमची ऑर्डर #${order.orderNumber} पाठवली आहे, लवकरच पोहोचेल.`,
      `Annapurna Stores: तुमची ऑर्डर #${order.orderNumber} पोहोचवली आहे. आमच्याकडून खरेदी केल्याबद्दल धन्यवाद!`,
    ]);
  });

  it('sends nothing to a customer without a mobile number', async () => {
    await setFlags(h, store, { notifyOrderConfirmed: true });
    const order = await bill(await customer(undefined));
    expect(await orderMessages(order.orderId)).toEqual([]);
  });

  it('still bills when the store is out of SMS credits; the message is skipped', async () => {
    await setFlags(h, store, { notifyOrderConfirmed: true });
    await h.database.db.execute(
      sql`UPDATE sms_credit_balances SET credits = 0 WHERE supplier_id = ${store.supplierId}`,
    );
    const order = await bill(await customer('9886011107', 'hi'));
    expect(order.orderStatuses).toContain('CONFIRMED');
    expect(await orderMessages(order.orderId)).toEqual([]);
  });

  it('refuses a customer language outside the nine with the field named', async () => {
    const reply = await api.call('POST', '/api/v1/customers', { name: 'Ravi', language: 'fr' });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain('language');
  });
});
