// Where the money of a cancel or return goes back, one rule for the server that books it and the
// screen that explains it. What was sold on the khata (CREDIT) is only owed, never paid: giving it
// back as cash would hand the customer money they never paid, so it comes off the khata first.
import type { LoggedPaymentMode, PaymentMode } from './order-api.ts';

export interface LoggedPayment {
  kind: 'PAYMENT' | 'REFUND';
  mode: LoggedPaymentMode;
  amountPaise: number;
}

export type RefundPlan = Array<{ mode: PaymentMode; amountPaise: number }>;

/** What each mode holds of the order's money: its payments less its refunds. */
export function netPaidByMode(payments: readonly LoggedPayment[]): Map<LoggedPaymentMode, number> {
  const net = new Map<LoggedPaymentMode, number>();
  for (const p of payments)
    net.set(p.mode, (net.get(p.mode) ?? 0) + (p.kind === 'PAYMENT' ? 1 : -1) * p.amountPaise);
  return net;
}

/** The part of a refund that comes off the khata whatever mode is chosen. */
export function khataRefundPaise(payments: readonly LoggedPayment[], amountPaise: number): number {
  return Math.max(0, Math.min(amountPaise, netPaidByMode(payments).get('CREDIT') ?? 0));
}

/**
 * The refund's rows: the khata first, then the chosen mode takes the rest; with no mode chosen
 * each mode gets back what it paid. `uncovered` is what no mode covers (money taken ONLINE): the
 * merchant must choose how it goes back.
 */
export function refundPlan(
  payments: readonly LoggedPayment[],
  amountPaise: number,
  refundMode: PaymentMode | null | undefined,
): { plan: RefundPlan; uncovered: number } {
  if (amountPaise <= 0) return { plan: [], uncovered: 0 };
  const net = netPaidByMode(payments);
  const plan: RefundPlan = [];
  const credit = khataRefundPaise(payments, amountPaise);
  if (credit > 0) plan.push({ mode: 'CREDIT', amountPaise: credit });
  let left = amountPaise - credit;
  if (left > 0 && refundMode)
    return { plan: [...plan, { mode: refundMode, amountPaise: left }], uncovered: 0 };
  for (const mode of ['CASH', 'UPI', 'CARD'] as const) {
    const take = Math.min(left, net.get(mode) ?? 0);
    if (take > 0) {
      plan.push({ mode, amountPaise: take });
      left -= take;
    }
  }
  return { plan, uncovered: left > 0 && (net.get('ONLINE') ?? 0) > 0 ? left : 0 };
}
