// SQL of the purchase report and of GSTR-3B's inward side: vendor bills dated in the period (not
// cancelled), debit notes, goods received, nil-rated inward supplies and the vendors' ledgers up to
// the period's end. Scoped by supplier and by the purchase order's outlet.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { indiaTime, type Scope } from './period.ts';

export interface Period {
  from: string;
  to: string;
}

const billed = (s: Scope, p: Period) => sql`po.supplier_id = ${s.supplierId} AND po.status <> 'CANCELLED'
  AND po.bill_total_paise > 0 AND po.bill_date BETWEEN ${p.from}::date AND ${p.to}::date
  AND ${s.outletIds(sql`po.outlet_id`)}`;

export interface BillRow {
  vendorId: number;
  vendorName: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export async function purchaseBills(db: DbOrTx, s: Scope, p: Period): Promise<BillRow[]> {
  const result = await db.execute(sql`SELECT po.vendor_id AS "vendorId", v.name AS "vendorName",
      po.taxable_paise AS "taxablePaise", po.cgst_paise AS "cgstPaise", po.sgst_paise AS "sgstPaise",
      po.igst_paise AS "igstPaise", po.bill_total_paise AS "totalPaise"
    FROM purchase_orders po JOIN vendors v ON v.supplier_id = po.supplier_id AND v.vendor_id = po.vendor_id
    WHERE ${billed(s, p)} ORDER BY po.bill_date, po.po_number`);
  return rowsOf<Record<keyof BillRow, string | number>>(result).map((r) => ({
    vendorId: Number(r.vendorId),
    vendorName: String(r.vendorName),
    taxablePaise: Number(r.taxablePaise),
    cgstPaise: Number(r.cgstPaise),
    sgstPaise: Number(r.sgstPaise),
    igstPaise: Number(r.igstPaise),
    totalPaise: Number(r.totalPaise),
  }));
}

export interface DebitNoteRow {
  number: number;
  day: string;
  vendorName: string;
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
  interState: boolean;
}

export async function debitNotes(db: DbOrTx, s: Scope): Promise<DebitNoteRow[]> {
  const result = await db.execute(sql`SELECT pr.debit_note_number AS number,
      to_char(${indiaTime(sql`pr.created_at`)}, 'YYYY-MM-DD') AS day, v.name AS "vendorName",
      pr.taxable_paise AS "taxablePaise", pr.tax_paise AS "taxPaise", pr.total_paise AS "totalPaise",
      (po.igst_paise > 0) AS "interState"
    FROM purchase_returns pr
    JOIN purchase_orders po ON po.supplier_id = pr.supplier_id AND po.purchase_order_id = pr.purchase_order_id
    JOIN vendors v ON v.supplier_id = pr.supplier_id AND v.vendor_id = pr.vendor_id
    WHERE pr.supplier_id = ${s.supplierId} AND pr.created_at >= ${s.start.toISOString()}
      AND pr.created_at < ${s.end.toISOString()} AND ${s.outletIds(sql`pr.outlet_id`)}
    ORDER BY pr.debit_note_number`);
  return rowsOf<Record<keyof DebitNoteRow, string | number | boolean>>(result).map((r) => ({
    number: Number(r.number),
    day: String(r.day),
    vendorName: String(r.vendorName),
    taxablePaise: Number(r.taxablePaise),
    taxPaise: Number(r.taxPaise),
    totalPaise: Number(r.totalPaise),
    interState: r.interState === true,
  }));
}

/** Received value of nil-rated (0%) lines on the period's bills, inter-state and within the state. */
export async function nilRatedInward(
  db: DbOrTx,
  s: Scope,
  p: Period,
): Promise<{ inter: number; intra: number }> {
  const result = await db.execute(sql`SELECT
      (coalesce(v.state_code, lpad(ol.state_id::text, 2, '0')) <> lpad(ol.state_id::text, 2, '0')) AS inter,
      sum(round(l.received_qty * l.cost_paise)) AS paise
    FROM purchase_orders po
    JOIN purchase_order_lines l ON l.supplier_id = po.supplier_id AND l.purchase_order_id = po.purchase_order_id
    JOIN vendors v ON v.supplier_id = po.supplier_id AND v.vendor_id = po.vendor_id
    JOIN outlets ol ON ol.supplier_id = po.supplier_id AND ol.outlet_id = po.outlet_id
    WHERE ${billed(s, p)} AND l.tax_rate = 0 GROUP BY 1`);
  const rows = rowsOf<{ inter: boolean | null; paise: string }>(result);
  return {
    inter: Number(rows.find((r) => r.inter === true)?.paise ?? 0),
    intra: Number(rows.find((r) => r.inter !== true)?.paise ?? 0),
  };
}

export async function receivedByProduct(db: DbOrTx, s: Scope) {
  const result = await db.execute(sql`SELECT l.name AS product, sum(rl.quantity) AS quantity,
      sum(round(rl.quantity * rl.cost_paise)) AS paise
    FROM purchase_receipt_lines rl
    JOIN purchase_order_lines l ON l.supplier_id = rl.supplier_id AND l.purchase_order_id = rl.purchase_order_id
      AND l.line_no = rl.line_no
    JOIN purchase_orders po ON po.supplier_id = rl.supplier_id AND po.purchase_order_id = rl.purchase_order_id
    WHERE rl.supplier_id = ${s.supplierId} AND rl.received_at >= ${s.start.toISOString()}
      AND rl.received_at < ${s.end.toISOString()} AND ${s.outletIds(sql`po.outlet_id`)}
    GROUP BY l.name ORDER BY 3 DESC, 1`);
  return rowsOf<{ product: string; quantity: string; paise: string }>(result).map((r) => ({
    product: r.product,
    quantityMilli: Math.round(Number(r.quantity) * 1000),
    paise: Number(r.paise),
  }));
}

/** Each vendor's ledger up to the period's end: opening balance and bills owed, payments and debit notes paid. */
export async function vendorMovements(db: DbOrTx, s: Scope, p: Period) {
  const result = await db.execute(sql`
    SELECT v.vendor_id AS "vendorId", v.name, m.day, m.amount FROM vendors v JOIN (
      SELECT vendor_id, to_char(${indiaTime(sql`created_at`)}, 'YYYY-MM-DD') AS day, opening_balance_paise AS amount
        FROM vendors WHERE supplier_id = ${s.supplierId} AND opening_balance_paise <> 0
      UNION ALL
      SELECT po.vendor_id, po.bill_date::text, po.bill_total_paise FROM purchase_orders po
        WHERE po.supplier_id = ${s.supplierId} AND po.status <> 'CANCELLED' AND po.bill_total_paise > 0
          AND po.bill_date <= ${p.to}::date
      UNION ALL
      SELECT pp.vendor_id, pp.paid_on::text, -pp.amount_paise FROM purchase_payments pp
        WHERE pp.supplier_id = ${s.supplierId} AND pp.paid_on <= ${p.to}::date
      UNION ALL
      SELECT pr.vendor_id, to_char(${indiaTime(sql`pr.created_at`)}, 'YYYY-MM-DD'), -pr.total_paise
        FROM purchase_returns pr WHERE pr.supplier_id = ${s.supplierId} AND pr.created_at < ${s.end.toISOString()}
    ) m ON m.vendor_id = v.vendor_id
    WHERE v.supplier_id = ${s.supplierId}
    ORDER BY v.name, v.vendor_id, m.day`);
  return rowsOf<{ vendorId: number; name: string; day: string; amount: string }>(result).map((r) => ({
    vendorId: Number(r.vendorId),
    name: r.name,
    day: r.day,
    amountPaise: Number(r.amount),
  }));
}
