// The staff screen's use cases: the store's people, adding and changing a member (role, rights,
// outlets, counters, language), deactivating (never deleting: their history stays), a forced
// password reset and the one-time invitation link.
import { randomBytes } from 'node:crypto';
import type { PackageFeatureStatus, Role, SupplierType } from '@storekeep/domain/permissions';
import {
  grantablePermissions,
  hasPermissionChecklist,
  type MemberRole,
  memberRoleOf,
  refusedPermissions,
  STAFF_MESSAGES,
  sessionRoleOf,
  storedPermissions,
} from '@storekeep/domain/staff';
import type {
  CreateStaffMemberBody,
  StaffListReply,
  StaffMember,
  StaffMemberReply,
  UpdateStaffMemberBody,
} from '@storekeep/domain/staff-api';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import { forgetSessions, type Session, type SupplierSession } from '../../http/session.ts';
import { deleteOtherSessions, findUserByEmail, hashPassword } from '../auth/index.ts';
import { findPackage, findSupplier, insertAudit, outletScopeOf } from '../supplier/index.ts';
import { createInvitation } from './invitations.ts';
import * as q from './queries.ts';

export { acceptInvitation, invitationInfo } from './invitations.ts';

export function presentMember(row: q.MemberRow): StaffMember {
  const memberRole = memberRoleOf(row.role, row.memberRole);
  return {
    staffId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    memberRole,
    permissions: hasPermissionChecklist(memberRole) ? (row.permissions as StaffMember['permissions']) : [],
    outletIds: row.outletIds,
    accountIds: row.accountIds,
    language: row.language,
    isActive: row.isActive,
    enforcePasswordReset: row.enforcePasswordReset,
    invitationPending: row.invitationPending,
    createdAt: row.createdAt.toISOString(),
  };
}

async function storeGrantable(db: DbOrTx, supplierId: number) {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw notFound('Store not found.');
  const pkg = await findPackage(db, supplier.packageId);
  return grantablePermissions(
    supplier.supplierType as SupplierType,
    (pkg?.packagePermissions ?? {}) as Record<string, PackageFeatureStatus>,
  );
}

export async function listStaff(db: Db, session: SupplierSession): Promise<StaffListReply> {
  const [rows, grantable] = await Promise.all([
    q.listMembers(db, session.supplierId),
    storeGrantable(db, session.supplierId),
  ]);
  return { members: rows.map(presentMember), grantablePermissions: grantable };
}

async function memberOf(db: DbOrTx, supplierId: number, staffId: number): Promise<q.MemberRow> {
  const [row] = await q.listMembers(db, supplierId, staffId);
  if (!row) throw notFound('Staff member not found.');
  return row;
}

/**
 * The rights, outlets and counters of a member as stored, refusing what the store cannot give; an
 * outlet or counter id that is not the store's is not found (404), as any other store's id.
 */
