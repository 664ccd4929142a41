// Manager approval at the POS (beyond the spec, as Shopify POS and Odoo have it): a store may ask
// for a manager's PIN before a discount above N %, a price change, a refund or deleting (cancelling)
// a bill. The manager enters the PIN on the cashier's screen; the server hands out a one-time
// approval that the cashier's next request carries, and logs who approved what.
import { z } from 'zod';
import type { AccountSettings } from './account-settings.ts';

export const APPROVAL_ACTIONS = ['DISCOUNT', 'PRICE_CHANGE', 'REFUND', 'BILL_DELETE'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Wrong PINs in a row before an approver's PIN is locked, and for how long. */
export const MAX_WRONG_PINS = 5;
export const PIN_LOCK_MINUTES = 15;
/** How long an approval waits for the cashier's request. */
export const APPROVAL_VALID_MINUTES = 5;

export const APPROVAL_MESSAGES = {
  discount: (percent: number) => `A discount above ${percent} % needs a manager’s approval.`,
  PRICE_CHANGE: 'A price change needs a manager’s approval.',
  REFUND: 'A refund needs a manager’s approval.',
  BILL_DELETE: 'Deleting a bill needs a manager’s approval.',
  wrongPin: 'Wrong PIN.',
  locked: `Too many wrong PINs. Try again in ${PIN_LOCK_MINUTES} minutes.`,
  notApprover: 'This person cannot approve.',
  expired: 'This approval has expired or was used already. Ask the manager again.',
  pinFormat: 'Enter a PIN of 4 to 6 digits.',
} as const;

/** The account settings that switch approval on, and the discount it starts above. */
export type ApprovalSettings = Pick<
  AccountSettings,
  | 'approvalForDiscount'
  | 'approvalDiscountPercent'
  | 'approvalForPriceChange'
  | 'approvalForRefund'
  | 'approvalForBillDelete'
>;

export interface ApprovalFacts {
  /** The largest discount of the bill or any line, as a percent of what it was taken off. */
  maxDiscountPercent?: number;
  priceChanged?: boolean;
  refund?: boolean;
  billDelete?: boolean;
}

/** What in this request needs a manager's approval under the store's settings (in order). */
export function approvalsNeeded(settings: ApprovalSettings, facts: ApprovalFacts): ApprovalAction[] {
  const needed: ApprovalAction[] = [];
  if (settings.approvalForDiscount && (facts.maxDiscountPercent ?? 0) > settings.approvalDiscountPercent)
    needed.push('DISCOUNT');
  if (settings.approvalForPriceChange && facts.priceChanged) needed.push('PRICE_CHANGE');
  if (settings.approvalForRefund && facts.refund) needed.push('REFUND');
  if (settings.approvalForBillDelete && facts.billDelete) needed.push('BILL_DELETE');
  return needed;
}

export function approvalMessage(action: ApprovalAction, settings: ApprovalSettings): string {
  return action === 'DISCOUNT'
    ? APPROVAL_MESSAGES.discount(settings.approvalDiscountPercent)
    : APPROVAL_MESSAGES[action];
}

export const pinSchema = z.string().regex(/^\d{4,6}$/, APPROVAL_MESSAGES.pinFormat);

/** PUT /staff/:userId/approval-pin (owner): gives the right to approve, with this PIN. */
export const approvalPinBodySchema = z.object({ pin: pinSchema });

/** POST /approvals: the manager's PIN on the cashier's screen. */
export const approvalRequestSchema = z.object({
  approverId: z.number().int().positive(),
  pin: pinSchema,
});
export const approvalReplySchema = z.object({
  approvalToken: z.string(),
  approverName: z.string(),
  expiresAt: z.string(),
});
export type ApprovalReply = z.infer<typeof approvalReplySchema>;

/** GET /approvals/approvers: who may approve (the owner and those the owner gave a PIN). */
export const approversReplySchema = z.object({
  approvers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
export type ApproversReply = z.infer<typeof approversReplySchema>;

/** The one-time approval a request carries (create, edit, confirm, cancel, return of an order). */
export const approvalTokenField = z.string().min(16).max(64).optional();
