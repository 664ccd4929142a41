// The GST invoice as a document: seller, buyer, lines, HSN/SAC-wise tax summary, round-off and the
// amount in words. One shape feeds the PDF (A4, 80 mm, 58 mm) on the server and the ESC/POS
// receipt in the browser, so both print the same figures as the order.

import { amountInWords } from './amount-in-words.ts';
import { DOCUMENT_TEXTS, type DocumentTexts, documentTitle } from './document-texts.ts';
import { stateByCode } from './india-states.ts';
import type { LanguageCode } from './languages.ts';
import { formatPaise } from './money.ts';
import type { OrderDetail } from './order-reply-api.ts';
import { paymentModeName } from './payment-names.ts';
import { formatQuantity } from './quantity.ts';

export const INVOICE_LAYOUTS = ['A4', '80MM', '58MM'] as const;
export type InvoiceLayout = (typeof INVOICE_LAYOUTS)[number];

/** Characters per line of a thermal receipt (Font A): 48 on 80 mm paper, 32 on 58 mm. */
export const RECEIPT_COLUMNS: Record<Exclude<InvoiceLayout, 'A4'>, number> = { '80MM': 48, '58MM': 32 };

export interface InvoiceParty {
  name: string;
  address?: string | null;
  gstin?: string | null;
  mobileNumber?: string | null;
}

export interface InvoiceLine {
  name: string;
  unit: string | null;
  quantity: number;
  ratePaise: number;
  hsnSacNo: string | null;
  discountPaise: number;
  taxablePaise: number;
  taxRate: number;
  taxPaise: number;
  totalPaise: number;
  /** Sold in whole packs (packaging BOTH): the quantity counts packs, not the unit. */
  soldAsPkd?: boolean;
  /** The serial (IMEI) numbers sold on the line, printed under it. */
  serialNos?: string[];
}

export interface InvoiceTotals {
  subtotal: number;
  totalDiscount: number;
  /** The online store's discount code the order was placed with, named beside the discount. */
  discountCode?: string | null;
  totalTax: number;
  /** The storefront's delivery charge (untaxed), between the taxes and the round-off. */
  deliveryCharge: number;
  roundOff: number;
  grandTotal: number;
  taxSummary: OrderDetail['taxSummary'];
  hsnSacSummary: OrderDetail['hsnSacSummary'];
}

export interface InvoiceDocument {
  title: 'Tax Invoice' | 'Bill of Supply' | 'Purchase Order';
  invoiceNumber: string;
  /** The number's and the other party's captions when the document is not a sales invoice. */
  labels?: { number: string; party: string };
  issuedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  placeOfSupply: string | null;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  showTaxColumns: boolean;
  showHsnSac: boolean;
  amountInWords: string;
  /** `mode` as printed in English; `code` and `provider` let a translated document name it. */
  payments: { mode: string; amountPaise: number; code?: string; provider?: string | null }[];
  tenderedPaise: number | null;
  changePaise: number | null;
  footer: string | null;
}

export interface InvoiceOptions {
  seller: InvoiceParty;
  /** The discount code the order was placed with (online store), or null. */
  discountCode?: string | null;
  /** Account flags isDisplayTaxColumns and isShowHsnSacOnBilling (back-office.md §3). */
  showTaxColumns: boolean;
  showHsnSac: boolean;
  footer?: string | null;
}

/**
 * The invoice of an order as the order module computed it (the domain bill: GST split by place of
 * supply, round-off, discounts): nothing is recomputed here, so the paper always matches the
 * order. A seller without a GSTIN issues a bill of supply rather than a tax invoice. Returned
 * quantities are left out of the lines.
 */
