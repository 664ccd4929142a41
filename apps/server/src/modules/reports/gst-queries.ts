// SQL of the tax report and the GST returns: the period's invoices with their lines, the credit
// notes of returns made in it, and the invoices billed then cancelled. Scoped by supplier/outlets.
import type { LineTax } from '@storekeep/domain/tax';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { indiaTime, type Scope } from './period.ts';

export interface InvoiceLineRow {
  orderId: number;
  orderNumber: number;
  day: string;
  placeOfSupply: string | null;
  outletStateId: number | null;
  customerName: string | null;
  customerGstin: string | null;
  customerIsB2b: boolean | null;
  totalPaise: number;
  lineNo: number | null;
  name: string | null;
  hsnSacNo: string | null;
  unitOfMeasurement: string | null;
  quantity: string | null;
  taxRate: string | null;
  taxablePaise: number | null;
  taxes: LineTax[] | string | null;
}

const invoiceColumns = sql`o.order_id AS "orderId", o.order_number AS "orderNumber",
  o.place_of_supply AS "placeOfSupply", ol.state_id AS "outletStateId", c.name AS "customerName",
  c.gstin AS "customerGstin", c.is_b2b AS "customerIsB2b"`;
const invoiceJoins = sql`LEFT JOIN outlets ol ON ol.supplier_id = o.supplier_id AND ol.outlet_id = o.outlet_id
  LEFT JOIN customers c ON c.supplier_id = o.supplier_id AND c.customer_id = o.customer_id`;

/** Billed, not cancelled invoices of the period with their lines, in invoice order. */
export async function invoiceLines(db: DbOrTx, s: Scope): Promise<InvoiceLineRow[]> {
  const result = await db.execute(sql`
    SELECT ${invoiceColumns}, to_char(${indiaTime(sql`o.confirmed_at`)}, 'YYYY-MM-DD') AS day,
      o.total_paise AS "totalPaise", i.line_no AS "lineNo", i.name, i.hsn_sac_no AS "hsnSacNo",
      i.unit_of_measurement AS "unitOfMeasurement", coalesce(i.confirmed_qty, i.quantity) AS quantity,
      i.tax_rate AS "taxRate", i.taxable_paise AS "taxablePaise", i.taxes
    FROM orders o ${invoiceJoins}
    LEFT JOIN order_items i ON i.supplier_id = o.supplier_id AND i.order_id = o.order_id
    WHERE o.supplier_id = ${s.supplierId} AND o.confirmed_at >= ${s.start.toISOString()}
      AND o.confirmed_at < ${s.end.toISOString()} AND NOT ('CANCELLED' = ANY (o.order_statuses))
      AND ${s.outlets}
    ORDER BY o.order_number, o.order_id, i.line_no`);
  return rowsOf<InvoiceLineRow>(result);
}

export interface CreditNoteLineRow extends InvoiceLineRow {
  returnId: number;
  returnDay: string;
  valuePaise: number;
  lineTotalPaise: number | null;
}

/** Returns made in the period (credit notes) with their lines and the invoice they go against. */
export async function creditNoteLines(db: DbOrTx, s: Scope): Promise<CreditNoteLineRow[]> {
  const result = await db.execute(sql`
    SELECT ${invoiceColumns}, to_char(${indiaTime(sql`o.confirmed_at`)}, 'YYYY-MM-DD') AS day,
      o.total_paise AS "totalPaise", r.return_id AS "returnId",
      to_char(${indiaTime(sql`r.created_at`)}, 'YYYY-MM-DD') AS "returnDay", r.value_paise AS "valuePaise",
      rl.line_no AS "lineNo", i.name, i.hsn_sac_no AS "hsnSacNo", i.unit_of_measurement AS "unitOfMeasurement",
      rl.quantity, i.tax_rate AS "taxRate", rl.taxable_paise AS "taxablePaise", rl.taxes,
      rl.total_paise AS "lineTotalPaise"
    FROM order_returns r
    JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
    ${invoiceJoins}
    LEFT JOIN order_return_lines rl ON rl.supplier_id = r.supplier_id AND rl.return_id = r.return_id
    LEFT JOIN order_items i ON i.supplier_id = rl.supplier_id AND i.order_id = rl.order_id AND i.line_no = rl.line_no
    WHERE r.supplier_id = ${s.supplierId} AND r.created_at >= ${s.start.toISOString()}
      AND r.created_at < ${s.end.toISOString()} AND ${s.outlets}
    ORDER BY r.return_id, rl.line_no`);
  return rowsOf<CreditNoteLineRow>(result);
}

/** Invoice numbers billed in the period and cancelled afterwards. */
export async function cancelledInvoices(db: DbOrTx, s: Scope): Promise<number[]> {
  const result = await db.execute(sql`SELECT o.order_number AS "orderNumber" FROM orders o
    WHERE o.supplier_id = ${s.supplierId} AND o.confirmed_at >= ${s.start.toISOString()}
      AND o.confirmed_at < ${s.end.toISOString()} AND 'CANCELLED' = ANY (o.order_statuses) AND ${s.outlets}
    ORDER BY o.order_number`);
  return rowsOf<{ orderNumber: number }>(result).map((r) => Number(r.orderNumber));
}

/** The store's GSTIN as its invoices print it (printer settings), '' when not set. */
export async function storeGstin(db: DbOrTx, supplierId: number): Promise<string> {
  const result = await db.execute(sql`SELECT gstin FROM printer_settings WHERE supplier_id = ${supplierId}`);
  return rowsOf<{ gstin: string }>(result)[0]?.gstin ?? '';
}
