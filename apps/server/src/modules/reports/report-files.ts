// A report as a file: CSV (figures, then each table after a blank line), XLSX (a summary sheet
// and one sheet per table, amounts as numbers in rupees) or PDF (A4 landscape, Noto fonts).
import { formatDefaultDate } from '@storekeep/domain/date-ranges';
import { formatPaise } from '@storekeep/domain/money';
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { ColumnKind, ExportFormat, ReportCell, ReportReply } from '@storekeep/domain/report-api';
import {
  REPORT_COLUMN_LABELS,
  REPORT_FIGURE_LABELS,
  REPORT_TABLE_TITLES,
  REPORT_TITLES,
  reportFileName,
} from '@storekeep/domain/report-labels';
import ExcelJS from 'exceljs';
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

const titleOf = (report: ReportReply) =>
  `${REPORT_TITLES[report.report]}, ${formatDefaultDate(report.from)} to ${formatDefaultDate(report.to)}${
    report.outletName ? `, ${report.outletName}` : ''
  }`;
const label = (key: string, labels: Record<string, string>) => labels[key] ?? key;

function toCsv(report: ReportReply): Buffer {
  const lines: string[][] = [[titleOf(report)], []];
  for (const f of report.figures) lines.push([label(f.key, REPORT_FIGURE_LABELS), cellText(f.value, f.kind)]);
  for (const table of report.tables) {
    lines.push([], [label(table.key, REPORT_TABLE_TITLES)]);
    lines.push(table.columns.map((c) => label(c.key, REPORT_COLUMN_LABELS)));
    for (const row of table.rows) lines.push(row.map((v, i) => cellText(v, table.columns[i]!.kind)));
    if (table.totals)
      lines.push(table.totals.map((v, i) => (i === 0 ? 'Total' : cellText(v, table.columns[i]!.kind))));
  }
  // A byte-order mark so that Excel opens the Indian scripts in names as UTF-8.
  return Buffer.from(`\uFEFF${Papa.unparse(lines)}\r\n`, 'utf8');
}

async function toXlsx(report: ReportReply): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet('Summary');
  summary.addRow([titleOf(report)]).font = { bold: true };
  for (const f of report.figures)
    summary.addRow([label(f.key, REPORT_FIGURE_LABELS), cellValue(f.value, f.kind)]);
  summary.getColumn(1).width = 28;
  summary.getColumn(2).width = 18;
  summary.getColumn(2).numFmt = '#,##0.00';
  const used = new Set<string>();
  for (const table of report.tables) {
    let name = label(table.key, REPORT_TABLE_TITLES)
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31);
    while (used.has(name)) name = `${name.slice(0, 29)} ${used.size}`;
    used.add(name);
    const sheet = book.addWorksheet(name);
    sheet.addRow(table.columns.map((c) => label(c.key, REPORT_COLUMN_LABELS))).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((v, i) => cellValue(v, table.columns[i]!.kind)));
    if (table.totals)
      sheet.addRow(
        table.totals.map((v, i) => (i === 0 ? 'Total' : cellValue(v, table.columns[i]!.kind))),
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

async function toPdf(report: ReportReply): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { fontFile, writeText } = await import('../invoices/index.ts');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.registerFont('regular', fontFile('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontFile('NotoSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('bold').fontSize(14).text(titleOf(report), left, doc.y, { width });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(9);
  for (const f of report.figures)
    doc.text(`${label(f.key, REPORT_FIGURE_LABELS)}: ${cellText(f.value, f.kind, true)}`, { width });
  for (const table of report.tables) {
    const widths = table.columns.map((c) => (c.kind === 'text' ? 2 : 1));
    const unit = width / widths.reduce((a, b) => a + b, 0);
    const drawRow = (cells: string[], weight: 'regular' | 'bold') => {
      doc.fontSize(8);
      const height = Math.max(
        12,
        ...cells.map((text, i) => doc.font(weight).heightOfString(text, { width: widths[i]! * unit - 4 })),
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
    doc.font('bold').fontSize(11).text(label(table.key, REPORT_TABLE_TITLES), left, doc.y, { width });
    doc.moveDown(0.2);
    drawRow(
      table.columns.map((c) => label(c.key, REPORT_COLUMN_LABELS)),
      'bold',
    );
    for (const row of table.rows)
      drawRow(
        row.map((v, i) => cellText(v, table.columns[i]!.kind, true)),
        'regular',
      );
    if (table.totals)
      drawRow(
        table.totals.map((v, i) => (i === 0 ? 'Total' : cellText(v, table.columns[i]!.kind, true))),
        'bold',
      );
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export async function renderReport(report: ReportReply, format: ExportFormat): Promise<ReportFile> {
  const body =
    format === 'csv' ? toCsv(report) : format === 'xlsx' ? await toXlsx(report) : await toPdf(report);
  return {
    body,
    contentType: CONTENT_TYPES[format]!,
    fileName: reportFileName(report.report, report.from, report.to, format),
  };
}
