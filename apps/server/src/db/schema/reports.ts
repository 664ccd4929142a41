// Tables of reports and downloads: credit notes of returned goods, the background exports and the
// counters' cash-drawer closes.
import type { DrawerCount } from '@storekeep/domain/cash-drawer';
import type { LineTax } from '@storekeep/domain/tax';
import { date, integer, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

export const orderReturns = pgTable(
  'order_returns',
  {
    supplierId: id('supplier_id').notNull(),
    returnId: id('return_id').notNull().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    outletId: id('outlet_id').notNull(),
    valuePaise: paise('value_paise').notNull(),
    createdBy: id('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.returnId] })],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    supplierId: id('supplier_id').notNull(),
    returnId: id('return_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderId: id('order_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    taxes: jsonb('taxes').$type<LineTax[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.returnId, t.lineNo] })],
);

export const downloads = pgTable(
  'downloads',
  {
    supplierId: id('supplier_id').notNull(),
    downloadId: id('download_id').notNull().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    requestedBy: id('requested_by').notNull(),
    fileName: text('file_name'),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.downloadId] })],
);

export const cashDrawerCloses = pgTable(
  'cash_drawer_closes',
  {
    supplierId: id('supplier_id').notNull(),
    accountId: id('account_id').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    openingFloatPaise: paise('opening_float_paise').notNull(),
    cashSalesPaise: paise('cash_sales_paise').notNull(),
    khataCollectionsPaise: paise('khata_collections_paise').notNull(),
    refundsPaise: paise('refunds_paise').notNull(),
    paidOutPaise: paise('paid_out_paise').notNull(),
    expectedPaise: paise('expected_paise').notNull(),
    countedPaise: paise('counted_paise').notNull(),
    denominations: jsonb('denominations').$type<DrawerCount>(),
    closedBy: id('closed_by'),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.accountId, t.businessDay] })],
);

// The sales report's sums per India day, written by the triggers of migration 0044 (never by the app).
export const salesDayBills = pgTable(
  'sales_day_bills',
  {
    supplierId: id('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    outletId: id('outlet_id').notNull(),
    hour: smallint('hour').notNull(),
    source: text('source').notNull(),
    staffId: id('staff_id').notNull(),
    bills: integer('bills').notNull(),
    salesPaise: paise('sales_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    discountPaise: paise('discount_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.outletId, t.hour, t.source, t.staffId] })],
);

export const salesDayProducts = pgTable(
  'sales_day_products',
  {
    supplierId: id('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    outletId: id('outlet_id').notNull(),
    productKey: text('product_key').notNull(),
    productId: id('product_id'),
    label: text('label').notNull(),
    bills: integer('bills').notNull(),
    lines: integer('lines').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    salesPaise: paise('sales_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.outletId, t.productKey] })],
);

export const salesDayReturns = pgTable(
  'sales_day_returns',
  {
    supplierId: id('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    outletId: id('outlet_id').notNull(),
    source: text('source').notNull(),
    staffId: id('staff_id').notNull(),
    returns: integer('returns').notNull(),
    returnsPaise: paise('returns_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.outletId, t.source, t.staffId] })],
);

export const salesDayProductReturns = pgTable(
  'sales_day_product_returns',
  {
    supplierId: id('supplier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    outletId: id('outlet_id').notNull(),
    productKey: text('product_key').notNull(),
    label: text('label').notNull(),
    lines: integer('lines').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull(),
    returnsPaise: paise('returns_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.outletId, t.productKey] })],
);
