// The period's invoices and credit notes as the GST rules (domain gst-returns.ts) take them.
import type { GstCreditNote, GstInvoice, GstLine, GstPeriodData } from '@storekeep/domain/gst-returns';
import { isValidGstin } from '@storekeep/domain/gst-rules';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { LineTax } from '@storekeep/domain/tax';
import type { DbOrTx } from '../../db/client.ts';
import { stateCode } from '../orders/index.ts';
import * as q from './gst-queries.ts';
import type { Scope } from './period.ts';

const taxesOf = (taxes: LineTax[] | string | null): LineTax[] =>
  taxes === null ? [] : typeof taxes === 'string' ? (JSON.parse(taxes) as LineTax[]) : taxes;

function lineOf(row: q.InvoiceLineRow): GstLine | null {
  if (row.lineNo === null) return null;
  return {
    hsnSacNo: row.hsnSacNo,
    description: row.name ?? '',
    unitOfMeasurement: row.unitOfMeasurement,
    quantityMilli: quantityToMilli(row.quantity ?? 0),
    rate: Number(row.taxRate ?? 0),
    taxablePaise: Number(row.taxablePaise ?? 0),
    taxes: taxesOf(row.taxes).map((t) => ({ ...t, amount: Number(t.amount) })),
  };
}

function invoiceOf(row: q.InvoiceLineRow): Omit<GstInvoice, 'lines'> {
  return {
    orderId: Number(row.orderId),
    invoiceNumber: String(row.orderNumber),
    date: row.day,
    customerName: row.customerName,
    customerGstin: row.customerGstin?.trim() || null,
    customerIsB2b: row.customerIsB2b ?? false,
    placeOfSupply:
      row.placeOfSupply ?? stateCode(row.outletStateId === null ? null : Number(row.outletStateId)),
    valuePaise: Number(row.totalPaise),
  };
}

/** The credit note number printed for a return. */
export const creditNoteNumber = (returnId: number): string => `CN${returnId}`;

export async function gstPeriodData(db: DbOrTx, s: Scope, period: string): Promise<GstPeriodData> {
  const [invoiceRows, noteRows, cancelled, gstin] = await Promise.all([
    q.invoiceLines(db, s),
    q.creditNoteLines(db, s),
    q.cancelledInvoices(db, s),
    q.storeGstin(db, s.supplierId),
  ]);
  const invoices = new Map<number, GstInvoice & { lines: GstLine[] }>();
  for (const row of invoiceRows) {
    const id = Number(row.orderId);
    const invoice = invoices.get(id) ?? { ...invoiceOf(row), lines: [] };
    const line = lineOf(row);
    if (line) invoice.lines.push(line);
    invoices.set(id, invoice);
  }
  const notes = new Map<number, GstCreditNote & { lines: GstLine[] }>();
  for (const row of noteRows) {
    const id = Number(row.returnId);
    const note = notes.get(id) ?? {
      returnId: id,
      noteNumber: creditNoteNumber(id),
      date: row.returnDay,
      invoice: invoiceOf(row),
      valuePaise: Number(row.valuePaise),
      lines: [],
    };
    const line = lineOf(row);
    if (line) note.lines.push(line);
    notes.set(id, note);
  }
  const firstOutlet = invoiceRows.find((r) => r.outletStateId !== null)?.outletStateId ?? null;
  const supplierState = isValidGstin(gstin)
    ? gstin.slice(0, 2)
    : stateCode(firstOutlet === null ? null : Number(firstOutlet));
  return {
    gstin,
    supplierState,
    period,
    invoices: [...invoices.values()],
    cancelledInvoiceNumbers: cancelled.map(String),
    creditNotes: [...notes.values()],
  };
}
