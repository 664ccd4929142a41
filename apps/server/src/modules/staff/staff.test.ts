// Staff, outlets and the activity log over HTTP: a cashier limited to one outlet, the forced first
// password change, invitations, deactivation, the outlet screen's rules and who-did-what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let owner: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1, 2] });
  owner = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());

let seq = 0;
const email = (name: string) => `${name}-${Date.now()}-${++seq}@example.com`;
const outlet = (i: number) => store.outlets[i]?.outletId as number;

async function addCashier(extra: object = {}) {
  const address = email('cashier');
  const reply = await owner.call('POST', '/api/v1/staff', {
    firstName: 'Kavya',
    email: address,
    memberRole: 'cashier',
    permissions: ['ORDER:MENU'],
    outletIds: [outlet(0)],
    temporaryPassword: 'first-pass-1',
    language: 'hi',
    ...extra,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return { address, staffId: reply.json().member.staffId as number, body: reply.json() };
}

describe('staff members', () => {
  it('asks a new member for their language once: the app data says so until they choose, which follows them', async () => {
    const { address } = await addCashier({ language: 'kn' });
    const cookie = await login(h, { email: address, password: 'first-pass-1' });
    const member = caller(h, cookie);
    await member.call('POST', '/api/v1/auth/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'my-own-pass-1',
    });
    const first = (await member.call('GET', '/api/v1/app-data')).json();
    expect(first.user).toMatchObject({ language: 'kn', languageChosen: false });
    expect((await member.call('PUT', '/api/v1/me/language', { language: 'mr' })).statusCode).toBe(204);
    const again = caller(h, await login(h, { email: address, password: 'my-own-pass-1' }));
    expect((await again.call('GET', '/api/v1/app-data')).json().user).toMatchObject({
      language: 'mr',
      languageChosen: true,
    });
    expect((await owner.call('GET', '/api/v1/app-data')).json().user.languageChosen).toBe(false);
  });

  it("keeps a member's choice of their language's own digits on the account, Latin digits until then", async () => {
    const { address } = await addCashier({ language: 'hi' });
    const member = caller(h, await login(h, { email: address, password: 'first-pass-1' }));
    expect((await member.call('GET', '/api/v1/app-data')).json().user.nativeDigits).toBe(false);
    expect((await member.call('PUT', '/api/v1/me/digits', { nativeDigits: true })).statusCode).toBe(204);
    expect((await member.call('GET', '/api/v1/app-data')).json().user.nativeDigits).toBe(true);
    expect((await owner.call('GET', '/api/v1/app-data')).json().user.nativeDigits).toBe(false);
    expect((await member.call('PUT', '/api/v1/me/digits', { nativeDigits: 'yes' })).statusCode).toBe(400);
  });

  it('adds a cashier limited to one outlet who must change the temporary password first, then sees only that outlet', async () => {
    const { address, staffId, body } = await addCashier();
    expect(body.member).toMatchObject({
      memberRole: 'cashier',
      permissions: ['ORDER:MENU'],
      outletIds: [outlet(0)],
      language: 'hi',
      enforcePasswordReset: true,
    });
    expect(body.invitation).toBeNull();
    const cookie = await login(h, { email: address, password: 'first-pass-1' });
    const cashier = caller(h, cookie);
    const appData = (await cashier.call('GET', '/api/v1/app-data')).json();
    expect(appData.user).toMatchObject({ role: 'staff', enforcePasswordReset: true, language: 'hi' });
    const blocked = await cashier.call('GET', '/api/v1/orders?tab=ALLORDERS');
    expect(blocked.json().error.code).toBe('password_reset_required');
    const changed = await cashier.call('POST', '/api/v1/auth/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'my-own-pass-1',
    });
    expect(changed.statusCode).toBe(204);
    const after = (await cashier.call('GET', '/api/v1/app-data')).json();
    expect(after.outlets.map((o: { outletId: number }) => o.outletId)).toEqual([outlet(0)]);
    expect(after.permissions).toEqual(['HOME:MENU', 'DOWNLOADS:MENU', 'ORDER:MENU']);
    // The other outlet's stock and the owner's screens are out of reach.
    const productId = await createProduct(h, store, { name: 'Tea', stock: 5 });
    expect(
      (await cashier.call('GET', `/api/v1/stock?productIds=${productId}&outletId=${outlet(1)}`)).statusCode,
    ).toBe(404);
    expect(
      (await cashier.call('GET', `/api/v1/stock?productIds=${productId}`)).json().levels[0].outletId,
    ).toBe(outlet(0));
    expect(
      (await cashier.call('GET', `/api/v1/products/search?searchParameter=Tea&outletId=${outlet(1)}`))
        .statusCode,
    ).toBe(404);
    expect((await cashier.call('GET', '/api/v1/staff')).statusCode).toBe(403);
    expect((await cashier.call('GET', '/api/v1/activity')).statusCode).toBe(403);
    expect((await owner.call('GET', `/api/v1/staff/${staffId}/outlets`)).json().outlets).toEqual([
      { outletId: outlet(0), name: 'Outlet 1' },
    ]);
  });

  it('bills only at the counters assigned to the member in that outlet', async () => {
    const [first, second] = store.outlets[1]?.accountIds ?? [];
    const { address } = await addCashier({ outletIds: [outlet(1)], accountIds: [first] });
    const cashier = caller(h, await login(h, { email: address, password: 'first-pass-1' }));
    await cashier.call('POST', '/api/v1/auth/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'my-own-pass-1',
    });
    const data = (await cashier.call('GET', '/api/v1/app-data')).json();
    expect(data.outlets[0].accounts.map((a: { accountId: number }) => a.accountId)).toEqual([first]);
    const refused = await cashier.call('POST', '/api/v1/orders', {
      outletId: outlet(1),
      accountId: second,
      items: [{ name: 'Loose sugar', quantity: 1, ratePaise: 4_000, taxRate: 0 }],
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses CUSTOMERS:CREDIT_KHATA in a BASICS store and outlets of another store', async () => {
    const basics = await createStore(h, { supplier: { supplierType: 'BASICS' } });
    const basicsOwner = caller(h, await login(h, basics.owner));
    const list = (await basicsOwner.call('GET', '/api/v1/staff')).json();
    expect(list.grantablePermissions).not.toContain('CUSTOMERS:CREDIT_KHATA');
    const refused = await basicsOwner.call('POST', '/api/v1/staff', {
      firstName: 'Anil',
      email: email('khata'),
      memberRole: 'staff',
      permissions: ['CUSTOMERS:CREDIT_KHATA'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.permissions).toBe('This permission cannot be given in your store.');
    const foreign = await basicsOwner.call('POST', '/api/v1/staff', {
      firstName: 'Anil',
      email: email('foreign'),
      memberRole: 'staff',
      outletIds: [outlet(0)],
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await owner.call('POST', '/api/v1/staff', {
      firstName: 'Dup',
      email: store.owner.email,
      memberRole: 'staff',
    });
    expect(taken.json().error.fields.email).toBe('This e-mail already signs in to another account.');
  });

  it('deactivates a member (signed out, cannot sign in) but never the last owner or oneself', async () => {
    const { staffId } = await addCashier({ temporaryPassword: undefined });
    const other = await addCashier();
    const cookie = await login(h, { email: other.address, password: 'first-pass-1' });
    const off = await owner.call('PUT', `/api/v1/staff/${other.staffId}/active`, { isActive: false });
    expect(off.json().member.isActive).toBe(false);
    expect((await caller(h, cookie).call('GET', '/api/v1/app-data')).statusCode).toBe(401);
    await expect(login(h, { email: other.address, password: 'first-pass-1' })).rejects.toThrow(/401/);
    const self = await owner.call('PUT', `/api/v1/staff/${store.ownerId}/active`, { isActive: false });
    expect(self.statusCode).toBe(403);
    // Nobody is deleted: the list keeps the deactivated member, marked inactive.
    const list = (await owner.call('GET', '/api/v1/staff')).json();
    const byId = new Map(
      list.members.map((m: { staffId: number; isActive: boolean }) => [m.staffId, m.isActive]),
    );
    expect([byId.get(store.ownerId), byId.get(staffId), byId.get(other.staffId)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('invites a member with a one-time link that sets their own password', async () => {
    const { address, body } = await addCashier({ temporaryPassword: undefined });
    expect(body.member.invitationPending).toBe(true);
    const token = new URL(body.invitation.url).pathname.split('/').pop() as string;
    const info = await h.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(info.json()).toMatchObject({ firstName: 'Kavya', email: address });
    const set = await h.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}`,
      payload: { password: 'chosen-pass-1' },
    });
    expect(set.statusCode).toBe(204);
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}`,
      payload: { password: 'other-pass-1' },
    });
    expect(again.statusCode).toBe(404);
    const data = (
      await caller(h, await login(h, { email: address, password: 'chosen-pass-1' })).call(
        'GET',
        '/api/v1/app-data',
      )
    ).json();
    expect(data.user.enforcePasswordReset).toBe(false);
  });
});

describe('outlets', () => {
  it('adds an outlet with a first counter, checks GSTIN against the state, and keeps the plan limit', async () => {
    const bad = await owner.call('POST', '/api/v1/outlets', {
      name: 'Jayanagar',
      stateId: 29,
      gstin: '27AAPFU0939F1ZV',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.gstin).toBe('This GSTIN belongs to another state than the outlet');
    const added = await owner.call('POST', '/api/v1/outlets', {
      name: 'Jayanagar',
      stateId: 29,
      gstin: '29AAPFU0939F1ZV',
      pincode: '560041',
      opensAt: '09:00',
      closesAt: '21:00',
    });
    expect(added.statusCode, added.body).toBe(200);
    const jayanagar = added.json().outlets.find((o: { name: string }) => o.name === 'Jayanagar');
    expect(jayanagar).toMatchObject({ state: 'Karnataka', isActive: true, isDefault: false });
    expect(jayanagar.accounts).toHaveLength(1);
    const free = await createStore(h, { supplier: { packageId: 1 } });
    const freeOwner = caller(h, await login(h, free.owner));
    const limited = await freeOwner.call('POST', '/api/v1/outlets', { name: 'Second', stateId: 29 });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().error.code).toBe('limit_reached');
    expect((await freeOwner.call('GET', '/api/v1/outlets')).json()).toMatchObject({
      outletLimit: 1,
      upgradeToPackageIds: [2, 3],
    });
    const last = await freeOwner.call('PUT', `/api/v1/outlets/${free.outlets[0]?.outletId}/active`, {
      isActive: false,
    });
    expect(last.statusCode).toBe(400);
  });

  it('makes an outlet the default and hides a deactivated one from the outlet switcher', async () => {
    const shop = await createStore(h, { outlets: [1, 1, 1] });
    const api = caller(h, await login(h, shop.owner));
    const [first, second, third] = shop.outlets.map((o) => o.outletId);
    const made = await api.call('POST', `/api/v1/outlets/${third}/default`);
    expect(made.json().outlets.map((o: { outletId: number }) => o.outletId)).toEqual([third, first, second]);
    await api.call('PUT', `/api/v1/outlets/${first}/active`, { isActive: false });
    const data = (await api.call('GET', '/api/v1/app-data')).json();
    expect(data.outlets.map((o: { outletId: number }) => o.outletId)).toEqual([third, second]);
    expect(data.selectedOutletId).toBe(third);
  });
});

describe('activity log', () => {
  it("shows the cashier's bill and sign-in to the owner, filtered by person and kind", async () => {
    const { address, staffId } = await addCashier();
    const cookie = await login(h, { email: address, password: 'first-pass-1' });
    const cashier = caller(h, cookie);
    await cashier.call('POST', '/api/v1/auth/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'my-own-pass-1',
    });
    const productId = await createProduct(h, store, { name: 'Rice', stock: 10 });
    const bill = await cashier.order('POST', '/api/v1/orders', {
      source: 'INSTORE',
      items: [{ productId, quantity: 1 }],
      billDiscount: { type: 'PERCENT', value: 20 },
      confirm: true,
    });
    const mine = (await owner.call('GET', `/api/v1/activity?staffId=${staffId}`)).json();
    expect(mine.entries.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['bill', 'login']),
    );
    const bills = (await owner.call('GET', '/api/v1/activity?kind=bill')).json();
    expect(bills.entries[0]).toMatchObject({
      staffId,
      staffName: 'Kavya',
      action: 'order.billed',
      details: { orderNumber: bill.orderNumber, discountPercent: 20 },
    });
    const bigDiscounts = (await owner.call('GET', '/api/v1/activity?minDiscountPercent=10')).json();
    expect(bigDiscounts.entries.map((e: { details: { orderId: number } }) => e.details.orderId)).toContain(
      bill.orderId,
    );
    const none = (await owner.call('GET', '/api/v1/activity?minDiscountPercent=50')).json();
    expect(none.entries).toEqual([]);
  });
});

describe("delivery boy's run", () => {
  it('lists only the orders of his outlets assigned to him; he picks up, delivers and collects cash', async () => {
    const added = await owner.call('POST', '/api/v1/staff', {
      firstName: 'Salim',
      email: email('rider'),
      memberRole: 'delivery_boy',
      outletIds: [outlet(0)],
      temporaryPassword: 'first-pass-1',
    });
    const riderId = added.json().member.staffId as number;
    const address = added.json().member.email as string;
    const productId = await createProduct(h, store, { name: 'Milk', stock: 20 });
    await owner.call('POST', '/api/v1/stock/adjustments', { productId, quantity: 5, outletId: outlet(1) });
    const order = async (outletId: number, assign: boolean) => {
      const bill = await owner.order('POST', '/api/v1/orders', {
        source: 'MANUAL',
        outletId,
        items: [{ productId, quantity: 1 }],
        confirm: true,
        fulfilled: false,
      });
      if (assign)
        await owner.order('PUT', `/api/v1/orders/${bill.orderId}/delivery-boy`, { deliveryBoyId: riderId });
      return bill;
    };
    const mine = await order(outlet(0), true);
    await order(outlet(0), false);
    const rider = caller(h, await login(h, { email: address, password: 'first-pass-1' }));
    await rider.call('POST', '/api/v1/auth/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'rider-pass-1',
    });
    // An order of another outlet assigned to him stays out of his run.
    await owner.call('PUT', `/api/v1/staff/${riderId}`, {
      firstName: 'Salim',
      memberRole: 'delivery_boy',
      outletIds: [outlet(0), outlet(1)],
    });
    const elsewhere = await order(outlet(1), true);
    await owner.call('PUT', `/api/v1/staff/${riderId}`, {
      firstName: 'Salim',
      memberRole: 'delivery_boy',
      outletIds: [outlet(0)],
    });
    const run = (await rider.call('GET', '/api/v1/deliveries')).json();
    expect(run.deliveries.map((d: { orderId: number }) => d.orderId)).toEqual([mine.orderId]);
    expect(run.deliveries[0]).toMatchObject({
      pickedUp: false,
      delivered: false,
      outstandingPaise: mine.totalPaise,
    });
    expect(elsewhere.orderId).not.toBe(mine.orderId);
    await rider.order('POST', `/api/v1/orders/${mine.orderId}/delivery`, { status: 'DISPATCHED' });
    await rider.order('POST', `/api/v1/orders/${mine.orderId}/payments`, {
      mode: 'CASH',
      amountPaise: mine.totalPaise,
    });
    await rider.order('POST', `/api/v1/orders/${mine.orderId}/delivery`, { status: 'DELIVERED' });
    const after = (await rider.call('GET', '/api/v1/deliveries')).json();
    expect(after.deliveries[0]).toMatchObject({ pickedUp: true, delivered: true, outstandingPaise: 0 });
    expect((await owner.call('GET', '/api/v1/deliveries')).statusCode).toBe(403);
  });
});
