// SQL of the link clicks the apps report (collect-data.ns): one row per click, read per store as
// counts by device over a period, removed after the keeping period.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { linkClicks } from '../../db/schema.ts';

export async function insertLinkClick(db: DbOrTx, values: typeof linkClicks.$inferInsert) {
  await db.insert(linkClicks).values(values);
}

export function countLinkClicksByDevice(db: DbOrTx, supplierId: number, since: Date) {
  return db
    .select({ deviceCode: linkClicks.deviceCode, clicks: count() })
    .from(linkClicks)
    .where(and(eq(linkClicks.supplierId, supplierId), gte(linkClicks.clickedAt, since)))
    .groupBy(linkClicks.deviceCode);
}

/** Every store's clicks older than `before` (the keeping period's job, not a merchant's call). */
export async function deleteLinkClicksBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(linkClicks)
    .where(lt(linkClicks.clickedAt, before))
    .returning({ clickId: linkClicks.clickId });
  return rows.length;
}
