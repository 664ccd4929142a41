// The credit khata's rules: a customer's credit terms (their own limit and period, else the
// store's defaults: back-office.md §3 defaultCreditLimit, defaultCreditPeriod, defaultCreditType),
// what is still unpaid (payments settle the oldest bills first), when a customer is overdue, when a
// credit sale needs the owner's override, the running balance of a ledger and the UPI pay link.
import type { CREDIT_TYPES } from './account-settings.ts';
import { paiseToRupees } from './money.ts';

export type CreditType = (typeof CREDIT_TYPES)[number];

export interface CreditTerms {
  /** Paise; 0 = no limit. */
  limitPaise: number;
  /** Days (DAYS) or unpaid bills (BILLS); 0 = no period. */
  period: number;
  creditType: CreditType;
}

/** The customer's own limit and period where set, else the store's defaults. */
export function creditTermsOf(
  customer: { creditLimitPaise: number | null; creditPeriodDays: number | null },
  flags: { defaultCreditLimit: number; defaultCreditPeriod: number; defaultCreditType: CreditType },
): CreditTerms {
  return {
    limitPaise: customer.creditLimitPaise ?? flags.defaultCreditLimit,
    period: customer.creditPeriodDays ?? flags.defaultCreditPeriod,
    creditType: flags.defaultCreditType,
  };
}

/**
 * What a customer owes: the balance, and the bills not yet covered by what they paid. Payments,
 * refunds and downward adjustments settle the oldest amounts owed first, as a shopkeeper reads a
 * khata (the khata module's SQL computes it that way for every customer at once).
 */
export interface CreditStanding {
  balancePaise: number;
  /** The oldest bill still (partly) unpaid; null when nothing is owed. */
  oldestUnpaidAt: Date | null;
  unpaidBills: number;
}

const DAY_MS = 86_400_000;

/** Whole days since the oldest unpaid bill (0 on its own day); null when nothing is owed. */
export function daysOutstanding(standing: CreditStanding, now: Date): number | null {
  if (!standing.oldestUnpaidAt) return null;
  return Math.max(0, Math.floor((now.getTime() - standing.oldestUnpaidAt.getTime()) / DAY_MS));
}

/**
 * Overdue: by DAYS, the oldest unpaid bill is older than the period; by BILLS, more bills are
 * unpaid than the period allows. A period of 0 never makes a customer overdue.
 */
export function isOverdue(standing: CreditStanding, terms: CreditTerms, now: Date): boolean {
  if (terms.period <= 0 || standing.balancePaise <= 0) return false;
  if (terms.creditType === 'BILLS') return standing.unpaidBills > terms.period;
  return (daysOutstanding(standing, now) ?? 0) > terms.period;
}

export type CreditBreach = 'LIMIT' | 'PERIOD';

/**
 * Why a new credit sale of `amountPaise` needs the owner's override, or null when it does not:
 * it takes the balance past the limit, or the customer is already past the period (by BILLS, the
 * new bill would be one more than the period allows).
 */
export function creditBreachOf(
  standing: CreditStanding,
  terms: CreditTerms,
  amountPaise: number,
  now: Date,
): CreditBreach | null {
  if (terms.limitPaise > 0 && standing.balancePaise + amountPaise > terms.limitPaise) return 'LIMIT';
  if (terms.period <= 0) return null;
  if (terms.creditType === 'BILLS') return standing.unpaidBills + 1 > terms.period ? 'PERIOD' : null;
  return isOverdue(standing, terms, now) ? 'PERIOD' : null;
}

/** Credit left under the limit (null = no limit). */
export function availableCredit(balancePaise: number, terms: CreditTerms): number | null {
  return terms.limitPaise > 0 ? Math.max(0, terms.limitPaise - balancePaise) : null;
}

/** Each entry with the balance after it; entries oldest first, `opening` the balance before them. */
export function withRunningBalance<T extends { amountPaise: number }>(
  entries: readonly T[],
  opening = 0,
): Array<T & { balancePaise: number }> {
  let balance = opening;
  return entries.map((entry) => {
    balance += entry.amountPaise;
    return { ...entry, balancePaise: balance };
  });
}

/** UPI virtual payment address (VPA): name@handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** IFSC: 4 letters of the bank, a zero, 6 characters of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * The UPI intent (NPCI's deep-link specification): `upi://pay?pa=&pn=&am=&cu=INR&tn=`, which any
 * UPI app opens, and which the statement page also shows as a QR code.
 */
export function upiPayLink(input: { upiId: string; payeeName: string; amountPaise: number; note: string }) {
  const params = new URLSearchParams({ pa: input.upiId, pn: input.payeeName });
  if (input.amountPaise > 0) params.set('am', paiseToRupees(input.amountPaise));
  params.set('cu', 'INR');
  params.set('tn', input.note.slice(0, 80));
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** How long a statement link opens (days) unless revoked first. */
export const STATEMENT_LINK_DAYS = 30;
