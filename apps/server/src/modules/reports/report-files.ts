// A report as a file: CSV (figures, then each table after a blank line), XLSX (a summary sheet
// and one sheet per table, amounts as numbers in rupees) or PDF (A4 landscape, Noto fonts). Its
// heading, sheet names and column headers are in the asking staff member's language
// (export-texts.ts); the file name stays English.
import { formatDefaultDate } from '@storekeep/domain/date-ranges';
import { type ExportTexts, exportTexts, fillExportText } from '@storekeep/domain/export-texts';
import { formatPaise } from '@storekeep/domain/money';
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { ColumnKind, ExportFormat, ReportCell, ReportReply } from '@storekeep/domain/report-api';
import { reportFileName } from '@storekeep/domain/report-labels';
import Papa from 'papaparse';

export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  json: 'application/json',
};

/** A cell as text: money in rupees with two decimals, quantities in units, dates DD-MM-YYYY. */
export function cellText(value: ReportCell, kind: ColumnKind, forPrint = false): string {
  if (value === null) return '';
  if (typeof value === 'string')
    return kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDefaultDate(value) : value;
  if (kind === 'money') return forPrint ? formatPaise(value) : (value / 100).toFixed(2);
  if (kind === 'quantity') return String(milliToQuantity(value));
  if (kind === 'percent') return `${(value / 100).toFixed(2)}%`;
  return String(value);
}

function cellValue(value: ReportCell, kind: ColumnKind): string | number {
  if (value === null) return '';
  if (typeof value === 'number' && kind === 'money') return value / 100;
  if (typeof value === 'number' && kind === 'quantity') return milliToQuantity(value);
  return typeof value === 'string' ? cellText(value, kind) : value;
}

const titleOf = (report: ReportReply, texts: ExportTexts) =>
  `${fillExportText(texts.reportHeading, {
    report: texts.reportTitles[report.report],
    from: formatDefaultDate(report.from),
    to: formatDefaultDate(report.to),
  })}${report.outletName ? `, ${report.outletName}` : ''}`;
const label = (key: string, labels: Record<string, string>) => labels[key] ?? key;

function toCsv(report: ReportReply, texts: ExportTexts): Buffer {
  const lines: string[][] = [[titleOf(report, texts)], []];
  for (const f of report.figures) lines.push([label(f.key, texts.figures), cellText(f.value, f.kind)]);
  for (const table of report.tables) {
    lines.push([], [label(table.key, texts.tables)]);
    lines.push(table.columns.map((c) => label(c.key, texts.columns)));
    for (const row of table.rows) lines.push(row.map((v, i) => cellText(v, table.columns[i]!.kind)));
    if (table.totals)
      lines.push(table.totals.map((v, i) => (i === 0 ? texts.total : cellText(v, table.columns[i]!.kind))));
  }
  // A byte-order mark so that Excel opens the Indian scripts in names as UTF-8.
  return Buffer.from(`\uFEFF${Papa.unparse(lines)}\r\n`, 'utf8');
}

/** A sheet name Excel takes: at most 31 characters, none of \\ / ? * [ ] :. */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

async function toXlsx(report: ReportReply, texts: ExportTexts): Promise<Buffer> {
  // Loaded on the first workbook, not at start: exceljs and its zip libraries took about 120 ms of
  // the server's 750 ms start.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(sheetName(texts.summary));
  summary.addRow([titleOf(report, texts)]).font = { bold: true };
  for (const f of report.figures) summary.addRow([label(f.key, texts.figures), cellValue(f.value, f.kind)]);
  summary.getColumn(1).width = 28;
  summary.getColumn(2).width = 18;
  summary.getColumn(2).numFmt = '#,##0.00';
  const used = new Set<string>([sheetName(texts.summary)]);
  for (const table of report.tables) {
    let name = sheetName(label(table.key, texts.tables));
    while (used.has(name)) name = `${name.slice(0, 29)} ${used.size}`;
    used.add(name);
    const sheet = book.addWorksheet(name);
    sheet.addRow(table.columns.map((c) => label(c.key, texts.columns))).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((v, i) => cellValue(v, table.columns[i]!.kind)));
    if (table.totals)
      sheet.addRow(
        table.totals.map((v, i) => (i === 0 ? texts.total : cellValue(v, table.columns[i]!.kind))),
      ).font = {
        bold: true,
      };
    table.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.kind === 'text' ? 28 : 14;
      if (c.kind === 'money') column.numFmt = '#,##0.00';
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function toPdf(report: ReportReply, texts: ExportTexts): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { fontFile, heightOfText, writeText } = await import('../invoices/index.ts');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.registerFont('regular', fontFile('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontFile('NotoSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  // A line across the page; words in an Indian script are drawn in their own Noto font.
  const line = (weight: 'regular' | 'bold', size: number, text: string) => {
    doc.fontSize(size);
    const y = doc.y;
    const height = heightOfText(doc, weight, text, { width });
    writeText(doc, weight, text, left, y, { width });
    doc.y = y + height;
    doc.x = left;
  };
  line('bold', 14, titleOf(report, texts));
  doc.moveDown(0.5);
  for (const f of report.figures)
    line('regular', 9, `${label(f.key, texts.figures)}: ${cellText(f.value, f.kind, true)}`);
  for (const table of report.tables) {
    const widths = table.columns.map((c) => (c.kind === 'text' ? 2 : 1));
    const unit = width / widths.reduce((a, b) => a + b, 0);
    const drawRow = (cells: string[], weight: 'regular' | 'bold') => {
      doc.fontSize(8);
      const height = Math.max(
        12,
        ...cells.map((text, i) => heightOfText(doc, weight, text, { width: widths[i]! * unit - 4 })),
      );
      if (doc.y + height > bottom()) doc.addPage();
      const y = doc.y;
      let x = left;
      cells.forEach((text, i) => {
        const kind = table.columns[i]!.kind;
        const align = kind === 'text' || kind === 'date' ? 'left' : 'right';
        writeText(doc, weight, text, x + 2, y, { width: widths[i]! * unit - 4, align });
        x += widths[i]! * unit;
      });
      doc.y = y + height + 2;
      doc.x = left;
    };
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.moveDown(0.8);
    line('bold', 11, label(table.key, texts.tables));
    doc.moveDown(0.2);
    drawRow(
      table.columns.map((c) => label(c.key, texts.columns)),
      'bold',
    );
    for (const row of table.rows)
      drawRow(
        row.map((v, i) => cellText(v, table.columns[i]!.kind, true)),
        'regular',
      );
    if (table.totals)
      drawRow(
        table.totals.map((v, i) => (i === 0 ? texts.total : cellText(v, table.columns[i]!.kind, true))),
        'bold',
      );
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The report as a file, its words in `language` (the asking staff member's; English by default). */
export async function renderReport(
  report: ReportReply,
  format: ExportFormat,
  language?: string | null,
): Promise<ReportFile> {
  const texts = exportTexts(language);
  const body =
    format === 'csv'
      ? toCsv(report, texts)
      : format === 'xlsx'
        ? await toXlsx(report, texts)
        : await toPdf(report, texts);
  return {
    body,
    contentType: CONTENT_TYPES[format]!,
    fileName: reportFileName(report.report, report.from, report.to, format),
  };
}
