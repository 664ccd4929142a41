// The look-ups every module shares, in one place: a store (supplier) by id, one of its outlets, a
// plan (package), and the audit log's one insert. Every query on a store's rows filters by its
// supplier_id.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, outlets, packages, suppliers } from '../../db/schema.ts';

export async function findSupplier(db: DbOrTx, supplierId: number) {
  const rows = await db.select().from(suppliers).where(eq(suppliers.supplierId, supplierId)).limit(1);
  return rows[0];
}

/** The store's outlet with this id, or its first outlet (by position) when `outletId` is null. */
export async function findOutlet(db: DbOrTx, supplierId: number, outletId: number | null) {
  const rows = await db
    .select({
      outletId: outlets.outletId,
      stateId: outlets.stateId,
      name: outlets.name,
      address: outlets.address,
      pincode: outlets.pincode,
    })
    .from(outlets)
    .where(
      outletId === null
        ? eq(outlets.supplierId, supplierId)
        : and(eq(outlets.supplierId, supplierId), eq(outlets.outletId, outletId)),
    )
    .orderBy(asc(outlets.position), asc(outlets.outletId))
    .limit(1);
  return rows[0];
}

export async function findPackage(db: DbOrTx, packageId: number) {
  const rows = await db.select().from(packages).where(eq(packages.packageId, packageId)).limit(1);
  return rows[0];
}

export async function insertAudit(
  db: DbOrTx,
  entry: {
    supplierId: number | null;
    userId: number;
    action: string;
    details?: Record<string, unknown>;
    ip?: string;
  },
) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
