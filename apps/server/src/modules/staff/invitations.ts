// One-time invitation links: createInvitation returns the link, which the owner copies (a messaging
// module can send the same link by SMS or e-mail), and the member sets their own password with it.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS, STAFF_MESSAGES } from '@storekeep/domain/staff';
import type { Invitation } from '@storekeep/domain/staff-api';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { forgetSessions, type SupplierSession } from '../../http/session.ts';
import { hashPassword } from '../auth/index.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The path of the admin app's page that opens an invitation. */
export const INVITATION_PATH = '/invite/';

/** A new link for the member; their earlier open links stop working. */
export async function createInvitation(
  tx: Tx,
  session: SupplierSession,
  userId: number,
  publicUrl: string,
): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000);
  await q.closeInvitations(tx, session.supplierId, userId);
  await q.insertInvitation(tx, {
    supplierId: session.supplierId,
    tokenHash: hashOf(token),
    userId,
    createdBy: session.userId,
    expiresAt,
  });
  return { url: `${publicUrl}${INVITATION_PATH}${token}`, expiresAt: expiresAt.toISOString() };
}

export async function invitationInfo(db: Db, token: string) {
  const invitation = await q.findOpenInvitation(db, hashOf(token));
  if (!invitation?.isActive) throw notFound(STAFF_MESSAGES.invitationInvalid);
  return { storeName: invitation.storeName, firstName: invitation.firstName, email: invitation.email };
}

/** Sets the member's own password once; the link is used up and they sign in as usual. */
export async function acceptInvitation(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const invitation = await q.findOpenInvitation(tx, hashOf(token), true);
    if (!invitation?.isActive) throw notFound(STAFF_MESSAGES.invitationInvalid);
    await q.updateMember(tx, invitation.supplierId, invitation.userId, {
      passwordHash,
      enforcePasswordReset: false,
    });
    await q.closeInvitations(tx, invitation.supplierId, invitation.userId);
    await insertAudit(tx, {
      supplierId: invitation.supplierId,
      userId: invitation.userId,
      action: 'staff.invitation_accepted',
    });
    return invitation.userId;
  });
  forgetSessions(db, `u:${userId}`);
}
