// The words of the exported files in the nine languages, for the staff member who asks for them:
// the report files (CSV, XLSX, PDF: heading, sheet names, figure, table and column names, 'Total'),
// the stock exports and the catalogue export (sheet names and column headers). The admin app's
// report screens take their figure, table and column names from here, so screen and file agree.
// Codes (GSTIN, HSN/SAC, CGST, SGST, IGST, UQC, SKU, MRP) stay as they are. Not here: the GSTR-1
// files, whose sheet names, headings and keys stay the portal's English (the offline tool reads
// them by name).
import { bn } from './export-texts/bn.ts';
import { gu } from './export-texts/gu.ts';
import { hi } from './export-texts/hi.ts';
import { kn } from './export-texts/kn.ts';
import { ml } from './export-texts/ml.ts';
import { mr } from './export-texts/mr.ts';
import { ta } from './export-texts/ta.ts';
import { te } from './export-texts/te.ts';
import { type LanguageCode, normalizeLanguage } from './languages.ts';
import type { ProductFileColumn } from './product-import.ts';
import {
  REPORT_COLUMN_LABELS,
  REPORT_FIGURE_LABELS,
  REPORT_TABLE_TITLES,
  REPORT_TITLES,
} from './report-labels.ts';

const STOCK_COLUMNS = {
  productName: 'Product name',
  barcode: 'Barcode',
  sku: 'SKU',
  category: 'Category',
  outlet: 'Outlet',
  quantity: 'Quantity',
  unit: 'Unit',
  reorderLevel: 'Reorder level',
  reorderQuantity: 'Reorder quantity',
  cost: 'Cost',
  valueAtCost: 'Value at cost',
  date: 'Date',
  reason: 'Reason',
  note: 'Note',
  order: 'Order',
  transfer: 'Transfer',
  batch: 'Batch',
} as const;
export type StockExportColumn = keyof typeof STOCK_COLUMNS;

export interface ExportTexts {
  reportTitles: Record<keyof typeof REPORT_TITLES, string>;
  /** '{report}, {from} to {to}': the first line of a report file. */
  reportHeading: string;
  /** The XLSX sheet of a report's figures. */
  summary: string;
  /** The first cell of a table's totals row. */
  total: string;
  figures: Record<string, string>;
  tables: Record<string, string>;
  columns: Record<string, string>;
  stockSheet: string;
  stockLedgerSheet: string;
  stockColumns: Record<StockExportColumn, string>;
  productsSheet: string;
  /** The catalogue export's headers; the import reads them in every language (product-import.ts). */
  productColumns: Record<ProductFileColumn, string>;
}

const en: ExportTexts = {
  reportTitles: REPORT_TITLES,
  reportHeading: '{report}, {from} to {to}',
  summary: 'Summary',
  total: 'Total',
  figures: REPORT_FIGURE_LABELS,
  tables: REPORT_TABLE_TITLES,
  columns: REPORT_COLUMN_LABELS,
  stockSheet: 'Stock',
  stockLedgerSheet: 'Stock ledger',
  stockColumns: STOCK_COLUMNS,
  productsSheet: 'Products',
  productColumns: {
    name: 'Product Name',
    sku: 'SKU',
    barcode: 'Barcode',
    hsnSacNo: 'HSN/SAC',
    unit: 'Unit',
    mrp: 'MRP',
    price: 'Selling Price',
    cost: 'Cost Price',
    taxRate: 'Tax Rate',
    category: 'Category',
  },
};

export const EXPORT_TEXTS: Record<LanguageCode, ExportTexts> = { en, hi, mr, bn, ta, gu, kn, ml, te };

/** The export words of a language; English for one Storekeep does not speak. */
export function exportTexts(language: string | null | undefined): ExportTexts {
  return EXPORT_TEXTS[normalizeLanguage(language)];
}

/** A text with its {name} placeholders filled. */
export function fillExportText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
