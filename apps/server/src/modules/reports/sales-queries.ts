// SQL of the sales report: bills billed in the period (not cancelled), returns by the day they
// were made, grouped as the merchant asks; every query scoped by supplier and outlets.
import type { SalesGroup } from '@storekeep/domain/report-api';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { indiaTime, type Scope } from './period.ts';

const billed = (
  s: Scope,
) => sql`o.supplier_id = ${s.supplierId} AND o.confirmed_at >= ${s.start.toISOString()}
  AND o.confirmed_at < ${s.end.toISOString()} AND NOT ('CANCELLED' = ANY (o.order_statuses)) AND ${s.outlets}`;
const returned = (
  s: Scope,
) => sql`r.supplier_id = ${s.supplierId} AND r.created_at >= ${s.start.toISOString()}
  AND r.created_at < ${s.end.toISOString()} AND ${s.outlets}`;

export interface SalesTotalsRow {
  bills: number;
  salesPaise: number;
  taxPaise: number;
  discountPaise: number;
  returnsPaise: number;
  returnedBills: number;
}

export async function salesTotals(db: DbOrTx, s: Scope): Promise<SalesTotalsRow> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM orders o WHERE ${billed(s)}) AS bills,
      (SELECT coalesce(sum(o.total_paise), 0) FROM orders o WHERE ${billed(s)}) AS "salesPaise",
      (SELECT coalesce(sum(o.tax_paise), 0) FROM orders o WHERE ${billed(s)}) AS "taxPaise",
      (SELECT coalesce(sum(o.discount_paise), 0) FROM orders o WHERE ${billed(s)}) AS "discountPaise",
      (SELECT coalesce(sum(r.value_paise), 0) FROM order_returns r
         JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id WHERE ${returned(s)}) AS "returnsPaise",
      (SELECT count(DISTINCT r.order_id) FROM order_returns r
         JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id WHERE ${returned(s)}) AS "returnedBills"`);
  const row = rowsOf<Record<keyof SalesTotalsRow, string | number>>(result)[0]!;
  return {
    bills: Number(row.bills),
    salesPaise: Number(row.salesPaise),
    taxPaise: Number(row.taxPaise),
    discountPaise: Number(row.discountPaise),
    returnsPaise: Number(row.returnsPaise),
    returnedBills: Number(row.returnedBills),
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

/** Bill-level groups: the key of an order (alias o) and of a return's instant. */
function orderGroup(group: SalesGroup, instant: SQL): { key: SQL; label: SQL; join: SQL } | null {
  const local = indiaTime(instant);
  switch (group) {
    case 'day':
      return { key: sql`to_char(${local}, 'YYYY-MM-DD')`, label: sql`''`, join: sql`` };
    case 'week':
      return { key: sql`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`, label: sql`''`, join: sql`` };
    case 'month':
      return { key: sql`to_char(${local}, 'YYYY-MM')`, label: sql`''`, join: sql`` };
    case 'staff':
      return {
        key: sql`coalesce(o.confirmed_by, 0)::text`,
        label: sql`coalesce(max(trim(u.first_name || ' ' || u.last_name)), '')`,
        join: sql`LEFT JOIN users u ON u.user_id = o.confirmed_by AND u.supplier_id = o.supplier_id`,
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

/** Line-level groups: product or category of an order item (alias i). */
function itemGroup(group: SalesGroup): { key: SQL; label: SQL; join: SQL } {
  if (group === 'category')
    return {
      key: sql`coalesce(p.category_id, 0)::text`,
      label: sql`coalesce(max(c.name), '')`,
      join: sql`LEFT JOIN products p ON p.supplier_id = i.supplier_id AND p.product_id = i.product_id
        LEFT JOIN categories c ON c.supplier_id = p.supplier_id AND c.category_id = p.category_id`,
    };
  return {
    key: sql`coalesce(i.product_id::text, 'line:' || i.name)`,
    label: sql`max(i.name)`,
    join: sql``,
  };
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

/** Sales and returns grouped; rows are merged by key by the caller. */
export async function salesByGroup(
  db: DbOrTx,
  s: Scope,
  group: SalesGroup,
): Promise<{ sales: GroupRow[]; returns: GroupRow[] }> {
  if (group === 'paymentMode') return paymentsByMode(db, s);
  const bill = orderGroup(group, sql`o.confirmed_at`);
  if (bill) {
    const ret = orderGroup(group, sql`r.created_at`)!;
    const [sales, returns] = await Promise.all([
      db.execute(sql`SELECT ${bill.key} AS key, ${bill.label} AS label, count(*) AS bills,
          0 AS "quantityMilli", sum(o.total_paise) AS "salesPaise"
        FROM orders o ${bill.join} WHERE ${billed(s)} GROUP BY 1 ORDER BY 1`),
      db.execute(sql`SELECT ${ret.key} AS key, ${ret.label} AS label, sum(r.value_paise) AS "returnsPaise"
        FROM order_returns r JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
        ${ret.join} WHERE ${returned(s)} GROUP BY 1 ORDER BY 1`),
    ]);
    return { sales: rowsOf<Raw>(sales).map(toRow), returns: rowsOf<Raw>(returns).map(toRow) };
  }
  const item = itemGroup(group);
  const [sales, returns] = await Promise.all([
    db.execute(sql`SELECT ${item.key} AS key, ${item.label} AS label, count(DISTINCT o.order_id) AS bills,
        sum(coalesce(i.confirmed_qty, i.quantity)) AS "quantityMilli", sum(i.total_paise) AS "salesPaise"
      FROM orders o JOIN order_items i ON i.supplier_id = o.supplier_id AND i.order_id = o.order_id
      ${item.join} WHERE ${billed(s)} GROUP BY 1 ORDER BY 1`),
    db.execute(sql`SELECT ${item.key} AS key, ${item.label} AS label, sum(rl.quantity) AS "quantityMilli",
        sum(rl.total_paise) AS "returnsPaise"
      FROM order_returns r JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
      JOIN order_return_lines rl ON rl.supplier_id = r.supplier_id AND rl.return_id = r.return_id
      JOIN order_items i ON i.supplier_id = rl.supplier_id AND i.order_id = rl.order_id AND i.line_no = rl.line_no
      ${item.join} WHERE ${returned(s)} GROUP BY 1 ORDER BY 1`),
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
      SELECT i.product_id, sum(coalesce(i.confirmed_qty, i.quantity)) AS qty, sum(i.total_paise) AS paise,
        count(DISTINCT o.order_id) AS bills
      FROM orders o JOIN order_items i ON i.supplier_id = o.supplier_id AND i.order_id = o.order_id
      WHERE ${billed(s)} AND i.product_id IS NOT NULL GROUP BY i.product_id
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
  const local = indiaTime(sql`o.confirmed_at`);
  const result = await db.execute(sql`SELECT extract(isodow FROM ${local})::int AS dow,
      extract(hour FROM ${local})::int AS hour, count(*) AS bills
    FROM orders o WHERE ${billed(s)} GROUP BY 1, 2`);
  return rowsOf<{ dow: number; hour: number; bills: string }>(result).map((r) => ({
    dow: Number(r.dow),
    hour: Number(r.hour),
    bills: Number(r.bills),
  }));
}
