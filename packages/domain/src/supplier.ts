// Supplier (store) constants: back-office.md §1, §3, §9; shared-blocks.md §3, §6.

export const DEFAULT_ACCOUNT_TYPE = 'NON_QCS';
export const ACCOUNT_TYPES = ['NON_QCS', 'QCS', 'STANDARD_WEBSITE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const GROCERY_VERTICAL_ID = 18;
export const ADMIN_THEME_SUPPLIER_ID = 231;

export const DEFAULT_COUNTRY_ID = 100;
export const DEFAULT_COUNTRY = {
  countryId: 100,
  countryCode: 'IN',
  countryName: 'India',
  isdCode: '91',
} as const;
export const DEFAULT_LANGUAGE = 'en';

export const KYC_APPROVED = 'APPROVED';
export const KYC_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const DEVICE_TYPES = [
  'MobileBrowser',
  'WebBrowser',
  'IPad',
  'IPadApp',
  'AndroidApp',
  'IosBrowser',
  'IosApp',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Doctor vertical ids (back-office.md §6). */
export const DOCTOR_VERTICAL_IDS: readonly number[] = [
  14, 51, 22, 23, 24, 90, 78, 93, 76, 91, 81, 92, 77, 83, 86, 88, 94, 85, 79, 95, 97, 74, 82, 80,
];
export function isDoctorVertical(verticalId: number): boolean {
  return DOCTOR_VERTICAL_IDS.includes(verticalId);
}

/** Supplier 231 is the admin theme user. */
export function isAdminThemeUser(supplierId: number): boolean {
  return supplierId === ADMIN_THEME_SUPPLIER_ID;
}

/** A store slug for /s/{slug}: lower-case letters, digits and single dashes, 3–40 long. */
export const STORE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      // Drop the accents NFKD split off, so 'Café' becomes 'cafe' and not 'cafe-'.
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/g, '')
  );
}
