// The credit khata over HTTP: the dues list (balances, age, overdue, totals), a ledger's running
// balance and adjustments, the owner's override of the credit terms (audited), statement links
// (no login, unguessable, expiring, revocable, never another store's), paying from the statement
// through the test provider, the bank and UPI details, and reminders through the messages module.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
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
let other: StoreFixture;
let owner: ReturnType<typeof caller>;
let ownerCookie: string;
let staff: ReturnType<typeof caller>;
let tea: number;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { storeName: 'Lakshmi Stores' });
  other = await createStore(h, { storeName: 'Other Mart' });
  ownerCookie = await login(h, store.owner);
  owner = caller(h, ownerCookie);
  const clerk = await createUser(h, {
    supplierId: store.supplierId,
    role: 'staff',
    permissions: ['ORDER:MENU', 'CUSTOMERS:CREDIT_KHATA'],
  });
  staff = caller(h, await login(h, clerk));
  tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_000, taxRate: '0', stock: 1000 });
  await setFlags(h, store, {
    isRoundOffEnabled: false,
    isEnabledCustomerCredit: true,
    defaultCreditLimit: 0,
    defaultCreditPeriod: 30,
    isEnabledOnlinePayment: true,
  });
});
afterAll(() => h.close());

async function addCustomer(name: string, mobileNumber: string, extra: object = {}) {
  const reply = await owner.call('POST', '/api/v1/customers', { name, mobileNumber, ...extra });
  if (reply.statusCode !== 201) throw new Error(reply.body);
  return (reply.json() as { customerId: number }).customerId;
}

const creditBill = (
  as: ReturnType<typeof caller>,
  customerId: number,
  quantity: number,
  extra: object = {},
) =>
  as.call('POST', '/api/v1/orders', {
    customerId,
    items: [{ productId: tea, quantity }],
    confirm: true,
    payments: [{ mode: 'CREDIT', amountPaise: quantity * 10_000 }],
    ...extra,
  });

