// The receipt as ESC/POS bytes for a thermal printer: the domain's receipt lines (the same text the
// 80/58 mm PDF prints), encoded by @point-of-sale/receipt-printer-encoder, then a paper cut.

import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { type InvoiceDocument, RECEIPT_COLUMNS, receiptLines } from '@storekeep/domain/invoice';

export type ReceiptWidth = keyof typeof RECEIPT_COLUMNS;

export function encodeReceipt(invoice: InvoiceDocument, width: ReceiptWidth): Uint8Array {
  const columns = RECEIPT_COLUMNS[width];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns }).initialize().codepage('cp437');
  for (const line of receiptLines(invoice, columns)) {
    encoder.align(line.center ? 'center' : 'left');
    if (line.bold) encoder.bold(true);
    // Thermal code pages have no Indic glyphs or ₹: anything outside ASCII prints as '?'.
    encoder.line(line.text.replace(/[^\x20-\x7e]/g, '?'));
    if (line.bold) encoder.bold(false);
  }
  return encoder.newline(2).cut('partial').encode();
}
