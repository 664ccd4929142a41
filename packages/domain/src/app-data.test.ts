import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from './account-settings.ts';
import {
  appDataSchema,
  isSingleOutletAccount,
  notificationCountsSchema,
  type Outlet,
  selectOutletRequestSchema,
} from './app-data.ts';

const outlet = (id: number, accounts: number): Outlet => ({
  outletId: id,
  name: `Outlet ${id}`,
  stateId: null,
  state: null,
  accounts: Array.from({ length: accounts }, (_, i) => ({
    accountId: i + 1,
    accountName: `Account ${i + 1}`,
  })),
});

describe('"exactly one outlet with exactly one account" is a single outlet account (back-office.md §4)', () => {
  it.each([
    [[outlet(1, 1)], true],
    [[outlet(1, 2)], false],
    [[outlet(1, 1), outlet(2, 1)], false],
    [[outlet(1, 0)], false],
    [[], false],
  ])('%# → %s', (outlets, single) => {
    expect(isSingleOutletAccount(outlets)).toBe(single);
  });
});

describe('schemas', () => {
  it('accepts a whole app-data reply', () => {
    const reply = {
      user: {
        userId: 1,
        role: 'owner',
        email: 'asha@shop.in',
        firstName: 'Asha',
        lastName: 'Rao',
        mobileNumber: null,
        language: 'en',
        languageChosen: true,
        nativeDigits: false,
        enforcePasswordReset: false,
        staffPermissions: [],
      },
      supplier: null,
      actingAsAdmin: false,
      permissions: ['HOME:MENU'],
      accountSettings: DEFAULT_ACCOUNT_SETTINGS,
      storeSettings: DEFAULT_STORE_SETTINGS,
      outlets: [outlet(1, 1)],
      selectedOutletId: 1,
      selectedAccountId: 1,
      isSingleOutletAccount: true,
      countries: [{ countryId: 100, countryCode: 'IN', countryName: 'India', isdCode: '91' }],
      packageDetails: null,
      serverTime: '2026-03-01T00:00:00.000Z',
    };
    expect(appDataSchema.safeParse(reply).success).toBe(true);
    expect(appDataSchema.safeParse({ ...reply, permissions: ['bogus'] }).success).toBe(false);
  });

  it.each([
    [{ outletId: 1, accountId: 2 }, true],
    [{ outletId: 0, accountId: 2 }, false],
    [{ outletId: 1 }, false],
  ])('outlet selection %j valid: %s', (body, ok) => {
    expect(selectOutletRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('types each count normal or warning', () => {
    expect(
      notificationCountsSchema.safeParse({ counts: { restockCount: { count: 3, type: 'warning' } } }).success,
    ).toBe(true);
    expect(
      notificationCountsSchema.safeParse({ counts: { restockCount: { count: 3, type: 'info' } } }).success,
    ).toBe(false);
  });
});
