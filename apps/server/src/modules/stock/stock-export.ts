// Exports of the stock levels (one row per product or variant and outlet, with value at cost) and of the stock
// ledger (every move), as CSV or XLSX, read in pages by key so a large store streams. Headers and
// sheet names are in the asking staff member's language (export-texts.ts).
import { PassThrough, Readable } from 'node:stream';
import { exportTexts, type StockExportColumn } from '@storekeep/domain/export-texts';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { guardFormula } from '../product-import/index.ts';
import * as q from './export-queries.ts';
import { scopeOutletIds, valueAtCost } from './inventory-levels.ts';

const PAGE = 2000;
type Page = Array<Array<string | number>>;

const LEVEL_COLUMNS: StockExportColumn[] = [
  'productName',
  'barcode',
  'sku',
  'category',
  'outlet',
  'quantity',
  'unit',
  'reorderLevel',
  'reorderQuantity',
  'cost',
  'valueAtCost',
];
const MOVE_COLUMNS: StockExportColumn[] = [
  'date',
  'productName',
  'barcode',
  'outlet',
  'reason',
  'quantity',
  'note',
  'order',
  'transfer',
  'batch',
];

const rupees = (paise: number) => (paise / 100).toFixed(2);

async function* levelPages(db: Db, supplierId: number, outletIds: number[]): AsyncGenerator<Page> {
  let after = { name: '', productId: 0, variantId: 0, outletId: 0 };
  for (;;) {
    const rows = await q.levelExportPage(db, supplierId, outletIds, after, PAGE);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.label,
      r.barcode ?? '',
      r.sku ?? '',
      r.category ?? '',
      r.outlet,
      Number(r.quantity),
      r.unit,
      Number(r.reorder_level),
      Number(r.reorder_quantity),
      rupees(r.cost_paise),
      rupees(valueAtCost(quantityToMilli(r.quantity), r.cost_paise)),
    ]);
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = {
      name: last.name,
      productId: last.product_id,
      variantId: last.variant_id,
      outletId: last.outlet_id,
    };
    if (rows.length < PAGE) return;
  }
}

async function* movePages(db: Db, supplierId: number, outletIds: number[]): AsyncGenerator<Page> {
  let after = 0;
  for (;;) {
    const rows = await q.moveExportPage(db, supplierId, outletIds, after, PAGE);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.at,
      r.name,
      r.barcode ?? '',
      r.outlet,
      r.reason,
      Number(r.quantity),
      r.note ?? '',
      r.order_id ?? '',
      r.transfer_id ?? '',
      r.batch_no ?? '',
    ]);
    after = (rows[rows.length - 1] as (typeof rows)[number]).move_id;
    if (rows.length < PAGE) return;
  }
}

async function* csvChunks(headers: string[], pages: AsyncIterable<Page>) {
  const { default: Papa } = await import('papaparse');
  // A byte-order mark so Excel opens Indian-language names as UTF-8.
  yield `\uFEFF${Papa.unparse([headers])}\r\n`;
  for await (const rows of pages)
    yield `${Papa.unparse(rows.map((r) => r.map((c) => (typeof c === 'string' ? guardFormula(c) : c))))}\r\n`;
}

async function writeXlsx(sheetName: string, headers: string[], pages: AsyncIterable<Page>, out: PassThrough) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header, width: i <= 1 ? 32 : 14 }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of pages)
    for (const r of rows) sheet.addRow(r.map((c) => (typeof c === 'string' ? guardFormula(c) : c))).commit();
  sheet.commit();
  await workbook.commit();
}

function file(
  format: 'csv' | 'xlsx',
  sheetName: string,
  headers: string[],
  pages: AsyncIterable<Page>,
): Readable {
  if (format === 'csv') return Readable.from(csvChunks(headers, pages));
  const out = new PassThrough();
  writeXlsx(sheetName, headers, pages, out).catch((error: Error) => out.destroy(error));
  return out;
}

export async function exportStock(
  db: Db,
  session: SupplierSession,
  what: 'levels' | 'moves',
  scope: OutletScope,
  format: 'csv' | 'xlsx',
): Promise<Readable> {
  const outletIds = await scopeOutletIds(db, session, scope);
  const none = (async function* () {})();
  const texts = exportTexts(session.language);
  const headers = (columns: StockExportColumn[]) => columns.map((c) => texts.stockColumns[c]);
  if (what === 'levels')
    return file(
      format,
      texts.stockSheet,
      headers(LEVEL_COLUMNS),
      outletIds.length ? levelPages(db, session.supplierId, outletIds) : none,
    );
  return file(
    format,
    texts.stockLedgerSheet,
    headers(MOVE_COLUMNS),
    outletIds.length ? movePages(db, session.supplierId, outletIds) : none,
  );
}
