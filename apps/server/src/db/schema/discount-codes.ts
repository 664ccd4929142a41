// Tables of the online store's discount codes and their uses (0043_discount_codes).
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    supplierId: id('supplier_id').notNull(),
    discountCodeId: id('discount_code_id').notNull().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').$type<'PERCENT' | 'AMOUNT'>().notNull(),
    /** PERCENT: 1–100; AMOUNT: paise. */
    value: id('value').notNull(),
    minOrderPaise: paise('min_order_paise').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.discountCodeId] })],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    discountCodeId: id('discount_code_id').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    discountPaise: paise('discount_paise').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId] })],
);
