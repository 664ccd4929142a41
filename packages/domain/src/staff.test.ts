// The staff, outlet and activity rules, table by table, quoting back-office.md §6 where it speaks.
import { describe, expect, it } from 'vitest';
import { activityKindOf, discountPercentOf } from './activity.ts';
import { mapLink, telLink } from './delivery-api.ts';
import { mayAddOutlet, outletBodySchema, outletLimitOf } from './outlet-api.ts';
import {
  grantablePermissions,
  memberRoleOf,
  refusedPermissions,
  sessionRoleOf,
  storedPermissions,
  usableAccountIds,
} from './staff.ts';

describe('permissions a store may grant', () => {
  it('leaves out CUSTOMERS:CREDIT_KHATA for the BASICS type ("not for the BASICS type")', () => {
    expect(grantablePermissions('BASICS')).not.toContain('CUSTOMERS:CREDIT_KHATA');
    expect(grantablePermissions('B2C')).toContain('CUSTOMERS:CREDIT_KHATA');
  });

  it('leaves out what the package HIDES ("package permissions show or hide features")', () => {
    const hidden = grantablePermissions('B2C', { Reports: 'HIDDEN' });
    expect(hidden.some((p) => p.startsWith('REPORTS:'))).toBe(false);
    expect(grantablePermissions('B2C', { Reports: 'VISIBLE' })).toContain('REPORTS:SALES');
  });

  it.each([
    ['cashier', ['ORDER:MENU', 'HOME:MENU', 'REPORTS:TAX'], ['ORDER:MENU', 'REPORTS:TAX']],
    ['staff', ['ORDER:EDIT_ORDER', 'ORDER:EDIT_ORDER'], ['ORDER:EDIT_ORDER']],
    ['owner', ['ORDER:MENU'], []],
    ['delivery_boy', ['REPORTS:SALES'], []],
  ] as const)(
    'stores for a %s only grantable strings, once, never HOME or DOWNLOADS',
    (role, asked, stored) => {
      expect(storedPermissions(role, asked, grantablePermissions('B2C'))).toEqual(stored);
    },
  );

  it('names what cannot be given, but not HOME:MENU and DOWNLOADS:MENU ("always granted")', () => {
    expect(
      refusedPermissions(['HOME:MENU', 'CUSTOMERS:CREDIT_KHATA', 'NOPE'], grantablePermissions('BASICS')),
    ).toEqual(['CUSTOMERS:CREDIT_KHATA', 'NOPE']);
  });
});

describe('roles', () => {
  it.each([
    ['owner', 'owner'],
    ['staff', 'staff'],
    ['cashier', 'staff'],
    ['delivery_boy', 'delivery_boy'],
  ] as const)('a %s signs in as %s', (member, session) => {
    expect(sessionRoleOf(member)).toBe(session);
  });

  it('reads people added before roles were named by their session role', () => {
    expect(memberRoleOf('staff', null)).toBe('staff');
    expect(memberRoleOf('staff', 'cashier')).toBe('cashier');
    expect(memberRoleOf('delivery_boy', null)).toBe('delivery_boy');
  });
});

describe('counters a member may use', () => {
  const outlets = [
    { outletId: 1, accounts: [{ accountId: 11 }, { accountId: 12 }] },
    { outletId: 2, accounts: [{ accountId: 21 }] },
  ];
  it.each([
    [[], [11, 12, 21]],
    [[12], [12, 21]],
    [
      [12, 21],
      [12, 21],
    ],
  ])('assigned %j gives %j', (assigned, usable) => {
    expect(usableAccountIds(outlets, assigned)).toEqual(usable);
  });
});

describe('outlets', () => {
  it.each([
    [{ outlets: { status: 'LIMITED', limit: 1 } }, 1],
    [{ outlets: { status: 'PREMIUM', limit: null } }, null],
    [{}, null],
  ])('the plan %j allows %s active outlets', (featureInfo, limit) => {
    expect(outletLimitOf(featureInfo)).toBe(limit);
  });

  it('adds one more only below the limit', () => {
    expect(mayAddOutlet(2, 3)).toBe(true);
    expect(mayAddOutlet(3, 3)).toBe(false);
    expect(mayAddOutlet(30, null)).toBe(true);
  });

  it("refuses a GSTIN of another state than the outlet's and hours that end before they start", () => {
    const result = outletBodySchema.safeParse({
      name: 'Jayanagar',
      stateId: 29,
      gstin: '27AAPFU0939F1ZV',
      opensAt: '21:00',
      closesAt: '09:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['closesAt', 'gstin']);
    expect(
      outletBodySchema.safeParse({ name: 'Jayanagar', stateId: 29, gstin: '29AAPFU0939F1ZV' }).success,
    ).toBe(true);
  });
});

describe('activity', () => {
  it.each([
    ['order.billed', 'bill'],
    ['order.returned', 'refund'],
    ['product.price_changed', 'price'],
    ['stock.adjusted', 'stock'],
    ['settings.account', 'settings'],
    ['auth.login', 'login'],
    ['staff.added', 'staff'],
    ['outlet.default', 'outlet'],
    ['custom_field.create', 'other'],
  ])('%s is a %s entry', (action, kind) => {
    expect(activityKindOf(action)).toBe(kind);
  });

  it('logs a 20 % bill discount as 20 (share of the amount before the discount)', () => {
    expect(discountPercentOf(8_000, 2_000)).toBe(20);
    expect(discountPercentOf(10_000, 0)).toBe(0);
  });
});

describe("the delivery boy's links", () => {
  it('calls Indian mobiles with +91 and searches the address on the map', () => {
    expect(telLink('98450 12345')).toBe('tel:+919845012345');
    expect(mapLink('12 MG Road, Bengaluru, 560001')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Bengaluru%2C%20560001',
    );
  });
});
