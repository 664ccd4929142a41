// Manager approval over HTTP: the owner gives a manager the right to approve with a PIN; the store
// asks for approval of discounts above N %, price changes, refunds and deleting bills; the server
// refuses a cashier's request without a valid approval (not only the POS), a wrong PIN is refused
// and locks the PIN after five, an approval serves one request of that cashier, and the activity
// log names the approver.
import { APPROVAL_MESSAGES, MAX_WRONG_PINS } from '@storekeep/domain/manager-approval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let owner: ReturnType<typeof caller>;
let cashier: ReturnType<typeof caller>;
let otherCashier: ReturnType<typeof caller>;
let manager: number;
let cashierId: number;
let productId: number;

const PERMS = ['HOME:MENU', 'DOWNLOADS:MENU', 'ORDER:MENU', 'ORDER:EDIT_ORDER'];
const bill = (extra: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  confirm: true,
  items: [{ productId, quantity: 1, ...line }],
  ...extra,
});
const approve = (who: ReturnType<typeof caller>, pin: string, approverId = manager) =>
  who.call('POST', '/api/v1/approvals', { approverId, pin });

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = caller(h, await login(h, store.owner));
  const m = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: PERMS });
  manager = m.userId;
  const c = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: PERMS });
  cashierId = c.userId;
  cashier = caller(h, await login(h, c));
  const c2 = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: PERMS });
  otherCashier = caller(h, await login(h, c2));
  productId = await createProduct(h, store, { name: 'Shampoo', pricePaise: 10_000, stock: 50 });
  await setFlags(h, store, {
    isAllowDiscounts: true,
    isAllowPriceChangeInBilling: true,
    approvalForDiscount: true,
    approvalDiscountPercent: 10,
    approvalForPriceChange: true,
    approvalForRefund: true,
    approvalForBillDelete: true,
  });
});
afterAll(() => h.close());

describe('manager approval', () => {
  it('the owner gives a manager the right to approve; only approvers are listed', async () => {
    expect((await owner.call('PUT', `/api/v1/staff/${manager}/approval-pin`, { pin: '12' })).statusCode).toBe(
      400,
    );
    const set = await owner.call('PUT', `/api/v1/staff/${manager}/approval-pin`, { pin: '4321' });
    expect(set.json()).toEqual({ userId: manager, canApprove: true });
    const setByCashier = await cashier.call('PUT', `/api/v1/staff/${cashierId}/approval-pin`, {
      pin: '1111',
    });
    expect(setByCashier.statusCode).toBe(403);
    const { approvers } = (await cashier.call('GET', '/api/v1/approvals/approvers')).json();
    expect(approvers.map((a: { userId: number }) => a.userId)).toEqual([manager]);
  });

  it('refuses a discount above N % without approval, with a clear message, and lets N % pass', async () => {
    const atLimit = await cashier.call(
      'POST',
      '/api/v1/orders',
      bill({}, { discount: { type: 'PERCENT', value: 10 } }),
    );
    expect(atLimit.statusCode).toBe(201);
    const over = await cashier.call(
      'POST',
      '/api/v1/orders',
      bill({}, { discount: { type: 'PERCENT', value: 25 } }),
    );
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({
      code: 'approval_required',
      message: 'A discount above 10 % needs a manager’s approval.',
    });
  });

  it('refuses a wrong PIN, and a PIN of someone who cannot approve', async () => {
    const wrong = await approve(cashier, '0000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_pin', message: APPROVAL_MESSAGES.wrongPin });
    const notApprover = await approve(cashier, '1111', cashierId);
    expect(notApprover.json().error.message).toBe(APPROVAL_MESSAGES.notApprover);
  });

  it('with the manager’s PIN the bill goes through once, and the activity log names the approver', async () => {
    const { approvalToken } = (await approve(cashier, '4321')).json();
    const body = bill({ approvalToken }, { discount: { type: 'PERCENT', value: 25 } });
    // Another cashier cannot use it.
    expect((await otherCashier.call('POST', '/api/v1/orders', body)).statusCode).toBe(403);
    const done = await cashier.call('POST', '/api/v1/orders', body);
    expect(done.statusCode).toBe(201);
    const orderId = done.json().orderId;
    const again = await cashier.call('POST', '/api/v1/orders', body);
    expect(again.json().error).toMatchObject({
      code: 'approval_required',
      message: APPROVAL_MESSAGES.expired,
    });
    const { entries } = (await owner.call('GET', '/api/v1/activity')).json();
    expect(entries.find((e: { action: string }) => e.action === 'approval.granted')).toMatchObject({
      staffId: cashierId,
      details: expect.objectContaining({ approval: 'DISCOUNT', approverId: manager, orderId }),
    });
  });

  it('asks for approval of a price change, a refund and deleting a bill; the owner needs none', async () => {
    const changed = await cashier.call('POST', '/api/v1/orders', bill({}, { ratePaise: 8_000 }));
    expect(changed.json().error.message).toBe(APPROVAL_MESSAGES.PRICE_CHANGE);
    const sold = (await cashier.call('POST', '/api/v1/orders', bill())).json();
    const refund = await cashier.call('POST', `/api/v1/orders/${sold.orderId}/returns`, {
      refundMode: 'CASH',
    });
    expect(refund.json().error.message).toBe(APPROVAL_MESSAGES.REFUND);
    const pending = (await cashier.call('POST', '/api/v1/orders', bill({ fulfilled: false }))).json();
    const cancel = await cashier.call('POST', `/api/v1/orders/${pending.orderId}/cancel`, {
      refundMode: 'CASH',
    });
    expect(cancel.json().error.message).toBe(APPROVAL_MESSAGES.BILL_DELETE);
    const { approvalToken } = (await approve(cashier, '4321')).json();
    const approved = await cashier.call('POST', `/api/v1/orders/${pending.orderId}/cancel`, {
      refundMode: 'CASH',
      approvalToken,
    });
    expect(approved.statusCode).toBe(200);
    expect((await owner.call('POST', '/api/v1/orders', bill({}, { ratePaise: 8_000 }))).statusCode).toBe(201);
  });

  it(`locks the PIN after ${MAX_WRONG_PINS} wrong tries, the right PIN included, until the lock ends`, async () => {
    for (let i = 1; i < MAX_WRONG_PINS; i++) expect((await approve(cashier, '9999')).statusCode).toBe(403);
    const locked = await approve(cashier, '9999');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(APPROVAL_MESSAGES.locked);
    expect((await approve(cashier, '4321')).statusCode).toBe(429);
  });

  it('the owner takes the right away', async () => {
    expect((await owner.call('DELETE' as 'POST', `/api/v1/staff/${manager}/approval-pin`)).json()).toEqual({
      userId: manager,
      canApprove: false,
    });
    expect((await cashier.call('GET', '/api/v1/approvals/approvers')).json().approvers).toEqual([]);
  });
});
