// A bill-level discount spread over the lines, so every line's taxes are worked out on what was
// really charged (GST is due on the discounted value). Amounts are integer paise.
import { type Bill, type BillLineInput, type BillOptions, computeBill } from './bill.ts';
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

/** A line at shelf price: the rate includes GST, which the bill backs out. */
export interface ShelfLine {
  quantity: number;
  ratePaise: number;
  discount: BillDiscount | null;
  taxRate: number;
  hsnSacNo: string | null;
}

/**
 * The bill of shelf-priced lines as an order is charged (the POS preview and the orders module):
 * GST backed out of the rates, the lines' own discounts, then a bill discount spread over the
 * lines by `allocateBillDiscount` and the bill worked out again with those shares.
 */
export function shelfBill(
  lines: readonly ShelfLine[],
  billDiscount: BillDiscount | null | undefined,
  options: BillOptions,
): Bill {
  const inputs = (discounts?: number[]): BillLineInput[] =>
    lines.map((line, i) => ({
      quantity: line.quantity,
      ratePaise: line.ratePaise,
      discount: discounts ? { type: 'AMOUNT', value: discounts[i] ?? 0 } : line.discount,
      taxes: line.taxRate > 0 ? [{ taxName: 'GST', taxRate: line.taxRate }] : [],
      inclusive: true,
      hsnSacNo: line.hsnSacNo,
    }));
  const bill = computeBill(inputs(), options);
  if (!billDiscount || billDiscount.value <= 0) return bill;
  const shares = allocateBillDiscount(
    bill.lines.map((l) => l.amount),
    billDiscount,
  );
  return computeBill(inputs(bill.lines.map((l, i) => l.discount + (shares[i] ?? 0))), options);
}
