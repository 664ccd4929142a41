// SQL of the credit report: khata movements up to the period's end, and the customers' limits.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { indiaTime, type Scope } from './period.ts';

export interface KhataRow {
  customerId: number;
  name: string;
  mobileNumber: string | null;
  creditLimitPaise: number | null;
  creditPeriodDays: number | null;
  kind: string;
  mode: string | null;
  day: string;
  inPeriod: boolean;
  amountPaise: number;
}

export async function khataMovements(db: DbOrTx, s: Scope): Promise<KhataRow[]> {
  const result = await db.execute(sql`
    SELECT k.customer_id AS "customerId", c.name, c.mobile_number AS "mobileNumber",
      c.credit_limit_paise AS "creditLimitPaise", c.credit_period_days AS "creditPeriodDays",
      k.kind, k.mode, to_char(${indiaTime(sql`k.created_at`)}, 'YYYY-MM-DD') AS day,
      (k.created_at >= ${s.start.toISOString()}) AS "inPeriod", k.amount_paise AS "amountPaise"
    FROM khata_entries k
    JOIN customers c ON c.supplier_id = k.supplier_id AND c.customer_id = k.customer_id
    WHERE k.supplier_id = ${s.supplierId} AND k.created_at < ${s.end.toISOString()}
    ORDER BY k.customer_id, k.created_at, k.entry_id`);
  return rowsOf<KhataRow>(result).map((r) => ({
    ...r,
    customerId: Number(r.customerId),
    creditLimitPaise: r.creditLimitPaise === null ? null : Number(r.creditLimitPaise),
    creditPeriodDays: r.creditPeriodDays === null ? null : Number(r.creditPeriodDays),
    amountPaise: Number(r.amountPaise),
  }));
}
