// SQL of manager approval: approvers' PINs (by store) and the one-time approvals.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { managerApprovals, managerPins, users } from '../../db/schema.ts';

/** The store's active people with the right to approve. */
export function listApprovers(db: DbOrTx, supplierId: number) {
  return db
    .select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName })
    .from(managerPins)
    .innerJoin(users, eq(users.userId, managerPins.userId))
    .where(
      and(eq(managerPins.supplierId, supplierId), eq(users.supplierId, supplierId), eq(users.isActive, true)),
    )
    .orderBy(asc(users.firstName), asc(users.userId));
}

export async function findStoreUser(db: DbOrTx, supplierId: number, userId: number) {
  const rows = await db
    .select({ userId: users.userId, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.userId, userId), eq(users.isActive, true)));
  return rows[0];
}

export async function savePin(db: DbOrTx, supplierId: number, userId: number, pinHash: string) {
  await db
    .insert(managerPins)
    .values({ supplierId, userId, pinHash })
    .onConflictDoUpdate({
      target: [managerPins.supplierId, managerPins.userId],
      set: { pinHash, wrongPins: 0, lockedUntil: null, updatedAt: sql`now()` },
    });
}

export async function deletePin(db: DbOrTx, supplierId: number, userId: number) {
  await db
    .delete(managerPins)
    .where(and(eq(managerPins.supplierId, supplierId), eq(managerPins.userId, userId)));
}

/** The approver's PIN row, locked: wrong-PIN counting is exact under parallel tries. */
export async function lockPin(tx: DbOrTx, supplierId: number, userId: number) {
  const rows = await tx
    .select()
    .from(managerPins)
    .where(and(eq(managerPins.supplierId, supplierId), eq(managerPins.userId, userId)))
    .for('update');
  return rows[0];
}

export async function recordPinOutcome(
  tx: DbOrTx,
  supplierId: number,
  userId: number,
  values: { wrongPins: number; lockedUntil: Date | null },
) {
  await tx
    .update(managerPins)
    .set(values)
    .where(and(eq(managerPins.supplierId, supplierId), eq(managerPins.userId, userId)));
}

export async function insertApproval(
  tx: DbOrTx,
  values: {
    supplierId: number;
    approvalToken: string;
    approverId: number;
    requestedBy: number;
    expiresAt: Date;
  },
) {
  await tx.insert(managerApprovals).values(values);
}

/** Uses an approval once: answers its approver, or nothing when it is unknown, used, expired or someone else's. */
export async function spendApproval(tx: DbOrTx, supplierId: number, token: string, requestedBy: number) {
  const rows = await tx
    .update(managerApprovals)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(managerApprovals.supplierId, supplierId),
        eq(managerApprovals.approvalToken, token),
        eq(managerApprovals.requestedBy, requestedBy),
        isNull(managerApprovals.usedAt),
        gt(managerApprovals.expiresAt, sql`now()`),
      ),
    )
    .returning({ approverId: managerApprovals.approverId });
  return rows[0];
}
