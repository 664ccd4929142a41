// Request and reply shapes of the customers and khata API (/api/v1/customers): what billing needs
// (quick add, search by name or mobile, addresses with pincode, GSTIN for B2B, the credit ledger).
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { addressInputSchema } from './order-api.ts';
import { orderAddressSchema } from './order-reply-api.ts';
import { INDIAN_MOBILE_PATTERN, VALIDATION_MESSAGES } from './validation.ts';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE = 'Enter a valid 15 character GSTIN';
export const CUSTOMER_PAGE_SIZE = 50;
export const KHATA_PAGE_SIZE = 50;

/** A mobile as stored: the 10 digits, without +91 or a leading 0. */
export function normaliseIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '');
  if (!INDIAN_MOBILE_PATTERN.test(compact)) return null;
  return compact.slice(-10);
}

const mobileSchema = z
  .string()
  .trim()
  .refine((text) => normaliseIndianMobile(text) !== null, VALIDATION_MESSAGES.indianMobile)
  .transform((text) => normaliseIndianMobile(text) as string);

export const createCustomerBodySchema = z.object({
  name: z.string().trim().min(1, 'Required Field').max(100),
  mobileNumber: mobileSchema.nullish(),
  email: z.string().trim().email(VALIDATION_MESSAGES.email).max(200).nullish(),
  gstin: z
    .string()
    .trim()
    .transform((text) => text.toUpperCase())
    .refine((text) => GSTIN_PATTERN.test(text), GSTIN_MESSAGE)
    .nullish(),
  isB2b: z.boolean().optional(),
  address: addressInputSchema.nullish(),
  /** Paise; null = the account's defaultCreditLimit (0 there means no limit). */
  creditLimitPaise: z.number().int().min(0).nullish(),
  creditPeriodDays: z.number().int().min(0).max(3650).nullish(),
  /** The language of the customer's messages; null = the store's language. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).nullish(),
});
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;

export const updateCustomerBodySchema = createCustomerBodySchema.omit({ address: true }).partial();
export type UpdateCustomerBody = z.input<typeof updateCustomerBodySchema>;

/** GET /customers?search= (name prefix/contains, or mobile digits) &page= */
export const customerListParamsSchema = z.object({
  search: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const customerSummarySchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  gstin: z.string().nullable(),
  isB2b: z.boolean(),
  /** Khata balance: positive = the customer owes the shop. */
  balancePaise: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListReplySchema = z.object({
  customers: z.array(customerSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const customerSchema = customerSummarySchema.extend({
  email: z.string().nullable(),
  creditLimitPaise: z.number().int().nullable(),
  creditPeriodDays: z.number().int().nullable(),
  /** The language of the customer's messages; null = the store's. */
  language: z.string().nullable().default(null),
  addresses: z.array(orderAddressSchema.extend({ addressId: z.number().int(), isDefault: z.boolean() })),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const KHATA_KINDS = ['CREDIT_SALE', 'PAYMENT_RECEIVED', 'CREDIT_REFUND', 'ADJUSTMENT'] as const;

export const khataReplySchema = z.object({
  customerId: z.number().int(),
  balancePaise: z.number().int(),
  entries: z.array(
    z.object({
      entryId: z.number().int(),
      kind: z.enum(KHATA_KINDS),
      /** Positive: owed by the customer; negative: paid or given back. */
      amountPaise: z.number().int(),
      orderId: z.number().int().nullable(),
      orderNumber: z.number().int().nullable(),
      mode: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type KhataReply = z.infer<typeof khataReplySchema>;

/** POST /customers/:customerId/khata/payments: money received against the khata. */
export const khataPaymentBodySchema = z.object({
  amountPaise: z.number().int().positive(),
  mode: z.enum(['CASH', 'CARD', 'UPI']),
  note: z.string().trim().max(500).optional(),
});

/** POST /customers/:customerId/credit-otp: sends a one-time code for a credit sale. */
export const creditOtpReplySchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
});
