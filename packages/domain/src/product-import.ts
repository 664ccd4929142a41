// Product import and export: the file's columns, the per-row rules (the domain's own
// patterns for SKU, barcode, HSN/SAC and amounts) and the import's HTTP shapes.

import { z } from 'zod';
import { CATEGORY_NAME_MAX_LENGTH } from './categories.ts';
import { PRODUCT_FILE_COLUMNS, type ProductFileColumn } from './export-texts/texts.ts';
import { EXPORT_TEXTS } from './export-texts.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';
import {
  optionalBarcodeSchema,
  optionalHsnSacSchema,
  optionalSkuSchema,
  productCrossFieldIssues,
  productNameSchema,
  taxRateSchema,
} from './product.ts';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from './validation.ts';

export { PRODUCT_FILE_COLUMNS, type ProductFileColumn };

/** Other spellings merchants use in their sheets, lower-cased without spaces or punctuation. */
const HEADER_ALIASES: Record<string, ProductFileColumn> = {
  productname: 'name',
  name: 'name',
  sku: 'sku',
  productsku: 'sku',
  barcode: 'barcode',
  hsnsac: 'hsnSacNo',
  hsn: 'hsnSacNo',
  hsnsacno: 'hsnSacNo',
  hsncode: 'hsnSacNo',
  unit: 'unit',
  unitofmeasurement: 'unit',
  mrp: 'mrp',
  sellingprice: 'price',
  price: 'price',
  costprice: 'cost',
  cost: 'cost',
  taxrate: 'taxRate',
  tax: 'taxRate',
  gst: 'taxRate',
  category: 'category',
  categoryname: 'category',
};

/** The catalogue export's headers in each of the nine languages, as written (trimmed, lower-cased). */
const TRANSLATED_HEADERS = new Map<string, ProductFileColumn>(
  Object.values(EXPORT_TEXTS).flatMap((texts) =>
    (Object.entries(texts.productColumns) as Array<[ProductFileColumn, string]>).map(
      ([key, header]) => [header.trim().toLowerCase(), key] as const,
    ),
  ),
);

/**
 * The column a header names: an English spelling (or alias), or the export's header in any of
 * the nine languages, so a file exported by a Tamil-speaking staff member imports for everyone.
 */
export function columnForHeader(header: string): ProductFileColumn | null {
  return (
    HEADER_ALIASES[header.toLowerCase().replace(/[^a-z]/g, '')] ??
    TRANSLATED_HEADERS.get(header.trim().replace(/\s+/g, ' ').toLowerCase()) ??
    null
  );
}

export const UNIT_MAX_LENGTH = 20;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 20;
/**
 * What an XLSX may unpack to, judged from its zip directory before a byte is inflated: a 10 MB
 * upload can unpack to gigabytes. 20 000 product rows are well under 20 MB of sheet XML.
 */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** A workbook is a dozen parts; thousands of tiny ones are an attack on the reader. */
export const XLSX_MAX_ENTRIES = 1000;

