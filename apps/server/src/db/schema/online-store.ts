// Tables of the website builder and the storefront: themes and verticals, sites with their versions,
// images and domains, and the storefront's catalogue version.

import type { ImageCrop } from '@storekeep/domain/image-crop';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';

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
  shopProfile: jsonb('shop_profile').notNull().default({}),
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
    /** 0033: the phone and webp variants exist. */
    variantsReady: boolean('variants_ready').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    /** 0047: the crop the image was last saved with (image-crop.ts), null until one is. */
    crop: jsonb('crop').$type<ImageCrop>(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.imageId] })],
);

/** 0048: link clicks the apps report (collect-data.ns), kept 90 days. */
export const linkClicks = pgTable(
  'link_clicks',
  {
    supplierId: id('supplier_id').notNull(),
    clickId: id('click_id').notNull().generatedByDefaultAsIdentity(),
    li: text('li').notNull(),
    ll: text('ll').notNull(),
    deviceCode: smallint('device_code').notNull(),
    clickedAt: at('clicked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.clickId] })],
);

export const siteDomains = pgTable(
  'site_domains',
  {
    supplierId: id('supplier_id').notNull(),
    domainId: id('domain_id').notNull().generatedByDefaultAsIdentity(),
    host: text('host').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: at('verified_at'),
    /** pending | issued | failed (migration 0046); null before any certificate was asked for. */
    certificateStatus: text('certificate_status').$type<'pending' | 'issued' | 'failed'>(),
    certificateError: text('certificate_error'),
    certificateExpiresAt: at('certificate_expires_at'),
    certificateRenewsAt: at('certificate_renews_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.domainId] })],
);

/** Bumped by triggers on products, categories, variants, images, stock and suppliers. */
export const storefrontCatalogueVersions = pgTable('storefront_catalogue_versions', {
  supplierId: id('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
