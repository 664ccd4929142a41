import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSmsServer } from '../../fakes/fake-sms-server.ts';
import { createUser, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import type { caller } from '../orders/test-support.ts';
import { createProduct, setFlags } from '../orders/test-support.ts';
import { helpers, messagesFixture } from './test-support.ts';

let h: Harness;
let fake: FakeSmsServer;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let x: ReturnType<typeof helpers>;

beforeAll(async () => {
  const f = await messagesFixture();
  ({ h, fake, store, api } = f);
  x = helpers(f);
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

describe('messages', () => {
  it('sends a Hindi SMS through the gateway as Unicode with its DLT template, debiting its two segments', async () => {
    expect(await x.balance()).toBe(100);
    const text = `ऑर्डर ${'क'.repeat(66)}`;
    const queued = await x.queue({ text, purpose: 'PAYMENT_LINK', to: '9876500002' });
    expect(queued).toMatchObject({ queued: true, segments: 2, credits: 2 });
    expect(await x.messageRow(queued.messageId)).toMatchObject({ status: 'QUEUED', encoding: 'UCS2' });
    expect(await h.app.jobs.drain()).toBe(1);
    expect(fake.received().filter((m) => m.to === '9876500002')).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        text,
        unicode: true,
        sender: 'STRKPR',
        dltTemplateId: '1107000000000000002',
        reference: expect.stringMatching(new RegExp(`^${store.supplierId}-${queued.messageId}-[0-9a-z]+$`)),
      }),
    ]);
    expect(await x.messageRow(queued.messageId)).toMatchObject({
      status: 'SENT',
      provider: 'msg91',
      attempts: 1,
    });
    expect(await x.balance()).toBe(98);
    const history = (await api.call('GET', '/api/v1/messages/sms-history?pageNo=1')).json();
    expect(history.transactions.map((x: { kind: string; credits: number }) => [x.kind, x.credits])).toEqual([
      ['DEBIT', -2],
      ['WELCOME', 100],
    ]);
    const list = (await api.call('GET', '/api/v1/messages')).json();
    expect(list.messages[0]).toMatchObject({ recipient: '******0002', status: 'SENT', segments: 2 });
  });

  it('retries when the gateway is down, and refunds the credits of a message it refuses for good', async () => {
    const retried = await x.queue({ to: '9876500005' });
    fake.fault('fail', 1);
    await h.app.jobs.drain();
    expect(await x.messageRow(retried.messageId)).toMatchObject({ status: 'SENDING', attempts: 1 });
    await x.dueNow();
    await h.app.jobs.drain();
    expect(await x.messageRow(retried.messageId)).toMatchObject({ status: 'SENT', attempts: 2 });

    const before = await x.balance();
    const refused = await x.queue({ to: '12345' });
    expect(await x.balance()).toBe(before - 1);
    await h.app.jobs.drain();
    expect(await x.messageRow(refused.messageId)).toMatchObject({ status: 'FAILED' });
    expect(await x.balance()).toBe(before);
    const history = (await api.call('GET', '/api/v1/messages/sms-history')).json();
    expect(history.transactions[0]).toMatchObject({
      kind: 'REFUND',
      credits: 1,
      messageId: refused.messageId,
    });
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
