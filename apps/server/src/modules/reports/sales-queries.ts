// SQL of the sales report: bills billed in the period (not cancelled), returns by the day they
// were made, grouped as the merchant asks; read from the day summaries that migration 0044's
// triggers keep (payments by mode from the payments themselves); every query scoped by supplier
// and outlets.
import type { SalesGroup } from '@storekeep/domain/report-api';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { Scope } from './period.ts';

/** The period's days in a summary table (alias `o`, so the outlet filter reads its outlet_id). */
const days = (s: Scope) =>
  sql`o.supplier_id = ${s.supplierId} AND o.day >= ${s.fromDay}::date AND o.day <= ${s.toDay}::date AND ${s.outlets}`;

export interface SalesTotalsRow {
  bills: number;
  salesPaise: number;
  taxPaise: number;
  discountPaise: number;
  returnsPaise: number;
}

export async function salesTotals(db: DbOrTx, s: Scope): Promise<SalesTotalsRow> {
  const result = await db.execute(sql`
    SELECT b.*, r."returnsPaise" FROM
      (SELECT coalesce(sum(o.bills), 0) AS bills, coalesce(sum(o.sales_paise), 0) AS "salesPaise",
         coalesce(sum(o.tax_paise), 0) AS "taxPaise", coalesce(sum(o.discount_paise), 0) AS "discountPaise"
       FROM sales_day_bills o WHERE ${days(s)}) b,
      (SELECT coalesce(sum(o.returns_paise), 0) AS "returnsPaise" FROM sales_day_returns o WHERE ${days(s)}) r`);
  const row = rowsOf<Record<keyof SalesTotalsRow, string | number>>(result)[0]!;
  return {
    bills: Number(row.bills),
    salesPaise: Number(row.salesPaise),
    taxPaise: Number(row.taxPaise),
    discountPaise: Number(row.discountPaise),
    returnsPaise: Number(row.returnsPaise),
  };
}

export interface GroupRow {
  key: string;
  label: string;
  bills: number;
  quantityMilli: number;
  salesPaise: number;
  returnsPaise: number;
}

/** Bill-level groups over sales_day_bills or sales_day_returns (alias o). */
function billGroup(group: SalesGroup): { key: SQL; label: SQL; join: SQL } | null {
  switch (group) {
    case 'day':
      return { key: sql`to_char(o.day, 'YYYY-MM-DD')`, label: sql`''`, join: sql`` };
    case 'week':
      return { key: sql`to_char(date_trunc('week', o.day), 'YYYY-MM-DD')`, label: sql`''`, join: sql`` };
    case 'month':
      return { key: sql`to_char(o.day, 'YYYY-MM')`, label: sql`''`, join: sql`` };
    case 'staff':
      return {
        key: sql`o.staff_id::text`,
        label: sql`coalesce(max(trim(u.first_name || ' ' || u.last_name)), '')`,
        join: sql`LEFT JOIN users u ON u.user_id = o.staff_id AND u.supplier_id = o.supplier_id`,
      };
    case 'outlet':
      return {
        key: sql`o.outlet_id::text`,
        label: sql`coalesce(max(ol.name), '')`,
        join: sql`LEFT JOIN outlets ol ON ol.supplier_id = o.supplier_id AND ol.outlet_id = o.outlet_id`,
      };
    case 'channel':
      return { key: sql`o.source`, label: sql`''`, join: sql`` };
    default:
      return null;
  }
}

/** Line-level groups over sales_day_products or sales_day_product_returns (alias o). */
function productGroup(group: SalesGroup, withProduct: boolean): { key: SQL; label: SQL; join: SQL } {
  if (group === 'category')
    return {
      key: sql`coalesce(p.category_id, 0)::text`,
      label: sql`coalesce(max(c.name), '')`,
      // Returns are summed by product key: a line with a product has its id as key.
      join: sql`LEFT JOIN products p ON p.supplier_id = o.supplier_id AND p.product_id = ${
        withProduct
          ? sql`o.product_id`
          : sql`CASE WHEN o.product_key ~ '^[0-9]+$' THEN o.product_key::bigint END`
      }
        LEFT JOIN categories c ON c.supplier_id = p.supplier_id AND c.category_id = p.category_id`,
    };
  return { key: sql`o.product_key`, label: sql`max(o.label)`, join: sql`` };
}

type Raw = Record<keyof GroupRow, string | number>;
const toRow = (r: Raw): GroupRow => ({
  key: String(r.key),
  label: String(r.label ?? ''),
  bills: Number(r.bills ?? 0),
  quantityMilli: Math.round(Number(r.quantityMilli ?? 0) * 1000),
  salesPaise: Number(r.salesPaise ?? 0),
  returnsPaise: Number(r.returnsPaise ?? 0),
});

/**
 * Sales and returns grouped, from the day summaries (migration 0044); rows are merged by key by
 * the caller. A category's bills are its products' bills added up: a bill with two products of
 * one category counts twice there (the totals row counts bills themselves).
 */
