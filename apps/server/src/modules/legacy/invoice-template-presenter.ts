// The invoice as the HTML template the apps print (shared-blocks.md §7 "HTML templates are read";
// §4 Printer: template A4, 80MM or 58MM): an order's invoice document, the same one the PDF and the
// thermal receipt print, written as HTML through the escape-by-default `html` tag. The receipts are
// the receipt's own text lines (receiptLines), so the three prints never disagree.
import { type Html, html } from '@storekeep/blocks/shop/html';
import { DOCUMENT_TEXTS } from '@storekeep/domain/document-texts';
import {
  type InvoiceDocument,
  type InvoiceLayout,
  invoiceDateText,
  invoiceQuantityText,
  RECEIPT_COLUMNS,
  receiptLines,
} from '@storekeep/domain/invoice';
import { formatPaise } from '@storekeep/domain/money';

const texts = DOCUMENT_TEXTS.en;

function receiptHtml(invoice: InvoiceDocument, layout: Exclude<InvoiceLayout, 'A4'>): Html {
  const columns = RECEIPT_COLUMNS[layout];
  const rows = receiptLines(invoice, columns, texts).map(
    (line) =>
      html`<div class="${`sk-receipt-line${line.bold ? ' sk-bold' : ''}${line.center ? ' sk-center' : ''}`}">${line.text}</div>`,
  );
  return html`<div class="sk-receipt" data-layout="${layout}" style="${`font-family:monospace;white-space:pre;width:${columns}ch`}">${rows}</div>`;
}

function a4Html(invoice: InvoiceDocument): Html {
  const { seller, buyer, totals } = invoice;
  const lines = invoice.lines.map(
    (line) =>
      html`<tr><td>${line.name}</td>${invoice.showHsnSac ? html`<td>${line.hsnSacNo ?? ''}</td>` : null}<td>${invoiceQuantityText(line, texts)}</td><td>${formatPaise(line.ratePaise)}</td><td>${formatPaise(line.discountPaise)}</td><td>${formatPaise(line.taxablePaise)}</td>${invoice.showTaxColumns ? html`<td>${line.taxRate}</td><td>${formatPaise(line.taxPaise)}</td>` : null}<td>${formatPaise(line.totalPaise)}</td></tr>`,
  );
  const taxes = totals.taxSummary.map(
    (tax) => html`<tr><th>${`${tax.name} @ ${tax.rate}%`}</th><td>${formatPaise(tax.amount)}</td></tr>`,
  );
  return html`<div class="sk-invoice" data-layout="A4"><header><h1>${invoice.title}</h1><p class="sk-seller"><strong>${seller.name}</strong>${seller.address ? html`<br>${seller.address}` : null}${seller.gstin ? html`<br>${texts.gstin}: ${seller.gstin}` : null}</p><p>${texts.invoiceNo}: ${invoice.invoiceNumber}<br>${texts.date}: ${invoiceDateText(invoice.issuedAt)}${invoice.placeOfSupply ? html`<br>${texts.placeOfSupply}: ${invoice.placeOfSupply}` : null}</p><p>${texts.billTo}: ${buyer ? buyer.name : texts.walkInCustomer}${buyer?.mobileNumber ? html`<br>${texts.phone}: ${buyer.mobileNumber}` : null}</p></header><table class="sk-lines"><thead><tr><th>${texts.item}</th>${invoice.showHsnSac ? html`<th>${texts.hsnSac}</th>` : null}<th>${texts.qty}</th><th>${texts.rate}</th><th>${texts.disc}</th><th>${texts.taxable}</th>${invoice.showTaxColumns ? html`<th>${texts.taxRate}</th><th>${texts.tax}</th>` : null}<th>${texts.amount}</th></tr></thead><tbody>${lines}</tbody></table><table class="sk-totals"><tr><th>${texts.taxableValue}</th><td>${formatPaise(totals.subtotal)}</td></tr>${taxes}${totals.deliveryCharge ? html`<tr><th>${texts.deliveryCharge}</th><td>${formatPaise(totals.deliveryCharge)}</td></tr>` : null}${totals.roundOff ? html`<tr><th>${texts.roundOff}</th><td>${formatPaise(totals.roundOff)}</td></tr>` : null}<tr class="sk-grand"><th>${texts.total}</th><td>${formatPaise(totals.grandTotal)}</td></tr></table><p class="sk-words">${invoice.amountInWords}</p>${invoice.footer ? html`<footer>${invoice.footer}</footer>` : null}</div>`;
}

/** The invoice in the layout as HTML text. */
export function invoiceTemplateHtml(invoice: InvoiceDocument, layout: InvoiceLayout): string {
  return (layout === 'A4' ? a4Html(invoice) : receiptHtml(invoice, layout)).toString();
}
