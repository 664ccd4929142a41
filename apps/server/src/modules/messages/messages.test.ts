// Messages end to end against the local fake SMS gateway over HTTP: queueing with an idempotent
// send key, segment-count debits, sends through the durable queue with retries, a restart
// mid-send that still delivers once, refunds when a send fails for good, credits that never go
// below zero under concurrent sends (really side by side on PostgreSQL), and the credit OTP.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import * as t from '../../db/schema.ts';
import { type FakeSmsServer, fakeSmsEnv, startFakeSmsServer } from '../../fakes/fake-sms-server.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';
import { type QueueMessageInput, queueMessage } from './index.ts';

let h: Harness;
let fake: FakeSmsServer;
let store: StoreFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  fake = await startFakeSmsServer();
  const messaging = loadConfig({
    DATA_DIR: '/tmp/storekeep-messages-test',
    ...fakeSmsEnv(fake.url),
  }).messaging;
  h = await createHarness({ messaging });
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

let keys = 0;
const queue = (input: Partial<QueueMessageInput> & { supplierId?: number } = {}) =>
  h.database.db.transaction((tx) =>
    queueMessage(tx, {
      supplierId: store.supplierId,
      channel: 'SMS',
      purpose: 'ORDER_UPDATE',
      to: '9876500001',
      text: 'Your order 12 is confirmed.',
      sendKey: `test-${keys++}`,
      ...input,
    }),
  );
