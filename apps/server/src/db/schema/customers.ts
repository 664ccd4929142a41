// Tables of customers: the customers, their addresses, the khata (credit) ledger and credit OTPs.
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const customers = pgTable(
  'customers',
  {
    supplierId: id('supplier_id').notNull(),
    customerId: id('customer_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    gstin: text('gstin'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    createdAt: at('created_at').notNull().defaultNow(),
    // 0010_orders_stock_customers
    isB2b: boolean('is_b2b').notNull().default(false),
    creditLimitPaise: paise('credit_limit_paise'),
    creditPeriodDays: integer('credit_period_days'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // 0038_customer_language
    language: text('language'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.customerId] })],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    supplierId: id('supplier_id').notNull(),
    addressId: id('address_id').notNull().generatedByDefaultAsIdentity(),
    customerId: id('customer_id').notNull(),
    label: text('label'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    stateCode: text('state_code'),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.addressId] })],
);

export const khataEntries = pgTable(
  'khata_entries',
  {
    supplierId: id('supplier_id').notNull(),
    entryId: id('entry_id').notNull().generatedByDefaultAsIdentity(),
    customerId: id('customer_id').notNull(),
    kind: text('kind').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    orderId: id('order_id'),
    mode: text('mode'),
    note: text('note'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.entryId] })],
);

export const customerCreditOtps = pgTable(
  'customer_credit_otps',
  {
    supplierId: id('supplier_id').notNull(),
    customerId: id('customer_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.customerId] })],
);
