// Request shapes of the orders API (/api/v1/orders) and the names they share with its replies
// (order-reply-api.ts), used by the server and the admin app (order screens, POS). The rules
// behind them: order-status.ts, order-tabs.ts, order-actions.ts, bill.ts, tax.ts, rounding.ts,
// payment-link.ts, rider-status.ts.
import { z } from 'zod';
import { DATE_RANGE_PRESETS } from './date-ranges.ts';
import { approvalTokenField } from './manager-approval.ts';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { ORDER_TABS, outletScopeSchema, SORT_ORDERS } from './order-tabs.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';
import { RIDER_STATUSES } from './rider-status.ts';
import { serialNosSchema } from './serials.ts';
import { INDIAN_MOBILE_PATTERN, PINCODE_PATTERN, VALIDATION_MESSAGES } from './validation.ts';

const id = z.number().int().positive();
/** A calendar date as the API writes it: YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.date);

export const ORDER_SOURCES = ['INSTORE', 'ONLINE', 'MANUAL'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** The modes a merchant records a payment in (and refunds to). */
export const PAYMENT_MODES = ['CASH', 'CARD', 'UPI', 'CREDIT'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/**
 * The modes of an order's payment log: the recorded ones, and ONLINE, a storefront payment
 * verified by its provider, which only the provider's callback writes (never recorded by hand).
 */
export const LOGGED_PAYMENT_MODES = [...PAYMENT_MODES, 'ONLINE'] as const;
export type LoggedPaymentMode = (typeof LOGGED_PAYMENT_MODES)[number];
/** Where a refund goes: back in a payment mode, or off the customer's khata (CREDIT). */
export const REFUND_MODES = PAYMENT_MODES;
export const DELIVERY_STATUSES = ['DISPATCHED', 'READY_FOR_PICKUP', 'DELIVERED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Orders page size: the spec's "default page size elsewhere 50". */
export const ORDER_PAGE_SIZE = 50;
export const ORDER_ITEMS_MAX = 500;
/** Quantities keep up to 3 decimals. */
export const quantitySchema = z
  .number()
  .positive('Quantity must be more than 0')
  .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
  .refine(isWholeMilli, 'Up to 3 decimals allowed');

export const DISCOUNT_OVER_100 = 'Discount cannot be more than 100%';
export const discountSchema = z
  .object({
    type: z.enum(['PERCENT', 'AMOUNT']),
    /** PERCENT: 0–100; AMOUNT: paise. */
    value: z.number().min(0).max(MAX_AMOUNT_PAISE),
  })
  .refine((d) => d.type !== 'PERCENT' || d.value <= 100, { message: DISCOUNT_OVER_100, path: ['value'] });
export type Discount = z.infer<typeof discountSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────

/**
 * One bill line. A catalogue line names productId (+ variantId, + batchId when the account
 * maintains batches); a custom line (isSellCustomProduct) has no productId and gives name,
 * ratePaise and taxRate. ratePaise on a catalogue line needs isAllowPriceChangeInBilling;
 * discount needs isAllowDiscounts; taxRate on a catalogue line needs allowTaxChange.
 * lineNo keeps an existing line when an order is edited.
 */
export const orderLineInputSchema = z.object({
  lineNo: z.number().int().positive().optional(),
  productId: id.nullish(),
  variantId: id.nullish(),
  batchId: id.nullish(),
  name: z.string().trim().min(1).max(200).optional(),
  quantity: quantitySchema,
  ratePaise: z.number().int().min(0).max(MAX_AMOUNT_PAISE).optional(),
  discount: discountSchema.nullish(),
  taxRate: z.number().min(0).max(100).optional(),
  hsnSacNo: z.string().trim().max(15).nullish(),
  /** Sold as packs (packaging BOTH). */
  soldAsPkd: z.boolean().optional(),
  note: z.string().trim().max(500).nullish(),
  /** With enableIMEINumber: the serial (IMEI) numbers sold, one per unit. */
  serialNos: serialNosSchema.optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const paymentInputSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  amountPaise: z.number().int().positive().max(MAX_AMOUNT_PAISE),
  /** Cash handed over by the customer; the change is tendered − amount. */
  tenderedPaise: z.number().int().positive().max(MAX_AMOUNT_PAISE).optional(),
  reference: z.string().trim().max(100).optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const addressInputSchema = z.object({
  label: z.string().trim().max(40).nullish(),
  addressLine1: z.string().trim().min(1, 'Required Field').max(200),
  addressLine2: z.string().trim().max(200).nullish(),
  city: z.string().trim().max(80).nullish(),
  /** GST state code (two digits), e.g. '29' for Karnataka; decides IGST vs SGST + CGST. */
  stateCode: z
    .string()
    .regex(/^\d{2}$/)
    .nullish(),
  pincode: z.string().trim().regex(PINCODE_PATTERN, VALIDATION_MESSAGES.pincode),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** POST /orders (Idempotency-Key). confirm: true makes a POS bill in one step. */
export const createOrderBodySchema = z.object({
  source: z.enum(ORDER_SOURCES).default('INSTORE'),
  /** Defaults to the session's selected outlet (or the first outlet). */
  outletId: id.optional(),
  accountId: id.optional(),
  customerId: id.nullish(),
  /** One of the customer's saved addresses, or a new one (saved to the customer too). */
  addressId: id.nullish(),
  address: addressInputSchema.nullish(),
  items: z.array(orderLineInputSchema).min(1, 'Add at least one item').max(ORDER_ITEMS_MAX),
  billDiscount: discountSchema.nullish(),
  note: z.string().trim().max(1000).nullish(),
  expiryDate: isoDateSchema.nullish(),
  confirm: z.boolean().default(false),
  /** With confirm: the goods leave with the customer (default for INSTORE). */
  fulfilled: z.boolean().optional(),
  payments: z.array(paymentInputSchema).max(10).default([]),
  /** Needed for a CREDIT payment when customerCreditOtpRequired. */
  creditOtp: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/)
    .optional(),
  /** The owner allows a credit sale over the customer's limit or past their period (audited). */
  creditOverride: z.boolean().optional(),
  /** A manager's one-time approval (POST /approvals), when the store wants one for this bill. */
  approvalToken: approvalTokenField,
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** PUT /orders/:orderId/items (ORDER:EDIT_ORDER): the whole line list of an unconfirmed order. */
export const editOrderItemsBodySchema = z.object({
  items: z.array(orderLineInputSchema).min(1, 'Add at least one item').max(ORDER_ITEMS_MAX),
  billDiscount: discountSchema.nullish(),
  approvalToken: approvalTokenField,
});
export type EditOrderItemsBody = z.input<typeof editOrderItemsBodySchema>;

/** POST /orders/:orderId/confirm (Idempotency-Key): optionally edits first (editAndConfirmOrder). */
export const confirmOrderBodySchema = z.object({
  items: z.array(orderLineInputSchema).min(1).max(ORDER_ITEMS_MAX).optional(),
  billDiscount: discountSchema.nullish(),
  fulfilled: z.boolean().optional(),
  payments: z.array(paymentInputSchema).max(10).default([]),
  creditOtp: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/)
    .optional(),
  /** The owner allows a credit sale over the customer's limit or past their period (audited). */
  creditOverride: z.boolean().optional(),
  approvalToken: approvalTokenField,
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBodySchema>;

/** POST /orders/:orderId/payments. */
export const recordPaymentBodySchema = paymentInputSchema.extend({
  creditOtp: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/)
    .optional(),
  /** The owner allows a credit sale over the customer's limit or past their period (audited). */
  creditOverride: z.boolean().optional(),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

/** POST /orders/:orderId/delivery: dispatched, ready for pickup or delivered. */
export const deliveryStatusBodySchema = z.object({ status: z.enum(DELIVERY_STATUSES) });

/** PUT /orders/:orderId/delivery-boy (after the 'confirm assign delivery boy' prompt). */
export const assignDeliveryBoyBodySchema = z.object({ deliveryBoyId: id.nullable() });

/** PUT /orders/:orderId/rider: shared-blocks §3 rider details. */
export const riderBodySchema = z.object({
  rider_name: z.string().trim().max(100).nullish(),
  rider_phone: z.string().trim().max(20).nullish(),
  eta: z.string().datetime({ offset: true }).nullish(),
  status: z.enum(RIDER_STATUSES),
});

/** POST /orders/:orderId/cancel. refundMode is required when money was received. */
export const cancelOrderBodySchema = z.object({
  refundMode: z.enum(REFUND_MODES).nullish(),
  note: z.string().trim().max(500).nullish(),
  approvalToken: approvalTokenField,
});

/** POST /orders/:orderId/returns. No items = full return of everything not yet returned. */
export const returnOrderBodySchema = z.object({
  items: z
    .array(
      z.object({
        lineNo: z.number().int().positive(),
        quantity: quantitySchema,
        /** The serials that come back (a line sold with serials, returned in part). */
        serialNos: serialNosSchema.optional(),
      }),
    )
    .max(ORDER_ITEMS_MAX)
    .optional(),
  /** Refund of what was paid beyond the new total; null keeps it as an advance (no refund). */
  refundMode: z.enum(REFUND_MODES).nullish(),
  note: z.string().trim().max(500).nullish(),
  approvalToken: approvalTokenField,
});
export type ReturnOrderBody = z.input<typeof returnOrderBodySchema>;

/** PUT /orders/:orderId/expiry-date. */
export const expiryDateBodySchema = z.object({ expiryDate: isoDateSchema.nullable() });

/** PUT /orders/:orderId/customer: the customer and the delivery address of an order. */
export const orderCustomerBodySchema = z.object({
  customerId: id.nullable(),
  addressId: id.nullish(),
  address: addressInputSchema.nullish(),
});

export const ORDER_MESSAGE_KINDS = [
  'ORDER_DETAILS',
  'PAYMENT_REMINDER',
  'ORDER_DISPATCHED',
  'ORDER_DELIVERED',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];
/** POST /orders/:orderId/whatsapp-message (getOrderWhatsappMsg): msg is an optional extra line. */
export const whatsappMessageBodySchema = z.object({
  kind: z.enum(ORDER_MESSAGE_KINDS).default('ORDER_DETAILS'),
  msg: z.string().trim().max(500).optional(),
});

/** GET /orders: the tab, paging, search and date range. */
export const orderListParamsSchema = z.object({
  tab: z.enum(ORDER_TABS).default('DELIVERY_PENDING'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ORDER_PAGE_SIZE),
  /** Order number, customer name or phone. */
  search: z.string().trim().max(50).optional(),
  preset: z.enum(DATE_RANGE_PRESETS).optional(),
  /** Inclusive calendar days (India time); from/to win over preset. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sortBy: z.enum(['createdAt', 'totalOutstanding']).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  outlets: outletScopeSchema,
});
export type OrderListParams = z.input<typeof orderListParamsSchema>;

export const orderCountsParamsSchema = orderListParamsSchema.pick({
  search: true,
  preset: true,
  from: true,
  to: true,
  outlets: true,
});

/** GET /orders/:orderId. */
export const orderDetailParamsSchema = z.object({
  isForReturn: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** GET /orders/:orderId/payment-link?type=Create. */
export const paymentLinkParamsSchema = z.object({ type: z.string().trim().min(1).max(20).default('Create') });
/** POST /orders/:orderId/payment-link: makes the link (the modal's {type} when it cannot). */
export const paymentLinkBodySchema = paymentLinkParamsSchema;

/** The mobile check used for customer search and quick add (Indian pattern). */
export const isIndianMobile = (text: string) => INDIAN_MOBILE_PATTERN.test(text.replace(/\s+/g, ''));
