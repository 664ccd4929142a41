// Request and reply shapes of the orders and stock API (/api/v1/orders, /api/v1/stock), shared by
// the server and the admin app (order screens, POS). The rules behind them: order-status.ts,
// order-tabs.ts, order-actions.ts, bill.ts, tax.ts, rounding.ts, payment-link.ts, rider-status.ts.
import { z } from 'zod';
import { DATE_RANGE_PRESETS } from './date-ranges.ts';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { ORDER_TABS, SORT_ORDERS } from './order-tabs.ts';
import { PAYMENT_LINK_CASES } from './payment-link.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';
import { RIDER_STATUSES } from './rider-status.ts';
import { INDIAN_MOBILE_PATTERN, PINCODE_PATTERN, VALIDATION_MESSAGES } from './validation.ts';

const id = z.number().int().positive();
const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION_MESSAGES.date);

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
  expiryDate: isoDate.nullish(),
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
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** PUT /orders/:orderId/items (ORDER:EDIT_ORDER): the whole line list of an unconfirmed order. */
export const editOrderItemsBodySchema = z.object({
  items: z.array(orderLineInputSchema).min(1, 'Add at least one item').max(ORDER_ITEMS_MAX),
  billDiscount: discountSchema.nullish(),
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
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBodySchema>;

/** POST /orders/:orderId/payments. */
export const recordPaymentBodySchema = paymentInputSchema.extend({
  creditOtp: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/)
    .optional(),
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
});

/** POST /orders/:orderId/returns. No items = full return of everything not yet returned. */
export const returnOrderBodySchema = z.object({
  items: z
    .array(z.object({ lineNo: z.number().int().positive(), quantity: quantitySchema }))
    .max(ORDER_ITEMS_MAX)
    .optional(),
  /** Refund of what was paid beyond the new total; null keeps it as an advance (no refund). */
  refundMode: z.enum(REFUND_MODES).nullish(),
  note: z.string().trim().max(500).nullish(),
});
export type ReturnOrderBody = z.input<typeof returnOrderBodySchema>;

/** PUT /orders/:orderId/expiry-date. */
export const expiryDateBodySchema = z.object({ expiryDate: isoDate.nullable() });

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
  from: isoDate.optional(),
  to: isoDate.optional(),
  sortBy: z.enum(['createdAt', 'totalOutstanding']).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
export type OrderListParams = z.input<typeof orderListParamsSchema>;

export const orderCountsParamsSchema = orderListParamsSchema.pick({
  search: true,
  preset: true,
  from: true,
  to: true,
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

// ── Replies ───────────────────────────────────────────────────────────────────────────────

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  outletId: z.number().int(),
  accountId: z.number().int().nullable(),
  source: z.enum(ORDER_SOURCES),
  orderStatuses: z.array(z.string()),
  paymentStatus: z.string(),
  deliveryStatus: z.string().nullable(),
  totalPaise: paise,
  paidPaise: paise,
  /** total − returned − paid: what the customer still owes. */
  outstandingPaise: paise,
  createdAt: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  /** By the domain display rules (order-status.ts). */
  paymentStatusName: z.string(),
  displayStatuses: z.array(z.string()),
  statusNames: z.array(z.string()),
  showUnlinkedProduct: z.boolean(),
  showUnlinkedBatch: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListReplySchema = z.object({
  orders: z.array(orderSummarySchema),
  tab: z.enum(ORDER_TABS),
  /** The list query of the tab as the spec words it (type VIEW or the tab name; B2B sort). */
  query: z.object({
    type: z.string(),
    sortBy: z.string().nullable(),
    sortOrdr: z.enum(SORT_ORDERS).nullable(),
  }),
  range: z.object({ from: isoDate, to: isoDate }).nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Another page exists (the list reads pages until one is empty). */
  hasMore: z.boolean(),
});
export type OrderListReply = z.infer<typeof orderListReplySchema>;

export const orderCountsReplySchema = z.object({
  counts: z.object(
    Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<
      (typeof ORDER_TABS)[number],
      z.ZodNumber
    >,
  ),
});
export type OrderCountsReply = z.infer<typeof orderCountsReplySchema>;

export const lineTaxSchema = z.object({ key: z.string(), name: z.string(), rate: z.number(), amount: paise });

/** An order item with the fields of shared-blocks §3 (quantities are numbers, up to 3 decimals). */
export const orderItemSchema = z.object({
  lineNo: z.number().int(),
  /** slNo in the spec: the line's position, 1-based. */
  slNo: z.number().int(),
  itemType: z.enum(['PRODUCT', 'CUSTOM']),
  productId: z.number().int().nullable(),
  /** -1 when the item is not linked to the catalogue (unlinked-product marker). */
  variantId: z.number().int().nullable(),
  productName: z.string(),
  variantName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  note: z.string().nullable(),
  initialQty: z.number(),
  quantity: z.number(),
  /** confrmQty: the quantity confirmed (billed); null while unconfirmed. */
  confirmedQty: z.number().nullable(),
  returnedQty: z.number(),
  /** Still returnable (quantity − returned), only meaningful once delivered. */
  returnableQty: z.number(),
  mrpPaise: paise,
  /** The unit price billed. */
  ratePaise: paise,
  /** The catalogue's selling price. */
  sellingPricePaise: paise,
  /** The unit price after the line discount. */
  discountedSellingPricePaise: paise,
  costPaise: paise,
  discount: discountSchema.nullable(),
  discountPaise: paise,
  taxablePaise: paise,
  taxPaise: paise,
  totalPaise: paise,
  hsnSacNo: z.string().nullable(),
  taxApplied: z.boolean(),
  taxInclusive: z.boolean(),
  taxes: z.array(lineTaxSchema),
  /** Tax key (name@rate%) → paise. */
  taxMap: z.record(z.string(), paise),
  packagingType: z.string().nullable(),
  sellAsBoth: z.boolean(),
  soldAsPkd: z.boolean(),
  unitOfMeasurement: z.string().nullable(),
  contentPerPiece: z.number().nullable(),
  unitPerPiece: z.string().nullable(),
  productSku: z.string().nullable(),
  barcode: z.string().nullable(),
  batchId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  batchLinked: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderPaymentSchema = z.object({
  paymentId: z.number().int(),
  kind: z.enum(['PAYMENT', 'REFUND']),
  mode: z.enum(LOGGED_PAYMENT_MODES),
  amountPaise: paise,
  tenderedPaise: paise.nullable(),
  changePaise: paise.nullable(),
  /** ONLINE: the provider's id of the payment (else the attempt's own reference). */
  reference: z.string().nullable(),
  /** ONLINE: the provider that took the money (razorpay, payu, paypal, test); null otherwise. */
  provider: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderHistoryEntrySchema = z.object({
  action: z.string(),
  orderStatuses: z.array(z.string()),
  paymentStatus: z.string(),
  deliveryStatus: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const orderAddressSchema = z.object({
  addressId: z.number().int().nullable(),
  label: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  pincode: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const ORDER_ACTIONS = [
  'edit',
  'confirm',
  'pay',
  'dispatch',
  'readyForPickup',
  'deliver',
  'assignDeliveryBoy',
  'cancel',
  'return',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const orderDetailSchema = orderSummarySchema.extend({
  subtotalPaise: paise,
  discountPaise: paise,
  taxPaise: paise,
  roundOffPaise: paise,
  /** Value of returned goods (taken off the total). */
  returnedPaise: paise,
  refundedPaise: paise,
  billDiscount: discountSchema.nullable(),
  taxSummary: z.array(
    z.object({ key: z.string(), name: z.string(), rate: z.number(), taxable: paise, amount: paise }),
  ),
  hsnSacSummary: z.array(
    z.object({
      hsnSacNo: z.string(),
      taxable: paise,
      taxes: z.array(lineTaxSchema),
      totalTax: paise,
    }),
  ),
  customer: z
    .object({
      customerId: z.number().int(),
      name: z.string(),
      mobileNumber: z.string().nullable(),
      gstin: z.string().nullable(),
      isB2b: z.boolean(),
      balancePaise: paise,
    })
    .nullable(),
  customerAddress: orderAddressSchema.nullable(),
  placeOfSupply: z.string().nullable(),
  expiryDate: isoDate.nullable(),
  note: z.string().nullable(),
  deliveryBoy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  rider: z
    .object({
      rider_name: z.string().nullish(),
      rider_phone: z.string().nullish(),
      eta: z.string().nullish(),
      status: z.string(),
    })
    .nullable(),
  riderNotice: z.object({ tone: z.enum(['orange', 'red', 'green']), text: z.string() }).nullable(),
  confirmedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  items: z.array(orderItemSchema),
  payments: z.array(orderPaymentSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const whatsappMessageReplySchema = z.object({
  messageId: z.number().int(),
  text: z.string(),
  /** The customer's number in international form without '+', or null (no customer mobile). */
  mobile: z.string().nullable(),
  /** https://wa.me/{mobile}?text=… (or https://wa.me/?text=… without a number). */
  waLink: z.string(),
});

export const messageStatusReplySchema = z.object({
  orderId: z.number().int(),
  sent: z.boolean(),
  messages: z.array(z.object({ kind: z.string(), createdAt: z.string() })),
});

export const paymentLinkReplySchema = z.object({
  allowed: z.boolean(),
  case: z.enum(PAYMENT_LINK_CASES).nullable(),
  /** 'Cannot {type} Payment Link' when refused. */
  title: z.string().nullable(),
  message: z.string().nullable(),
  /** Without SETTINGS:MENU the modal shows only 'Okay, Got it'. */
  canOpenSettings: z.boolean(),
});

export const deliveryBoysReplySchema = z.object({
  deliveryBoys: z.array(
    z.object({ userId: z.number().int(), name: z.string(), mobileNumber: z.string().nullable() }),
  ),
});

// ── Stock ─────────────────────────────────────────────────────────────────────────────────

/** GET /stock?productIds=1,2&outletId= */
export const stockParamsSchema = z.object({
  productIds: z
    .string()
    .regex(/^\d+(,\d+){0,199}$/)
    .transform((text) => text.split(',').map(Number)),
  outletId: z.coerce.number().int().positive().optional(),
});

export const stockLevelSchema = z.object({
  productId: z.number().int(),
  outletId: z.number().int(),
  quantity: z.number(),
  batches: z.array(
    z.object({
      batchId: z.number().int(),
      batchNo: z.string(),
      expiryDate: isoDate.nullable(),
      mrpPaise: paise.nullable(),
      quantity: z.number(),
    }),
  ),
});
export const stockReplySchema = z.object({ levels: z.array(stockLevelSchema) });

/** POST /stock/adjustments: opening stock or a correction, written as a stock move. */
export const stockAdjustmentBodySchema = z.object({
  productId: id,
  outletId: id.optional(),
  /** A positive or negative change, up to 3 decimals. */
  quantity: z
    .number()
    .min(-QUANTITY_MAX, `Quantity cannot be less than -${QUANTITY_MAX}`)
    .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
    .refine((q) => q !== 0, 'Quantity cannot be 0')
    .refine(isWholeMilli, 'Up to 3 decimals allowed'),
  reason: z.enum(['OPENING', 'ADJUSTMENT']).default('ADJUSTMENT'),
  /** With isMaintainBatch: the batch (made on first use). */
  batchNo: z.string().trim().min(1).max(40).optional(),
  expiryDate: isoDate.nullish(),
  mrpPaise: z.number().int().min(0).max(MAX_AMOUNT_PAISE).optional(),
  note: z.string().trim().max(500).optional(),
});
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;

/** The mobile check used for customer search and quick add (Indian pattern). */
export const isIndianMobile = (text: string) => INDIAN_MOBILE_PATTERN.test(text.replace(/\s+/g, ''));
