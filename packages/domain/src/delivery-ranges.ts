// Delivery-charge range entry (shared-blocks §3–§5, §9): chained min/max ranges, locking and the
// five messages. The last range may be left open ("and above": no max).

export const DELIVERY_RANGE_MESSAGES = {
  minRequired: 'Min order Quantity is required',
  maxRequired: 'Max order Quantity is required',
  chargeRequired: 'Charge is required',
  minNotBelowMax: 'Cannot be greater than maximum order Quantity',
  maxNotAboveMin: 'Cannot be less than minimum order Quantity',
} as const;

/** Refused by the server when ranges sent past the editor do not follow on from each other. */
export const DELIVERY_RANGE_CHAIN_MESSAGE = 'Must start just after the previous range.';

/**
 * The quantity tab counts units and steps by 1. Other tabs hold order amounts in paise, so
 * their "+ 0.01" step is one paisa, also 1. Charges are always paise.
 */
export type RangeKind = 'quantity' | 'amount';
export const RANGE_STEP: Record<RangeKind, number> = { quantity: 1, amount: 1 };

export interface DeliveryRange {
  min: number | null;
  max: number | null;
  charge: number | null;
  /** Earlier ranges lock: min follows the previous max, and max locks once a range follows. */
  minLocked: boolean;
  maxLocked: boolean;
}

export type DeliveryRangeErrors = Partial<Record<'min' | 'max' | 'charge', string>>;

const blank = (value: number | null) => value === null || Number.isNaN(value);

/**
 * Messages for one range. min >= max is reported on the field the merchant just edited:
 * on min as 'Cannot be greater than…', on max (the default) as 'Cannot be less than…'.
 */
export function validateRange(
  range: DeliveryRange,
  edited: 'min' | 'max' = 'max',
  options: { open?: boolean } = {},
): DeliveryRangeErrors {
  const errors: DeliveryRangeErrors = {};
  if (blank(range.min)) errors.min = DELIVERY_RANGE_MESSAGES.minRequired;
  // Only the last range may be open: it holds every order from its min on.
  if (blank(range.max) && !options.open) errors.max = DELIVERY_RANGE_MESSAGES.maxRequired;
  if (blank(range.charge)) errors.charge = DELIVERY_RANGE_MESSAGES.chargeRequired;
  if (!errors.min && !blank(range.max) && range.min! >= range.max!) {
    if (edited === 'min') errors.min = DELIVERY_RANGE_MESSAGES.minNotBelowMax;
    else errors.max = DELIVERY_RANGE_MESSAGES.maxNotAboveMin;
  }
  return errors;
}

export function isRangeValid(range: DeliveryRange): boolean {
  return Object.keys(validateRange(range)).length === 0;
}

/**
 * Every range's messages: each by the range rules (the last may be open), and each after the first
 * must start at the previous max plus the step (the editor sets it so and locks it).
 */
export function validateRanges(
  ranges: readonly Pick<DeliveryRange, 'min' | 'max' | 'charge'>[],
  kind: RangeKind,
): DeliveryRangeErrors[] {
  return ranges.map((range, index) => {
    const open = index === ranges.length - 1;
    const errors = validateRange({ ...range, minLocked: false, maxLocked: false }, 'max', { open });
    const previous = ranges[index - 1];
    if (
      !errors.min &&
      previous &&
      !blank(previous.max) &&
      range.min !== (previous.max as number) + RANGE_STEP[kind]
    )
      errors.min = DELIVERY_RANGE_CHAIN_MESSAGE;
    return errors;
  });
}

/** A new range cannot be added while the last has errors or empty fields (an open max included). */
export function canAddRange(ranges: readonly DeliveryRange[]): boolean {
  const last = ranges.at(-1);
  return last === undefined || isRangeValid(last);
}

/** Saving is blocked if any range is incomplete or has an error; the last may be open. */
export function canSaveRanges(ranges: readonly DeliveryRange[], kind: RangeKind = 'amount'): boolean {
  return validateRanges(ranges, kind).every((errors) => Object.keys(errors).length === 0);
}

/** The next range starts at the previous max + 1 (quantity) or + 0.01 (otherwise); earlier ranges lock. */
export function addRange(ranges: readonly DeliveryRange[], kind: RangeKind): DeliveryRange[] {
  if (!canAddRange(ranges)) return [...ranges];
  const last = ranges.at(-1);
  const locked = ranges.map((r) => ({
    ...r,
    minLocked: r === ranges[0] ? r.minLocked : true,
    maxLocked: true,
  }));
  const next: DeliveryRange = last
    ? { min: last.max! + RANGE_STEP[kind], max: null, charge: null, minLocked: true, maxLocked: false }
    : { min: null, max: null, charge: null, minLocked: false, maxLocked: false };
  return [...locked, next];
}

/** Deleting the last range unlocks the previous max. */
export function removeLastRange(ranges: readonly DeliveryRange[]): DeliveryRange[] {
  const kept = ranges.slice(0, -1).map((r) => ({ ...r }));
  const last = kept.at(-1);
  if (last) last.maxLocked = false;
  return kept;
}

/** The charge (paise) of the range holding the value, or null when no range holds it. */
export function deliveryChargeFor(ranges: readonly DeliveryRange[], value: number): number | null {
  const hit = ranges.find((r, index) => {
    const open = index === ranges.length - 1 && blank(r.max);
    if (Object.keys(validateRange(r, 'max', { open })).length > 0) return false;
    return value >= r.min! && (open || value <= r.max!);
  });
  return hit ? hit.charge : null;
}