export const IMPORT_MESSAGES = {
  unitTooLong: `Unit cannot exceed ${UNIT_MAX_LENGTH} characters`,
  taxRate: 'Tax rate must be a number from 0 to 100',
  categoryTooLong: `Category name cannot exceed ${CATEGORY_NAME_MAX_LENGTH} characters`,
  duplicateSkuInFile: 'This SKU appears more than once in the file',
  duplicateBarcodeInFile: 'This barcode appears more than once in the file',
  noNameColumn: 'The file has no Product Name column',
  noRows: 'The file has no product rows',
  tooManyRows: `A file can hold up to ${IMPORT_MAX_ROWS} products`,
  unreadable: 'This file could not be read. Upload a .csv or .xlsx file.',
  wrongFormat: 'Please Upload only csv or xlsx file',
  tooLarge: `Exceeds size limit of ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  unpacksTooLarge: `This workbook unpacks to more than ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB or ${XLSX_MAX_ENTRIES} parts. Upload it as a .csv file.`,
  hasErrors: 'Some rows have errors. Fix the file, or import only the valid rows.',
  noValidRows: 'No row of this file can be imported.',
  notReady: 'This import has already been started.',
} as const;

/** A row as read from the file: every cell as trimmed text. */
export type RawProductRow = Partial<Record<ProductFileColumn, string>>;

/** A valid row, ready to insert. */
export interface ProductImportRow {
  name: string;
  sku: string | null;
  barcode: string | null;
  hsnSacNo: string | null;
  unit: string;
  mrpPaise: number;
  pricePaise: number;
  costPaise: number;
  /** Two decimals as text, as numeric(5,2) holds it; null for an empty cell (tax not set yet). */
  taxRate: string | null;
  category: string | null;
}

export interface RowError {
  /** The row number the merchant sees in the sheet (the header is row 1). */
  row: number;
  column: ProductFileColumn | null;
  message: string;
}

function amount(
  text: string | undefined,
  column: ProductFileColumn,
  errors: Omit<RowError, 'row'>[],
): number {
  const value = (text ?? '').replace(/,/g, '').trim();
  if (value === '') return 0;
  if (!AMOUNT_PATTERN.test(value)) {
    errors.push({ column, message: VALIDATION_MESSAGES.amount });
    return 0;
  }
  return rupeesToPaise(value);
}

/** A cell through one of the product form's schemas (product.ts): its value, or its first message. */
function viaSchema<T>(
  schema: z.ZodType<T, string | null>,
  text: string,
  column: ProductFileColumn,
  errors: Omit<RowError, 'row'>[],
): T | null {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  errors.push({ column, message: result.error.issues[0]?.message ?? VALIDATION_MESSAGES.amount });
  return null;
}

/** One row, by the product form's own rules (product.ts) where it has them. */
export function validateProductRow(raw: RawProductRow): {
  row: ProductImportRow | null;
  errors: Omit<RowError, 'row'>[];
} {
  const errors: Omit<RowError, 'row'>[] = [];
  const text = (key: ProductFileColumn) => (raw[key] ?? '').trim();

  const name = viaSchema(productNameSchema, text('name'), 'name', errors);
  const sku = viaSchema(optionalSkuSchema, text('sku'), 'sku', errors);
  const barcode = viaSchema(optionalBarcodeSchema, text('barcode'), 'barcode', errors);
  const hsnSacNo = viaSchema(optionalHsnSacSchema, text('hsnSacNo'), 'hsnSacNo', errors);

  const unit = text('unit') || 'pcs';
  if (unit.length > UNIT_MAX_LENGTH) errors.push({ column: 'unit', message: IMPORT_MESSAGES.unitTooLong });

  const mrpPaise = amount(raw.mrp, 'mrp', errors);
  const pricePaise = amount(raw.price, 'price', errors);
  const costPaise = amount(raw.cost, 'cost', errors);
  for (const issue of productCrossFieldIssues({
    mrpPaise,
    sellingPricePaise: pricePaise,
    isBulkPricingActive: false,
    bulkPricingDetail: [],
    variants: [],
  }))
    errors.push({ column: 'price', message: issue.message });

  // An empty cell leaves the tax unset (the missing-tax view), which is not a 0 % rate.
  const taxText = text('taxRate').replace(/%$/, '').trim();
  let taxRate: string | null = null;
  if (taxText !== '') {
    const rate = /^\d+(\.\d+)?$/.test(taxText) ? taxRateSchema.safeParse(Number(taxText)) : null;
    if (rate?.success) taxRate = rate.data.toFixed(2);
    else errors.push({ column: 'taxRate', message: IMPORT_MESSAGES.taxRate });
  }

  const category = text('category');
  if (category.length > CATEGORY_NAME_MAX_LENGTH)
    errors.push({ column: 'category', message: IMPORT_MESSAGES.categoryTooLong });

  if (errors.length > 0 || name === null) return { row: null, errors };
  return {
    row: {
      name,
      sku,
      barcode,
      hsnSacNo,
      unit,
      mrpPaise,
      pricePaise,
      costPaise,
      taxRate,
      category: category || null,
    },
    errors,
  };
}

/** SKUs and barcodes must be unique in the file: the second and later rows get the error. */
export function duplicateErrors(rows: ReadonlyArray<{ row: number; value: ProductImportRow }>): RowError[] {
  const errors: RowError[] = [];
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  for (const { row, value } of rows) {
    if (value.sku) {
      // Exact text, as the product form compares SKUs.
      const key = value.sku;
      if (skus.has(key)) errors.push({ row, column: 'sku', message: IMPORT_MESSAGES.duplicateSkuInFile });
      skus.add(key);
    }
    if (value.barcode) {
      if (barcodes.has(value.barcode))
        errors.push({ row, column: 'barcode', message: IMPORT_MESSAGES.duplicateBarcodeInFile });
      barcodes.add(value.barcode);
    }
  }
  return errors;
}

/** The cells of a row for the export, in PRODUCT_FILE_COLUMNS order (rupees with 2 decimals). */
export function exportCells(p: {
  name: string;
  sku: string | null;
  barcode: string | null;
  hsnSacNo: string | null;
  unit: string;
  mrpPaise: number;
  pricePaise: number;
  costPaise: number;
  /** Null when the product's tax is not set yet (the missing-tax view): an empty cell. */
  taxRate: string | null;
  category: string | null;
}): string[] {
  return [
    p.name,
    p.sku ?? '',
    p.barcode ?? '',
    p.hsnSacNo ?? '',
    p.unit,
    paiseToRupees(p.mrpPaise),
    paiseToRupees(p.pricePaise),
    paiseToRupees(p.costPaise),
    p.taxRate === null ? '' : Number(p.taxRate).toString(),
    p.category ?? '',
  ];
}

export const IMPORT_STATUSES = ['VALIDATED', 'IMPORTING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export const IMPORT_MODES = ['ALL', 'VALID_ROWS'] as const;

export const rowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});

export const productImportSchema = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(IMPORT_STATUSES),
  mode: z.enum(IMPORT_MODES).nullable(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  toImport: z.number().int(),
  processedRows: z.number().int(),
  importedRows: z.number().int(),
  /** Up to IMPORT_ERRORS_SHOWN row errors, in row order. */
  rowErrors: z.array(rowErrorSchema),
  errorCount: z.number().int(),
  /** The first rows of the file as read, with their row numbers, for the preview. */
  preview: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string()) })),
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;
export const IMPORT_ERRORS_SHOWN = 500;

export const startImportSchema = z.object({ mode: z.enum(IMPORT_MODES) });
export type StartImport = z.infer<typeof startImportSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
