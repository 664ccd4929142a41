// Trial banner and trial-expiry routing (back-office.md §2, §4).

const DAY_MS = 86_400_000;

export interface TrialState {
  /** True while the account is on a trial package. */
  isTrial: boolean;
  trialStartDate: string | null;
  trialEndDate: string | null;
}

/** Whole calendar days from a to b (UTC dates), a before b gives a positive number. */
function daysBetween(a: Date, b: Date): number {
  const start = Date.UTC(a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate());
  const end = Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

export type TrialBanner =
  | { kind: 'first-day'; text: string }
  | { kind: 'days-left'; text: string; daysLeft: number };

/** 'Your Trial has Just Started' on the first day, otherwise '{n} Day(s) Left in Your Trial'. */
export function trialBanner(state: TrialState, now: Date): TrialBanner | null {
  if (!state.isTrial || !state.trialStartDate || !state.trialEndDate) return null;
  const start = new Date(state.trialStartDate);
  const end = new Date(state.trialEndDate);
  if (daysBetween(start, now) <= 0) return { kind: 'first-day', text: 'Your Trial has Just Started' };
  const daysLeft = Math.max(0, daysBetween(now, end));
  return { kind: 'days-left', daysLeft, text: `${daysLeft} Day(s) Left in Your Trial` };
}

export const TRIAL_EXPIRY_ROUTES = {
  expired: '/trialExpiry/expired',
  progress: '/trialExpiry/progress',
} as const;

/** An expired account goes to the progress variant while an update request is pending (value other than 0). */
export function trialExpiryRoute(isExpired: boolean, updateRequest: number): string | null {
  if (!isExpired) return null;
  return updateRequest !== 0 ? TRIAL_EXPIRY_ROUTES.progress : TRIAL_EXPIRY_ROUTES.expired;
}
