// What the app shell needs in one call (the getVendorAppData of back-office.md §7).
import { z } from 'zod';
import { accountSettingsSchema, storeSettingsSchema } from './account-settings.ts';
import { outletScopeSchema } from './order-tabs.ts';
import { ALL_PERMISSIONS, PACKAGE_FEATURE_STATUSES, ROLES, SUPPLIER_TYPES } from './permissions.ts';

export const userSchema = z.object({
  userId: z.number().int(),
  role: z.enum(ROLES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  language: z.string(),
  /** False until the person chooses a language: their first sign-in opens the welcome pages. */
  languageChosen: z.boolean(),
  /** Numbers and dates in the language's own digits (Devanagari, Tamil...); Latin by default. */
  nativeDigits: z.boolean(),
  enforcePasswordReset: z.boolean(),
  /** The staff member's own permission list (empty for other roles). */
  staffPermissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const supplierSummarySchema = z.object({
  supplierId: z.number().int(),
  storeName: z.string(),
  storeSlug: z.string(),
  storeLogoUrl: z.string().nullable(),
  supplierType: z.enum(SUPPLIER_TYPES),
  accountType: z.string(),
  verticalId: z.number().int(),
  packageId: z.number().int(),
  countryId: z.number().int(),
  language: z.string(),
  kycStatus: z.string(),
  isTrial: z.boolean(),
  trialStartDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  isExpired: z.boolean(),
  updateRequest: z.number().int(),
  ownerName: z.string(),
  ownerMobileNumber: z.string().nullable(),
  ownerEmail: z.string(),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

export const accountSchema = z.object({ accountId: z.number().int(), accountName: z.string() });
export const outletSchema = z.object({
  outletId: z.number().int(),
  name: z.string(),
  stateId: z.number().int().nullable(),
  state: z.string().nullable(),
  accounts: z.array(accountSchema),
});
export type Outlet = z.infer<typeof outletSchema>;

export const countrySchema = z.object({
  countryId: z.number().int(),
  countryCode: z.string(),
  countryName: z.string(),
  isdCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const featureInfoSchema = z.object({
  status: z.enum(['PREMIUM', 'LIMITED']),
  limit: z.number().int().nullable(),
});
export const packageDetailsSchema = z.object({
  packageId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isPremium: z.boolean(),
  isTrial: z.boolean(),
  upgradeToPackageIds: z.array(z.number().int()),
  packagePermissions: z.record(z.string(), z.enum(PACKAGE_FEATURE_STATUSES)),
  featureInfo: z.record(z.string(), featureInfoSchema),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

export const appDataSchema = z.object({
  user: userSchema,
  /** Null only for a platform admin who is not acting for a supplier. */
  supplier: supplierSummarySchema.nullable(),
  actingAsAdmin: z.boolean(),
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
  accountSettings: accountSettingsSchema,
  storeSettings: storeSettingsSchema,
  outlets: z.array(outletSchema),
  selectedOutletId: z.number().int().nullable(),
  selectedAccountId: z.number().int().nullable(),
  isSingleOutletAccount: z.boolean(),
  countries: z.array(countrySchema),
  packageDetails: packageDetailsSchema.nullable(),
  /** ISO timestamp of the server clock when the reply was made. */
  serverTime: z.string(),
});
export type AppData = z.infer<typeof appDataSchema>;

export const selectOutletRequestSchema = z.object({
  outletId: z.number().int().positive(),
  accountId: z.number().int().positive(),
});
export type SelectOutletRequest = z.infer<typeof selectOutletRequestSchema>;

/** One outlet with exactly one account is a single-outlet account (back-office.md §4). */
export function isSingleOutletAccount(outlets: readonly Outlet[]): boolean {
  return outlets.length === 1 && outlets[0]?.accounts.length === 1;
}

export const notificationCountSchema = z.object({
  count: z.number().int(),
  type: z.enum(['normal', 'warning']),
});
export const notificationCountsSchema = z.object({
  counts: z.record(z.string(), notificationCountSchema),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
/** GET /notifications/counts: the badges count the outlets the order lists count. */
export const notificationCountsParamsSchema = z.object({ outlets: outletScopeSchema });
