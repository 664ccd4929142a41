// Manager approval at the POS: the owner gives people the right to approve with a PIN; a manager's
// PIN on the cashier's screen answers a one-time approval; a request that needs approval (under
// the store's settings) is refused without one, and the approver is written to the activity log.
import { randomBytes } from 'node:crypto';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import {
  APPROVAL_MESSAGES,
  APPROVAL_VALID_MINUTES,
  type ApprovalAction,
  type ApprovalFacts,
  type ApprovalReply,
  type ApproversReply,
  approvalMessage,
  approvalsNeeded,
  MAX_WRONG_PINS,
  PIN_LOCK_MINUTES,
} from '@storekeep/domain/manager-approval';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

const nameOf = (u: { firstName: string; lastName: string | null }) =>
  `${u.firstName} ${u.lastName ?? ''}`.trim();

/** The refusal the POS answers with its PIN dialog: code approval_required, the reason as message. */
const approvalRequired = (message: string) =>
  new AppError(403, 'approval_required', message, { approvalToken: message });

export async function listApprovers(db: DbOrTx, session: SupplierSession): Promise<ApproversReply> {
  const rows = await q.listApprovers(db, session.supplierId);
  return { approvers: rows.map((r) => ({ userId: r.userId, name: nameOf(r) })) };
}

/** Gives a member (or the owner) the right to approve, with this PIN; a new PIN replaces the old. */
export async function setApprovalPin(db: DbOrTx, session: SupplierSession, userId: number, pin: string) {
  const user = await q.findStoreUser(db, session.supplierId, userId);
  if (!user || user.role === 'delivery_boy') throw notFound('Staff member not found.');
  await q.savePin(db, session.supplierId, userId, await hashPassword(pin));
  await insertAudit(db, {
    supplierId: session.supplierId,
    userId: session.userId,
    action: 'staff.approval_pin_set',
    details: { staffId: userId, name: nameOf(user) },
  });
  return { userId, canApprove: true };
}

export async function removeApprovalPin(db: DbOrTx, session: SupplierSession, userId: number) {
  const user = await q.findStoreUser(db, session.supplierId, userId);
  if (!user) throw notFound('Staff member not found.');
  await q.deletePin(db, session.supplierId, userId);
  await insertAudit(db, {
    supplierId: session.supplierId,
    userId: session.userId,
    action: 'staff.approval_pin_removed',
    details: { staffId: userId, name: nameOf(user) },
  });
  return { userId, canApprove: false };
}

/**
 * Checks the manager's PIN and hands the cashier a one-time approval. Wrong PINs are counted per
 * approver; at MAX_WRONG_PINS the PIN is locked for PIN_LOCK_MINUTES (429), on every server.
 */
export async function approve(
  db: Db,
  session: SupplierSession,
  body: { approverId: number; pin: string },
  now = new Date(),
): Promise<ApprovalReply> {
  const outcome = await db.transaction(async (tx) => {
    const approver = await q.findStoreUser(tx, session.supplierId, body.approverId);
    const pin = approver ? await q.lockPin(tx, session.supplierId, body.approverId) : undefined;
    if (!approver || !pin) return { refusal: new AppError(403, 'forbidden', APPROVAL_MESSAGES.notApprover) };
    if (pin.lockedUntil && pin.lockedUntil > now)
      return { refusal: new AppError(429, 'rate_limited', APPROVAL_MESSAGES.locked) };
    if (!(await verifyPassword(pin.pinHash, body.pin))) {
      const wrongPins = pin.wrongPins + 1;
      const locked = wrongPins >= MAX_WRONG_PINS;
      await q.recordPinOutcome(tx, session.supplierId, body.approverId, {
        wrongPins: locked ? 0 : wrongPins,
        lockedUntil: locked ? new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) : null,
      });
      // The count is kept (committed) although the request is refused.
      return {
        refusal: locked
          ? new AppError(429, 'rate_limited', APPROVAL_MESSAGES.locked)
          : new AppError(403, 'wrong_pin', APPROVAL_MESSAGES.wrongPin, { pin: APPROVAL_MESSAGES.wrongPin }),
      };
    }
    await q.recordPinOutcome(tx, session.supplierId, body.approverId, { wrongPins: 0, lockedUntil: null });
    const approvalToken = randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + APPROVAL_VALID_MINUTES * 60_000);
    await q.insertApproval(tx, {
      supplierId: session.supplierId,
      approvalToken,
      approverId: approver.userId,
      requestedBy: session.userId,
      expiresAt,
    });
    return { reply: { approvalToken, approverName: nameOf(approver), expiresAt: expiresAt.toISOString() } };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.reply;
}

/**
 * Inside the caller's transaction: refuses the request when the store's settings want a manager's
 * approval for it and it carries no valid one; with one, uses it up and logs who approved what.
 * The owner (and the platform admin acting for the store) needs no approval.
 */
export async function requireApproval(
  tx: DbOrTx,
  session: SupplierSession,
  input: {
    settings: AccountSettings;
    facts: ApprovalFacts;
    approvalToken: string | undefined;
    subject: Record<string, string | number | null>;
  },
): Promise<ApprovalAction[]> {
  const needed = approvalsNeeded(input.settings, input.facts);
  if (needed.length === 0 || session.role === 'owner' || session.role === 'platform_admin') return [];
  const first = approvalMessage(needed[0] as ApprovalAction, input.settings);
  if (!input.approvalToken) throw approvalRequired(first);
  const used = await q.spendApproval(tx, session.supplierId, input.approvalToken, session.userId);
  if (!used) throw approvalRequired(APPROVAL_MESSAGES.expired);
  const approver = await q.findStoreUser(tx, session.supplierId, used.approverId);
  for (const action of needed)
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'approval.granted',
      details: {
        approval: action,
        approverId: used.approverId,
        approverName: approver ? nameOf(approver) : null,
        ...input.subject,
      },
    });
  return needed;
}
