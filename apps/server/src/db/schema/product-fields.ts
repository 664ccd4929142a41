// Tables of what helps fill in products: custom fields and their values, product templates, and
// product imports with their rows.
import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, paise } from './columns.ts';

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
