// Quantity display (shared-blocks §5): whole pieces, packets and pairs; other units to 3 decimals; whole packs for BOTH.
import { parseScaled } from './money.ts';

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

export const PACKAGING_TYPES = ['PIECE', 'PACK', 'BOTH'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export function isWholeUnit(unitOfMeasurement: string | null | undefined): boolean {
  return WHOLE_UNITS.includes((unitOfMeasurement ?? '').trim().toLowerCase());
}

/** Quantity in thousandths, exact (1.0005 → 1001). Throws on a non-number. */
function thousandths(quantity: number): number {
  const scaled = parseScaled(quantity, QUANTITY_DECIMALS);
  if (scaled === null) throw new RangeError(`Not a quantity: ${quantity}`);
  return scaled;
}

/** Whole units round half away from zero to an integer; others to 3 decimals. */
export function roundQuantity(quantity: number, unitOfMeasurement?: string | null): number {
  if (isWholeUnit(unitOfMeasurement)) {
    return Math.sign(quantity) * Math.round(Math.abs(quantity)) || 0;
  }
  return thousandths(quantity) / 1000 || 0;
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
  const total = thousandths(quantity);
  const perPack = thousandths(contentPerPiece);
  const packs = Math.trunc(total / perPack);
  return { packs, loose: (total - packs * perPack) / 1000 };
}
