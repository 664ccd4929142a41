// SQL of the transactions report: every payment in and out in the period, bills' payments and
// refunds (scoped to the outlets) and khata collections, with the counter that took them.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { indiaTime, type Scope } from './period.ts';

export interface MoneyRow {
  at: string;
  day: string;
  source: 'SALE' | 'REFUND' | 'KHATA' | 'VENDOR';
  reference: string;
  mode: string;
  amountPaise: number;
  outletName: string | null;
  accountName: string | null;
  /** The counter of a bill's payment; khata collections and vendor payments record none. */
  accountId: number | null;
}

export async function moneyMovements(db: DbOrTx, s: Scope): Promise<MoneyRow[]> {
  const from = s.start.toISOString();
  const to = s.end.toISOString();
  const result = await db.execute(sql`
    SELECT * FROM (
      SELECT to_char(${indiaTime(sql`p.created_at`)}, 'YYYY-MM-DD HH24:MI') AS at,
        to_char(${indiaTime(sql`p.created_at`)}, 'YYYY-MM-DD') AS day,
        CASE p.kind WHEN 'REFUND' THEN 'REFUND' ELSE 'SALE' END AS source,
        o.order_number::text AS reference, p.mode, p.amount_paise AS "amountPaise",
        ol.name AS "outletName", a.account_name AS "accountName", o.account_id AS "accountId",
        p.created_at AS sort_at
      FROM order_payments p
      JOIN orders o ON o.supplier_id = p.supplier_id AND o.order_id = p.order_id
      LEFT JOIN outlets ol ON ol.supplier_id = o.supplier_id AND ol.outlet_id = o.outlet_id
      LEFT JOIN accounts a ON a.supplier_id = o.supplier_id AND a.account_id = o.account_id
      WHERE p.supplier_id = ${s.supplierId} AND p.created_at >= ${from} AND p.created_at < ${to}
        AND ${s.outlets}
      UNION ALL
      SELECT to_char(${indiaTime(sql`k.created_at`)}, 'YYYY-MM-DD HH24:MI'),
        to_char(${indiaTime(sql`k.created_at`)}, 'YYYY-MM-DD'), 'KHATA', c.name,
        coalesce(k.mode, 'CASH'), -k.amount_paise, NULL, NULL, NULL, k.created_at
      FROM khata_entries k
      JOIN customers c ON c.supplier_id = k.supplier_id AND c.customer_id = k.customer_id
      WHERE k.supplier_id = ${s.supplierId} AND k.kind = 'PAYMENT_RECEIVED'
        AND k.created_at >= ${from} AND k.created_at < ${to}
      UNION ALL
      SELECT to_char(${indiaTime(sql`pp.created_at`)}, 'YYYY-MM-DD HH24:MI'),
        to_char(${indiaTime(sql`pp.created_at`)}, 'YYYY-MM-DD'), 'VENDOR', v.name,
        pp.mode, pp.amount_paise,
        NULL, NULL, NULL, pp.created_at
      FROM purchase_payments pp
      JOIN vendors v ON v.supplier_id = pp.supplier_id AND v.vendor_id = pp.vendor_id
      WHERE pp.supplier_id = ${s.supplierId} AND pp.created_at >= ${from} AND pp.created_at < ${to}
    ) m ORDER BY sort_at, reference`);
  return rowsOf<MoneyRow>(result).map((r) => ({
    ...r,
    amountPaise: Number(r.amountPaise),
    accountId: r.accountId === null ? null : Number(r.accountId),
  }));
}
