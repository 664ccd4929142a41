// Price rules (shared-blocks §9): discount, margin and selling price from MRP and cost price, to 2 decimals.
// The spec says the formulas "derive from MRP and cost price, to 2 decimals" but does not show
// them; these are the retail conventions: discount is off MRP, margin is on the selling price.
import { divRound, mulDivRound } from './money.ts';
import { rateToBasisPoints } from './tax.ts';

/** A percentage to 2 decimals from an exact fraction part / whole (half away from zero). */
function percent(part: number, whole: number): number {
  return Number(divRound(BigInt(part) * 10_000n, BigInt(whole))) / 100;
}

function requirePositive(paise: number, what: string): void {
  if (!Number.isSafeInteger(paise) || paise <= 0)
    throw new RangeError(`${what} must be positive paise: ${paise}`);
}

/** Discount % off MRP = (MRP − selling price) / MRP × 100. */
export function discountPercent(mrpPaise: number, sellingPricePaise: number): number {
  requirePositive(mrpPaise, 'MRP');
  return percent(mrpPaise - sellingPricePaise, mrpPaise);
}

/** Selling price = MRP × (100 − discount %) / 100, to the paisa. */
export function sellingPriceFromDiscount(mrpPaise: number, discountPct: number): number {
  const bp = rateToBasisPoints(discountPct);
  if (bp > 10_000) throw new RangeError(`Discount above 100%: ${discountPct}`);
  return mulDivRound(mrpPaise, 10_000 - bp, 10_000);
}

/** Discount margin: the most % off MRP that still covers cost = (MRP − cost) / MRP × 100. */
export function discountMargin(mrpPaise: number, costPricePaise: number): number {
  requirePositive(mrpPaise, 'MRP');
  return percent(mrpPaise - costPricePaise, mrpPaise);
}

/** Margin % on the selling price = (selling price − cost) / selling price × 100. */
export function marginPercent(sellingPricePaise: number, costPricePaise: number): number {
  requirePositive(sellingPricePaise, 'Selling price');
  return percent(sellingPricePaise - costPricePaise, sellingPricePaise);
}

/** Selling price for a wanted margin on it = cost × 100 / (100 − margin %), to the paisa. */
export function sellingPriceFromMargin(costPricePaise: number, marginPct: number): number {
  const bp = rateToBasisPoints(marginPct);
  if (bp >= 10_000) throw new RangeError(`Margin must be below 100%: ${marginPct}`);
  return mulDivRound(costPricePaise, 10_000, 10_000 - bp);
}
