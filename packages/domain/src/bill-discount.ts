// A bill-level discount spread over the lines, so every line's taxes are worked out on what was
// really charged (GST is due on the discounted value). Amounts are integer paise.
import { mulDivRound } from './money.ts';
import { rateToBasisPoints } from './tax.ts';

export interface BillDiscount {
  type: 'PERCENT' | 'AMOUNT';
  /** PERCENT: 0–100; AMOUNT: paise. */
  value: number;
}

/**
 * Shares of a bill discount per line, in proportion to each line's amount after its own
 * discount. The largest-remainder method gives the odd paise to the largest lines, so the
 * shares add up to the discount exactly and never exceed a line's amount.
 */
export function allocateBillDiscount(
  lineAmounts: readonly number[],
  discount: BillDiscount | null | undefined,
): number[] {
  const total = lineAmounts.reduce((sum, a) => sum + Math.max(0, a), 0);
  if (!discount || discount.value <= 0 || total <= 0) return lineAmounts.map(() => 0);
  const wanted =
    discount.type === 'PERCENT'
      ? mulDivRound(total, Math.min(rateToBasisPoints(discount.value), 10_000), 10_000)
      : Math.min(Math.round(discount.value), total);
  const exact = lineAmounts.map((a) => (Math.max(0, a) * wanted) / total);
  const shares = exact.map(Math.floor);
  let left = wanted - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || (lineAmounts[b.index] ?? 0) - (lineAmounts[a.index] ?? 0));
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}
