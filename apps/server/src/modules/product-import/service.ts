// Product import and export: a file is read and every row checked with the domain rules
// first; then either all rows (only when none failed) or the valid rows the merchant chose are
// written in committed chunks while the screen polls the progress; the export writes the same columns.

import { PassThrough, Readable } from 'node:stream';
import { exportTexts } from '@storekeep/domain/export-texts';
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import {
  duplicateErrors,
  exportCells,
  IMPORT_ERRORS_SHOWN,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  PRODUCT_FILE_COLUMNS,
  type ProductImport,
  type ProductImportRow,
  type RawProductRow,
  type RowError,
  type StartImport,
  validateProductRow,
} from '@storekeep/domain/product-import';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { assignProductSlugs } from '../products/index.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';
import { readProductFile } from './read-file.ts';

/** Rows written per transaction: small enough for steady progress, large enough to be quick. */
export const IMPORT_CHUNK_ROWS = 250;

interface StagedRow {
  row: number;
  cells: RawProductRow;
  value: ProductImportRow | null;
}

type ImportRow = NonNullable<Awaited<ReturnType<typeof q.findImport>>>;

function present(row: ImportRow, preview: Array<{ row: number; cells: unknown }> = []): ProductImport {
  const errors = row.rowErrors as RowError[];
  return {
    ...row,
    format: row.format as ProductImport['format'],
    status: row.status as ProductImport['status'],
    mode: row.mode as ProductImport['mode'],
    rowErrors: errors.slice(0, IMPORT_ERRORS_SHOWN),
    errorCount: errors.length,
    preview: preview.map((r) => ({ row: r.row, cells: r.cells as Record<string, string> })),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getImport(db: Db, session: SupplierSession, importId: number) {
  const row = await q.findImport(db, session.supplierId, importId);
  if (!row) throw notFound('This import does not exist.');
  // The preview matters while the merchant decides; afterwards the rows are gone.
  const preview =
    row.status === 'VALIDATED'
      ? await q.previewRows(db, session.supplierId, importId, IMPORT_PREVIEW_ROWS)
      : [];
  return present(row, preview);
}

export async function listImports(db: Db, session: SupplierSession) {
  return { imports: (await q.listImports(db, session.supplierId, 20)).map((row) => present(row)) };
}

/** A row's SKU or barcode already held in the store: the product form's messages, naming the holder. */
function codeConflicts(
  row: number,
  value: ProductImportRow,
  existing: Awaited<ReturnType<typeof q.existingCodes>>,
): RowError[] {
  const errors: RowError[] = [];
  const skuHolder = value.sku ? existing.skus.get(value.sku) : undefined;
  if (skuHolder !== undefined)
    errors.push({ row, column: 'sku', message: PRODUCT_MESSAGES.skuConflict(skuHolder) });
  const barcodeHolder = value.barcode ? existing.barcodes.get(value.barcode) : undefined;
  if (barcodeHolder !== undefined)
    errors.push({ row, column: 'barcode', message: PRODUCT_MESSAGES.barcodeConflict(barcodeHolder) });
  return errors;
}

/** Reads and checks the whole file; nothing is written to the catalogue yet. */
export async function uploadImport(db: Db, session: SupplierSession, fileName: string, bytes: Buffer) {
  const file = await readProductFile(fileName, bytes);
  const errors: RowError[] = [];
  const staged: StagedRow[] = file.rows.map(({ row, cells }) => {
    const result = validateProductRow(cells);
    for (const e of result.errors) errors.push({ row, ...e });
    return { row, cells, value: result.row };
  });
  const valid = staged.flatMap((s) => (s.value ? [{ row: s.row, value: s.value }] : []));
  errors.push(...duplicateErrors(valid));
  const existing = await q.existingCodes(
    db,
    session.supplierId,
    valid.flatMap((v) => (v.value.sku ? [v.value.sku] : [])),
    valid.flatMap((v) => (v.value.barcode ? [v.value.barcode] : [])),
  );
  for (const { row, value } of valid) errors.push(...codeConflicts(row, value, existing));
  // A row with any error is not valid, whichever check found it.
  const failed = new Set(errors.map((e) => e.row));
  for (const s of staged) if (failed.has(s.row)) s.value = null;
  errors.sort((a, b) => a.row - b.row);
  const importId = await db.transaction(async (tx) => {
    const id = await q.insertImport(tx, {
      supplierId: session.supplierId,
      fileName: fileName.slice(0, 200),
      format: file.format,
      totalRows: staged.length,
      validRows: staged.filter((s) => s.value).length,
      rowErrors: errors,
      createdBy: session.userId,
    });
    await q.insertImportRows(tx, session.supplierId, id, staged);
    return id;
  });
  return getImport(db, session, importId);
}

/**
 * ALL imports every row and is refused while any row has an error; VALID_ROWS is the merchant's
 * explicit choice to leave the failed rows out. The writing runs after the reply (see runImport).
 */
export async function startImport(db: Db, session: SupplierSession, importId: number, input: StartImport) {
  await db.transaction(async (tx) => {
    const row = await q.lockImport(tx, session.supplierId, importId);
    if (!row) throw notFound('This import does not exist.');
    if (row.status !== 'VALIDATED') throw conflict(IMPORT_MESSAGES.notReady);
    if (input.mode === 'ALL' && row.validRows < row.totalRows) throw invalid(IMPORT_MESSAGES.hasErrors);
    if (row.validRows === 0) throw invalid(IMPORT_MESSAGES.noValidRows);
    await q.updateImport(tx, session.supplierId, importId, {
      status: 'IMPORTING',
      mode: input.mode,
      toImport: row.validRows,
    });
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'product.import',
      details: { importId, mode: input.mode, rows: row.validRows },
    });
  });
  runImportInBackground(db, session.supplierId, importId);
  return getImport(db, session, importId);
}

