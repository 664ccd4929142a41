// Request and reply shapes of the credit khata API (/api/v1/khata…): the dues list, a customer's
// ledger with its running balance, adjustments, statement links and reminders, the public
// statement page (/api/v1/statements/:token) and the store's bank and UPI details
// (common_api getUserBankDetails, getDetailsByIfsc).
import { z } from 'zod';
import { CREDIT_TYPES } from './account-settings.ts';
import { IFSC_PATTERN, UPI_ID_PATTERN } from './khata.ts';

export const KHATA_LIST_PAGE_SIZE = 50;
export const KHATA_LEDGER_PAGE_SIZE = 100;
export const KHATA_ENTRY_KINDS = ['CREDIT_SALE', 'PAYMENT_RECEIVED', 'CREDIT_REFUND', 'ADJUSTMENT'] as const;
export const KHATA_SORTS = ['amount', 'age'] as const;
export const REMINDER_CHANNELS = ['SMS', 'WHATSAPP'] as const;

export const KHATA_MESSAGES = {
  overrideNeededLimit: (available: string) =>
    `Credit limit exceeded. Available credit: ${available}. The owner must allow this sale.`,
  overrideNeededPeriod: 'This customer is past their credit period. The owner must allow the sale.',
  overrideOwnerOnly: 'Only the owner can allow a credit sale over the limit or past the period.',
  adjustmentNote: 'Say why the balance is adjusted.',
  linkGone: 'This statement link has expired or was withdrawn. Ask the store for a new one.',
  nothingDue: 'Nothing is due on this khata.',
  onlineOff: 'Online payment is not available for this store.',
  upiId: 'Enter a valid UPI ID (like name@bank)',
  ifsc: 'Enter a valid IFSC code',
  accountNumber: 'Enter a valid account number',
  noMobile: 'The customer has no mobile number.',
  reminderSwitchedOff: 'The khata reminder message is switched off in Settings (Customer messages).',
} as const;

