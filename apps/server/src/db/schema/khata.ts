// Tables of the credit khata beyond its ledger (customers.ts): statement links, the online payments
// made on a statement page, and the store's bank and UPI details.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const khataStatementLinks = pgTable(
  'khata_statement_links',
  {
    supplierId: id('supplier_id').notNull(),
    linkId: id('link_id').notNull().generatedByDefaultAsIdentity(),
    customerId: id('customer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.linkId] })],
);

export const khataOnlinePayments = pgTable(
  'khata_online_payments',
  {
    supplierId: id('supplier_id').notNull(),
    paymentId: id('payment_id').notNull().generatedByDefaultAsIdentity(),
    linkId: id('link_id').notNull(),
    customerId: id('customer_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
    providerPaymentId: text('provider_payment_id'),
    entryId: id('entry_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.paymentId] })],
);

export const supplierBankDetails = pgTable('supplier_bank_details', {
  supplierId: id('supplier_id').primaryKey(),
  accountHolderName: text('account_holder_name'),
  accountNumber: text('account_number'),
  ifsc: text('ifsc'),
  bankName: text('bank_name'),
  branch: text('branch'),
  upiId: text('upi_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