export async function cancelImport(db: Db, session: SupplierSession, importId: number) {
  await db.transaction(async (tx) => {
    const row = await q.lockImport(tx, session.supplierId, importId);
    if (!row) throw notFound('This import does not exist.');
    if (row.status !== 'VALIDATED') throw conflict(IMPORT_MESSAGES.notReady);
    // The staged rows are not needed any more.
    await q.updateImport(tx, session.supplierId, importId, { status: 'CANCELLED', finishedAt: new Date() });
    await q.deleteImportRows(tx, session.supplierId, importId);
  });
  return getImport(db, session, importId);
}

const running = new Set<string>();

export function runImportInBackground(db: Db, supplierId: number, importId: number) {
  const key = `${supplierId}:${importId}`;
  if (running.has(key)) return;
  running.add(key);
  void runImport(db, supplierId, importId)
    .catch(async () => {
      await q
        .updateImport(db, supplierId, importId, {
          status: 'FAILED',
          failure: 'Something went wrong',
          finishedAt: new Date(),
        })
        .catch(() => undefined);
    })
    .finally(() => running.delete(key));
}

/** Until this settles, the import is still writing (tests and shutdown wait on it). */
export function importsRunning(): number {
  return running.size;
}

/**
 * Writes the staged rows chunk by chunk. Each chunk is one transaction that also moves
 * processed_rows on, under the import's row lock: a restarted server (resumeImports) or a second
 * copy continues where the last commit stopped and never writes a row twice.
 */
