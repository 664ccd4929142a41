// The GST invoice as a document: seller, buyer, lines, HSN/SAC-wise tax summary, round-off and the
// amount in words. One shape feeds the PDF (A4, 80 mm, 58 mm) on the server and the ESC/POS
// receipt in the browser, so both print the same figures from the domain bill.
import { z } from 'zod';
import { type Bill, type BillLineInput, billLineSchema, computeBill } from './bill.ts';
import { stateByCode, stateOfGstin } from './india-states.ts';
import { amountInWords, formatPaise } from './money.ts';
import { formatQuantity } from './quantity.ts';
import type { BillRoundOffSettings } from './rounding.ts';

export const INVOICE_LAYOUTS = ['A4', '80MM', '58MM'] as const;
export type InvoiceLayout = (typeof INVOICE_LAYOUTS)[number];

/** Characters per line of a thermal receipt (Font A): 48 on 80 mm paper, 32 on 58 mm. */
export const RECEIPT_COLUMNS: Record<Exclude<InvoiceLayout, 'A4'>, number> = { '80MM': 48, '58MM': 32 };

export const invoiceLineSchema = billLineSchema.extend({
  name: z.string(),
  unit: z.string().nullish(),
});
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

export interface InvoiceParty {
  name: string;
  address?: string | null;
  gstin?: string | null;
  mobileNumber?: string | null;
  /** GST state code ('27'); taken from the GSTIN when not given. */
  stateCode?: string | null;
}

export interface InvoiceInput {
  invoiceNumber: string;
  /** ISO date-time of the bill. */
  issuedAt: string;
  seller: InvoiceParty;
  buyer?: InvoiceParty | null;
  lines: readonly InvoiceLineInput[];
  roundOff?: BillRoundOffSettings;
  /** Account flags: print the tax columns and the HSN/SAC code (back-office.md §3). */
  showTaxColumns: boolean;
  showHsnSac: boolean;
  payments?: readonly { mode: string; amountPaise: number }[];
  /** Cash handed over and change given, when the bill was paid in cash at the counter. */
  tenderedPaise?: number | null;
  footer?: string | null;
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
}

export interface InvoiceDocument {
  title: 'Tax Invoice' | 'Bill of Supply';
  invoiceNumber: string;
  issuedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  placeOfSupply: string | null;
  lines: InvoiceLine[];
  bill: Bill;
  showTaxColumns: boolean;
  showHsnSac: boolean;
  amountInWords: string;
  payments: { mode: string; amountPaise: number }[];
  tenderedPaise: number | null;
  changePaise: number | null;
  footer: string | null;
}

function stateCodeOf(party: InvoiceParty | null | undefined): string | null {
  if (!party) return null;
  if (party.stateCode) return party.stateCode;
  return party.gstin ? (stateOfGstin(party.gstin)?.code ?? null) : null;
}

/**
 * Builds the invoice. The place of supply is the buyer's state when known, else the seller's
 * (a walk-in customer buys at the counter), so a counter sale is intra-state SGST + CGST. A seller
 * without a GSTIN issues a bill of supply rather than a tax invoice.
 */
