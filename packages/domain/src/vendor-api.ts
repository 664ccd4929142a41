// Request and reply shapes of the vendors API (/api/v1/vendors, listVendors): the shop's vendors
// with GSTIN, state, contact and payment terms, their balance and their ledger.
import { z } from 'zod';
import { GSTIN_MESSAGE, GSTIN_PATTERN, normaliseIndianMobile } from './customer-api.ts';
import { stateByCode, stateOfGstin } from './india-states.ts';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { isoDateSchema } from './order-api.ts';
import { VENDOR_PAYMENT_MODES } from './purchase.ts';
import { REQUIRED_FIELD_MESSAGE, VALIDATION_MESSAGES } from './validation.ts';

export const VENDOR_PAGE_SIZE = 50;
export const VENDOR_MESSAGES = {
  gstinState: 'The GSTIN belongs to another state than the one chosen.',
  state: 'Choose a state from the list.',
  notFound: 'Vendor not found.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null)
    .nullish();

export const vendorBodySchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(100),
    gstin: z
      .string()
      .trim()
      .transform((text) => text.toUpperCase())
      .refine((text) => text === '' || GSTIN_PATTERN.test(text), GSTIN_MESSAGE)
      .transform((text) => text || null)
      .nullish(),
    /** GST state code ('27'); taken from the GSTIN when not given. */
    stateCode: z
      .string()
      .trim()
      .refine((code) => code === '' || stateByCode(code) !== undefined, VENDOR_MESSAGES.state)
      .transform((text) => text || null)
      .nullish(),
    contactName: optionalText(100),
    mobileNumber: z
      .string()
      .trim()
      .refine((text) => text === '' || normaliseIndianMobile(text) !== null, VALIDATION_MESSAGES.indianMobile)
      .transform((text) => (text ? normaliseIndianMobile(text) : null))
      .nullish(),
    email: z
      .string()
      .trim()
      .max(200)
      .refine((text) => text === '' || z.email().safeParse(text).success, VALIDATION_MESSAGES.email)
      .transform((text) => text || null)
      .nullish(),
    address: optionalText(300),
    /** Days after the bill date that a bill falls due. */
    paymentTermsDays: z.number().int().min(0).max(365).nullish(),
    /** What the shop owed the vendor before (negative: paid in advance). */
    openingBalancePaise: z.number().int().min(-MAX_AMOUNT_PAISE).max(MAX_AMOUNT_PAISE).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.gstin && body.stateCode && stateOfGstin(body.gstin)?.code !== body.stateCode)
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: VENDOR_MESSAGES.gstinState });
  });
export type VendorBody = z.input<typeof vendorBodySchema>;

export const vendorSchema = z.object({
  vendorId: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  contactName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  openingBalancePaise: z.number().int(),
  /** Owed to the vendor (positive) or paid ahead (negative). */
  balancePaise: z.number().int(),
  createdAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** GET /vendors?search=&page= (listVendors) */
export const vendorListParamsSchema = z.object({
  search: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const vendorListReplySchema = z.object({
  vendors: z.array(vendorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VendorListReply = z.infer<typeof vendorListReplySchema>;

export const VENDOR_LEDGER_KINDS = ['OPENING', 'BILL', 'PAYMENT', 'RETURN'] as const;
export type VendorLedgerKind = (typeof VENDOR_LEDGER_KINDS)[number];

/** GET /vendors/:vendorId/ledger: bills, payments and debit notes, oldest first, with the running balance. */
export const vendorLedgerReplySchema = z.object({
  vendor: vendorSchema,
  entries: z.array(
    z.object({
      kind: z.enum(VENDOR_LEDGER_KINDS),
      date: z.string(),
      /** PO-12 (a bill), DN-3 (a debit note), the payment's reference. */
      reference: z.string().nullable(),
      purchaseOrderId: z.number().int().nullable(),
      mode: z.enum(VENDOR_PAYMENT_MODES).nullable(),
      /** Positive raises what is owed (bill, opening); negative lowers it (payment, return). */
      amountPaise: z.number().int(),
      balancePaise: z.number().int(),
    }),
  ),
});
export type VendorLedgerReply = z.infer<typeof vendorLedgerReplySchema>;

/** POST /vendors/:vendorId/payments and /purchase-orders/:id/payments: money paid to the vendor. */
export const vendorPaymentBodySchema = z.object({
  amountPaise: z.number().int().positive('Enter an amount above 0').max(MAX_AMOUNT_PAISE),
  mode: z.enum(VENDOR_PAYMENT_MODES),
  /** Cheque number, UTR or bank reference. */
  reference: optionalText(60),
  paidOn: isoDateSchema.optional(),
  note: optionalText(300),
});
export type VendorPaymentBody = z.input<typeof vendorPaymentBodySchema>;

export const vendorPaymentSchema = z.object({
  paymentId: z.number().int(),
  vendorId: z.number().int(),
  purchaseOrderId: z.number().int().nullable(),
  amountPaise: z.number().int(),
  mode: z.enum(VENDOR_PAYMENT_MODES),
  reference: z.string().nullable(),
  paidOn: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type VendorPayment = z.infer<typeof vendorPaymentSchema>;
