// Tables of the stores themselves: countries and plans, suppliers with their outlets, accounts and
// staff, sessions, login attempts and throttles, the audit log, plan upgrade requests and printer settings.
import type { StoreTranslations } from '@storekeep/domain/store-translations';
import { boolean, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const countries = pgTable('countries', {
  countryId: integer('country_id').primaryKey(),
  countryCode: text('country_code').notNull(),
  countryName: text('country_name').notNull(),
  isdCode: text('isd_code').notNull(),
});

export const packages = pgTable('packages', {
  packageId: integer('package_id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isPremium: boolean('is_premium').notNull(),
  isTrial: boolean('is_trial').notNull(),
  pricePaise: paise('price_paise').notNull(),
  upgradeTo: integer('upgrade_to').array().notNull(),
  packagePermissions: jsonb('package_permissions').notNull(),
  featureInfo: jsonb('feature_info').notNull(),
});

export const suppliers = pgTable('suppliers', {
  supplierId: id('supplier_id').primaryKey().generatedByDefaultAsIdentity(),
  storeName: text('store_name').notNull(),
  storeSlug: text('store_slug').notNull(),
  supplierType: text('supplier_type').notNull(),
  accountType: text('account_type').notNull(),
  verticalId: integer('vertical_id').notNull(),
  packageId: integer('package_id').notNull(),
  countryId: integer('country_id').notNull(),
  language: text('language').notNull(),
  kycStatus: text('kyc_status').notNull(),
  logoUrl: text('logo_url'),
  isTrial: boolean('is_trial').notNull(),
  trialStartDate: date('trial_start_date', { mode: 'string' }),
  trialEndDate: date('trial_end_date', { mode: 'string' }),
  isExpired: boolean('is_expired').notNull(),
  updateRequest: integer('update_request').notNull(),
  ownerName: text('owner_name').notNull(),
  ownerMobile: text('owner_mobile'),
  ownerEmail: text('owner_email').notNull(),
  accountSettings: jsonb('account_settings').notNull(),
  storeSettings: jsonb('store_settings').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** 0042: the store's name per shopper language ({ hi: { storeName } }). */
  translations: jsonb('translations').$type<StoreTranslations>().notNull().default({}),
});

export const outlets = pgTable(
  'outlets',
  {
    supplierId: id('supplier_id').notNull(),
    outletId: id('outlet_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    stateId: integer('state_id'),
    state: text('state'),
    address: text('address'),
    pincode: text('pincode'),
    position: integer('position').notNull().default(0),
    city: text('city'),
    gstin: text('gstin'),
    phone: text('phone'),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.outletId] })],
);

export const accounts = pgTable(
  'accounts',
  {
    supplierId: id('supplier_id').notNull(),
    accountId: id('account_id').notNull().generatedByDefaultAsIdentity(),
    outletId: id('outlet_id').notNull(),
    accountName: text('account_name').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.accountId] })],
);

export const users = pgTable('users', {
  userId: id('user_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  role: text('role').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number'),
  language: text('language').notNull().default('en'),
  permissions: text('permissions').array().notNull().default([]),
  enforcePasswordReset: boolean('enforce_password_reset').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  /** The role the owner gave (0027); null for people added before, whose `role` names it. */
  memberRole: text('member_role'),
  /** When they chose their language (0040); null: the first sign-in asks. */
  languageChosenAt: at('language_chosen_at'),
  /** Numbers in the language's own digits rather than Latin ones (0041). */
  nativeDigits: boolean('native_digits').notNull().default(false),
});

export const staffOutlets = pgTable(
  'staff_outlets',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    outletId: id('outlet_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.outletId] })],
);

/** The counters a member may use (0027); none: every counter of their outlets. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    accountId: id('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.accountId] })],
);

/** One-time invitation links (0027): the member sets their own password. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    supplierId: id('supplier_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: id('user_id').notNull(),
    createdBy: id('created_by').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.tokenHash] })],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: id('user_id').notNull(),
  supplierId: id('supplier_id'),
  actingAsAdmin: boolean('acting_as_admin').notNull().default(false),
  selectedOutletId: id('selected_outlet_id'),
  selectedAccountId: id('selected_account_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  attemptId: id('attempt_id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  attemptedAt: at('attempted_at').notNull().defaultNow(),
});

/** Login throttling counters, one row per key (migration 0023; modules/auth/throttle.ts). */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  auditId: id('audit_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  userId: id('user_id'),
  action: text('action').notNull(),
  details: jsonb('details').notNull().default({}),
  ip: text('ip'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    supplierId: id('supplier_id').notNull(),
    requestId: id('request_id').notNull().generatedByDefaultAsIdentity(),
    currentPackageId: integer('current_package_id').notNull(),
    upgradePackageId: integer('upgrade_package_id').notNull(),
    module: text('module').notNull(),
    sourceDevice: text('source_device').notNull(),
    tenure: text('tenure'),
    requestedBy: id('requested_by').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.requestId] })],
);

/** The printer and invoice template of a supplier (POS). */
export const printerSettings = pgTable('printer_settings', {
  supplierId: id('supplier_id').primaryKey(),
  printerHost: text('printer_host').notNull().default('localhost'),
  useHttps: boolean('use_https').notNull().default(false),
  printerName: text('printer_name').notNull().default(''),
  templateId: text('template_id').notNull().default('80MM'),
  gstin: text('gstin').notNull().default(''),
  invoiceFooter: text('invoice_footer').notNull().default(''),
  updatedBy: id('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
