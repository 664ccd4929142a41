// Drizzle table definitions mirroring migrations/*.sql, for typed queries. The SQL files are the
// source of truth for the database; keep these in step when a migration lands.
import type { RiderDetails } from '@storekeep/domain/rider-status';
import type { LineTax, TaxSummaryRow } from '@storekeep/domain/tax';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const paise = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const countries = pgTable('countries', {
  countryId: integer('country_id').primaryKey(),
  countryCode: text('country_code').notNull(),
  countryName: text('country_name').notNull(),
  isdCode: text('isd_code').notNull(),
});

export const packages = pgTable('packages', {
  packageId: integer('package_id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isPremium: boolean('is_premium').notNull(),
  isTrial: boolean('is_trial').notNull(),
  pricePaise: paise('price_paise').notNull(),
  upgradeTo: integer('upgrade_to').array().notNull(),
  packagePermissions: jsonb('package_permissions').notNull(),
  featureInfo: jsonb('feature_info').notNull(),
});

export const suppliers = pgTable('suppliers', {
  supplierId: id('supplier_id').primaryKey().generatedByDefaultAsIdentity(),
  storeName: text('store_name').notNull(),
  storeSlug: text('store_slug').notNull(),
  supplierType: text('supplier_type').notNull(),
  accountType: text('account_type').notNull(),
  verticalId: integer('vertical_id').notNull(),
  packageId: integer('package_id').notNull(),
  countryId: integer('country_id').notNull(),
  language: text('language').notNull(),
  kycStatus: text('kyc_status').notNull(),
  logoUrl: text('logo_url'),
  isTrial: boolean('is_trial').notNull(),
  trialStartDate: date('trial_start_date', { mode: 'string' }),
  trialEndDate: date('trial_end_date', { mode: 'string' }),
  isExpired: boolean('is_expired').notNull(),
  updateRequest: integer('update_request').notNull(),
  ownerName: text('owner_name').notNull(),
  ownerMobile: text('owner_mobile'),
  ownerEmail: text('owner_email').notNull(),
  accountSettings: jsonb('account_settings').notNull(),
  storeSettings: jsonb('store_settings').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const outlets = pgTable(
  'outlets',
  {
    supplierId: id('supplier_id').notNull(),
    outletId: id('outlet_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    stateId: integer('state_id'),
    state: text('state'),
    address: text('address'),
    pincode: text('pincode'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.outletId] })],
);

export const accounts = pgTable(
  'accounts',
  {
    supplierId: id('supplier_id').notNull(),
    accountId: id('account_id').notNull().generatedByDefaultAsIdentity(),
    outletId: id('outlet_id').notNull(),
    accountName: text('account_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.accountId] })],
);

export const users = pgTable('users', {
  userId: id('user_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  role: text('role').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number'),
  language: text('language').notNull().default('en'),
  permissions: text('permissions').array().notNull().default([]),
  enforcePasswordReset: boolean('enforce_password_reset').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffOutlets = pgTable(
  'staff_outlets',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    outletId: id('outlet_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.outletId] })],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: id('user_id').notNull(),
  supplierId: id('supplier_id'),
  actingAsAdmin: boolean('acting_as_admin').notNull().default(false),
  selectedOutletId: id('selected_outlet_id'),
  selectedAccountId: id('selected_account_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  attemptId: id('attempt_id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  attemptedAt: at('attempted_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  auditId: id('audit_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  userId: id('user_id'),
  action: text('action').notNull(),
  details: jsonb('details').notNull().default({}),
  ip: text('ip'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    supplierId: id('supplier_id').notNull(),
    requestId: id('request_id').notNull().generatedByDefaultAsIdentity(),
    currentPackageId: integer('current_package_id').notNull(),
    upgradePackageId: integer('upgrade_package_id').notNull(),
    module: text('module').notNull(),
    sourceDevice: text('source_device').notNull(),
    tenure: text('tenure'),
    requestedBy: id('requested_by').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.requestId] })],
);

export const categories = pgTable(
  'categories',
  {
    supplierId: id('supplier_id').notNull(),
    categoryId: id('category_id').notNull().generatedByDefaultAsIdentity(),
    parentId: id('parent_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Storage key of the 200×200 image (0009: was image_path, same values). */
    imageKey: text('image_key'),
    seoUrl: text('seo_url').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.categoryId] })],
);

export const products = pgTable(
  'products',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull().generatedByDefaultAsIdentity(),
    categoryId: id('category_id'),
    name: text('name').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    hsnSacNo: text('hsn_sac_no'),
    unit: text('unit').notNull().default('pcs'),
    mrpPaise: paise('mrp_paise').notNull().default(0),
    pricePaise: paise('price_paise').notNull().default(0),
    costPaise: paise('cost_paise').notNull().default(0),
    /** salesTax; null = not set (0003). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    status: text('status').notNull().default('ACTIVE'),
    isOnDisplay: boolean('is_on_display').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // 0003_products
    detailedDescription: text('detailed_description').notNull().default(''),
    isSellOnline: boolean('is_sell_online').notNull().default(true),
    isEnquiryEnabled: boolean('is_enquiry_enabled').notNull().default(false),
    enquiryPricePaise: paise('enquiry_price_paise'),
    isBulkPricingActive: boolean('is_bulk_pricing_active').notNull().default(false),
    bulkPricingDetail: jsonb('bulk_pricing_detail')
      .$type<Array<{ minQuantity: number; pricePaise: number }>>()
      .notNull()
      .default([]),
    contentPerPiece: numeric('content_per_piece', { precision: 14, scale: 3 }),
    unitPerPiece: text('unit_per_piece'),
    minOrderQuantity: numeric('min_order_quantity', { precision: 14, scale: 3 }).notNull().default('1'),
    purchaseTax: numeric('purchase_tax', { precision: 5, scale: 2 }),
    isService: boolean('is_service').notNull().default(false),
    templateId: id('template_id'),
    /** The number of variants, kept by triggers (migration 0021); never written here. */
    variantCount: integer('variant_count').notNull().default(0),
    /** The picture at position 0 (product_images), kept by triggers (migration 0022); never written here. */
    mainImageKey: text('main_image_key'),
    mainImageReady: boolean('main_image_ready').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId] })],
);