export const khataListParamsSchema = z.object({
  sort: z.enum(KHATA_SORTS).default('amount'),
  overdueOnly: z.enum(['0', '1']).default('0'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const termsShape = {
  /** The limit in force (the customer's, else the store's default); 0 = none. */
  creditLimitPaise: z.number().int(),
  /** Days or bills by creditType; 0 = none. */
  creditPeriod: z.number().int(),
  creditType: z.enum(CREDIT_TYPES),
  /** The customer has their own limit / period (not the store's default). */
  ownLimit: z.boolean(),
  ownPeriod: z.boolean(),
};

export const khataCustomerSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  /** Positive: the customer owes the store; negative: an advance. */
  balancePaise: z.number().int(),
  ...termsShape,
  availablePaise: z.number().int().nullable(),
  oldestUnpaidAt: z.string().nullable(),
  daysOutstanding: z.number().int().nullable(),
  unpaidBills: z.number().int(),
  overdue: z.boolean(),
  lastPaymentAt: z.string().nullable(),
});
export type KhataCustomer = z.infer<typeof khataCustomerSchema>;

export const khataListReplySchema = z.object({
  customers: z.array(khataCustomerSchema),
  totals: z.object({
    customers: z.number().int(),
    duePaise: z.number().int(),
    overduePaise: z.number().int(),
    overdueCustomers: z.number().int(),
    advancePaise: z.number().int(),
  }),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type KhataListReply = z.infer<typeof khataListReplySchema>;

export const ledgerEntrySchema = z.object({
  entryId: z.number().int(),
  kind: z.enum(KHATA_ENTRY_KINDS),
  /** Positive: owed by the customer; negative: paid, returned or adjusted down. */
  amountPaise: z.number().int(),
  /** The balance after this entry. */
  balancePaise: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.number().int().nullable(),
  mode: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const khataLedgerReplySchema = z.object({
  customer: khataCustomerSchema,
  /** Newest first. */
  entries: z.array(ledgerEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type KhataLedgerReply = z.infer<typeof khataLedgerReplySchema>;

/** POST /khata/:customerId/adjustments: a correction, up (owed more) or down, with its reason. */
export const khataAdjustmentBodySchema = z.object({
  amountPaise: z
    .number()
    .int()
    .refine((n) => n !== 0, 'Enter an amount')
    .refine((n) => Math.abs(n) <= 100_000_000_00, 'Enter an amount'),
  note: z.string().trim().min(1, KHATA_MESSAGES.adjustmentNote).max(500),
});
export type KhataAdjustmentBody = z.input<typeof khataAdjustmentBodySchema>;

export const statementLinkReplySchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** The reminder text with the amount and the link, for a WhatsApp share. */
  text: z.string(),
  whatsappUrl: z.string(),
});
export type StatementLinkReply = z.infer<typeof statementLinkReplySchema>;

export const reminderBodySchema = z.object({
  customerIds: z.array(z.number().int().positive()).min(1).max(100),
  channel: z.enum(REMINDER_CHANNELS),
});
export type ReminderBody = z.input<typeof reminderBodySchema>;

export const reminderReplySchema = z.object({
  reminders: z.array(
    z.object({
      customerId: z.number().int(),
      status: z.enum(['QUEUED', 'SKIPPED']),
      /** WhatsApp: the share link the merchant opens; SKIPPED: why. */
      whatsappUrl: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type ReminderReply = z.infer<typeof reminderReplySchema>;

export const revokeLinksReplySchema = z.object({ revoked: z.number().int() });

// ── The public statement page ─────────────────────────────────────────────────────────────

export const statementReplySchema = z.object({
  storeName: z.string(),
  storeMobile: z.string().nullable(),
  customerName: z.string(),
  balancePaise: z.number().int(),
  /** The store's language for the page (the customer has no account). */
  language: z.string(),
  /** Newest first, at most KHATA_LEDGER_PAGE_SIZE. */
  entries: z.array(ledgerEntrySchema),
  expiresAt: z.string(),
  /** Where the store gave a UPI ID and something is due. */
  upi: z.object({ link: z.string(), upiId: z.string(), payeeName: z.string() }).nullable(),
  /** The store's online payment provider can take the balance. */
  onlinePayment: z.boolean(),
});
export type StatementReply = z.infer<typeof statementReplySchema>;

export const statementPayReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
]);

// ── Bank and UPI details (getUserBankDetails, getDetailsByIfsc) ─────────────────────────────

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((t) => (t === '' ? null : t))
    .nullish();

export const bankDetailsSchema = z.object({
  accountHolderName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  upiId: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const bankDetailsBodySchema = z.object({
  accountHolderName: optionalText(100),
  accountNumber: z
    .string()
    .trim()
    .refine((t) => t === '' || /^\d{9,18}$/.test(t), KHATA_MESSAGES.accountNumber)
    .transform((t) => (t === '' ? null : t))
    .nullish(),
  ifsc: z
    .string()
    .trim()
    .transform((t) => t.toUpperCase())
    .refine((t) => t === '' || IFSC_PATTERN.test(t), KHATA_MESSAGES.ifsc)
    .transform((t) => (t === '' ? null : t))
    .nullish(),
  bankName: optionalText(100),
  branch: optionalText(100),
  upiId: z
    .string()
    .trim()
    .refine((t) => t === '' || UPI_ID_PATTERN.test(t), KHATA_MESSAGES.upiId)
    .transform((t) => (t === '' ? null : t))
    .nullish(),
});
export type BankDetailsBody = z.input<typeof bankDetailsBodySchema>;

export const ifscParamsSchema = z.object({
  ifsc: z
    .string()
    .trim()
    .transform((t) => t.toUpperCase())
    .refine((t) => IFSC_PATTERN.test(t), KHATA_MESSAGES.ifsc),
});

export const ifscReplySchema = z.object({
  ifsc: z.string(),
  bankCode: z.string(),
  /** From the bank code; null for a bank not in the list. */
  bankName: z.string().nullable(),
});
