// SQL shared by the reports: the name of the outlet a report covers.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { Scope } from './period.ts';

/** The one outlet the scope covers, or null when it covers every outlet the user may see. */
export async function scopedOutletName(
  db: DbOrTx,
  s: Scope,
  scope: 'selected' | 'all',
): Promise<string | null> {
  if (scope === 'all') return null;
  const result = await db.execute(
    sql`SELECT o.name FROM outlets o WHERE o.supplier_id = ${s.supplierId} AND ${s.outletIds(sql`o.outlet_id`)} LIMIT 1`,
  );
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}
