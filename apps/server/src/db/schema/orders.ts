// Tables of orders: orders and their items, numbering, status history, payments, messages, and the
// idempotency keys of retried writes.
import type { RiderDetails } from '@storekeep/domain/rider-status';
import type { LineTax, TaxSummaryRow } from '@storekeep/domain/tax';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

/** A delivery address as copied onto an order (the customer's address may change later). */
export interface OrderAddress {
  addressId: number | null;
  label: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  pincode: string;
}

export const orders = pgTable(
  'orders',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull().generatedByDefaultAsIdentity(),
    orderNumber: integer('order_number').notNull(),
    outletId: id('outlet_id').notNull(),
    accountId: id('account_id'),
    customerId: id('customer_id'),
    source: text('source').notNull(),
    orderStatuses: text('order_statuses').array().notNull(),
    paymentStatus: text('payment_status').notNull(),
    deliveryStatus: text('delivery_status'),
    subtotalPaise: paise('subtotal_paise').notNull().default(0),
    taxPaise: paise('tax_paise').notNull().default(0),
    roundOffPaise: paise('round_off_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    createdBy: id('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // 0010_orders_stock_customers
    discountPaise: paise('discount_paise').notNull().default(0),
    returnedPaise: paise('returned_paise').notNull().default(0),
    refundedPaise: paise('refunded_paise').notNull().default(0),
    taxSummary: jsonb('tax_summary').$type<TaxSummaryRow[]>().notNull().default([]),
    billDiscount: jsonb('bill_discount').$type<{ type: 'PERCENT' | 'AMOUNT'; value: number } | null>(),
    customerAddress: jsonb('customer_address').$type<OrderAddress | null>(),
    placeOfSupply: text('place_of_supply'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    note: text('note'),
    deliveryBoyId: id('delivery_boy_id'),
    rider: jsonb('rider').$type<RiderDetails | null>(),
    hasUnlinkedProduct: boolean('has_unlinked_product').notNull().default(false),
    hasUnlinkedBatch: boolean('has_unlinked_batch').notNull().default(false),
    confirmedAt: at('confirmed_at'),
    confirmedBy: id('confirmed_by'),
    // 0013_checkout
    publicToken: text('public_token'),
    /** 0037: when a payment link was made for the order (its status page then offers payment). */
    payLinkAt: at('pay_link_at'),
    stockHeld: boolean('stock_held').notNull().default(false),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    /** Storefront orders: 'DELIVERY' or 'PICKUP'. */
    fulfilment: text('fulfilment'),
    outstandingPaise: paise('outstanding_paise').generatedAlwaysAs(
      sql`total_paise - returned_paise - paid_paise`,
    ),
    /** Tab membership, computed by the database (0010, delivery pending 0024): domain `inOrderTab`. */
    inUnbilled: boolean('in_unbilled').generatedAlwaysAs(
      sql`'UNCONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses))`,
    ),
    inPaymentPending: boolean('in_payment_pending').generatedAlwaysAs(
      sql`'CONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses)) AND payment_status IN ('UNPAID', 'PARTIALLY_PAID')`,
    ),
    inDeliveryPending: boolean('in_delivery_pending').generatedAlwaysAs(
      sql`('CONFIRMED' = ANY (order_statuses) OR source = 'ONLINE') AND NOT ('CANCELLED' = ANY (order_statuses)) AND NOT ('FULFILLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses)) AND coalesce(delivery_status, '') <> 'DELIVERED'`,
    ),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: id('product_id'),
    variantId: id('variant_id'),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    ratePaise: paise('rate_paise').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    taxPaise: paise('tax_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    batchLinked: boolean('batch_linked').notNull().default(true),
    // 0010_orders_stock_customers
    variantName: text('variant_name'),
    photoUrl: text('photo_url'),
    itemType: text('item_type').notNull().default('PRODUCT'),
    note: text('note'),
    initialQty: numeric('initial_qty', { precision: 14, scale: 3 }),
    confirmedQty: numeric('confirmed_qty', { precision: 14, scale: 3 }),
    returnedQty: numeric('returned_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    mrpPaise: paise('mrp_paise').notNull().default(0),
    sellingPricePaise: paise('selling_price_paise').notNull().default(0),
    discountedSellingPricePaise: paise('discounted_selling_price_paise').notNull().default(0),
    costPaise: paise('cost_paise').notNull().default(0),
    discount: jsonb('discount').$type<{ type: 'PERCENT' | 'AMOUNT'; value: number } | null>(),
    discountPaise: paise('discount_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    hsnSacNo: text('hsn_sac_no'),
    taxApplied: boolean('tax_applied').notNull().default(true),
    taxInclusive: boolean('tax_inclusive').notNull().default(true),
    taxes: jsonb('taxes').$type<LineTax[]>().notNull().default([]),
    taxMap: jsonb('tax_map').$type<Record<string, number>>().notNull().default({}),
    packagingType: text('packaging_type'),
    sellAsBoth: boolean('sell_as_both').notNull().default(false),
    soldAsPkd: boolean('sold_as_pkd').notNull().default(false),
    unitOfMeasurement: text('unit_of_measurement'),
    contentPerPiece: numeric('content_per_piece', { precision: 14, scale: 3 }),
    unitPerPiece: text('unit_per_piece'),
    productSku: text('product_sku'),
    barcode: text('barcode'),
    batchId: id('batch_id'),
    batchNo: text('batch_no'),
    channelOrderItemId: text('channel_order_item_id'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId, t.lineNo] })],
);

export const orderCounters = pgTable('order_counters', {
  supplierId: id('supplier_id').primaryKey(),
  lastOrderNumber: integer('last_order_number').notNull(),
});

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    historyId: id('history_id').notNull().generatedByDefaultAsIdentity(),
    action: text('action').notNull(),
    orderStatuses: text('order_statuses').array().notNull(),
    paymentStatus: text('payment_status').notNull(),
    deliveryStatus: text('delivery_status'),
    userId: id('user_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId, t.historyId] })],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    paymentId: id('payment_id').notNull().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    tenderedPaise: paise('tendered_paise'),
    reference: text('reference'),
    // 0018_online_payment_log: an ONLINE row's provider and the attempt (online_payments) it settled.
    provider: text('provider'),
    onlinePaymentId: id('online_payment_id'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId, t.paymentId] })],
);

export const orderMessages = pgTable(
  'order_messages',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    messageId: id('message_id').notNull().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    mobile: text('mobile'),
    body: text('body').notNull(),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId, t.messageId] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    supplierId: id('supplier_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.key] })],
);