const messageRow = async (messageId: number) =>
  (
    await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${store.supplierId} AND message_id = ${messageId}`)
  )[0];
const balance = async () => (await api.call('GET', '/api/v1/messages/sms-balance')).json().credits as number;
const setBalance = (supplierId: number, credits: number) =>
  h.database.db.execute(sql`
    INSERT INTO sms_credit_balances (supplier_id, credits) VALUES (${supplierId}, ${credits})
    ON CONFLICT (supplier_id) DO UPDATE SET credits = ${credits}`);
/** Lets a job's backoff (or a dead worker's lease) run out now instead of in seconds or minutes. */
const dueNow = () =>
  h.database.db.execute(sql`UPDATE jobs SET run_at = now(), locked_until = now() - interval '1 second'
    WHERE queue = 'send-message' AND state IN ('queued', 'running')`);

describe('messages', () => {
  it('sends a Hindi SMS through the gateway as Unicode with its DLT template, debiting its two segments', async () => {
    expect(await balance()).toBe(100);
    const text = `ऑर्डर ${'क'.repeat(66)}`;
    const queued = await queue({ text, purpose: 'PAYMENT_LINK', to: '9876500002' });
    expect(queued).toMatchObject({ queued: true, segments: 2, credits: 2 });
    expect(await messageRow(queued.messageId)).toMatchObject({ status: 'QUEUED', encoding: 'UCS2' });
    expect(await h.app.jobs.drain()).toBe(1);
    expect(fake.received().filter((m) => m.to === '9876500002')).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        text,
        unicode: true,
        sender: 'STRKPR',
        dltTemplateId: '1107000000000000002',
        reference: `${store.supplierId}-${queued.messageId}`,
      }),
    ]);
    expect(await messageRow(queued.messageId)).toMatchObject({
      status: 'SENT',
      provider: 'msg91',
      attempts: 1,
    });
    expect(await balance()).toBe(98);
    const history = (await api.call('GET', '/api/v1/messages/sms-history?pageNo=1')).json();
    expect(history.transactions.map((x: { kind: string; credits: number }) => [x.kind, x.credits])).toEqual([
      ['DEBIT', -2],
      ['WELCOME', 100],
    ]);
    const list = (await api.call('GET', '/api/v1/messages')).json();
    expect(list.messages[0]).toMatchObject({ recipient: '******0002', status: 'SENT', segments: 2 });
  });

  it('queues a send key once: a second queueing is the same message, one debit, one SMS, and a rerun job sends nothing', async () => {
    const before = await balance();
    const first = await queue({ sendKey: 'order-77-confirmed', to: '9876500003' });
    const again = await queue({ sendKey: 'order-77-confirmed', to: '9876500003', text: 'changed' });
    expect(again).toMatchObject({ messageId: first.messageId, queued: false });
    expect(await balance()).toBe(before - 1);
    await h.app.jobs.drain();
    // The same job handed out again (a second worker, a replay): the message is SENT, nothing goes out.
    await h.database.db.execute(sql`UPDATE jobs SET state = 'queued', run_at = now()
      WHERE queue = 'send-message' AND payload->>'messageId' = ${String(first.messageId)}`);
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9876500003')).toHaveLength(1);
  });

  it('delivers a message once after the server restarts mid-send', async () => {
    const queued = await queue({ to: '9876500004', text: 'Your order 31 is on its way.' });
    fake.fault('hang', 1);
    const requestsBefore = fake.requestCount();
    // The first server hands the SMS to the gateway, which takes it and never answers: the server
    // "dies" there (its worker never finishes the job).
    const dying = h.app.jobs.runOnce();
    while (fake.requestCount() === requestsBefore) await new Promise((r) => setTimeout(r, 10));
    expect(await messageRow(queued.messageId)).toMatchObject({ status: 'SENDING', attempts: 1 });
    // A new server on the same database, once the dead worker's lease has run out.
    const restarted = await buildApp({
      config: h.config,
      db: h.database.db,
      logger: false,
      startJobWorker: false,
    });
    await restarted.ready();
    await dueNow();
    expect(await restarted.jobs.drain()).toBe(1);
    await restarted.close();
    expect(await messageRow(queued.messageId)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(fake.received().filter((m) => m.to === '9876500004')).toHaveLength(1);
    expect(fake.requestCount()).toBe(requestsBefore + 2);
    // The first server's call ends (its connection drops); the message stays SENT.
    await fake.close();
    fake = await startFakeSmsServer(Number(new URL(fake.url).port));
    await dying;
    expect(await messageRow(queued.messageId)).toMatchObject({ status: 'SENT' });
  });

  it('retries when the gateway is down, and refunds the credits of a message it refuses for good', async () => {
    const retried = await queue({ to: '9876500005' });
    fake.fault('fail', 1);
    await h.app.jobs.drain();
    expect(await messageRow(retried.messageId)).toMatchObject({ status: 'SENDING', attempts: 1 });
    await dueNow();
    await h.app.jobs.drain();
    expect(await messageRow(retried.messageId)).toMatchObject({ status: 'SENT', attempts: 2 });

    const before = await balance();
    const refused = await queue({ to: '12345' });
    expect(await balance()).toBe(before - 1);
    await h.app.jobs.drain();
    expect(await messageRow(refused.messageId)).toMatchObject({ status: 'FAILED' });
    expect(await balance()).toBe(before);
    const history = (await api.call('GET', '/api/v1/messages/sms-history')).json();
    expect(history.transactions[0]).toMatchObject({
      kind: 'REFUND',
      credits: 1,
      messageId: refused.messageId,
    });
  });

  it('never takes credits below zero under concurrent sends', async () => {
    const other = await createStore(h);
    await setBalance(other.supplierId, 5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        queue({ supplierId: other.supplierId, sendKey: `race-${i}`, to: '9876500006' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'limit_reached' });
    const [row] = await h.database.db
      .select()
      .from(t.smsCreditBalances)
      .where(sql`supplier_id = ${other.supplierId}`);
    expect(row?.credits).toBe(0);
    const messages = await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${other.supplierId}`);
    expect(messages).toHaveLength(5);
  });

  it('sends the credit OTP to the customer, and the credit sale completes with the code that arrived', async () => {
    await setFlags(h, store, { isEnabledCustomerCredit: true, customerCreditOtpRequired: true });
    const tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_000, taxRate: '0', stock: 10 });
    const customer = (
      await api.call('POST', '/api/v1/customers', { name: 'Ravi', mobileNumber: '9000005679' })
    ).json();
    const sent = await api.call('POST', `/api/v1/customers/${customer.customerId}/credit-otp`);
    expect(sent.json().sentTo).toBe('******5679');
    await h.app.jobs.drain();
    const [sms] = fake.received().filter((m) => m.to === '9000005679');
    expect(sms).toMatchObject({ dltTemplateId: '1107000000000000001', unicode: false });
    const code = /^(\d{6}) is your OTP/.exec(sms?.text ?? '')?.[1];
    const sale = await api.call('POST', '/api/v1/orders', {
      customerId: customer.customerId,
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
      creditOtp: code,
    });
    expect(sale.statusCode).toBe(201);
    // The store sees the OTP message, never the code.
    const list = (await api.call('GET', '/api/v1/messages')).json();
    expect(list.messages[0]).toMatchObject({ purpose: 'CREDIT_OTP', status: 'SENT' });
    expect(list.messages[0].body).not.toContain(code);
  });

  it('keeps SMS credits from staff', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const reply = await h.app.inject({
      method: 'GET',
      url: '/api/v1/messages/sms-balance',
      headers: { cookie: await login(h, staff) },
    });
    expect(reply.statusCode).toBe(403);
  });
});