async function checkedRights(
  tx: Tx,
  supplierId: number,
  input: {
    memberRole: MemberRole;
    permissions: readonly string[];
    outletIds: number[];
    accountIds: number[];
  },
) {
  const grantable = await storeGrantable(tx, supplierId);
  if (hasPermissionChecklist(input.memberRole) && refusedPermissions(input.permissions, grantable).length > 0)
    throw invalid(STAFF_MESSAGES.permissionNotGrantable, {
      permissions: STAFF_MESSAGES.permissionNotGrantable,
    });
  // Owners work in every outlet; the others in the ones chosen (none: all).
  if (input.memberRole === 'owner') return { permissions: [], outletIds: [], accountIds: [] };
  const { outletRows, accountRows } = await q.storeOutletsAndAccounts(tx, supplierId);
  const outletIds = [...new Set(input.outletIds)];
  if (outletIds.some((id) => !outletRows.some((o) => o.outletId === id)))
    throw notFound(STAFF_MESSAGES.outletNotFound);
  const accountIds = [...new Set(input.accountIds)];
  const inOutlets = (outletId: number) => outletIds.length === 0 || outletIds.includes(outletId);
  if (accountIds.some((id) => !accountRows.some((a) => a.accountId === id && inOutlets(a.outletId))))
    throw notFound(STAFF_MESSAGES.accountNotInOutlets);
  return {
    permissions: storedPermissions(input.memberRole, input.permissions, grantable),
    outletIds,
    accountIds,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

const emailTaken = () => invalid(STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });

export async function createStaffMember(
  db: Db,
  session: SupplierSession,
  body: CreateStaffMemberBody,
  publicUrl: string,
): Promise<StaffMemberReply> {
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  // Without a temporary password nobody can sign in until the invitation's link sets one.
  const password = body.temporaryPassword ?? randomBytes(32).toString('base64url');
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const memberRole = body.memberRole;
      const rights = await checkedRights(tx, session.supplierId, {
        memberRole,
        permissions: body.permissions ?? [],
        outletIds: body.outletIds ?? [],
        accountIds: body.accountIds ?? [],
      });
      const userId = await q.insertMember(tx, {
        supplierId: session.supplierId,
        role: sessionRoleOf(memberRole),
        memberRole,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName ?? '',
        mobileNumber: body.mobileNumber ?? null,
        language: body.language ?? 'en',
        permissions: rights.permissions,
        enforcePasswordReset: body.temporaryPassword !== undefined,
      });
      await q.replaceAssignments(tx, session.supplierId, userId, rights.outletIds, rights.accountIds);
      const invitation =
        body.temporaryPassword === undefined ? await createInvitation(tx, session, userId, publicUrl) : null;
      await insertAudit(tx, {
        supplierId: session.supplierId,
        userId: session.userId,
        action: 'staff.added',
        details: { staffId: userId, name: body.firstName, memberRole, invited: invitation !== null },
      });
      return { member: presentMember(await memberOf(tx, session.supplierId, userId)), invitation };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Refuses changes that would leave the store without an active owner or lock the owner out. */
async function guardOwnership(tx: Tx, session: SupplierSession, row: q.MemberRow, staysActiveOwner: boolean) {
  if (row.userId === session.userId && !staysActiveOwner && session.role === 'owner')
    throw forbidden(STAFF_MESSAGES.ownSelf);
  if (row.role === 'owner' && row.isActive && !staysActiveOwner) {
    if ((await q.otherActiveOwners(tx, session.supplierId, row.userId)) === 0)
      throw invalid(STAFF_MESSAGES.lastOwner);
  }
}

export async function updateStaffMember(
  db: Db,
  session: SupplierSession,
  staffId: number,
  body: UpdateStaffMemberBody,
): Promise<StaffMemberReply> {
  const reply = await db.transaction(async (tx) => {
    const row = await memberOf(tx, session.supplierId, staffId);
    const memberRole = body.memberRole;
    await guardOwnership(tx, session, row, memberRole === 'owner' || !row.isActive);
    const rights = await checkedRights(tx, session.supplierId, {
      memberRole,
      permissions: body.permissions ?? [],
      outletIds: body.outletIds ?? [],
      accountIds: body.accountIds ?? [],
    });
    await q.updateMember(tx, session.supplierId, staffId, {
      role: sessionRoleOf(memberRole),
      memberRole,
      firstName: body.firstName,
      lastName: body.lastName ?? '',
      mobileNumber: body.mobileNumber ?? null,
      language: body.language ?? row.language,
      permissions: rights.permissions,
    });
    await q.replaceAssignments(tx, session.supplierId, staffId, rights.outletIds, rights.accountIds);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'staff.updated',
      details: { staffId, name: body.firstName, memberRole, permissions: rights.permissions.join(' ') },
    });
    return { member: presentMember(await memberOf(tx, session.supplierId, staffId)), invitation: null };
  });
  // Their open sessions read the new role, rights and outlets on their next request.
  forgetSessions(db, `u:${staffId}`);
  return reply;
}

