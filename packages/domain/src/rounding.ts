// Round-off rules (shared-blocks §3, §9; back-office §3): bill, item and discount level, and cash suggestions.
import type { ROUNDING_TYPES } from './account-settings.ts';
import { rupeesToPaise } from './money.ts';

export type RoundingType = (typeof ROUNDING_TYPES)[number];

/** Default step 0.5 rupee, i.e. the bill total moves to a multiple of 50 paise. */
export const DEFAULT_ROUNDING_STEP_PAISE = 50;
/** "25 when details are given": the step used when round-off details come without a value. */
export const DETAILED_ROUNDING_STEP_PAISE = 25;
/** The spec gives discount rounding a type but no step; we round discounts to whole rupees. */
export const DISCOUNT_ROUNDING_STEP_PAISE = 100;
/** Cash suggestions use these denominations (rupees). */
export const CASH_DENOMINATIONS = [10, 50, 100, 500, 2000] as const;

/**
 * Rounds paise to a multiple of the step. NEAREST goes half up, ROUNDDOWN down and any
 * other type up (the spec: "NEAREST, ROUNDDOWN, otherwise round up"). Refunds (negative
 * amounts) are rounded by magnitude, as the spec is silent on them.
 */
export function roundToStep(paise: number, stepPaise: number, type: string): number {
  if (!Number.isSafeInteger(stepPaise) || stepPaise <= 0)
    throw new RangeError(`Bad rounding step: ${stepPaise}`);
  const abs = Math.abs(paise);
  const below = abs - (abs % stepPaise);
  let rounded: number;
  if (below === abs) rounded = abs;
  else if (type === 'NEAREST') rounded = 2 * (abs - below) >= stepPaise ? below + stepPaise : below;
  else if (type === 'ROUNDDOWN') rounded = below;
  else rounded = below + stepPaise;
  return paise < 0 ? -rounded : rounded;
}

/** The step in paise from a settings value in rupees (0.5 → 50), or the default. */
export function roundingStepPaise(roundingValue: number | null | undefined, hasDetails = false): number {
  if (roundingValue === null || roundingValue === undefined || roundingValue <= 0) {
    return hasDetails ? DETAILED_ROUNDING_STEP_PAISE : DEFAULT_ROUNDING_STEP_PAISE;
  }
  return rupeesToPaise(roundingValue);
}

export interface BillRoundOffSettings {
  isRoundOffEnabled: boolean;
  roundingType: string;
  /** Rupees. */
  roundingValue?: number | null;
}

export interface RoundOff {
  /** The round-off line amount: positive when the bill goes up, negative when it goes down. */
  roundOff: number;
  total: number;
}

/**
 * Rounds the bill total; the difference is shown as its own round-off line. Without settings
 * the default applies (NEAREST, 50 paise); settings without a value use the 25 paise step.
 */
export function billRoundOff(totalPaise: number, settings?: BillRoundOffSettings): RoundOff {
  if (!settings) {
    const total = roundToStep(totalPaise, DEFAULT_ROUNDING_STEP_PAISE, 'NEAREST');
    return { roundOff: total - totalPaise, total };
  }
  if (!settings.isRoundOffEnabled) return { roundOff: 0, total: totalPaise };
  const total = roundToStep(
    totalPaise,
    roundingStepPaise(settings.roundingValue, true),
    settings.roundingType,
  );
  return { roundOff: total - totalPaise, total };
}

export interface ItemRoundOffSettings {
  isItemRoundOffEnabled: boolean;
  itemRoundingType: string;
  itemRoundingValue?: number | null;
}

/** Item-level round-off of a line amount (after discount, before tax). */
export function roundItemAmount(paise: number, settings: ItemRoundOffSettings): number {
  if (!settings.isItemRoundOffEnabled) return paise;
  return roundToStep(paise, roundingStepPaise(settings.itemRoundingValue, true), settings.itemRoundingType);
}

export interface DiscountRoundOffSettings {
  isDiscountRoundOffEnabled: boolean;
  discountRoundingType: string;
}

/** Discount-level round-off of a discount amount. */
export function roundDiscount(paise: number, settings: DiscountRoundOffSettings): number {
  if (!settings.isDiscountRoundOffEnabled) return paise;
  return roundToStep(paise, DISCOUNT_ROUNDING_STEP_PAISE, settings.discountRoundingType);
}

/**
 * Amounts a cashier can offer to take for a bill: the amount itself, then the next multiple
 * of each denomination above it, without repeats, ascending (the spec names only the
 * denominations; this shape is our choice). Paise in, paise out.
 */
export function cashSuggestions(amountPaise: number): number[] {
  if (amountPaise <= 0) return [];
  const suggestions = new Set<number>([amountPaise]);
  for (const rupees of CASH_DENOMINATIONS) {
    suggestions.add(roundToStep(amountPaise, rupeesToPaise(rupees), 'ROUNDUP'));
  }
  return [...suggestions].sort((a, b) => a - b);
}
