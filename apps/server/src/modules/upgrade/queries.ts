// SQL for upgrade requests.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers, upgradeRequests } from '../../db/schema.ts';

export async function insertUpgradeRequest(db: DbOrTx, row: typeof upgradeRequests.$inferInsert) {
  await db.insert(upgradeRequests).values(row);
}

/** Marks the supplier as having an update request pending (the trial-expiry page shows progress). */
export async function markUpdateRequested(db: DbOrTx, supplierId: number) {
  await db.update(suppliers).set({ updateRequest: 1 }).where(eq(suppliers.supplierId, supplierId));
}
