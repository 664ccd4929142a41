// Customers for billing and the khata: quick add, search, addresses, GSTIN, credit sales with
// limit and OTP, payments received, credit given back on cancel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let tea: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_000, taxRate: '0', stock: 100 });
  await setFlags(h, store, { isRoundOffEnabled: false });
});
afterAll(() => h.close());

const addCustomer = async (body: object) => {
  const reply = await api.call('POST', '/api/v1/customers', body);
  if (reply.statusCode !== 201) throw new Error(reply.body);
  return reply.json() as { customerId: number } & Record<string, unknown>;
};

describe('customers', () => {
  it('quick-adds a customer by name and mobile, storing the 10 digits, and refuses a second with that mobile', async () => {
    const c = await addCustomer({ name: 'Meena Iyer', mobileNumber: '+91 98860 11111' });
    expect(c).toMatchObject({
      name: 'Meena Iyer',
      mobileNumber: '9886011111',
      balancePaise: 0,
      addresses: [],
    });
    const again = await api.call('POST', '/api/v1/customers', { name: 'Other', mobileNumber: '09886011111' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A customer with this mobile number already exists.');
  });

  it('validates mobile, pincode and GSTIN with the domain patterns', async () => {
    const bad = await api.call('POST', '/api/v1/customers', { name: 'X', mobileNumber: '12345' });
    expect(bad.json().error).toMatchObject({
      code: 'invalid',
      message: 'Enter a valid 10 digit mobile number',
    });
    const pin = await api.call('POST', '/api/v1/customers', {
      name: 'X',
      address: { addressLine1: 'a', pincode: '012345' },
    });
    expect(pin.json().error.message).toBe('Enter a valid 6 digit pincode');
    const gst = await api.call('POST', '/api/v1/customers', { name: 'X', gstin: '29ABCDE1234F1Z' });
    expect(gst.json().error.message).toBe('Enter a valid 15 character GSTIN');
  });

  it('adds a B2B customer with GSTIN and addresses, the newest default first', async () => {
    const c = await addCustomer({
      name: 'Kaveri Traders',
      gstin: '29abcde1234f1z5',
      address: { addressLine1: '12 Market Rd', city: 'Mysuru', stateCode: '29', pincode: '570001' },
    });
    expect(c).toMatchObject({ gstin: '29ABCDE1234F1Z5', isB2b: true });
    const more = await api.call('POST', `/api/v1/customers/${c.customerId}/addresses`, {
      label: 'Godown',
      addressLine1: '4 Ring Rd',
      pincode: '570002',
      isDefault: true,
    });
    expect(
      more
        .json()
        .addresses.map((a: { label: string | null; isDefault: boolean; state: string | null }) => [
          a.label,
          a.isDefault,
        ]),
    ).toEqual([
      ['Godown', true],
      [null, false],
    ]);
    expect(more.json().addresses[1].state).toBe('Karnataka');
    const patched = await api.call('PATCH', `/api/v1/customers/${c.customerId}`, {
      name: 'Kaveri Traders LLP',
    });
    expect(patched.json().name).toBe('Kaveri Traders LLP');
  });

  it('searches by name (any word) and by mobile digits', async () => {
    await addCustomer({ name: 'Ravi Shankar', mobileNumber: '9000012345' });
    const byName = (await api.call('GET', '/api/v1/customers?search=shank')).json();
    expect(byName.customers.map((c: { name: string }) => c.name)).toEqual(['Ravi Shankar']);
    const byMobile = (await api.call('GET', '/api/v1/customers?search=90000')).json();
    expect(byMobile.customers.map((c: { name: string }) => c.name)).toEqual(['Ravi Shankar']);
    const full = (await api.call('GET', '/api/v1/customers?search=%2B919000012345')).json();
    expect(full.customers).toHaveLength(1);
  });
});

describe('khata', () => {
  it('refuses credit while customer credit is off, and without a customer', async () => {
    const c = await addCustomer({ name: 'Credit Off' });
    const off = await api.call('POST', '/api/v1/orders', {
      customerId: c.customerId,
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
    });
    expect(off.json().error.message).toBe('Customer credit is not enabled for this store.');
    await setFlags(h, store, { isEnabledCustomerCredit: true });
    const noCustomer = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
    });
    expect(noCustomer.json().error.message).toBe('Add a customer to sell on credit.');
  });

  it('writes credit sales and payments received to the ledger; balance is the sum; the limit holds', async () => {
    await setFlags(h, store, { isEnabledCustomerCredit: true, defaultCreditLimit: 25_000 });
    const c = await addCustomer({ name: 'Khata Kumar', mobileNumber: '9111111111' });
    const bill = (quantity: number, amountPaise: number) =>
      api.call('POST', '/api/v1/orders', {
        customerId: c.customerId,
        items: [{ productId: tea, quantity }],
        confirm: true,
        payments: [{ mode: 'CREDIT', amountPaise }],
      });
    const first = await bill(2, 20_000);
    expect(first.json()).toMatchObject({ paymentStatus: 'PAID', customer: { balancePaise: 20_000 } });
    const over = await bill(1, 10_000);
    expect(over.json().error.message).toBe(
      'Credit limit exceeded. Available credit: ₹50.00. The owner must allow this sale.',
    );
    const paid = await api.call('POST', `/api/v1/customers/${c.customerId}/khata/payments`, {
      amountPaise: 15_000,
      mode: 'UPI',
    });
    expect(paid.json()).toMatchObject({ balancePaise: 5_000 });
    expect(
      paid.json().entries.map((e: { kind: string; amountPaise: number }) => [e.kind, e.amountPaise]),
    ).toEqual([
      ['PAYMENT_RECEIVED', -15_000],
      ['CREDIT_SALE', 20_000],
    ]);
    expect(paid.json().entries[1].orderNumber).toBe(first.json().orderNumber);
  });

  it("counts only the customer's own entries in the balance, not another customer's or store's", async () => {
    const other = await createStore(h);
    const [stranger] = await h.database.db
      .insert(t.customers)
      .values({ supplierId: other.supplierId, name: 'Other Store Customer', mobileNumber: '9222222222' })
      .returning({ customerId: t.customers.customerId });
    const owes = await addCustomer({ name: 'Balance Bala', mobileNumber: '9333333333' });
    const clean = await addCustomer({ name: 'Balance Clean', mobileNumber: '9444444444' });
    await h.database.db.insert(t.khataEntries).values([
      { supplierId: store.supplierId, customerId: owes.customerId, kind: 'CREDIT_SALE', amountPaise: 7_000 },
      {
        supplierId: other.supplierId,
        customerId: stranger?.customerId as number,
        kind: 'CREDIT_SALE',
        amountPaise: 900_000,
      },
    ]);
    const found = await api.call('GET', '/api/v1/customers?search=Balance');
    expect(
      found.json().customers.map((c: { name: string; balancePaise: number }) => [c.name, c.balancePaise]),
    ).toEqual([
      ['Balance Bala', 7_000],
      ['Balance Clean', 0],
    ]);
    const detail = await api.call('GET', `/api/v1/customers/${clean.customerId}`);
    expect(detail.json()).toMatchObject({ balancePaise: 0 });
  });

  it('gives credit back on the khata when a credit sale is cancelled', async () => {
    await setFlags(h, store, { isEnabledCustomerCredit: true, defaultCreditLimit: 0 });
    const c = await addCustomer({ name: 'Cancel Credit' });
    const order = await api.order('POST', '/api/v1/orders', {
      source: 'ONLINE',
      customerId: c.customerId,
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
    });
    const cancelled = await api.order('POST', `/api/v1/orders/${order.orderId}/cancel`, {});
    expect(cancelled.customer?.balancePaise).toBe(0);
    expect(cancelled.payments.at(-1)).toMatchObject({ kind: 'REFUND', mode: 'CREDIT' });
  });

  it('asks for an OTP when the store requires one, counts wrong tries, accepts the right code once', async () => {
    await setFlags(h, store, { isEnabledCustomerCredit: true, customerCreditOtpRequired: true });
    const c = await addCustomer({ name: 'Otp Customer', mobileNumber: '9222222222' });
    const sale = (creditOtp?: string) =>
      api.call('POST', '/api/v1/orders', {
        customerId: c.customerId,
        items: [{ productId: tea, quantity: 1 }],
        confirm: true,
        payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
        ...(creditOtp ? { creditOtp } : {}),
      });
    expect((await sale()).json().error.message).toBe('Enter the OTP sent to the customer.');
    const sent = await api.call('POST', `/api/v1/customers/${c.customerId}/credit-otp`);
    expect(sent.json().sentTo).toBe('******2222');
    const [message] = await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${store.supplierId} AND purpose = 'CREDIT_OTP'`)
      .orderBy(sql`message_id DESC`)
      .limit(1);
    const code = /^(\d{6}) is your OTP/.exec(message?.body ?? '')?.[1] as string;
    expect(message).toMatchObject({ channel: 'SMS', recipient: '9222222222', status: 'QUEUED' });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await sale(wrongCode)).json().error.message).toBe('The OTP is wrong or has expired.');
    const [otp] = await h.database.db
      .select()
      .from(t.customerCreditOtps)
      .where(sql`customer_id = ${c.customerId}`);
    expect(otp?.attempts).toBe(1);
    expect((await sale(code)).statusCode).toBe(201);
    expect((await sale(code)).json().error.message).toBe('The OTP is wrong or has expired.');
    await setFlags(h, store, { customerCreditOtpRequired: false });
  });

  it('sends the OTP in the customer’s language, and refuses to while the OTP message is switched off', async () => {
    const c = await addCustomer({ name: 'Bengali Bina', mobileNumber: '9222222223', language: 'bn' });
    await setFlags(h, store, { notifyCreditOtp: false });
    const refused = await api.call('POST', `/api/v1/customers/${c.customerId}/credit-otp`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The credit OTP message is switched off in Settings (Customer messages).',
    );
    await setFlags(h, store, { notifyCreditOtp: true });
    expect((await api.call('POST', `/api/v1/customers/${c.customerId}/credit-otp`)).statusCode).toBe(200);
    const messages = await h.database.db
      .select()
      .from(t.outboundMessages)
      .where(sql`supplier_id = ${store.supplierId} AND customer_id = ${c.customerId}`);
    expect(messages.map((m) => m.body)).toEqual([
      expect.stringMatching(/-এ বাকিতে কেনার জন্য আপনার OTP \d{6}। 10 মিনিট বৈধ।$/),
    ]);
  });

  it('keeps the khata from staff without CUSTOMERS:CREDIT_KHATA', async () => {
    const c = await addCustomer({ name: 'Hidden Khata' });
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const cookie = await login(h, staff);
    const reply = await h.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${c.customerId}/khata`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(403);
    const credit = await caller(h, cookie).call('POST', '/api/v1/orders', {
      customerId: c.customerId,
      items: [{ productId: tea, quantity: 1 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 10_000 }],
    });
    expect(credit.statusCode).toBe(403);
  });
});
