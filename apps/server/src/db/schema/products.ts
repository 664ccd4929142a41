// Tables of the product catalogue: categories and their tree, products with variants, outlet
// delivery and images, and shoppers' enquiries about them.
import type { CategoryTranslations, ProductTranslations } from '@storekeep/domain/store-translations';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

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
    /** 0042: name per shopper language ({ hi: { name } }). */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.categoryId] })],
);

export const categoryTrees = pgTable('category_trees', {
  supplierId: id('supplier_id').primaryKey(),
  isCategoryAutomated: boolean('is_category_automated').notNull().default(false),
  lastModifiedTimestamp: id('last_modified_timestamp').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

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
    /** 0042: name and description per shopper language ({ hi: { name, description } }). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /**
     * 0050: the product's address in the online store, unique in the store. Given by the products
     * module (assignProductSlugs); a row inserted without one gets item-{id} from a trigger.
     */
    slug: text('slug').notNull().default(sql`NULL`),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId] })],
);

/** 0050: the slugs a product had before a rename; their addresses answer 301 to the current one. */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    supplierId: id('supplier_id').notNull(),
    slug: text('slug').notNull(),
    productId: id('product_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.slug] })],
);

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
    /** 0033: which set of variants the files hold (PRODUCT_IMAGE_VARIANTS_VERSION). */
    variantsVersion: smallint('variants_version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.position] })],
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
    // 0031_messages: the enquiries inbox
    repliedAt: at('replied_at'),
    doneAt: at('done_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.enquiryId] })],
);