/** A khata entry written `daysAgo` days back (what the ledger would hold after that many days). */
async function backdated(customerId: number, amountPaise: number, daysAgo: number, kind = 'CREDIT_SALE') {
  await h.database.db.insert(t.khataEntries).values({
    supplierId: store.supplierId,
    customerId,
    kind,
    amountPaise,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

describe('dues list and ledger', () => {
  it('lists every customer with a balance by amount or by age, marks the overdue and totals them', async () => {
    const asha = await addCustomer('Asha Rao', '9800000001');
    const bala = await addCustomer('Bala K', '9800000002', { creditPeriodDays: 7 });
    const chitra = await addCustomer('Chitra', '9800000003');
    await backdated(asha, 50_000, 40);
    await backdated(asha, -20_000, 35, 'PAYMENT_RECEIVED');
    await backdated(asha, 10_000, 2);
    await backdated(bala, 80_000, 10);
    await backdated(chitra, -5_000, 1, 'PAYMENT_RECEIVED');
    await addCustomer('Nil Due', '9800000004');

    const byAmount = (await owner.call('GET', '/api/v1/khata')).json();
    expect(byAmount.customers.map((c: { name: string }) => c.name)).toEqual(['Bala K', 'Asha Rao', 'Chitra']);
    const [b, a, c] = byAmount.customers;
    // Asha's payment settled the first ₹200 of her ₹500 bill: that bill, 40 days old, is still unpaid.
    expect(a).toMatchObject({ balancePaise: 40_000, daysOutstanding: 40, unpaidBills: 2, overdue: true });
    expect(a).toMatchObject({ creditPeriod: 30, creditType: 'DAYS', ownPeriod: false, creditLimitPaise: 0 });
    expect(b).toMatchObject({ balancePaise: 80_000, daysOutstanding: 10, overdue: true, ownPeriod: true });
    expect(c).toMatchObject({ balancePaise: -5_000, overdue: false, daysOutstanding: null });
    expect(byAmount.totals).toEqual({
      customers: 2,
      duePaise: 120_000,
      overduePaise: 120_000,
      overdueCustomers: 2,
      advancePaise: 5_000,
    });
    const byAge = (await owner.call('GET', '/api/v1/khata?sort=age')).json();
    expect(byAge.customers.map((x: { name: string }) => x.name)).toEqual(['Asha Rao', 'Bala K', 'Chitra']);
    const overdueOnly = (await owner.call('GET', '/api/v1/khata?overdueOnly=1')).json();
    expect(overdueOnly.customers).toHaveLength(2);
  });

  it("shows a customer's ledger newest first with the balance after each entry, and adjusts with a reason", async () => {
    const id = await addCustomer('Ledger Lal', '9800000010');
    expect((await creditBill(owner, id, 3)).statusCode).toBe(201);
    await owner.call('POST', `/api/v1/customers/${id}/khata/payments`, { amountPaise: 10_000, mode: 'CASH' });
    const noReason = await owner.call('POST', `/api/v1/khata/${id}/adjustments`, {
      amountPaise: -500,
      note: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.note).toBe('Say why the balance is adjusted.');
    const adjusted = await owner.call('POST', `/api/v1/khata/${id}/adjustments`, {
      amountPaise: -500,
      note: 'Rounded off',
    });
    expect(adjusted.statusCode).toBe(200);
    const ledger = adjusted.json();
    expect(
      ledger.entries.map((e: { kind: string; amountPaise: number; balancePaise: number }) => [
        e.kind,
        e.amountPaise,
        e.balancePaise,
      ]),
    ).toEqual([
      ['ADJUSTMENT', -500, 19_500],
      ['PAYMENT_RECEIVED', -10_000, 20_000],
      ['CREDIT_SALE', 30_000, 30_000],
    ]);
    expect(ledger.entries[2].orderNumber).toBeGreaterThan(0);
    expect(ledger.customer.balancePaise).toBe(19_500);
    const audit = rowsOf<{ action: string }>(
      await h.database.db.execute(sql`SELECT action FROM audit_log WHERE supplier_id = ${store.supplierId}
        AND action = 'khata.adjustment'`),
    );
    expect(audit).toHaveLength(1);
    const pdf = await owner.call('GET', `/api/v1/khata/${id}/statement`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('credit terms', () => {
  it('needs the owner to allow a sale over the limit; staff cannot; the override is audited', async () => {
    const id = await addCustomer('Limit Lata', '9800000020', { creditLimitPaise: 25_000 });
    expect((await creditBill(staff, id, 2)).statusCode).toBe(201);
    const over = await creditBill(staff, id, 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'credit_override_required',
      message: 'Credit limit exceeded. Available credit: ₹50.00. The owner must allow this sale.',
    });
    const staffOverride = await creditBill(staff, id, 1, { creditOverride: true });
    expect(staffOverride.statusCode).toBe(403);
    const allowed = await creditBill(owner, id, 1, { creditOverride: true });
    expect(allowed.statusCode).toBe(201);
    const audit = rowsOf<{ details: { reason: string; customerId: number; amountPaise: number } }>(
      await h.database.db.execute(sql`SELECT details FROM audit_log WHERE supplier_id = ${store.supplierId}
        AND action = 'khata.credit_override'`),
    );
    expect(audit.map((r) => r.details)).toEqual([
      expect.objectContaining({ reason: 'LIMIT', customerId: id, amountPaise: 10_000, balancePaise: 20_000 }),
    ]);
    // Nothing of the refused sales reached the ledger.
    const ledger = (await owner.call('GET', `/api/v1/khata/${id}`)).json();
    expect(ledger.customer.balancePaise).toBe(30_000);
  });

  it('needs the override past the credit period (days, or unpaid bills by the BILLS type)', async () => {
    const id = await addCustomer('Period Prem', '9800000021');
    await backdated(id, 10_000, 31);
    const late = await creditBill(owner, id, 1);
    expect(late.json().error).toMatchObject({
      code: 'credit_override_required',
      message: 'This customer is past their credit period. The owner must allow the sale.',
    });
    await setFlags(h, store, { defaultCreditType: 'BILLS', defaultCreditPeriod: 2 });
    const fresh = await addCustomer('Bills Bhanu', '9800000022');
    expect((await creditBill(owner, fresh, 1)).statusCode).toBe(201);
    expect((await creditBill(owner, fresh, 1)).statusCode).toBe(201);
    expect((await creditBill(owner, fresh, 1)).json().error.code).toBe('credit_override_required');
    await setFlags(h, store, { defaultCreditType: 'DAYS', defaultCreditPeriod: 30 });
  });
});

describe('statements', () => {
  let customerId: number;
  let token: string;

  beforeAll(async () => {
    customerId = await addCustomer('Statement Sita', '9800000030');
    await creditBill(owner, customerId, 5);
    const saved = await owner.call('PUT', '/api/v1/settings/bank-details', {
      accountHolderName: 'Lakshmi Stores',
      accountNumber: '123456789012',
      ifsc: 'sbin0001234',
      upiId: 'lakshmi@okaxis',
    });
    expect(saved.json()).toMatchObject({ ifsc: 'SBIN0001234', bankName: 'State Bank of India' });
    const link = (await owner.call('POST', `/api/v1/khata/${customerId}/statement-links`)).json();
    expect(link.text).toContain('₹500.00');
    expect(link.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919800000030\?text=/);
    token = link.url.split('/statement/')[1];
  });

  it('opens without a login: the ledger, the amount due and the UPI intent', async () => {
    const reply = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token}` });
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(page).toMatchObject({
      storeName: 'Lakshmi Stores',
      customerName: 'Statement Sita',
      balancePaise: 50_000,
    });
    expect(page.entries).toHaveLength(1);
    expect(page.onlinePayment).toBe(true);
    expect(page.upi.link).toBe(
      'upi://pay?pa=lakshmi%40okaxis&pn=Lakshmi%20Stores&am=500.00&cu=INR&tn=Khata%20Statement%20Sita',
    );
    const pdf = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 to a made-up, expired or withdrawn token', async () => {
    const made = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token.slice(0, -2)}xx` });
    expect(made.statusCode).toBe(404);
    const id = await addCustomer('Expired Esha', '9800000031');
    const link = (await owner.call('POST', `/api/v1/khata/${id}/statement-links`)).json();
    const expiring = link.url.split('/statement/')[1];
    await h.database.db.execute(
      sql`UPDATE khata_statement_links SET expires_at = now() - interval '1 minute' WHERE supplier_id = ${store.supplierId} AND customer_id = ${id}`,
    );
    const expired = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${expiring}` });
    expect(expired.json().error.message).toBe(
      'This statement link has expired or was withdrawn. Ask the store for a new one.',
    );
    const fresh = (await owner.call('POST', `/api/v1/khata/${id}/statement-links`))
      .json()
      .url.split('/statement/')[1];
    expect((await h.app.inject({ method: 'GET', url: `/api/v1/statements/${fresh}` })).statusCode).toBe(200);
    const revoke = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/khata/${id}/statement-links`,
      headers: { cookie: ownerCookie },
    });
    expect(revoke.json()).toEqual({ revoked: 1 });
    expect((await h.app.inject({ method: 'GET', url: `/api/v1/statements/${fresh}` })).statusCode).toBe(404);
  });

  it("never reaches another customer's or store's payment with a valid token", async () => {
    const otherOwner = caller(h, await login(h, other.owner));
    await setFlags(h, other, { isEnabledCustomerCredit: true, isEnabledOnlinePayment: true });
    const theirs = (
      await otherOwner.call('POST', '/api/v1/customers', { name: 'Far Away', mobileNumber: '9700000001' })
    ).json();
    await h.database.db.insert(t.khataEntries).values({
      supplierId: other.supplierId,
      customerId: theirs.customerId,
      kind: 'CREDIT_SALE',
      amountPaise: 7_000,
    });
    const theirToken = (await otherOwner.call('POST', `/api/v1/khata/${theirs.customerId}/statement-links`))
      .json()
      .url.split('/statement/')[1];
    const theirStep = (
      await h.app.inject({ method: 'POST', url: `/api/v1/statements/${theirToken}/payments` })
    ).json();
    const theirReference = theirStep.url.split('/').at(-1);
    for (const path of [`pay/test/${theirReference}`, `pay/${theirReference}/return?status=success`]) {
      const reply = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token}/${path}` });
      expect(reply.statusCode, path).toBe(404);
    }
    // The token is the only key: the page shows the link's own customer of its own store.
    const mine = (await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token}` })).json();
    expect(mine.customerName).toBe('Statement Sita');
  });

  it('settles the balance with a payment through the test provider, once', async () => {
    const start = await h.app.inject({ method: 'POST', url: `/api/v1/statements/${token}/payments` });
    expect(start.statusCode).toBe(200);
    const step = start.json();
    expect(step.kind).toBe('redirect');
    const page = await h.app.inject({ method: 'GET', url: step.url });
    expect(page.body).toContain('₹500.00');
    const paid = await h.app.inject({
      method: 'POST',
      url: step.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=success',
    });
    expect(paid.statusCode).toBe(303);
    const back = await h.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/statement/${token}?payment=paid`);
    // The provider's return again (a reload, a webhook): nothing more is written.
    await h.app.inject({ method: 'GET', url: paid.headers.location as string });
    const ledger = (await owner.call('GET', `/api/v1/khata/${customerId}`)).json();
    expect(ledger.customer.balancePaise).toBe(0);
    expect(ledger.entries[0]).toMatchObject({
      kind: 'PAYMENT_RECEIVED',
      amountPaise: -50_000,
      mode: 'ONLINE',
    });
    expect(ledger.entries).toHaveLength(2);
    const nothing = await h.app.inject({ method: 'POST', url: `/api/v1/statements/${token}/payments` });
    expect(nothing.json().error.message).toBe('Nothing is due on this khata.');
  });
});

describe('bank details', () => {
  it('validates UPI ID and IFSC with the field named, lets only the owner save, and looks up an IFSC', async () => {
    const bad = await owner.call('PUT', '/api/v1/settings/bank-details', {
      upiId: 'not a vpa',
      ifsc: 'SBIN1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      upiId: 'Enter a valid UPI ID (like name@bank)',
      ifsc: 'Enter a valid IFSC code',
    });
    expect((await staff.call('PUT', '/api/v1/settings/bank-details', { upiId: 'x@upi' })).statusCode).toBe(
      403,
    );
    expect((await staff.call('GET', '/api/v1/settings/bank-details')).json().upiId).toBe('lakshmi@okaxis');
    expect((await owner.call('GET', '/api/v1/ifsc/hdfc0000001')).json()).toEqual({
      ifsc: 'HDFC0000001',
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
    });
    expect((await owner.call('GET', '/api/v1/ifsc/HDFC000001')).statusCode).toBe(400);
  });
});

describe('reminders', () => {
  it('queues an SMS with the amount and a working statement link, and skips who owes nothing', async () => {
    const owes = await addCustomer('Reminder Rani', '9800000040');
    await creditBill(owner, owes, 4);
    const clear = await addCustomer('Cleared Chand', '9800000041');
    const reply = await staff.call('POST', '/api/v1/khata/reminders', {
      customerIds: [owes, clear],
      channel: 'SMS',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().reminders).toEqual([
      { customerId: owes, status: 'QUEUED', whatsappUrl: null, reason: null },
      { customerId: clear, status: 'SKIPPED', whatsappUrl: null, reason: 'Nothing is due on this khata.' },
    ]);
    const [message] = rowsOf<{ channel: string; purpose: string; recipient: string; body: string }>(
      await h.database.db.execute(sql`SELECT channel, purpose, recipient, body FROM outbound_messages
        WHERE supplier_id = ${store.supplierId} AND customer_id = ${owes}`),
    );
    expect(message).toMatchObject({ channel: 'SMS', purpose: 'KHATA_REMINDER', recipient: '9800000040' });
    expect(message?.body).toContain('₹400.00 is due at Lakshmi Stores');
    const token = /\/statement\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
    const page = await h.app.inject({ method: 'GET', url: `/api/v1/statements/${token}` });
    expect(page.json()).toMatchObject({ customerName: 'Reminder Rani', balancePaise: 40_000 });
    const whatsapp = await owner.call('POST', '/api/v1/khata/reminders', {
      customerIds: [owes],
      channel: 'WHATSAPP',
    });
    expect(whatsapp.json().reminders[0].whatsappUrl).toMatch(/^https:\/\/wa\.me\/919800000040\?text=/);
  });

  it('writes the reminder in the customer’s language, and sends none while it is switched off', async () => {
    const hindi = await addCustomer('Hindi Hari', '9800000042', { language: 'hi' });
    await creditBill(owner, hindi, 2);
    await setFlags(h, store, { notifyKhataReminder: false });
    const off = await owner.call('POST', '/api/v1/khata/reminders', { customerIds: [hindi], channel: 'SMS' });
    expect(off.json().reminders).toEqual([
      {
        customerId: hindi,
        status: 'SKIPPED',
        whatsappUrl: null,
        reason: 'The khata reminder message is switched off in Settings (Customer messages).',
      },
    ]);
    const bodies = async () =>
      rowsOf<{ body: string }>(
        await h.database.db.execute(sql`SELECT body FROM outbound_messages
          WHERE supplier_id = ${store.supplierId} AND customer_id = ${hindi}`),
      ).map((m) => m.body);
    expect(await bodies()).toEqual([]);
    await setFlags(h, store, { notifyKhataReminder: true });
    await owner.call('POST', '/api/v1/khata/reminders', { customerIds: [hindi], channel: 'SMS' });
    expect(await bodies()).toEqual([
      expect.stringMatching(
        /^Hindi Hari जी, Lakshmi Stores में आपके ₹200\.00 बाकी हैं। आपका हिसाब और भुगतान लिंक: http/,
      ),
    ]);
  });
});
