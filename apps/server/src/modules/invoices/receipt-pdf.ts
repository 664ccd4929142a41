// The invoice as a thermal receipt 80 mm or 58 mm wide, as tall as its lines: the receipt's text
// lines (receiptLines) in the document's language, the two sides of a row drawn apart.
import type { DocumentTexts } from '@storekeep/domain/document-texts';
import {
  type InvoiceDocument,
  type InvoiceLayout,
  RECEIPT_COLUMNS,
  receiptLines,
} from '@storekeep/domain/invoice';
import { hasIndic, heightOfText, type Weight, widthOfText, writeText } from './fonts.ts';
import { collect, newDocument } from './pdf-document.ts';

const MM = 72 / 25.4;

export function renderReceipt(
  invoice: InvoiceDocument,
  layout: Exclude<InvoiceLayout, 'A4'>,
  texts: DocumentTexts,
): Promise<Buffer> {
  const columns = RECEIPT_COLUMNS[layout];
  const pageWidth = (layout === '80MM' ? 80 : 58) * MM;
  const margin = 3 * MM;
  const textWidth = pageWidth - 2 * margin;
  // Font size so that `columns` characters of a monospaced-width estimate fill the line.
  const fontSize = layout === '80MM' ? 7.5 : 6.8;
  const lines = receiptLines(invoice, columns, texts);
  // Monospaced rows keep their spacing: the two sides of a row are drawn apart, the left side in
  // what the right one leaves (a translated label may be wider than its English).
  const rows = lines.map((line) => {
    const parts = line.center ? null : /^(.*\S)\s{2,}(\S.*)$/.exec(line.text);
    return {
      ...line,
      weight: (line.bold ? 'bold' : 'regular') as Weight,
      left: parts?.[1],
      right: parts?.[2],
    };
  });
  // Measure with a throwaway document, then draw on a page exactly that tall.
  const probe = newDocument([pageWidth, 1000], margin);
  const leftWidths = rows.map((row) => {
    probe.fontSize(fontSize);
    return row.right === undefined ? textWidth : textWidth - widthOfText(probe, row.weight, row.right) - 6;
  });
  const heights = rows.map((row, i) => {
    probe.font(row.weight).fontSize(fontSize);
    if (!hasIndic(row.text)) return probe.heightOfString(row.text, { width: textWidth });
    if (row.left === undefined) return heightOfText(probe, row.weight, row.text, { width: textWidth });
    return heightOfText(probe, row.weight, row.left, { width: leftWidths[i]! });
  });
  probe.end();
  const height = heights.reduce((a, b) => a + b, 0) + 2 * margin + 10;
  const doc = newDocument([pageWidth, height], margin);
  let y = margin;
  rows.forEach((row, i) => {
    doc.font(row.weight).fontSize(fontSize);
    if (/^-+$/.test(row.text)) {
      const middle = y + heights[i]! / 2;
      doc
        .moveTo(margin, middle)
        .lineTo(pageWidth - margin, middle)
        .lineWidth(0.4)
        .dash(2, { space: 2 })
        .stroke();
      doc.undash();
      y += heights[i]!;
      return;
    }
    if (row.left !== undefined && row.right !== undefined) {
      writeText(doc, row.weight, row.left, margin, y, { width: leftWidths[i]! });
      writeText(doc, row.weight, row.right, margin, y, { width: textWidth, align: 'right' });
    } else {
      writeText(doc, row.weight, row.text, margin, y, {
        width: textWidth,
        align: row.center ? 'center' : 'left',
      });
    }
    y += heights[i]!;
  });
  return collect(doc);
}
