// Tables of purchasing (0026): vendors, purchase orders and their lines, receipts, payments to
// vendors, purchase returns (debit notes) and serial numbers, with the order lines that sold them.
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const vendors = pgTable(
  'vendors',
  {
    supplierId: id('supplier_id').notNull(),
    vendorId: id('vendor_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    gstin: text('gstin'),
    stateCode: text('state_code'),
    contactName: text('contact_name'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    address: text('address'),
    paymentTermsDays: integer('payment_terms_days'),
    openingBalancePaise: paise('opening_balance_paise').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.vendorId] })],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    supplierId: id('supplier_id').notNull(),
    purchaseOrderId: id('purchase_order_id').notNull().generatedByDefaultAsIdentity(),
    poNumber: integer('po_number').notNull(),
    vendorId: id('vendor_id').notNull(),
    outletId: id('outlet_id').notNull(),
    status: text('status').notNull().default('DRAFT'),
    source: text('source').notNull().default('MANUAL'),
    expectedDate: date('expected_date', { mode: 'string' }),
    note: text('note'),
    billNumber: text('bill_number'),
    billDate: date('bill_date', { mode: 'string' }),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    chargesPaise: paise('charges_paise').notNull().default(0),
    billTotalPaise: paise('bill_total_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    closedAt: at('closed_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.purchaseOrderId] })],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    supplierId: id('supplier_id').notNull(),
    purchaseOrderId: id('purchase_order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: id('product_id').notNull(),
    name: text('name').notNull(),
    orderedQty: numeric('ordered_qty', { precision: 14, scale: 3 }).notNull(),
    receivedQty: numeric('received_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    returnedQty: numeric('returned_qty', { precision: 14, scale: 3 }).notNull().default('0'),
    costPaise: paise('cost_paise').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    // 0045_stock_per_variant: 0 is the product itself
    variantId: id('variant_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.purchaseOrderId, t.lineNo] })],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    supplierId: id('supplier_id').notNull(),
    receiptLineId: id('receipt_line_id').notNull().generatedByDefaultAsIdentity(),
    purchaseOrderId: id('purchase_order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    batchId: id('batch_id'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    costPaise: paise('cost_paise').notNull(),
    userId: id('user_id'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.receiptLineId] })],
);

export const purchasePayments = pgTable(
  'purchase_payments',
  {
    supplierId: id('supplier_id').notNull(),
    paymentId: id('payment_id').notNull().generatedByDefaultAsIdentity(),
    vendorId: id('vendor_id').notNull(),
    purchaseOrderId: id('purchase_order_id'),
    amountPaise: paise('amount_paise').notNull(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.paymentId] })],
);

export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    supplierId: id('supplier_id').notNull(),
    purchaseReturnId: id('purchase_return_id').notNull().generatedByDefaultAsIdentity(),
    debitNoteNumber: integer('debit_note_number').notNull(),
    vendorId: id('vendor_id').notNull(),
    purchaseOrderId: id('purchase_order_id').notNull(),
    outletId: id('outlet_id').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    note: text('note'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.purchaseReturnId] })],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    supplierId: id('supplier_id').notNull(),
    returnLineId: id('return_line_id').notNull().generatedByDefaultAsIdentity(),
    purchaseReturnId: id('purchase_return_id').notNull(),
    lineNo: integer('line_no').notNull(),
    batchId: id('batch_id'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    costPaise: paise('cost_paise').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.returnLineId] })],
);

export const productSerials = pgTable(
  'product_serials',
  {
    supplierId: id('supplier_id').notNull(),
    serialId: id('serial_id').notNull().generatedByDefaultAsIdentity(),
    productId: id('product_id').notNull(),
    /** The variant it was received as (0052); 0 for a product without variants, or not known. */
    variantId: id('variant_id').notNull().default(0),
    outletId: id('outlet_id').notNull(),
    serialNo: text('serial_no').notNull(),
    status: text('status').notNull().default('IN_STOCK'),
    purchaseOrderId: id('purchase_order_id'),
    orderId: id('order_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    soldAt: at('sold_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.serialId] })],
);

/** The serials a debit note sent back to the vendor (0054), by the purchase order's line. */
export const purchaseReturnSerials = pgTable(
  'purchase_return_serials',
  {
    supplierId: id('supplier_id').notNull(),
    purchaseReturnId: id('purchase_return_id').notNull(),
    lineNo: integer('line_no').notNull(),
    serialId: id('serial_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.purchaseReturnId, t.serialId] })],
);

/** The serials an order line names (0049), kept after a return or cancel as the serial's history. */
export const orderItemSerials = pgTable(
  'order_item_serials',
  {
    supplierId: id('supplier_id').notNull(),
    orderId: id('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    serialId: id('serial_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.orderId, t.serialId] })],
);
