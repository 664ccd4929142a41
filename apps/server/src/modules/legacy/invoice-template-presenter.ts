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

const row = (label: string, paise: number) => html`<tr><th>${label}</th><td>${formatPaise(paise)}</td></tr>`;

function a4Header(invoice: InvoiceDocument): Html {
  const { seller, buyer } = invoice;
  const sellerLines = html`<strong>${seller.name}</strong>${seller.address ? html`<br>${seller.address}` : null}${seller.gstin ? html`<br>${texts.gstin}: ${seller.gstin}` : null}`;
  const place = invoice.placeOfSupply ? html`<br>${texts.placeOfSupply}: ${invoice.placeOfSupply}` : null;
  const phone = buyer?.mobileNumber ? html`<br>${texts.phone}: ${buyer.mobileNumber}` : null;
  return html`<header><h1>${invoice.title}</h1><p class="sk-seller">${sellerLines}</p><p>${texts.invoiceNo}: ${invoice.invoiceNumber}<br>${texts.date}: ${invoiceDateText(invoice.issuedAt)}${place}</p><p>${texts.billTo}: ${buyer ? buyer.name : texts.walkInCustomer}${phone}</p></header>`;
}

function a4Lines(invoice: InvoiceDocument): Html {
  const { showHsnSac, showTaxColumns } = invoice;
  const head = html`<tr><th>${texts.item}</th>${showHsnSac ? html`<th>${texts.hsnSac}</th>` : null}<th>${texts.qty}</th><th>${texts.rate}</th><th>${texts.disc}</th><th>${texts.taxable}</th>${showTaxColumns ? html`<th>${texts.taxRate}</th><th>${texts.tax}</th>` : null}<th>${texts.amount}</th></tr>`;
  const lines = invoice.lines.map(
    (line) =>
      html`<tr><td>${line.name}</td>${showHsnSac ? html`<td>${line.hsnSacNo ?? ''}</td>` : null}<td>${invoiceQuantityText(line, texts)}</td><td>${formatPaise(line.ratePaise)}</td><td>${formatPaise(line.discountPaise)}</td><td>${formatPaise(line.taxablePaise)}</td>${showTaxColumns ? html`<td>${line.taxRate}</td><td>${formatPaise(line.taxPaise)}</td>` : null}<td>${formatPaise(line.totalPaise)}</td></tr>`,
  );
  return html`<table class="sk-lines"><thead>${head}</thead><tbody>${lines}</tbody></table>`;
}

function a4Totals(invoice: InvoiceDocument): Html {
  const { totals } = invoice;
  return html`<table class="sk-totals">${row(texts.taxableValue, totals.subtotal)}${totals.taxSummary.map((tax) => row(`${tax.name} @ ${tax.rate}%`, tax.amount))}${totals.deliveryCharge ? row(texts.deliveryCharge, totals.deliveryCharge) : null}${totals.roundOff ? row(texts.roundOff, totals.roundOff) : null}<tr class="sk-grand"><th>${texts.total}</th><td>${formatPaise(totals.grandTotal)}</td></tr></table>`;
}

function a4Html(invoice: InvoiceDocument): Html {
  return html`<div class="sk-invoice" data-layout="A4">${a4Header(invoice)}${a4Lines(invoice)}${a4Totals(invoice)}<p class="sk-words">${invoice.amountInWords}</p>${invoice.footer ? html`<footer>${invoice.footer}</footer>` : null}</div>`;
}

/** The invoice in the layout as HTML text. */
export function invoiceTemplateHtml(invoice: InvoiceDocument, layout: InvoiceLayout): string {
  return (layout === 'A4' ? a4Html(invoice) : receiptHtml(invoice, layout)).toString();
}
