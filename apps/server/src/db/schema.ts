// Drizzle table definitions mirroring migrations/*.sql, for typed queries. The SQL files are the
// source of truth for the database; keep these in step when a migration lands.
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
    imagePath: text('image_path'),
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
    /** Kept by the media module: image count and the first image's URL. */
    imageCount: integer('image_count').notNull().default(0),
    mainImageUrl: text('main_image_url'),
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