export function buildInvoice(input: InvoiceInput): InvoiceDocument {
  const sellerState = stateCodeOf(input.seller);
  const buyerState = stateCodeOf(input.buyer) ?? sellerState;
  const place =
    sellerState && buyerState
      ? { supplierStateCode: sellerState, placeOfSupplyStateCode: buyerState }
      : undefined;
  const lines = input.lines.map((line) => invoiceLineSchema.parse(line));
  const billInputs: BillLineInput[] = lines;
  const bill = computeBill(billInputs, {
    ...(place ? { place } : {}),
    ...(input.roundOff ? { roundOff: input.roundOff } : {}),
  });
  const tendered = input.tenderedPaise ?? null;
  return {
    title: input.seller.gstin ? 'Tax Invoice' : 'Bill of Supply',
    invoiceNumber: input.invoiceNumber,
    issuedAt: input.issuedAt,
    seller: input.seller,
    buyer: input.buyer ?? null,
    placeOfSupply: buyerState ? (stateByCode(buyerState)?.name ?? null) : null,
    lines: lines.map((line, i) => {
      const computed = bill.lines[i]!;
      return {
        name: line.name,
        unit: line.unit ?? null,
        quantity: line.quantity,
        ratePaise: line.ratePaise,
        hsnSacNo: computed.hsnSacNo,
        discountPaise: computed.discount,
        taxablePaise: computed.taxable,
        taxRate: (line.taxes ?? []).reduce((sum, t) => sum + t.taxRate, 0),
        taxPaise: computed.totalTax,
        totalPaise: computed.total,
      };
    }),
    bill,
    showTaxColumns: input.showTaxColumns,
    showHsnSac: input.showHsnSac,
    amountInWords: amountInWords(bill.grandTotal),
    payments: [...(input.payments ?? [])],
    tenderedPaise: tendered,
    changePaise: tendered === null ? null : Math.max(0, tendered - bill.grandTotal),
    footer: input.footer ?? null,
  };
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
 * Rupees are written 'Rs' because thermal code pages have no ₹ glyph.
 */
export function receiptLines(invoice: InvoiceDocument, columns: number): ReceiptLine[] {
  const out: ReceiptLine[] = [];
  const rule = '-'.repeat(columns);
  const { seller, bill } = invoice;
  out.push({ text: seller.name, bold: true, center: true });
  if (seller.address) out.push({ text: seller.address, center: true });
  if (seller.gstin) out.push({ text: `GSTIN: ${seller.gstin}`, center: true });
  out.push({ text: invoice.title, bold: true, center: true });
  out.push({ text: receiptRow(`No: ${invoice.invoiceNumber}`, invoiceDateText(invoice.issuedAt), columns) });
  if (invoice.buyer)
    out.push({
      text: `To: ${invoice.buyer.name}${invoice.buyer.mobileNumber ? ` ${invoice.buyer.mobileNumber}` : ''}`,
    });
  out.push({ text: rule });
  invoice.lines.forEach((line) => {
    out.push({ text: line.name });
    const qty = `${formatQuantity(line.quantity, line.unit)}${line.unit ? ` ${line.unit}` : ''} x ${formatPaise(line.ratePaise)}`;
    const hsn = invoice.showHsnSac && line.hsnSacNo ? ` HSN ${line.hsnSacNo}` : '';
    out.push({ text: receiptRow(`  ${qty}${hsn}`, formatPaise(line.totalPaise), columns) });
    if (line.discountPaise)
      out.push({ text: receiptRow('  Discount', `-${formatPaise(line.discountPaise)}`, columns) });
    if (invoice.showTaxColumns && line.taxPaise)
      out.push({ text: receiptRow(`  Tax ${line.taxRate}%`, formatPaise(line.taxPaise), columns) });
  });
  out.push({ text: rule });
  out.push({ text: receiptRow('Taxable value', formatPaise(bill.subtotal), columns) });
  for (const tax of bill.taxSummary)
    out.push({ text: receiptRow(`${tax.name} @ ${tax.rate}%`, formatPaise(tax.amount), columns) });
  if (bill.roundOff) out.push({ text: receiptRow('Round off', formatPaise(bill.roundOff), columns) });
  out.push({ text: receiptRow('TOTAL', `Rs ${formatPaise(bill.grandTotal)}`, columns), bold: true });
  if (invoice.tenderedPaise !== null) {
    out.push({ text: receiptRow('Cash', formatPaise(invoice.tenderedPaise), columns) });
    out.push({ text: receiptRow('Change', formatPaise(invoice.changePaise ?? 0), columns) });
  }
  if (invoice.showHsnSac && bill.hsnSacSummary.some((r) => r.hsnSacNo) && bill.totalTax > 0) {
    out.push({ text: rule });
    out.push({ text: receiptRow('HSN/SAC  Taxable', 'Tax', columns), bold: true });
    for (const row of bill.hsnSacSummary)
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
