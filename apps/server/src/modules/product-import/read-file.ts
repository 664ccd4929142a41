// Reads an uploaded product file (CSV or XLSX, judged by its bytes as well as its name) into
// header-mapped text rows; file-level problems throw with the domain's messages.
import { Readable } from 'node:stream';
import {
  columnForHeader,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ProductFileColumn,
  type RawProductRow,
} from '@storekeep/domain/product-import';
import { AppError, invalid } from '../../http/errors.ts';
import { checkWorkbookZip } from './workbook-zip.ts';

export interface ReadFile {
  format: 'csv' | 'xlsx';
  /** Rows after the header, with the sheet row number (header = 1). */
  rows: Array<{ row: number; cells: RawProductRow }>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function formatOf(fileName: string, bytes: Buffer): 'csv' | 'xlsx' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== 'csv' && extension !== 'xlsx') throw invalid(IMPORT_MESSAGES.wrongFormat);
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  // The name must agree with the content: an .xlsx is a zip, a .csv is text (no NUL byte).
  if (extension === 'xlsx' ? !isZip : isZip || bytes.includes(0)) throw invalid(IMPORT_MESSAGES.unreadable);
  return extension;
}

/** A leading quote the export added against formula injection is taken off again. */
function cellText(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

function mapRows(matrix: Array<{ row: number; values: string[] }>): ReadFile['rows'] {
  const header = matrix[0];
  if (!header) throw invalid(IMPORT_MESSAGES.noRows);
  const columns: Array<ProductFileColumn | null> = header.values.map((h) => columnForHeader(h));
  if (!columns.includes('name')) throw invalid(IMPORT_MESSAGES.noNameColumn);
  const rows: ReadFile['rows'] = [];
  for (const line of matrix.slice(1)) {
    if (line.values.every((v) => v.trim() === '')) continue;
    const cells: RawProductRow = {};
    columns.forEach((column, i) => {
      if (column && cells[column] === undefined) cells[column] = cellText(line.values[i] ?? '');
    });
    rows.push({ row: line.row, cells });
  }
  if (rows.length === 0) throw invalid(IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw invalid(IMPORT_MESSAGES.tooManyRows);
  return rows;
}

/** A sheet's rows as text cells, the sheet row number with each (header = 1). */
export type SheetMatrix = Array<{ row: number; values: string[] }>;

async function readCsv(bytes: Buffer): Promise<SheetMatrix> {
  // Loaded on first use, like exceljs below (cold start).
  const { default: Papa } = await import('papaparse');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return parsed.data.map((values, i) => ({ row: i + 1, values: values.map(String) }));
}

async function readXlsx(bytes: Buffer, maxRows: number, tooManyRows: string): Promise<SheetMatrix> {
  await checkWorkbookZip(bytes);
  // Loaded on first use: exceljs would otherwise be about a third of the server's start-up.
  const { default: ExcelJS } = await import('exceljs');
  // Streamed: rows are read one at a time from the first sheet, never a whole workbook model.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const matrix: SheetMatrix = [];
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) values.push(row.getCell(c).text ?? '');
        matrix.push({ row: row.number, values });
        if (matrix.length > maxRows + 1) throw invalid(tooManyRows);
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(IMPORT_MESSAGES.unreadable);
  }
  return matrix;
}

/**
 * The first sheet of a CSV or XLSX upload as text rows, through the same checks as the product
 * import (format judged by the bytes, the workbook's zip limits, streamed reading). The stock
 * import reads its files here.
 */
export async function readSheet(
  fileName: string,
  bytes: Buffer,
  maxRows: number,
  tooManyRows: string,
): Promise<{ format: 'csv' | 'xlsx'; matrix: SheetMatrix }> {
  const format = formatOf(fileName, bytes);
  const matrix = format === 'csv' ? await readCsv(bytes) : await readXlsx(bytes, maxRows, tooManyRows);
  return { format, matrix };
}

export async function readProductFile(fileName: string, bytes: Buffer): Promise<ReadFile> {
  const { format, matrix } = await readSheet(fileName, bytes, IMPORT_MAX_ROWS, IMPORT_MESSAGES.tooManyRows);
  return { format, rows: mapRows(matrix) };
}
