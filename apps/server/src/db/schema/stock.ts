// Tables of stock: levels per outlet, the per-product totals the triggers keep, batches and the moves ledger.
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const stockLevels = pgTable(
  'stock_levels',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    outletId: id('outlet_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    reorderLevel: numeric('reorder_level', { precision: 14, scale: 3 }).notNull().default('0'),
    // 0025_inventory_transfers
    reorderQuantity: numeric('reorder_quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    // 0045_stock_per_variant: 0 is the product itself (no variants)
    variantId: id('variant_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.variantId, t.outletId] })],
);

/** A product's stock over all outlets, kept by the stock triggers (migration 0021); never written here. */
export const productStockTotals = pgTable(
  'product_stock_totals',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    stockTotal: numeric('stock_total', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId] })],
);

export const stockBatches = pgTable(
  'stock_batches',
  {
    supplierId: id('supplier_id').notNull(),
    batchId: id('batch_id').notNull().generatedByDefaultAsIdentity(),
    productId: id('product_id').notNull(),
    outletId: id('outlet_id').notNull(),
    batchNo: text('batch_no').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    mrpPaise: paise('mrp_paise'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    createdAt: at('created_at').notNull().defaultNow(),
    // 0026_purchasing
    mfgDate: date('mfg_date', { mode: 'string' }),
    costPaise: paise('cost_paise'),
    // 0045_stock_per_variant
    variantId: id('variant_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.batchId] })],
);

export const stockMoves = pgTable(
  'stock_moves',
  {
    supplierId: id('supplier_id').notNull(),
    moveId: id('move_id').notNull().generatedByDefaultAsIdentity(),
    productId: id('product_id').notNull(),
    outletId: id('outlet_id').notNull(),
    batchId: id('batch_id'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    reason: text('reason').notNull(),
    orderId: id('order_id'),
    lineNo: integer('line_no'),
    userId: id('user_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    // 0026_purchasing: the receipt's purchase order, or the purchase return
    purchaseOrderId: id('purchase_order_id'),
    purchaseReturnId: id('purchase_return_id'),
    // 0025_inventory_transfers
    transferId: id('transfer_id'),
    // 0045_stock_per_variant
    variantId: id('variant_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.moveId] })],
);

/** Transfers between outlets (0025): out of the sending outlet at dispatch, in at receipt. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    supplierId: id('supplier_id').notNull(),
    transferId: id('transfer_id').notNull().generatedByDefaultAsIdentity(),
    fromOutletId: id('from_outlet_id').notNull(),
    toOutletId: id('to_outlet_id').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    note: text('note'),
    requestedBy: id('requested_by'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    dispatchedAt: at('dispatched_at'),
    receivedAt: at('received_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.transferId] })],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    supplierId: id('supplier_id').notNull(),
    transferId: id('transfer_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: id('product_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    // 0045_stock_per_variant
    variantId: id('variant_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.transferId, t.lineNo] })],
);

/** The serials a transfer line dispatched (0054); received_at once the receiving outlet took it in. */
export const stockTransferSerials = pgTable(
  'stock_transfer_serials',
  {
    supplierId: id('supplier_id').notNull(),
    transferId: id('transfer_id').notNull(),
    lineNo: integer('line_no').notNull(),
    serialId: id('serial_id').notNull(),
    receivedAt: at('received_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.transferId, t.serialId] })],
);
