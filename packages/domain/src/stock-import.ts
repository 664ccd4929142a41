// The stock import file (CSV or XLSX): one row per product and outlet, opening stock or an
// adjustment with its reason. Columns are found by their header (any case, spaces ignored); a
// product is named by its barcode, else its SKU, else its exact name.
import { ADJUSTMENT_REASONS, type AdjustmentReason, adjustmentDirectionError } from './inventory.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';

export const STOCK_IMPORT_COLUMNS = [
  'barcode',
  'sku',
  'name',
  'outlet',
  'quantity',
  'reason',
  'note',
] as const;
export type StockImportColumn = (typeof STOCK_IMPORT_COLUMNS)[number];
export type RawStockRow = Partial<Record<StockImportColumn, string>>;

/** The header the template and the export write for each column. */
export const STOCK_IMPORT_HEADERS: Record<StockImportColumn, string> = {
  barcode: 'Barcode',
  sku: 'SKU',
  name: 'Product name',
  outlet: 'Outlet',
  quantity: 'Quantity',
  reason: 'Reason',
  note: 'Note',
};

const ALIASES: Record<string, StockImportColumn> = {
  barcode: 'barcode',
  sku: 'sku',
  productname: 'name',
  name: 'name',
  product: 'name',
  outlet: 'outlet',
  outletname: 'outlet',
  quantity: 'quantity',
  qty: 'quantity',
  change: 'quantity',
  reason: 'reason',
  note: 'note',
};

export function stockColumnForHeader(header: string): StockImportColumn | null {
  return ALIASES[header.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

export const STOCK_IMPORT_MAX_ROWS = 5000;

export const STOCK_IMPORT_MESSAGES = {
  noProductColumn: 'The file needs a Barcode, SKU or Product name column.',
  noQuantityColumn: 'The file needs a Quantity column.',
  noProduct: 'Enter the barcode, SKU or product name.',
  unknownProduct: 'No product with this barcode, SKU or name.',
  unknownOutlet: 'No outlet with this name.',
  quantity: 'Enter a quantity other than 0, up to 3 decimals.',
  reason: `Reason must be one of ${ADJUSTMENT_REASONS.join(', ')}.`,
} as const;

export interface ParsedStockRow {
  quantity: number;
  reason: AdjustmentReason;
  note: string | null;
}

/** The row's quantity, reason and note, or the first field that is wrong with its message. */
export function parseStockRow(
  cells: RawStockRow,
): { ok: true; value: ParsedStockRow } | { ok: false; field: StockImportColumn; message: string } {
  if (!cells.barcode && !cells.sku && !cells.name)
    return { ok: false, field: 'name', message: STOCK_IMPORT_MESSAGES.noProduct };
  const text = (cells.quantity ?? '').replace(/,/g, '').trim();
  const quantity = /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (
    !Number.isFinite(quantity) ||
    quantity === 0 ||
    Math.abs(quantity) > QUANTITY_MAX ||
    !isWholeMilli(quantity)
  )
    return { ok: false, field: 'quantity', message: STOCK_IMPORT_MESSAGES.quantity };
  const reasonText = (cells.reason ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const reason = (reasonText === '' ? 'ADJUSTMENT' : reasonText) as AdjustmentReason;
  if (!ADJUSTMENT_REASONS.includes(reason))
    return { ok: false, field: 'reason', message: STOCK_IMPORT_MESSAGES.reason };
  const direction = adjustmentDirectionError(reason, quantity);
  if (direction) return { ok: false, field: 'quantity', message: direction };
  const note = (cells.note ?? '').trim().slice(0, 500);
  return { ok: true, value: { quantity, reason, note: note === '' ? null : note } };
}
