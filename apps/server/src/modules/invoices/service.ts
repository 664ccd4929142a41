// An order's GST invoice: the order as the orders module presents it, the seller's details and
// the store's template, rendered as PDF.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import {
  type InvoiceDocument,
  type InvoiceLayout,
  type InvoiceParty,
  invoiceFromOrder,
} from '@storekeep/domain/invoice';
import type { LanguageCode } from '@storekeep/domain/languages';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { discountCodeOfOrder } from '../discount-codes/service.ts';
import { getOrder } from '../orders/service.ts';
import { getPrinterSettings } from '../printer/service.ts';
import { printLanguage } from './print-language.ts';
import * as q from './queries.ts';

export async function getInvoiceDocument(
  db: Db,
  session: SupplierSession,
  orderId: number,
): Promise<InvoiceDocument> {
  return invoiceOf(db, session, await getOrder(db, session, orderId));
}

async function invoiceOf(db: Db, session: SupplierSession, order: OrderDetail): Promise<InvoiceDocument> {
  const [seller, printer, discountCode] = await Promise.all([
    q.findSeller(db, session.supplierId, order.outletId),
    getPrinterSettings(db, session.supplierId),
    discountCodeOfOrder(db, session.supplierId, order.orderId),
  ]);
  if (!seller) throw notFound('Order not found.');
  const flags = accountSettingsSchema.parse(seller.accountSettings);
  return invoiceFromOrder(order, {
    seller: {
      name: seller.storeName,
      address: [seller.outletName, seller.outletAddress, seller.outletPincode]
        .filter((p) => p?.trim())
        .join(', '),
      gstin: printer.gstin || null,
      mobileNumber: seller.ownerMobile,
    },
    showTaxColumns: flags.isDisplayTaxColumns,
    showHsnSac: flags.isShowHsnSacOnBilling,
    footer: printer.invoiceFooter,
    discountCode,
  });
}

/**
 * The invoice PDF in the asked layout, or the store's template when none is asked; in the asked
 * language, or the one documentLanguage picks for the order's customer and the asking staff.
 */
export async function getInvoicePdf(
  db: Db,
  session: SupplierSession,
  orderId: number,
  layout: InvoiceLayout | undefined,
  language?: LanguageCode,
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await getOrder(db, session, orderId);
  const [invoice, chosen, printedIn] = await Promise.all([
    invoiceOf(db, session, order),
    layout ?? getPrinterSettings(db, session.supplierId).then((p) => p.templateId),
    printLanguage(db, {
      supplierId: session.supplierId,
      customerId: order.customer?.customerId ?? null,
      userId: session.userId,
      asked: language,
    }),
  ]);
  // pdfkit and its fonts (a few MB of code) load on the first invoice, not at server start.
  const { renderInvoicePdf } = await import('./pdf.ts');
  return {
    pdf: await renderInvoicePdf(invoice, chosen, printedIn),
    fileName: `invoice-${invoice.invoiceNumber}.pdf`,
  };
}

/** The store and outlet as the seller printed on a document, with the GSTIN of the printer settings. */
export async function sellerParty(db: DbOrTx, supplierId: number, outletId: number): Promise<InvoiceParty> {
  const [seller, printer] = await Promise.all([
    q.findSeller(db, supplierId, outletId),
    getPrinterSettings(db, supplierId),
  ]);
  return {
    name: seller?.storeName ?? '',
    address: [seller?.outletName, seller?.outletAddress, seller?.outletPincode]
      .filter((p) => p?.trim())
      .join(', '),
    gstin: printer.gstin || null,
    mobileNumber: seller?.ownerMobile ?? null,
  };
}

/** Any document in the invoice's shape (a purchase order) as an A4 PDF. */
export async function renderDocumentPdf(document: InvoiceDocument): Promise<Buffer> {
  const { renderInvoicePdf } = await import('./pdf.ts');
  return renderInvoicePdf(document, 'A4');
}
