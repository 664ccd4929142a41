import { describe, expect, it } from 'vitest';
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_STORE_SETTINGS,
  ONLINE_PAYMENT_MODES,
  QUANTITY_CHANGE_METHODS,
  ROUNDING_TYPES,
  storeSettingsPatchSchema,
} from './account-settings.ts';

describe('defaults of the spec (back-office.md §3; shared-blocks.md §3, §9)', () => {
  it.each([
    ['onlinePaymentMode', 'jdpay'],
    ['quantityChangeMethod', 'both'],
    ['roundingValue', 0.5],
    ['roundingType', 'NEAREST'],
  ] as const)('%s defaults to %j', (key, value) => {
    expect(DEFAULT_ACCOUNT_SETTINGS[key]).toBe(value);
  });

  it('knows the payment modes, rounding types and quantity methods', () => {
    expect(ONLINE_PAYMENT_MODES).toEqual(['jdpay', 'paypal', 'payu', 'payubiz', 'razorpay']);
    expect(ROUNDING_TYPES).toEqual(['NEAREST', 'ROUNDDOWN', 'ROUNDUP']);
    expect(QUANTITY_CHANGE_METHODS).toContain('both');
  });

  it('keeps smartFill as 0/1, 0 by default', () => {
    expect(DEFAULT_STORE_SETTINGS.smartFill).toBe(0);
    expect(storeSettingsPatchSchema.safeParse({ smartFill: 1 }).success).toBe(true);
    expect(storeSettingsPatchSchema.safeParse({ smartFill: 2 }).success).toBe(false);
  });
});

describe('patches', () => {
  it.each([
    [{ isAllowCOD: false }, true],
    [{ roundingValue: 0 }, false],
    [{ roundingValue: 101 }, false],
    [{ onlinePaymentMode: 'stripe' }, false],
    [{ defaultCreditLimit: -1 }, false],
    [{ defaultCreditPeriod: 3651 }, false],
    [{ unknownFlag: true }, false],
    [{}, true],
  ])('%j valid: %s', (patch, ok) => {
    expect(accountSettingsPatchSchema.safeParse(patch).success).toBe(ok);
  });

  it('refuses unknown store settings and over-long checkout messages', () => {
    expect(storeSettingsPatchSchema.safeParse({ other: 1 }).success).toBe(false);
    expect(storeSettingsPatchSchema.safeParse({ customCheckoutMsg: 'x'.repeat(501) }).success).toBe(false);
  });

  it('fills every flag from an empty object', () => {
    expect(accountSettingsSchema.parse({})).toEqual(DEFAULT_ACCOUNT_SETTINGS);
  });
});
