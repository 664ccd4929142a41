// SQL for what an invoice adds to the order: the store's name and contact, the outlet's address
// and the account flags. Scoped by supplier_id.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outlets, suppliers } from '../../db/schema.ts';

export async function findSeller(db: DbOrTx, supplierId: number, outletId: number) {
  const rows = await db
    .select({
      storeName: suppliers.storeName,
      ownerMobile: suppliers.ownerMobile,
      accountSettings: suppliers.accountSettings,
      outletName: outlets.name,
      outletAddress: outlets.address,
      outletPincode: outlets.pincode,
    })
    .from(suppliers)
    .leftJoin(outlets, and(eq(outlets.supplierId, suppliers.supplierId), eq(outlets.outletId, outletId)))
    .where(eq(suppliers.supplierId, supplierId))
    .limit(1);
  return rows[0];
}