export async function salesByGroup(
  db: DbOrTx,
  s: Scope,
  group: SalesGroup,
): Promise<{ sales: GroupRow[]; returns: GroupRow[] }> {
  if (group === 'paymentMode') return paymentsByMode(db, s);
  const bill = billGroup(group);
  if (bill) {
    const [sales, returns] = await Promise.all([
      db.execute(sql`SELECT ${bill.key} AS key, ${bill.label} AS label, sum(o.bills) AS bills,
          0 AS "quantityMilli", sum(o.sales_paise) AS "salesPaise"
        FROM sales_day_bills o ${bill.join} WHERE ${days(s)} GROUP BY 1 HAVING sum(o.bills) > 0 ORDER BY 1`),
      db.execute(sql`SELECT ${bill.key} AS key, ${bill.label} AS label, sum(o.returns_paise) AS "returnsPaise"
        FROM sales_day_returns o ${bill.join} WHERE ${days(s)} GROUP BY 1 HAVING sum(o.returns) > 0 ORDER BY 1`),
    ]);
    return { sales: rowsOf<Raw>(sales).map(toRow), returns: rowsOf<Raw>(returns).map(toRow) };
  }
  const sold = productGroup(group, true);
  const back = productGroup(group, false);
  const [sales, returns] = await Promise.all([
    db.execute(sql`SELECT ${sold.key} AS key, ${sold.label} AS label, sum(o.bills) AS bills,
        sum(o.quantity) AS "quantityMilli", sum(o.sales_paise) AS "salesPaise"
      FROM sales_day_products o ${sold.join} WHERE ${days(s)} GROUP BY 1 HAVING sum(o.lines) > 0 ORDER BY 1`),
    db.execute(sql`SELECT ${back.key} AS key, ${back.label} AS label, sum(o.quantity) AS "quantityMilli",
        sum(o.returns_paise) AS "returnsPaise"
      FROM sales_day_product_returns o ${back.join} WHERE ${days(s)} GROUP BY 1 HAVING sum(o.lines) > 0 ORDER BY 1`),
  ]);
  return { sales: rowsOf<Raw>(sales).map(toRow), returns: rowsOf<Raw>(returns).map(toRow) };
}

/** Money taken and given back per payment mode in the period (by the payment's own time). */
async function paymentsByMode(db: DbOrTx, s: Scope): Promise<{ sales: GroupRow[]; returns: GroupRow[] }> {
  const result = await db.execute(sql`SELECT p.mode AS key, '' AS label, p.kind,
      count(DISTINCT p.order_id) AS bills, sum(p.amount_paise) AS amount
    FROM order_payments p JOIN orders o ON o.supplier_id = p.supplier_id AND o.order_id = p.order_id
    WHERE p.supplier_id = ${s.supplierId} AND p.created_at >= ${s.start.toISOString()}
      AND p.created_at < ${s.end.toISOString()} AND ${s.outlets}
    GROUP BY p.mode, p.kind ORDER BY p.mode`);
  const rows = rowsOf<{ key: string; kind: string; bills: string; amount: string }>(result);
  const of = (kind: string, field: 'salesPaise' | 'returnsPaise') =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        key: r.key,
        label: '',
        bills: kind === 'PAYMENT' ? Number(r.bills) : 0,
        quantityMilli: 0,
        salesPaise: 0,
        returnsPaise: 0,
        [field]: Number(r.amount),
      }));
  return { sales: of('PAYMENT', 'salesPaise'), returns: of('REFUND', 'returnsPaise') };
}

/** Products in stock in the scope's outlets that sold least in the period (none first). */
export async function slowMovers(db: DbOrTx, s: Scope, limit: number): Promise<GroupRow[]> {
  const result = await db.execute(sql`
    WITH sold AS (
      SELECT o.product_id, sum(o.quantity) AS qty, sum(o.sales_paise) AS paise, sum(o.bills) AS bills
      FROM sales_day_products o
      WHERE ${days(s)} AND o.product_id IS NOT NULL GROUP BY o.product_id
    ), stocked AS (
      SELECT sl.product_id FROM stock_levels sl
      WHERE sl.supplier_id = ${s.supplierId} AND sl.quantity > 0 AND ${s.outletIds(sql`sl.outlet_id`)}
      GROUP BY sl.product_id
    )
    SELECT p.product_id::text AS key, p.name AS label, coalesce(sold.bills, 0) AS bills,
      coalesce(sold.qty, 0) AS "quantityMilli", coalesce(sold.paise, 0) AS "salesPaise"
    FROM stocked JOIN products p ON p.supplier_id = ${s.supplierId} AND p.product_id = stocked.product_id
    LEFT JOIN sold ON sold.product_id = p.product_id
    ORDER BY coalesce(sold.qty, 0), p.name LIMIT ${limit}`);
  return rowsOf<Raw>(result).map(toRow);
}

/** Bills per weekday (1 = Monday) and hour, India time. */
export async function billsByHour(
  db: DbOrTx,
  s: Scope,
): Promise<Array<{ dow: number; hour: number; bills: number }>> {
  const result = await db.execute(sql`SELECT extract(isodow FROM o.day)::int AS dow, o.hour::int AS hour,
      sum(o.bills) AS bills
    FROM sales_day_bills o WHERE ${days(s)} GROUP BY 1, 2 HAVING sum(o.bills) > 0`);
  return rowsOf<{ dow: number; hour: number; bills: string }>(result).map((r) => ({
    dow: Number(r.dow),
    hour: Number(r.hour),
    bills: Number(r.bills),
  }));
}
