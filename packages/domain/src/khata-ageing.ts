// Ageing of a customer's khata (credit) balance: payments settle the oldest credit sales first,
// and what is left of each sale is aged by its date into 0–30, 31–60, 61–90 and 90+ days.

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;

export interface KhataMovement {
  /** YYYY-MM-DD */
  day: string;
  /** Signed: a credit sale adds, a payment or refund to the khata takes away. */
  amountPaise: number;
}

export interface AgedBalance {
  balancePaise: number;
  /** Paise owed per bucket, AGEING_BUCKETS order; all zero when the customer owes nothing. */
  buckets: [number, number, number, number];
  /** The day of the oldest credit sale not yet paid, or null. */
  oldestUnpaidDay: string | null;
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function bucketOf(ageDays: number): 0 | 1 | 2 | 3 {
  if (ageDays <= 30) return 0;
  if (ageDays <= 60) return 1;
  if (ageDays <= 90) return 2;
  return 3;
}

export function ageBalance(movements: readonly KhataMovement[], asOf: string): AgedBalance {
  const sorted = [...movements].sort((a, b) => a.day.localeCompare(b.day));
  const open: Array<{ day: string; left: number }> = [];
  let credit = 0; // paid ahead, not yet used against a sale
  let balance = 0;
  for (const m of sorted) {
    balance += m.amountPaise;
    if (m.amountPaise > 0) {
      const used = Math.min(credit, m.amountPaise);
      credit -= used;
      if (m.amountPaise > used) open.push({ day: m.day, left: m.amountPaise - used });
    } else {
      let pay = -m.amountPaise;
      while (pay > 0 && open.length > 0) {
        const first = open[0]!;
        const used = Math.min(pay, first.left);
        first.left -= used;
        pay -= used;
        if (first.left === 0) open.shift();
      }
      credit += pay;
    }
  }
  const buckets: [number, number, number, number] = [0, 0, 0, 0];
  for (const o of open) buckets[bucketOf(daysBetween(o.day, asOf))] += o.left;
  return { balancePaise: balance, buckets, oldestUnpaidDay: open[0]?.day ?? null };
}

/** Over the limit, or owing past the credit period (days since the oldest unpaid sale). */
export function creditBreach(
  aged: AgedBalance,
  customer: { creditLimitPaise: number | null; creditPeriodDays: number | null },
  asOf: string,
): { overLimit: boolean; overdueDays: number } {
  const overLimit = customer.creditLimitPaise !== null && aged.balancePaise > customer.creditLimitPaise;
  const age = aged.oldestUnpaidDay ? daysBetween(aged.oldestUnpaidDay, asOf) : 0;
  const overdueDays =
    customer.creditPeriodDays !== null && age > customer.creditPeriodDays
      ? age - customer.creditPeriodDays
      : 0;
  return { overLimit, overdueDays };
}
