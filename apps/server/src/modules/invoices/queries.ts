// SQL for what an invoice adds to the order: the store's name and contact, the outlet's address
// and the account flags, and the languages a document may be printed in. Scoped by supplier_id.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, outlets, suppliers, users } from '../../db/schema.ts';

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

/**
 * The languages a printed document may take: the customer's (null when none is set or there is
 * no customer), the asking staff member's (null without one) and the store's.
 */
export async function findDocumentLanguages(
  db: DbOrTx,
  supplierId: number,
  customerId: number | null,
  userId: number | null,
): Promise<{ customer: string | null; staff: string | null; store: string | null }> {
  const [store, customer, staff] = await Promise.all([
    db
      .select({ language: suppliers.language })
      .from(suppliers)
      .where(eq(suppliers.supplierId, supplierId))
      .limit(1),
    customerId === null
      ? []
      : db
          .select({ language: customers.language })
          .from(customers)
          .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)))
          .limit(1),
    userId === null
      ? []
      : db
          .select({ language: users.language })
          .from(users)
          .where(and(eq(users.userId, userId), eq(users.supplierId, supplierId)))
          .limit(1),
  ]);
  return {
    customer: customer[0]?.language ?? null,
    staff: staff[0]?.language ?? null,
    store: store[0]?.language ?? null,
  };
}
