// An order's receipt for the thermal printer and its invoice PDF's address, as the POS (after a sale)
// and the order page (any billed order) both print them.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { AppData } from '@storekeep/domain/app-data';
import { DOCUMENT_TEXTS, documentLanguage } from '@storekeep/domain/document-texts';
import { type InvoiceLayout, invoiceFromOrder, invoiceInLanguage } from '@storekeep/domain/invoice';
import type { LanguageCode } from '@storekeep/domain/languages';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { PrinterSettings } from '@storekeep/domain/printer';
import { encodeReceipt } from './escpos.ts';
import type { LineRenderer } from './line-renderer.ts';

/** The invoice PDF of the order (inline; `download` makes it an attachment). */
export function invoicePdfUrl(orderId: number, layout: InvoiceLayout, download = false): string {
  return `/api/v1/orders/${orderId}/invoice?layout=${layout}${download ? '&download=1' : ''}`;
}

/**
 * The receipt's language, as the server picks the invoice PDF's: the customer's own, else the
 * printing staff member's, else the store's.
 */
export function receiptLanguage(
  order: OrderDetail,
  appData: Pick<AppData, 'user' | 'supplier'>,
): LanguageCode {
  return documentLanguage({
    customer: order.customer?.language ?? null,
    staff: appData.user.language,
    store: appData.supplier?.language ?? null,
  });
}

/** The receipt's ESC/POS bytes in the printer's receipt width (80 or 58 mm). */
export function receiptBytes(
  order: OrderDetail,
  options: {
    storeName: string;
    language: LanguageCode;
    printer: PrinterSettings & { templateId: Exclude<InvoiceLayout, 'A4'> };
    settings: Pick<AccountSettings, 'isDisplayTaxColumns' | 'isShowHsnSacOnBilling'>;
    /** Draws the lines the printer cannot print as text (the browser's canvas by default). */
    renderLine?: LineRenderer;
  },
): Uint8Array {
  const invoice = invoiceFromOrder(order, {
    seller: { name: options.storeName, gstin: options.printer.gstin || null },
    showTaxColumns: options.settings.isDisplayTaxColumns,
    showHsnSac: options.settings.isShowHsnSacOnBilling,
    footer: options.printer.invoiceFooter,
  });
  return encodeReceipt(invoiceInLanguage(invoice, options.language), options.printer.templateId, {
    texts: DOCUMENT_TEXTS[options.language],
    ...(options.renderLine ? { renderLine: options.renderLine } : {}),
  });
}
