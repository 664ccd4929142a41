// The demo orders' money as the real flows leave it: the payment-log rows that explain each
// order's paid amount (cash, card and UPI at the counter, khata sales on credit, storefront orders
// paid online), the refunds of returned goods, and the paid, refunded and returned amounts that
// follow from them, so "PAYMENT rows − REFUND rows = paid amount" holds for every demo order.
import { mulDivRound } from '@storekeep/domain/money';
import { MILLI_PER_UNIT } from '@storekeep/domain/quantity';
import type { Random } from './random.ts';

export type DemoPaymentMode = 'CASH' | 'CARD' | 'UPI' | 'CREDIT' | 'ONLINE';
type RefundMode = Exclude<DemoPaymentMode, 'ONLINE'>;

export interface DemoOrderMoney {
  source: 'ONLINE' | 'INSTORE' | 'MANUAL';
  customerId: number | null;
  totalPaise: number;
  /** Share of the total paid before any return (0, 0.5 or 1). */
  paidShare: number;
  /** The order was returned in full, in part, or not at all. */
  returned: 'FULL' | 'PARTIAL' | null;
  lines: ReadonlyArray<{ totalPaise: number; milli: number; loose: boolean }>;
}

export interface DemoPaymentPlan {
  payments: Array<{ mode: DemoPaymentMode; amountPaise: number; tenderedPaise: number | null }>;
  refunds: Array<{ mode: RefundMode; amountPaise: number }>;
  /** The test provider's reference of the attempt that took the ONLINE payment; null without one. */
  onlineReference: string | null;
  /** Milli-units returned per line (same order as the lines). */
  returnedMilli: number[];
  paidPaise: number;
  refundedPaise: number;
  returnedPaise: number;
}

const HUNDRED_RUPEES = 10_000;

/** How the paid amount was paid: online for most storefront orders, a khata sale for some known customers. */
function paymentsOf(
  order: DemoOrderMoney,
  paidPaise: number,
  random: Random,
): Pick<DemoPaymentPlan, 'payments' | 'onlineReference'> {
  if (paidPaise <= 0) return { payments: [], onlineReference: null };
  const whole = paidPaise === order.totalPaise;
  if (order.source === 'ONLINE' && whole && random.chance(0.7)) {
    const hex = Array.from({ length: 12 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('');
    return {
      payments: [{ mode: 'ONLINE', amountPaise: paidPaise, tenderedPaise: null }],
      onlineReference: `sk${hex}`,
    };
  }
  const counter = (amountPaise: number) => {
    const mode = random.pick(['CASH', 'CASH', 'UPI', 'UPI', 'CARD'] as const);
    // Cash is handed over in notes: the next hundred rupees, the change given back.
    const tenderedPaise = mode === 'CASH' ? Math.ceil(amountPaise / HUNDRED_RUPEES) * HUNDRED_RUPEES : null;
    return { mode, amountPaise, tenderedPaise };
  };
  if (order.source !== 'ONLINE' && order.customerId !== null && whole && random.chance(0.35)) {
    // A khata sale: all on credit, or some hundreds now and the rest on credit.
    const now = random.chance(0.5) ? Math.floor(paidPaise / 2 / HUNDRED_RUPEES) * HUNDRED_RUPEES : 0;
    const credit = { mode: 'CREDIT' as const, amountPaise: paidPaise - now, tenderedPaise: null };
    return { payments: now > 0 ? [counter(now), credit] : [credit], onlineReference: null };
  }
  return { payments: [counter(paidPaise)], onlineReference: null };
}

/**
 * Money given back as orders/internal.ts refund() gives it: credit first (back on the khata), then
 * the mode the merchant chose (money taken online goes back by UPI: a return asks for a mode), or
 * else each of cash, UPI and card what it paid.
 */
function refundsOf(payments: DemoPaymentPlan['payments'], amountPaise: number): DemoPaymentPlan['refunds'] {
  const net = new Map<DemoPaymentMode, number>();
  for (const p of payments) net.set(p.mode, (net.get(p.mode) ?? 0) + p.amountPaise);
  const refunds: DemoPaymentPlan['refunds'] = [];
  let left = amountPaise;
  const credit = Math.min(left, net.get('CREDIT') ?? 0);
  if (credit > 0) {
    refunds.push({ mode: 'CREDIT', amountPaise: credit });
    left -= credit;
  }
  if (left > 0 && net.has('ONLINE')) return [...refunds, { mode: 'UPI', amountPaise: left }];
  for (const mode of ['CASH', 'UPI', 'CARD'] as const) {
    const take = Math.min(left, net.get(mode) ?? 0);
    if (take > 0) {
      refunds.push({ mode, amountPaise: take });
      left -= take;
    }
  }
  return refunds;
}

/** What a partial return takes back: the last line, or half of a single line (nothing of one piece). */
function partReturned(lines: DemoOrderMoney['lines']): number[] {
  const returned = lines.map(() => 0);
  const last = lines.length - 1;
  const line = lines[last];
  if (!line) return returned;
  if (lines.length > 1) returned[last] = line.milli;
  else
    returned[last] = line.loose
      ? Math.round(line.milli / 2)
      : Math.floor(line.milli / 2 / MILLI_PER_UNIT) * MILLI_PER_UNIT;
  return returned;
}

export function planDemoPayments(order: DemoOrderMoney, random: Random): DemoPaymentPlan {
  const grossPaid = Math.round(order.totalPaise * order.paidShare);
  const { payments, onlineReference } = paymentsOf(order, grossPaid, random);
  const returnedMilli =
    order.returned === 'FULL'
      ? order.lines.map((l) => l.milli)
      : order.returned === 'PARTIAL'
        ? partReturned(order.lines)
        : order.lines.map(() => 0);
  // A full return takes back the whole bill (round-off included); a part is valued at its line's rate.
  const returnedPaise =
    order.returned === 'FULL'
      ? order.totalPaise
      : order.lines.reduce((sum, l, i) => sum + mulDivRound(l.totalPaise, returnedMilli[i] ?? 0, l.milli), 0);
  const excess = Math.max(0, grossPaid - (order.totalPaise - returnedPaise));
  const refunds = excess > 0 ? refundsOf(payments, excess) : [];
  return {
    payments,
    refunds,
    onlineReference,
    returnedMilli,
    paidPaise: grossPaid - excess,
    refundedPaise: excess,
    returnedPaise,
  };
}