export function invoiceFromOrder(order: OrderDetail, options: InvoiceOptions): InvoiceDocument {
  const payments = order.payments.filter((p) => p.kind === 'PAYMENT');
  const cash = payments.find((p) => p.mode === 'CASH' && p.tenderedPaise !== null);
  const customer = order.customer;
  const address = order.customerAddress;
  return {
    title: options.seller.gstin ? 'Tax Invoice' : 'Bill of Supply',
    invoiceNumber: String(order.orderNumber),
    issuedAt: order.confirmedAt ?? order.createdAt,
    seller: options.seller,
    buyer: customer
      ? {
          name: customer.name,
          mobileNumber: customer.mobileNumber,
          gstin: customer.gstin,
          address: address
            ? [address.addressLine1, address.addressLine2, address.city, address.state, address.pincode]
                .filter((part) => part?.trim())
                .join(', ')
            : null,
        }
      : null,
    placeOfSupply: placeOfSupplyText(order.placeOfSupply),
    lines: order.items.map((item) => ({
      // The batch sold (first-expiring-first) is printed with the item.
      name:
        (item.variantName ? `${item.productName} (${item.variantName})` : item.productName) +
        (item.batchNo ? ` · Batch ${item.batchNo}` : ''),
      unit: item.unitOfMeasurement,
      quantity: item.quantity,
      ratePaise: item.ratePaise,
      hsnSacNo: item.hsnSacNo,
      discountPaise: item.discountPaise,
      taxablePaise: item.taxablePaise,
      taxRate: taxRateOf(item.taxes),
      taxPaise: item.taxPaise,
      totalPaise: item.totalPaise,
      soldAsPkd: item.soldAsPkd,
      serialNos: item.serialNos,
    })),
    totals: {
      subtotal: order.subtotalPaise,
      totalDiscount: order.discountPaise,
      discountCode: options.discountCode ?? null,
      totalTax: order.taxPaise,
      deliveryCharge: order.deliveryChargePaise,
      roundOff: order.roundOffPaise,
      grandTotal: order.totalPaise,
      taxSummary: order.taxSummary,
      hsnSacSummary: order.hsnSacSummary,
    },
    showTaxColumns: options.showTaxColumns,
    showHsnSac: options.showHsnSac,
    amountInWords: amountInWords(order.totalPaise),
    payments: payments.map((p) => ({
      mode: paymentModeName(p.mode, p.provider),
      amountPaise: p.amountPaise,
      code: p.mode,
      provider: p.provider,
    })),
    tenderedPaise: cash?.tenderedPaise ?? null,
    changePaise: cash ? (cash.changePaise ?? 0) : null,
    footer: options.footer || null,
  };
}

/** The place of supply as printed: the state's name and GST code ('Karnataka (29)'). */
function placeOfSupplyText(place: string | null): string | null {
  if (!place) return null;
  const state = /^\d{1,2}$/.test(place.trim()) ? stateByCode(place) : undefined;
  return state ? `${state.name} (${state.code})` : place;
}

/** The line's total rate: linked taxes (cess on GST) count once; split GST halves add up. */
function taxRateOf(taxes: readonly { key: string; rate: number }[]): number {
  return taxes.filter((t) => !/@.+%@/.test(t.key)).reduce((sum, t) => sum + t.rate, 0);
}

/**
 * A line's quantity as printed (shared-blocks.md, quantity display): a line sold in packs counts
 * whole packs ('2 packs'), others the quantity in the line's unit ('1.5 kg', '3 pcs').
 */
export function invoiceQuantityText(
  line: Pick<InvoiceLine, 'quantity' | 'unit' | 'soldAsPkd'>,
  texts: Pick<DocumentTexts, 'pack' | 'packs'> = DOCUMENT_TEXTS.en,
): string {
  if (line.soldAsPkd) {
    const packs = formatQuantity(line.quantity, 'pcs');
    return `${packs} ${line.quantity === 1 ? texts.pack : texts.packs}`;
  }
  return `${formatQuantity(line.quantity, line.unit)}${line.unit ? ` ${line.unit}` : ''}`;
}

/** The serials printed under a line ('IMEI/Serial: 3520…, 3520…'), or null when it has none. */
export function serialsText(
  line: Pick<InvoiceLine, 'serialNos'>,
  texts: Pick<DocumentTexts, 'serialNos'> = DOCUMENT_TEXTS.en,
): string | null {
  return line.serialNos?.length ? `${texts.serialNos}: ${line.serialNos.join(', ')}` : null;
}

/** Left text and right text on one receipt line of `width` characters; the left is cut to fit. */
export function receiptRow(left: string, right: string, width: number): string {
  const room = Math.max(0, width - right.length - 1);
  const cut = left.length > room ? left.slice(0, room) : left;
  return `${cut}${' '.repeat(Math.max(1, width - cut.length - right.length))}${right}`;
}