/** Deactivates (signing them out everywhere) or reactivates a member; people are never deleted. */
export async function setStaffActive(
  db: Db,
  session: SupplierSession,
  staffId: number,
  isActive: boolean,
): Promise<StaffMemberReply> {
  const reply = await db.transaction(async (tx) => {
    const row = await memberOf(tx, session.supplierId, staffId);
    if (!isActive) await guardOwnership(tx, session, row, false);
    await q.updateMember(tx, session.supplierId, staffId, { isActive });
    if (!isActive) {
      await deleteOtherSessions(tx, staffId, '');
      await q.closeInvitations(tx, session.supplierId, staffId);
    }
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: isActive ? 'staff.activated' : 'staff.deactivated',
      details: { staffId, name: row.firstName },
    });
    return { member: presentMember(await memberOf(tx, session.supplierId, staffId)), invitation: null };
  });
  forgetSessions(db, `u:${staffId}`);
  return reply;
}

/**
 * Gives the member a temporary password they must change at their next sign-in (enforcePasswordReset),
 * and signs them out everywhere.
 */
export async function resetStaffPassword(
  db: Db,
  session: SupplierSession,
  staffId: number,
  temporaryPassword: string,
): Promise<StaffMemberReply> {
  const passwordHash = await hashPassword(temporaryPassword);
  const reply = await db.transaction(async (tx) => {
    const row = await memberOf(tx, session.supplierId, staffId);
    if (row.userId === session.userId) throw forbidden(STAFF_MESSAGES.ownSelf);
    await q.updateMember(tx, session.supplierId, staffId, { passwordHash, enforcePasswordReset: true });
    await deleteOtherSessions(tx, staffId, '');
    await q.closeInvitations(tx, session.supplierId, staffId);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'staff.password_reset',
      details: { staffId, name: row.firstName },
    });
    return { member: presentMember(await memberOf(tx, session.supplierId, staffId)), invitation: null };
  });
  forgetSessions(db, `u:${staffId}`);
  return reply;
}

/** A new one-time link for a member (earlier links stop working). */
export async function inviteStaffMember(
  db: Db,
  session: SupplierSession,
  staffId: number,
  publicUrl: string,
): Promise<StaffMemberReply> {
  return db.transaction(async (tx) => {
    const row = await memberOf(tx, session.supplierId, staffId);
    if (!row.isActive) throw invalid(STAFF_MESSAGES.invitationInvalid);
    const invitation = await createInvitation(tx, session, staffId, publicUrl);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'staff.invited',
      details: { staffId, name: row.firstName },
    });
    return { member: presentMember(await memberOf(tx, session.supplierId, staffId)), invitation };
  });
}

/** The outlets a member may use (getOutletForStaffMember), by the supplier module's one scope rule. */
export async function outletsOfMember(db: Db, session: SupplierSession, staffId: number) {
  const row = await memberOf(db, session.supplierId, staffId);
  const [{ outletRows }, scope] = await Promise.all([
    q.storeOutletsAndAccounts(db, session.supplierId),
    outletScopeOf(db, { supplierId: session.supplierId, userId: staffId, role: row.role as Role }),
  ]);
  return {
    outlets: outletRows
      .filter((o) => !scope || scope.includes(o.outletId))
      .map((o) => ({ outletId: o.outletId, name: o.name })),
  };
}

/** The signed-in person's own language (updateLanguageByStaffMember). */
export async function updateOwnLanguage(db: Db, session: Session, language: string): Promise<void> {
  await q.setOwnLanguage(db, session.userId, language);
  forgetSessions(db, `u:${session.userId}`);
}

/** Whether the signed-in person reads numbers in their language's own digits. */
export async function updateOwnDigits(db: Db, session: Session, nativeDigits: boolean): Promise<void> {
  await q.setOwnDigits(db, session.userId, nativeDigits);
}
