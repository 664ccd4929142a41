import { describe, expect, it } from 'vitest';
import {
  ADMIN_THEME_SUPPLIER_ID,
  DEFAULT_ACCOUNT_TYPE,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_ID,
  DEFAULT_LANGUAGE,
  DEVICE_TYPES,
  DOCTOR_VERTICAL_IDS,
  GROCERY_VERTICAL_ID,
  isAdminThemeUser,
  isDoctorVertical,
  KYC_APPROVED,
  STORE_SLUG_PATTERN,
  slugify,
} from './supplier.ts';

describe('spec constants', () => {
  it('keeps the numbers and defaults of back-office.md §1, §3, §9', () => {
    expect(DEFAULT_ACCOUNT_TYPE).toBe('NON_QCS');
    expect(GROCERY_VERTICAL_ID).toBe(18);
    expect(ADMIN_THEME_SUPPLIER_ID).toBe(231);
    expect(DEFAULT_COUNTRY_ID).toBe(100);
    expect(DEFAULT_COUNTRY).toEqual({
      countryId: 100,
      countryCode: 'IN',
      countryName: 'India',
      isdCode: '91',
    });
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(KYC_APPROVED).toBe('APPROVED');
    expect(DEVICE_TYPES).toEqual([
      'MobileBrowser',
      'WebBrowser',
      'IPad',
      'IPadApp',
      'AndroidApp',
      'IosBrowser',
      'IosApp',
    ]);
  });
});

describe('doctor verticals (back-office.md §6)', () => {
  it('lists the 24 ids of the spec', () => {
    expect(DOCTOR_VERTICAL_IDS).toEqual([
      14, 51, 22, 23, 24, 90, 78, 93, 76, 91, 81, 92, 77, 83, 86, 88, 94, 85, 79, 95, 97, 74, 82, 80,
    ]);
  });
  it.each([
    [14, true],
    [80, true],
    [18, false],
    [96, false],
  ])('vertical %i is a doctor type: %s', (id, doctor) => {
    expect(isDoctorVertical(id)).toBe(doctor);
  });
});

it.each([
  [231, true],
  [232, false],
])('supplier %i is the admin theme user: %s', (id, admin) => {
  expect(isAdminThemeUser(id)).toBe(admin);
});

describe('store slug', () => {
  it.each([
    ['Asha General Stores', 'asha-general-stores'],
    ['  Ravi & Sons!! ', 'ravi-sons'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)],
    ['श्री स्टोर', ''],
  ])('slugify(%j) = %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['asha-stores', true],
    ['abc', true],
    ['ab', false],
    ['-asha', false],
    ['asha-', false],
    ['asha--stores', false],
    ['Asha', false],
    ['a'.repeat(40), true],
    ['a'.repeat(41), false],
  ])('%s matches: %s', (slug, ok) => {
    expect(STORE_SLUG_PATTERN.test(slug)).toBe(ok);
  });
});
