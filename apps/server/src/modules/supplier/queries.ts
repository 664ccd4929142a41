// The look-ups every module shares, in one place: a store (supplier) by id, one of its outlets, a
// plan (package), and the audit log's one insert. Every query on a store's rows filters by its
// supplier_id.

import type { Role } from '@storekeep/domain/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, outlets, packages, staffOutlets, suppliers } from '../../db/schema.ts';

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

/**
 * The outlets a person works in when limited to some: staff and delivery boys assigned to outlets
 * (staff_outlets) see and change only those outlets' orders and stock. null: not limited (owners,
 * admins, and staff assigned to no outlet, who work in all).
 */
export async function outletScopeOf(
  db: DbOrTx,
  person: { supplierId: number; userId: number; role: Role },
): Promise<number[] | null> {
  if (person.role !== 'staff' && person.role !== 'delivery_boy') return null;
  const rows = await db
    .select({ outletId: staffOutlets.outletId })
    .from(staffOutlets)
    .where(and(eq(staffOutlets.supplierId, person.supplierId), eq(staffOutlets.userId, person.userId)));
  return rows.length > 0 ? rows.map((row) => row.outletId) : null;
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