/** The bill's date and time as printed, in India time. */
export function invoiceDateText(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export interface ReceiptLine {
  text: string;
  bold?: boolean;
  center?: boolean;
}

/**
 * The receipt as monospaced text lines of `columns` characters: the 80/58 mm PDF draws them and
 * the browser encodes them as ESC/POS for the thermal printer, so both show the same bill.
 * Rupees are written 'Rs' because thermal code pages have no ₹ glyph. The fixed words come from
 * `texts` (English by default: a thermal printer's code page has only Latin letters, the PDF
 * passes the document's language).
 */
export function receiptLines(
  invoice: InvoiceDocument,
  columns: number,
  texts: DocumentTexts = DOCUMENT_TEXTS.en,
): ReceiptLine[] {
  const out: ReceiptLine[] = [];
  const rule = '-'.repeat(columns);
  const { seller, totals } = invoice;
  out.push({ text: seller.name, bold: true, center: true });
  if (seller.address) out.push({ text: seller.address, center: true });
  if (seller.gstin) out.push({ text: `${texts.gstin}: ${seller.gstin}`, center: true });
  out.push({ text: documentTitle(texts, invoice.title), bold: true, center: true });
  out.push({
    text: receiptRow(
      `${texts.receiptNo}: ${invoice.invoiceNumber}`,
      invoiceDateText(invoice.issuedAt),
      columns,
    ),
  });
  if (invoice.buyer)
    out.push({
      text: `${texts.receiptTo}: ${invoice.buyer.name}${invoice.buyer.mobileNumber ? ` ${invoice.buyer.mobileNumber}` : ''}`,
    });
  out.push({ text: rule });
  invoice.lines.forEach((line) => {
    out.push({ text: line.name });
    const qty = `${invoiceQuantityText(line, texts)} x ${formatPaise(line.ratePaise)}`;
    const hsn = invoice.showHsnSac && line.hsnSacNo ? ` HSN ${line.hsnSacNo}` : '';
    out.push({ text: receiptRow(`  ${qty}${hsn}`, formatPaise(line.totalPaise), columns) });
    if (line.discountPaise)
      out.push({ text: receiptRow(`  ${texts.discount}`, `-${formatPaise(line.discountPaise)}`, columns) });
    if (invoice.showTaxColumns && line.taxPaise)
      out.push({ text: receiptRow(`  ${texts.tax} ${line.taxRate}%`, formatPaise(line.taxPaise), columns) });
    const serials = serialsText(line, texts);
    if (serials) for (const row of wrapText(serials, columns - 2)) out.push({ text: `  ${row}` });
  });
  out.push({ text: rule });
  out.push({ text: receiptRow(texts.taxableValue, formatPaise(totals.subtotal), columns) });
  if (totals.totalDiscount)
    out.push({
      text: receiptRow(discountLabel(texts, totals), formatPaise(totals.totalDiscount), columns),
    });
  for (const tax of totals.taxSummary)
    out.push({ text: receiptRow(`${tax.name} @ ${tax.rate}%`, formatPaise(tax.amount), columns) });
  if (totals.deliveryCharge)
    out.push({ text: receiptRow(texts.deliveryCharge, formatPaise(totals.deliveryCharge), columns) });
  if (totals.roundOff) out.push({ text: receiptRow(texts.roundOff, formatPaise(totals.roundOff), columns) });
  out.push({
    text: receiptRow(texts.receiptTotal, `Rs ${formatPaise(totals.grandTotal)}`, columns),
    bold: true,
  });
  if (invoice.tenderedPaise !== null) {
    out.push({ text: receiptRow(texts.cash, formatPaise(invoice.tenderedPaise), columns) });
    out.push({ text: receiptRow(texts.change, formatPaise(invoice.changePaise ?? 0), columns) });
  }
  if (invoice.showHsnSac && totals.hsnSacSummary.some((r) => r.hsnSacNo) && totals.totalTax > 0) {
    out.push({ text: rule });
    out.push({
      text: receiptRow(`${texts.hsnSac.padEnd(8)} ${texts.taxable}`, texts.tax, columns),
      bold: true,
    });
    for (const row of totals.hsnSacSummary)
      out.push({
        text: receiptRow(
          `${(row.hsnSacNo || '-').padEnd(8)} ${formatPaise(row.taxable)}`,
          formatPaise(row.totalTax),
          columns,
        ),
      });
  }
  out.push({ text: rule });
  out.push({ text: invoice.amountInWords });
  if (invoice.footer) out.push({ text: invoice.footer, center: true });
  return out;
}

/**
 * The invoice with its amount in words in the document's language: the fixed words come from that
 * language's texts, and the PDF and the thermal receipt both print this.
 */
export function invoiceInLanguage(invoice: InvoiceDocument, language: LanguageCode): InvoiceDocument {
  return { ...invoice, amountInWords: amountInWords(invoice.totals.grandTotal, language) };
}

/** Text broken at spaces into rows of at most `width` characters (a longer word is cut). */
export function wrapText(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const next = row ? `${row} ${word}` : word;
    if (next.length <= width) row = next;
    else {
      if (row) rows.push(row);
      let rest = word;
      while (rest.length > width) {
        rows.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      row = rest;
    }
  }
  if (row) rows.push(row);
  return rows;
}

/** "Discount included", with the discount code in brackets when the order was placed with one. */
export function discountLabel(texts: DocumentTexts, totals: Pick<InvoiceTotals, 'discountCode'>): string {
  return totals.discountCode ? `${texts.discountIncluded} (${totals.discountCode})` : texts.discountIncluded;
}
