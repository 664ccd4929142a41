// Quantities: milli-units (how they are counted and summed) and display (shared-blocks §5): whole
// pieces, packets and pairs; other units to 3 decimals; whole packs for BOTH.
import { formatScaled, parseScaled } from './money.ts';

/**
 * Unit spellings counted whole. The spec names pieces, packets and pairs; the short forms
 * are the ones merchants type on labels (our choice).
 */
export const WHOLE_UNITS: readonly string[] = [
  'piece',
  'pieces',
  'pc',
  'pcs',
  'nos',
  'packet',
  'packets',
  'pkt',
  'pkts',
  'pair',
  'pairs',
  'pr',
];

export const QUANTITY_DECIMALS = 3;
/**
 * The largest quantity a line or a stock change takes: the spec's web quantity has 6 integer
 * digits (back-office.md §9), kept here to our 3 decimals.
 */
export const QUANTITY_MAX = 999_999.999;
export const MILLI_PER_UNIT = 1000;

// Quantity ↔ milli-units (thousandths: 1.25 kg is 1250). The one rounding rule: a quantity with
// more than 3 decimals rounds half away from zero to the thousandth (1.0005 → 1001, -1.0005 →
// -1001). Text and numbers are read digit by digit, never through a float `* 1000`
// (1.0005 * 1000 is 1000.4999999999999).

/** A quantity ('1.25', 1.25) → milli-units (1250), or null when it is not a number (form text). */
export function quantityToMilliOrNull(quantity: string | number): number | null {
  return parseScaled(quantity, QUANTITY_DECIMALS);
}

/** A quantity ('1.25', 1.25, a numeric column's '1.250') → milli-units (1250). Throws a RangeError on a non-number. */
export function quantityToMilli(quantity: string | number): number {
  const milli = quantityToMilliOrNull(quantity);
  if (milli === null) throw new RangeError(`Not a quantity: ${String(quantity)}`);
  return milli;
}

/** Milli-units → the quantity as a number (1250 → 1.25). */
export function milliToQuantity(milli: number): number {
  return milli / MILLI_PER_UNIT || 0;
}

/** Milli-units → plain text with 3 decimals (1250 → '1.250'), as numeric(14,3) columns hold it. */
export function milliToQuantityText(milli: number): string {
  return formatScaled(milli, QUANTITY_DECIMALS);
}

/** Whether a quantity has at most 3 decimals, i.e. is a whole number of milli-units. */
export function isWholeMilli(quantity: number): boolean {
  const milli = quantityToMilliOrNull(quantity);
  return milli !== null && milliToQuantity(milli) === quantity;
}

export const PACKAGING_TYPES = ['PIECE', 'PACK', 'BOTH'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export function isWholeUnit(unitOfMeasurement: string | null | undefined): boolean {
  return WHOLE_UNITS.includes((unitOfMeasurement ?? '').trim().toLowerCase());
}

/** Whole units round half away from zero to an integer; others to 3 decimals. */
export function roundQuantity(quantity: number, unitOfMeasurement?: string | null): number {
  if (isWholeUnit(unitOfMeasurement)) {
    return Math.sign(quantity) * Math.round(Math.abs(quantity)) || 0;
  }
  return milliToQuantity(quantityToMilli(quantity));
}

/** The quantity as shown: '3', '1.25', '0.333' (no trailing zeros), en-IN grouping for big counts. */
export function formatQuantity(quantity: number, unitOfMeasurement?: string | null): string {
  const rounded = roundQuantity(quantity, unitOfMeasurement);
  return rounded.toLocaleString('en-IN', { maximumFractionDigits: QUANTITY_DECIMALS, useGrouping: true });
}

export interface PackagedQuantity {
  packs: number;
  /** Pieces left over beyond whole packs. */
  loose: number;
}

/**
 * Packaging BOTH with a content per piece shows a whole count of packs. The spec does not
 * say what happens to a remainder; we keep it as loose pieces rather than rounding it away.
 * Returns null when the item is not sold as BOTH or has no content per piece.
 */
export function packagedQuantity(
  quantity: number,
  packagingType: string | null | undefined,
  contentPerPiece: number | null | undefined,
): PackagedQuantity | null {
  if (packagingType !== 'BOTH' || !contentPerPiece || contentPerPiece <= 0) return null;
  const total = quantityToMilli(quantity);
  const perPack = quantityToMilli(contentPerPiece);
  const packs = Math.trunc(total / perPack);
  return { packs, loose: milliToQuantity(total - packs * perPack) };
}
