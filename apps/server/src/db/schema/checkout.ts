// Tables of the storefront checkout: delivery settings, payment providers, online payments and their refunds.
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const storeDelivery = pgTable('store_delivery', {
  supplierId: id('supplier_id').primaryKey(),
  kind: text('kind').$type<'amount' | 'quantity'>().notNull().default('amount'),
  ranges: jsonb('ranges').notNull().default([]),
  pickupInfo: text('pickup_info'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const paymentProviders = pgTable(
  'payment_providers',
  {
    supplierId: id('supplier_id').notNull(),
    provider: text('provider').notNull(),
    keyId: text('key_id').notNull(),
    keySecret: text('key_secret').notNull(),
    webhookSecret: text('webhook_secret'),
    isLive: boolean('is_live').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.provider] })],
);

export const onlinePayments = pgTable(
  'online_payments',
  {
    supplierId: id('supplier_id').notNull(),
    paymentId: id('payment_id').notNull().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // 0019_online_payment_attempts: when the shopper was last sent to the provider, and the step
    // the provider answered (replayed, so one attempt is one provider order).
    startedAt: at('started_at'),
    step: jsonb('step').$type<StoredPaymentStep>(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.paymentId] })],
);

/** The provider's answer to starting an attempt (checkout/payments/provider.ts PaymentStep). */
export type StoredPaymentStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

/** Refunds of online payments asked of the provider when an order is cancelled. */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    supplierId: id('supplier_id').notNull(),
    refundId: id('refund_id').notNull().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    paymentId: id('payment_id').notNull(),
    provider: text('provider').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'PENDING' | 'REFUNDED' | 'FAILED'>().notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.refundId] })],
);