export const stockLevels = pgTable(
  'stock_levels',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    outletId: id('outlet_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    reorderLevel: numeric('reorder_level', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.outletId] })],
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

export const customers = pgTable(
  'customers',
  {
    supplierId: id('supplier_id').notNull(),
    customerId: id('customer_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    gstin: text('gstin'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    createdAt: at('created_at').notNull().defaultNow(),
    // 0010_orders_stock_customers
    isB2b: boolean('is_b2b').notNull().default(false),
    creditLimitPaise: paise('credit_limit_paise'),
    creditPeriodDays: integer('credit_period_days'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.customerId] })],
);

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
    stockHeld: boolean('stock_held').notNull().default(false),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    /** Storefront orders: 'DELIVERY' or 'PICKUP'. */
    fulfilment: text('fulfilment'),
    outstandingPaise: paise('outstanding_paise').generatedAlwaysAs(
      sql`total_paise - returned_paise - paid_paise`,
    ),
    /** Tab membership, computed by the database (the expressions are in 0010). */
    inUnbilled: boolean('in_unbilled').generatedAlwaysAs(
      sql`'UNCONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses))`,
    ),
    inPaymentPending: boolean('in_payment_pending').generatedAlwaysAs(
      sql`'CONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses)) AND payment_status IN ('UNPAID', 'PARTIALLY_PAID')`,
    ),
    inDeliveryPending: boolean('in_delivery_pending').generatedAlwaysAs(
      sql`'CONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses)) AND NOT ('FULFILLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses)) AND coalesce(delivery_status, '') <> 'DELIVERED'`,
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

export const enquiries = pgTable(
  'enquiries',
  {
    supplierId: id('supplier_id').notNull(),
    enquiryId: id('enquiry_id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    message: text('message').notNull(),
    productId: id('product_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.enquiryId] })],
);

export const categoryTrees = pgTable('category_trees', {
  supplierId: id('supplier_id').primaryKey(),
  isCategoryAutomated: boolean('is_category_automated').notNull().default(false),
  lastModifiedTimestamp: id('last_modified_timestamp').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
// 0006: custom fields, product templates, product imports (fields engineer).

export const customFields = pgTable(
  'custom_fields',
  {
    supplierId: id('supplier_id').notNull(),
    fieldId: id('field_id').notNull().generatedByDefaultAsIdentity(),
    section: text('section').notNull(),
    fieldName: text('field_name').notNull(),
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    isConditional: boolean('is_conditional').notNull().default(false),
    dependentFieldId: id('dependent_field_id'),
    dependentValueId: id('dependent_value_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.fieldId] })],
);

export const customFieldOptions = pgTable(
  'custom_field_options',
  {
    supplierId: id('supplier_id').notNull(),
    fieldId: id('field_id').notNull(),
    valueId: id('value_id').notNull().generatedByDefaultAsIdentity(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.valueId] })],
);

export const productCustomFieldValues = pgTable(
  'product_custom_field_values',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    fieldId: id('field_id').notNull(),
    textValue: text('text_value'),
    optionIds: bigint('option_ids', { mode: 'number' }).array().notNull().default([]),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.fieldId] })],
);

export const templateCategories = pgTable('template_categories', {
  templateCategoryId: id('template_category_id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  isUnderMaintenance: boolean('is_under_maintenance').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const productTemplates = pgTable('product_templates', {
  templateId: id('template_id').primaryKey().generatedByDefaultAsIdentity(),
  templateCategoryId: id('template_category_id'),
  name: text('name').notNull(),
  barcode: text('barcode'),
  hsnSacNo: text('hsn_sac_no'),
  unit: text('unit').notNull().default('pcs'),
  mrpPaise: paise('mrp_paise').notNull().default(0),
  pricePaise: paise('price_paise').notNull().default(0),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  isApproved: boolean('is_approved').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const productImports = pgTable(
  'product_imports',
  {
    supplierId: id('supplier_id').notNull(),
    importId: id('import_id').notNull().generatedByDefaultAsIdentity(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('VALIDATED'),
    mode: text('mode'),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    toImport: integer('to_import').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    rowErrors: jsonb('row_errors').notNull().default([]),
    stagedRows: jsonb('staged_rows').notNull().default([]),
    failure: text('failure'),
    createdBy: id('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.importId] })],
);
export const productImages = pgTable(
  'product_images',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    position: integer('position').notNull(),
    imageId: id('image_id').notNull().generatedByDefaultAsIdentity(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    variantsReady: boolean('variants_ready').notNull().default(false),
    /** 0009: the variants job used up its attempts; the editor offers a retry. */
    variantsFailed: boolean('variants_failed').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.position] })],
);

export const jobs = pgTable('jobs', {
  jobId: id('job_id').primaryKey().generatedByDefaultAsIdentity(),
  supplierId: id('supplier_id'),
  queue: text('queue').notNull(),
  payload: jsonb('payload').notNull(),
  state: text('state').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  runAt: at('run_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});
// 0003_products

export const productVariants = pgTable(
  'product_variants',
  {
    supplierId: id('supplier_id').notNull(),
    variantId: id('variant_id').notNull().generatedByDefaultAsIdentity(),
    productId: id('product_id').notNull(),
    position: integer('position').notNull().default(0),
    variantName: text('variant_name').notNull(),
    mrpPaise: paise('mrp_paise').notNull().default(0),
    pricePaise: paise('price_paise').notNull().default(0),
    costPaise: paise('cost_paise').notNull().default(0),
    sku: text('sku'),
    barcode: text('barcode'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.variantId] })],
);

export const productOutletDelivery = pgTable(
  'product_outlet_delivery',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    outletId: id('outlet_id').notNull(),
    isDeliveryEnabled: boolean('is_delivery_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.outletId] })],
);

export const productImportRows = pgTable(
  'product_import_rows',
  {
    supplierId: id('supplier_id').notNull(),
    importId: id('import_id').notNull(),
    seq: integer('seq').notNull(),
    rowNo: integer('row_no').notNull(),
    cells: jsonb('cells').notNull(),
    value: jsonb('value'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.importId, t.seq] })],
);

// ── catalogue-finish (0009) ──────────────────────────────────────────────────────────────────
/** Files written to storage whose transaction has not committed yet (or legacy uploads awaiting a product update). */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    supplierId: id('supplier_id').notNull(),
    uploadId: id('upload_id').notNull().generatedByDefaultAsIdentity(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    byteSize: integer('byte_size').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.uploadId] })],
);

// ---- pos (migration 0011): printer and invoice template per supplier ----
export const printerSettings = pgTable('printer_settings', {
  supplierId: id('supplier_id').primaryKey(),
  printerHost: text('printer_host').notNull().default('localhost'),
  useHttps: boolean('use_https').notNull().default(false),
  printerName: text('printer_name').notNull().default(''),
  templateId: text('template_id').notNull().default('80MM'),
  gstin: text('gstin').notNull().default(''),
  invoiceFooter: text('invoice_footer').notNull().default(''),
  updatedBy: id('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
// ── 0010_orders_stock_customers (orders-core): counters, history, payments, messages, stock
// ledger, customer addresses, khata, credit OTPs, idempotency keys ───────────────────────────

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
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.moveId] })],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    supplierId: id('supplier_id').notNull(),
    addressId: id('address_id').notNull().generatedByDefaultAsIdentity(),
    customerId: id('customer_id').notNull(),
    label: text('label'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    stateCode: text('state_code'),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.addressId] })],
);