export async function runImport(db: Db, supplierId: number, importId: number) {
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const row = await q.lockImport(tx, supplierId, importId);
      if (row?.status !== 'IMPORTING') return true;
      if (row.processedRows >= row.totalRows) {
        await q.updateImport(tx, supplierId, importId, { status: 'DONE', finishedAt: new Date() });
        await q.deleteImportRows(tx, supplierId, importId);
        return true;
      }
      const slice = (await q.stagedSlice(
        tx,
        supplierId,
        importId,
        row.processedRows,
        IMPORT_CHUNK_ROWS,
      )) as StagedRow[];
      const candidates = slice.flatMap((s) => (s.value ? [{ row: s.row, value: s.value }] : []));
      // A product saved since the file was checked may now hold one of these codes.
      const existing = await q.existingCodes(
        tx,
        supplierId,
        candidates.flatMap((c) => (c.value.sku ? [c.value.sku] : [])),
        candidates.flatMap((c) => (c.value.barcode ? [c.value.barcode] : [])),
      );
      const lateErrors: RowError[] = [];
      const writable = candidates.filter(({ row: rowNumber, value }) => {
        const conflicts = codeConflicts(rowNumber, value, existing);
        lateErrors.push(...conflicts);
        return conflicts.length === 0;
      });
      const categoryIds = await q.categoryIdsForNames(
        tx,
        supplierId,
        writable.flatMap((w) => (w.value.category ? [w.value.category] : [])),
      );
      const inserted = await q.insertProducts(
        tx,
        writable.map(({ value }) => ({
          supplierId,
          name: value.name,
          sku: value.sku,
          barcode: value.barcode,
          hsnSacNo: value.hsnSacNo,
          unit: value.unit,
          mrpPaise: value.mrpPaise,
          pricePaise: value.pricePaise,
          costPaise: value.costPaise,
          taxRate: value.taxRate,
          categoryId: value.category ? (categoryIds.get(value.category.toLowerCase()) ?? null) : null,
        })),
      );
      await assignProductSlugs(tx, supplierId, inserted);
      await q.updateImport(tx, supplierId, importId, {
        processedRows: row.processedRows + slice.length,
        importedRows: row.importedRows + inserted.length,
        ...(lateErrors.length > 0 ? { rowErrors: [...(row.rowErrors as RowError[]), ...lateErrors] } : {}),
      });
      return false;
    });
    if (done) return;
    // Let requests (the progress polls among them) in between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Continues the imports a stopped server left half-written. */
export async function resumeImports(db: Db) {
  for (const { supplierId, importId } of await q.runningImports(db))
    runImportInBackground(db, supplierId, importId);
}

/**
 * Pages of the live catalogue, by product id. Large pages on purpose: without fresh planner
 * statistics (PGlite never auto-analyzes) each page may re-scan the rest of the catalogue, so
 * fewer pages keep a 100 000-product export to a few scans.
 */
const EXPORT_PAGE_ROWS = 10_000;

async function* exportPages(db: Db, supplierId: number, first: Awaited<ReturnType<typeof q.exportPage>>) {
  let page = first;
  for (;;) {
    yield page.map((p) => exportCells(p).map(guardFormula));
    if (page.length < EXPORT_PAGE_ROWS) return;
    page = await q.exportPage(db, supplierId, page[page.length - 1]?.productId ?? 0, EXPORT_PAGE_ROWS);
  }
}

/**
 * The live catalogue as a stream (CSV or XLSX), written page by page so memory stays flat however
 * large the catalogue. The first page is read before anything is sent, so a failing database
 * still answers with an error reply rather than a cut file.
 */
export async function exportCatalogue(
  db: Db,
  session: SupplierSession,
  format: 'csv' | 'xlsx',
): Promise<Readable> {
  const first = await q.exportPage(db, session.supplierId, 0, EXPORT_PAGE_ROWS);
  const pages = exportPages(db, session.supplierId, first);
  // Headers in the asking staff member's language; the import reads them in all nine (decision 0245).
  const texts = exportTexts(session.language);
  const headers = PRODUCT_FILE_COLUMNS.map((c) => texts.productColumns[c.key]);
  if (format === 'csv') return Readable.from(csvChunks(headers, pages));
  const out = new PassThrough();
  writeXlsx(texts.productsSheet, headers, pages, out).catch((error: Error) => out.destroy(error));
  return out;
}

/** Cells a spreadsheet would run as a formula get a leading quote (the import takes it off). */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
}

async function* csvChunks(headers: string[], pages: AsyncIterable<string[][]>) {
  // Loaded on first use, like exceljs below (cold start).
  const { default: Papa } = await import('papaparse');
  // A byte-order mark so Excel opens Indian-language names as UTF-8.
  yield `\uFEFF${Papa.unparse([headers])}\r\n`;
  for await (const rows of pages) if (rows.length > 0) yield `${Papa.unparse(rows)}\r\n`;
}

async function writeXlsx(
  sheetName: string,
  headers: string[],
  pages: AsyncIterable<string[][]>,
  out: PassThrough,
) {
  // exceljs is large (about a third of the server's start-up when loaded eagerly): only on use.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header, width: i === 0 ? 40 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Amounts and the tax rate as numbers, so the sheet can sum them (an unset tax stays empty).
  for await (const rows of pages)
    for (const r of rows)
      sheet.addRow(r.map((cell, i) => (i >= 5 && i <= 8 && cell !== '' ? Number(cell) : cell))).commit();
  sheet.commit();
  await workbook.commit();
}
