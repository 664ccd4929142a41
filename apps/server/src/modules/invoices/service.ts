// An order's GST invoice: gathers the order, builds the domain invoice document and renders it.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { stateByName } from '@storekeep/domain/india-states';
import { buildInvoice, type InvoiceDocument, type InvoiceLayout } from '@storekeep/domain/invoice';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { getPrinterSettings } from '../printer/service.ts';
import { renderInvoicePdf } from './pdf.ts';
import * as q from './queries.ts';

const joinText = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join(', ');

export async function getInvoiceDocument(
  db: Db,
  session: SupplierSession,
  orderId: number,
): Promise<InvoiceDocument> {
  const order = await q.findInvoiceOrder(db, session.supplierId, orderId);
  if (!order) throw notFound('Order not found.');
  const [items, printer] = await Promise.all([
    q.listInvoiceItems(db, session.supplierId, orderId),
    getPrinterSettings(db, session.supplierId),
  ]);
  const flags = accountSettingsSchema.parse(order.accountSettings);
  const sellerState = order.outletStateId === null ? null : String(order.outletStateId).padStart(2, '0');
  return buildInvoice({
    invoiceNumber: String(order.orderNumber),
    issuedAt: order.createdAt.toISOString(),
    seller: {
      name: order.storeName,
      address: joinText(order.outletName, order.outletAddress, order.outletPincode),
      gstin: printer.gstin || null,
      mobileNumber: order.ownerMobile,
      stateCode: printer.gstin ? null : sellerState,
    },
    buyer: order.customerName
      ? {
          name: order.customerName,
          mobileNumber: order.customerMobile,
          gstin: order.customerGstin,
          address: joinText(
            order.customerAddress,
            order.customerCity,
            order.customerState,
            order.customerPincode,
          ),
          stateCode: order.customerGstin ? null : (stateByName(order.customerState ?? '')?.code ?? null),
        }
      : null,
    lines: items.map((item) => ({
      name: item.name,
      unit: item.unit,
      quantity: Number(item.quantity),
      ratePaise: item.ratePaise,
      taxes: Number(item.taxRate) > 0 ? [{ taxName: 'GST', taxRate: Number(item.taxRate) }] : [],
      hsnSacNo: item.hsnSacNo,
    })),
    roundOff: flags,
    showTaxColumns: flags.isDisplayTaxColumns,
    showHsnSac: flags.isShowHsnSacOnBilling,
    payments: order.paidPaise > 0 ? [{ mode: 'Paid', amountPaise: order.paidPaise }] : [],
    footer: printer.invoiceFooter || null,
  });
}

/** The invoice PDF in the asked layout, or the store's template when none is asked. */
export async function getInvoicePdf(
  db: Db,
  session: SupplierSession,
  orderId: number,
  layout: InvoiceLayout | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = await getInvoiceDocument(db, session, orderId);
  const chosen = layout ?? (await getPrinterSettings(db, session.supplierId)).templateId;
  return { pdf: await renderInvoicePdf(invoice, chosen), fileName: `invoice-${invoice.invoiceNumber}.pdf` };
}
