// The receipt as ESC/POS bytes for a thermal printer: the domain's receipt lines (the same text the
// 80/58 mm PDF prints) in the document's language, then a paper cut. Lines in the printer's code
// page go as text (@point-of-sale/receipt-printer-encoder: fast and sharp); the others (Indic
// names and labels) are drawn by the browser and sent as raster images the paper's width.

import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { DOCUMENT_TEXTS, type DocumentTexts } from '@storekeep/domain/document-texts';
import {
  type InvoiceDocument,
  RECEIPT_COLUMNS,
  type ReceiptLine,
  receiptLines,
} from '@storekeep/domain/invoice';
import { canvasLineRenderer, type LineRenderer, type RasterLine } from './line-renderer.ts';
import { printerText, printsAsText, RECEIPT_DOTS, rasterBytes } from './raster.ts';

export type ReceiptWidth = keyof typeof RECEIPT_COLUMNS;

export interface ReceiptEncoding {
  /** The fixed words' language (English when not given). */
  texts?: DocumentTexts;
  /** Draws the lines the code page cannot print (the canvas; a fake in tests). */
  renderLine?: LineRenderer;
}

/**
 * A receipt line as the renderer draws it: a row's amount apart from its label, as the PDF splits
 * them (the last run of two or more spaces), so amounts keep their column whatever the script.
 */
export function rasterLine(line: ReceiptLine): RasterLine {
  const parts = line.center ? null : /^(.*\S)\s{2,}(\S.*)$/.exec(line.text);
  const base = { bold: line.bold === true, center: line.center === true };
  return parts ? { ...base, text: parts[1] ?? '', right: parts[2] ?? '' } : { ...base, text: line.text };
}

export function encodeReceipt(
  invoice: InvoiceDocument,
  width: ReceiptWidth,
  { texts = DOCUMENT_TEXTS.en, renderLine = canvasLineRenderer }: ReceiptEncoding = {},
): Uint8Array {
  const columns = RECEIPT_COLUMNS[width];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns }).initialize().codepage('cp437');
  for (const line of receiptLines(invoice, columns, texts)) {
    if (!printsAsText(line.text)) {
      encoder.align('left');
      encoder.raw(rasterBytes(renderLine(rasterLine(line), RECEIPT_DOTS[width])));
      continue;
    }
    encoder.align(line.center ? 'center' : 'left');
    if (line.bold) encoder.bold(true);
    encoder.line(printerText(line.text));
    if (line.bold) encoder.bold(false);
  }
  return encoder.newline(2).cut('partial').encode();
}
