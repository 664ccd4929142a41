// The English of the exported files and the shape every language's words take (export-texts.ts
// gathers the languages): kept apart so the language files and the importer read them without a
// cycle through export-texts.ts.
import {
  REPORT_COLUMN_LABELS,
  REPORT_FIGURE_LABELS,
  REPORT_TABLE_TITLES,
  REPORT_TITLES,
} from '../report-labels.ts';

/** The catalogue file's columns, in file order: the export writes these headers and the import reads them. */
export const PRODUCT_FILE_COLUMNS = [
  { key: 'name', header: 'Product Name' },
  { key: 'sku', header: 'SKU' },
  { key: 'barcode', header: 'Barcode' },
  { key: 'hsnSacNo', header: 'HSN/SAC' },
  { key: 'unit', header: 'Unit' },
  { key: 'mrp', header: 'MRP' },
  { key: 'price', header: 'Selling Price' },
  { key: 'cost', header: 'Cost Price' },
  { key: 'taxRate', header: 'Tax Rate' },
  { key: 'category', header: 'Category' },
] as const;
export type ProductFileColumn = (typeof PRODUCT_FILE_COLUMNS)[number]['key'];

export const STOCK_COLUMNS = {
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

export const en: ExportTexts = {
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
  productColumns: Object.fromEntries(
    PRODUCT_FILE_COLUMNS.map((column) => [column.key, column.header]),
  ) as Record<ProductFileColumn, string>,
};