export const khataEntries = pgTable(
  'khata_entries',
  {
    supplierId: id('supplier_id').notNull(),
    entryId: id('entry_id').notNull().generatedByDefaultAsIdentity(),
    customerId: id('customer_id').notNull(),
    kind: text('kind').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    orderId: id('order_id'),
    mode: text('mode'),
    note: text('note'),
    userId: id('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.entryId] })],
);

export const customerCreditOtps = pgTable(
  'customer_credit_otps',
  {
    supplierId: id('supplier_id').notNull(),
    customerId: id('customer_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.customerId] })],
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

// ── Website builder (migration 0012_builder) ────────────────────────────────────────────────
export const themeCategories = pgTable('theme_categories', {
  categoryId: integer('category_id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const verticals = pgTable('verticals', {
  verticalId: integer('vertical_id').primaryKey(),
  verticalKey: text('vertical_key').notNull(),
  name: text('name').notNull(),
  categoryId: integer('category_id').notNull(),
  position: integer('position').notNull(),
});

export const themes = pgTable('themes', {
  themeId: id('theme_id').primaryKey().generatedByDefaultAsIdentity(),
  themeKey: text('theme_key'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  verticalIds: integer('vertical_ids').array().notNull(),
  document: jsonb('document').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const sites = pgTable('sites', {
  supplierId: id('supplier_id').primaryKey(),
  themeId: id('theme_id'),
  draft: jsonb('draft').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  draftRevision: integer('draft_revision').notNull().default(1),
  isModified: boolean('is_modified').notNull().default(false),
  isVirtual: boolean('is_virtual').notNull().default(true),
  publishedVersion: integer('published_version'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const siteVersions = pgTable(
  'site_versions',
  {
    supplierId: id('supplier_id').notNull(),
    versionNo: integer('version_no').notNull(),
    themeId: id('theme_id'),
    document: jsonb('document').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    restoredFrom: integer('restored_from'),
    publishedBy: id('published_by'),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.versionNo] })],
);

export const siteImages = pgTable(
  'site_images',
  {
    supplierId: id('supplier_id').notNull(),
    imageId: id('image_id').notNull().generatedByDefaultAsIdentity(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.imageId] })],
);

export const siteDomains = pgTable(
  'site_domains',
  {
    supplierId: id('supplier_id').notNull(),
    domainId: id('domain_id').notNull().generatedByDefaultAsIdentity(),
    host: text('host').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.domainId] })],
);

// ── Storefront checkout (migration 0013_checkout) ───────────────────────────────────────────
export const storeDelivery = pgTable('store_delivery', {
  supplierId: id('supplier_id').primaryKey(),
  kind: text('kind').$type<'amount' | 'quantity'>().notNull().default('amount'),
  ranges: jsonb('ranges').notNull().default([]),
  pickupInfo: text('pickup_info'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const paymentProviders = pgTable(
  'payment_providers',
  {
    supplierId: id('supplier_id').notNull(),
    provider: text('provider').notNull(),
    keyId: text('key_id').notNull(),
    keySecret: text('key_secret').notNull(),
    webhookSecret: text('webhook_secret'),
    isLive: boolean('is_live').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.provider] })],
);

export const onlinePayments = pgTable(
  'online_payments',
  {
    supplierId: id('supplier_id').notNull(),
    paymentId: id('payment_id').notNull().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // 0019_online_payment_attempts: when the shopper was last sent to the provider, and the step
    // the provider answered (replayed, so one attempt is one provider order).
    startedAt: at('started_at'),
    step: jsonb('step').$type<StoredPaymentStep>(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.paymentId] })],
);

/** The provider's answer to starting an attempt (checkout/payments/provider.ts PaymentStep). */
export type StoredPaymentStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

// 0016_checkout_refunds: refunds of online payments asked of the provider when an order is cancelled.
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    supplierId: id('supplier_id').notNull(),
    refundId: id('refund_id').notNull().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    paymentId: id('payment_id').notNull(),
    provider: text('provider').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<'PENDING' | 'REFUNDED' | 'FAILED'>().notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.refundId] })],
);

// 0014_storefront: bumped by triggers on products, categories, variants, images, stock, suppliers.
export const storefrontCatalogueVersions = pgTable('storefront_catalogue_versions', {
  supplierId: id('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
