// A purchase order as a printable document in the invoice's shape, so the invoice PDF machinery
// prints it: the shop as the issuer, the vendor as the other party, the ordered lines at cost with
// the GST the vendor will charge (split by the vendor's state against the outlet's).

import { amountInWords } from './amount-in-words.ts';
import { stateByCode } from './india-states.ts';
import type { InvoiceDocument, InvoiceParty } from './invoice.ts';
import { lineAmount, purchaseBill, purchasePlace } from './purchase.ts';
import type { PurchaseOrderDetail } from './purchase-api.ts';
import { quantityToMilli } from './quantity.ts';
import { exclusiveTax, splitGst } from './tax.ts';

export function purchaseOrderDocument(
  po: PurchaseOrderDetail,
  options: {
    shop: InvoiceParty;
    vendor: InvoiceParty;
    vendorStateCode: string | null;
    outletStateCode: string | null;
  },
): InvoiceDocument {
  const place = purchasePlace(options.vendorStateCode, options.outletStateCode);
  const amounts = po.lines.map((l) => ({
    milli: quantityToMilli(l.orderedQty),
    costPaise: l.costPaise,
    taxRate: l.taxRate,
  }));
  const bill = purchaseBill(amounts, place);
  const summary = new Map<
    string,
    { key: string; name: string; rate: number; taxable: number; amount: number }
  >();
  for (const line of amounts) {
    const taxable = lineAmount(line.milli, line.costPaise);
    const tax = exclusiveTax(taxable, line.taxRate);
    const parts = place
      ? splitGst(tax, line.taxRate, place)
      : [{ key: `GST@${line.taxRate}%`, name: 'GST', rate: line.taxRate, amount: tax }];
    for (const part of parts) {
      const row = summary.get(part.key) ?? {
        key: part.key,
        name: part.name,
        rate: part.rate,
        taxable: 0,
        amount: 0,
      };
      row.taxable += taxable;
      row.amount += part.amount;
      summary.set(part.key, row);
    }
  }
  return {
    title: 'Purchase Order',
    labels: { number: 'PO No', party: 'Vendor' },
    invoiceNumber: po.poNumber,
    issuedAt: po.createdAt,
    seller: options.shop,
    buyer: options.vendor,
    placeOfSupply: options.outletStateCode ? (stateByCode(options.outletStateCode)?.name ?? null) : null,
    lines: po.lines.map((line, index) => ({
      name: line.name,
      unit: line.unit,
      quantity: line.orderedQty,
      ratePaise: line.costPaise,
      hsnSacNo: null,
      discountPaise: 0,
      taxablePaise: bill.lines[index]?.taxablePaise ?? 0,
      taxRate: line.taxRate,
      taxPaise: bill.lines[index]?.taxPaise ?? 0,
      totalPaise: bill.lines[index]?.totalPaise ?? 0,
    })),
    totals: {
      subtotal: bill.taxablePaise,
      totalDiscount: 0,
      totalTax: bill.taxPaise,
      deliveryCharge: 0,
      roundOff: 0,
      grandTotal: bill.totalPaise,
      taxSummary: [...summary.values()].filter((row) => row.amount > 0),
      hsnSacSummary: [],
    },
    showTaxColumns: true,
    showHsnSac: false,
    amountInWords: amountInWords(bill.totalPaise),
    payments: [],
    tenderedPaise: null,
    changePaise: null,
    footer: po.expectedDate ? `Please deliver by ${po.expectedDate}.` : po.note,
  };
}
