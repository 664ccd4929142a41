// Reply shapes of the orders API (/api/v1/orders, /api/v1/delivery-boys), shared by the server and
// the admin app (order screens, POS), which parses every reply with them. Requests: order-api.ts.
import { z } from 'zod';
import {
  discountSchema,
  isoDateSchema as isoDate,
  LOGGED_PAYMENT_MODES,
  ORDER_SOURCES,
} from './order-api.ts';
import { ORDER_TABS, SORT_ORDERS } from './order-tabs.ts';
import { PAYMENT_LINK_CASES } from './payment-link.ts';

const paise = z.number().int();

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
  /** The serial (IMEI) numbers sold on the line (those returned since included). */
  serialNos: z.array(z.string()),
  /** Those of them still sold with this order: what a return can bring back. */
  returnableSerialNos: z.array(z.string()),
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
  /** The storefront's delivery charge the shopper paid: untaxed, added before the round-off. */
  deliveryChargePaise: paise,
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
      /** The customer's own language (customers.language); the receipt is printed in it. */
      language: z.string().nullish(),
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
  /** What the link offers when allowed: the online payment provider, or the store's UPI ID. */
  kind: z.enum(['ONLINE', 'UPI']).nullable(),
});

/** POST /orders/:orderId/payment-link: the link made, with the WhatsApp message that carries it. */
export const paymentLinkCreatedReplySchema = paymentLinkReplySchema.extend({
  link: z
    .object({
      /** The order's payment page: /s/{store}/order/{token} (no login; the token is unguessable). */
      url: z.string(),
      message: whatsappMessageReplySchema,
    })
    .nullable(),
});

export const deliveryBoysReplySchema = z.object({
  deliveryBoys: z.array(
    z.object({ userId: z.number().int(), name: z.string(), mobileNumber: z.string().nullable() }),
  ),
});
