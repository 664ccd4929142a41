import { describe, expect, it } from 'vitest';
import {
  type Actor,
  ALL_PERMISSIONS,
  ALWAYS_GRANTED,
  DEFAULT_SUPPLIER_TYPE,
  DELIVERY_BOY_PERMISSIONS,
  effectivePermissions,
  hasPermission,
  isPackageFeatureVisible,
  isPermission,
  type Permission,
  STAFF_PERMISSIONS,
  SUPPLIER_TYPES,
} from './permissions.ts';

const actor = (over: Partial<Actor>): Actor => ({
  role: 'owner',
  supplierType: 'B2C',
  permissions: [],
  ...over,
});

describe('catalogue (back-office.md §6)', () => {
  it('lists the staff permission strings and the always-granted ones', () => {
    expect(STAFF_PERMISSIONS).toEqual([
      'CUSTOMERS:CREDIT_KHATA',
      'ORDER:EDIT_ORDER',
      'ORDER:MENU',
      'SETTINGS:MENU',
      'REPORTS:SALES',
      'REPORTS:CREDIT',
      'REPORTS:TRANSACTION',
      'REPORTS:TAX',
      'REPORTS:INVENTORY',
      'REPORTS:PURCHASE',
      'ONLINE_STORE:MENU',
    ]);
    expect(ALWAYS_GRANTED).toEqual(['HOME:MENU', 'DOWNLOADS:MENU']);
    expect(ALL_PERMISSIONS).toHaveLength(13);
  });

  it('knows the supplier types, B2C by default', () => {
    expect(SUPPLIER_TYPES).toEqual(['B2B', 'B2C', 'BASICS', 'OMNISTANDARD']);
    expect(DEFAULT_SUPPLIER_TYPE).toBe('B2C');
  });

  it.each([
    ['ORDER:MENU', true],
    ['HOME:MENU', true],
    ['ORDER:DELETE', false],
  ])('%s is a permission: %s', (value, ok) => {
    expect(isPermission(value)).toBe(ok);
  });
});

describe('"A staff member has a feature only if the permission string is in their list; other roles have full access"', () => {
  it.each<[Partial<Actor>, Permission, boolean]>([
    [{ role: 'staff', permissions: ['ORDER:MENU'] }, 'ORDER:MENU', true],
    [{ role: 'staff', permissions: ['ORDER:MENU'] }, 'REPORTS:SALES', false],
    [{ role: 'staff', permissions: [] }, 'HOME:MENU', true],
    [{ role: 'staff', permissions: [] }, 'DOWNLOADS:MENU', true],
    [{ role: 'owner' }, 'REPORTS:TAX', true],
    [{ role: 'platform_admin' }, 'SETTINGS:MENU', true],
    [{ role: 'delivery_boy' }, 'ORDER:MENU', true],
    [{ role: 'delivery_boy' }, 'SETTINGS:MENU', false],
    // "CUSTOMERS:CREDIT_KHATA (not for the BASICS type)"
    [{ role: 'owner', supplierType: 'BASICS' }, 'CUSTOMERS:CREDIT_KHATA', false],
    [
      { role: 'staff', supplierType: 'BASICS', permissions: ['CUSTOMERS:CREDIT_KHATA'] },
      'CUSTOMERS:CREDIT_KHATA',
      false,
    ],
    [{ role: 'owner', supplierType: 'B2B' }, 'CUSTOMERS:CREDIT_KHATA', true],
  ])('%j has %s: %s', (over, permission, ok) => {
    expect(hasPermission(actor(over), permission)).toBe(ok);
  });

  it('lists what an actor holds in catalogue order', () => {
    expect(
      effectivePermissions(actor({ role: 'staff', permissions: ['REPORTS:TAX', 'ORDER:MENU', 'bogus'] })),
    ).toEqual(['HOME:MENU', 'DOWNLOADS:MENU', 'ORDER:MENU', 'REPORTS:TAX']);
    expect(effectivePermissions(actor({ role: 'delivery_boy' }))).toEqual([...DELIVERY_BOY_PERMISSIONS]);
    expect(effectivePermissions(actor({ supplierType: 'BASICS' }))).not.toContain('CUSTOMERS:CREDIT_KHATA');
  });
});

describe('package permissions: VISIBLE or HIDDEN, skipped offline', () => {
  it.each([
    [{ 'Home.Add_Domain': 'HIDDEN' }, 'Home.Add_Domain', undefined, false],
    [{ 'Home.Add_Domain': 'VISIBLE' }, 'Home.Add_Domain', undefined, true],
    [{}, 'Home.Add_Domain', undefined, true],
    [{ 'Home.Add_Domain': 'HIDDEN' }, 'Home.Add_Domain', 'offline', true],
    [{ 'Home.Add_Domain': 'HIDDEN' }, 'Home.Add_Domain', 'web', false],
  ] as const)('%j, %s, portal %s → visible %s', (perms, key, portal, visible) => {
    expect(isPackageFeatureVisible(perms, key, portal)).toBe(visible);
  });
});
