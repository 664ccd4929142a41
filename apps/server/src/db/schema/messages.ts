// Tables of messages (0031): outbound SMS and WhatsApp messages, the SMS credit balance and its
// transactions, and the staff's web push tokens.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const smsCreditBalances = pgTable('sms_credit_balances', {
  supplierId: id('supplier_id').primaryKey(),
  credits: integer('credits').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const smsCreditTransactions = pgTable(
  'sms_credit_transactions',
  {
    supplierId: id('supplier_id').notNull(),
    transactionId: id('transaction_id').notNull().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    credits: integer('credits').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    messageId: id('message_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.transactionId] })],
);

export const outboundMessages = pgTable(
  'outbound_messages',
  {
    supplierId: id('supplier_id').notNull(),
    messageId: id('message_id').notNull().generatedByDefaultAsIdentity(),
    sendKey: text('send_key').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding').notNull(),
    segments: integer('segments').notNull(),
    credits: integer('credits').notNull(),
    dltTemplateId: text('dlt_template_id'),
    orderId: id('order_id'),
    customerId: id('customer_id'),
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.messageId] })],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    browserId: text('browser_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    status: text('status').notNull(),
    userStatus: text('user_status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId] })],
);

/** 0037: SMS credit packs bought through the payment provider, credited once when paid. */
export const smsCreditPurchases = pgTable(
  'sms_credit_purchases',
  {
    supplierId: id('supplier_id').notNull(),
    purchaseId: id('purchase_id').notNull().generatedByDefaultAsIdentity(),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.purchaseId] })],
);
