// Loose and packed goods (back-office.md §3 sellLooseProducts, sellPackedAndLooseProducts;
// shared-blocks.md §5 order item packaging and quantity display). A loose product is sold by weight
// or volume; its stock is kept in its own unit (the base unit: kg, g, l or ml), and the counter may
// enter a weight in the other unit of the same family (250 g of a kg product is 0.25 kg). With packed
// and loose selling on, a product with a content per piece is also sold in packs (packaging BOTH):
// a pack line counts whole packs, and each pack takes its content from the same base stock.
import { milliToQuantity, quantityToMilli, quantityToMilliOrNull } from './quantity.ts';

/** Weight and volume units, each with how many of the family's smallest unit (g, ml) it holds. */
const LOOSE_UNITS: Readonly<Record<string, { family: 'weight' | 'volume'; scale: number }>> = {
  kg: { family: 'weight', scale: 1000 },
  kgs: { family: 'weight', scale: 1000 },
  kilo: { family: 'weight', scale: 1000 },
  kilogram: { family: 'weight', scale: 1000 },
  g: { family: 'weight', scale: 1 },
  gm: { family: 'weight', scale: 1 },
  gms: { family: 'weight', scale: 1 },
  gram: { family: 'weight', scale: 1 },
  grams: { family: 'weight', scale: 1 },
  l: { family: 'volume', scale: 1000 },
  ltr: { family: 'volume', scale: 1000 },
  litre: { family: 'volume', scale: 1000 },
  liter: { family: 'volume', scale: 1000 },
  ml: { family: 'volume', scale: 1 },
};

const unitOf = (unit: string | null | undefined) => LOOSE_UNITS[(unit ?? '').trim().toLowerCase()];

/** A unit goods are weighed or measured in (kg, g, l, ml and their spellings). */
export function isLooseUnit(unit: string | null | undefined): boolean {
  return unitOf(unit) !== undefined;
}

/** The units the counter may enter a loose product's quantity in: its own, and the other of its family. */
export function entryUnits(baseUnit: string): string[] {
  const base = unitOf(baseUnit);
  if (!base) return [baseUnit];
  const other = base.family === 'weight' ? (base.scale === 1 ? 'kg' : 'g') : base.scale === 1 ? 'l' : 'ml';
  return [baseUnit, other];
}

/**
 * A quantity entered in `unit` as milli-units of `baseUnit` (250 g of a kg product: 250), or null
 * when the two units are not of one family or the result has more than 3 decimals of the base unit.
 */
export function toBaseMilli(quantity: number, unit: string, baseUnit: string): number | null {
  const from = unitOf(unit);
  const to = unitOf(baseUnit);
  if (unit.trim().toLowerCase() === baseUnit.trim().toLowerCase()) return quantityToMilliOrNull(quantity);
  if (!from || !to || from.family !== to.family) return null;
  const entered = quantityToMilliOrNull(quantity);
  if (entered === null) return null;
  const scaled = entered * from.scale;
  return scaled % to.scale === 0 ? scaled / to.scale : null;
}

/** A base-unit quantity (milli-units) as a number of `unit` of the same family (250 milli kg → 250 g). */
export function fromBaseMilli(milli: number, unit: string, baseUnit: string): number {
  const from = unitOf(baseUnit);
  const to = unitOf(unit);
  if (!from || !to || from.family !== to.family) return milliToQuantity(milli);
  return milliToQuantity((milli * from.scale) / to.scale);
}

/** What one pack holds in the product's base unit (500 g in a kg product: 500 milli), or null. */
export function packContentMilli(product: {
  unitOfMeasurement: string | null | undefined;
  contentPerPiece: string | number | null | undefined;
  unitPerPiece: string | null | undefined;
}): number | null {
  if (product.contentPerPiece === null || product.contentPerPiece === undefined) return null;
  const content = Number(product.contentPerPiece);
  if (!(content > 0)) return null;
  const base = product.unitOfMeasurement ?? '';
  const unit = product.unitPerPiece?.trim() || base;
  const milli = toBaseMilli(content, unit, base);
  return milli !== null && milli > 0 ? milli : null;
}

/** Whether the product is sold in packs as well as loose (packaging BOTH) under the account's flags. */
export function sellsInPacks(
  settings: { sellPackedAndLooseProducts: boolean },
  product: Parameters<typeof packContentMilli>[0],
): boolean {
  return settings.sellPackedAndLooseProducts && packContentMilli(product) !== null;
}

/**
 * The stock a line takes, in milli-units of the base unit: a pack line's packs times each pack's
 * content, any other line its own quantity.
 */
export function stockMilliOf(
  line: { milli: number; soldAsPkd: boolean },
  product: Parameters<typeof packContentMilli>[0],
): number {
  if (!line.soldAsPkd) return line.milli;
  const content = packContentMilli(product);
  if (content === null) return line.milli;
  return Math.round((line.milli * content) / 1000);
}

/** The price of one pack from the price of one base unit, to the paisa (half away from zero). */
export function packPricePaise(unitPricePaise: number, contentMilli: number): number {
  return Math.round((unitPricePaise * contentMilli) / 1000);
}

export const LOOSE_MESSAGES = {
  notInPacks: 'This product is not sold in packs.',
  wholePacks: 'Packs are sold in whole numbers.',
} as const;

/** A pack count is whole (a pack is never split). */
export function isWholePackCount(quantity: number): boolean {
  const milli = quantityToMilliOrNull(quantity);
  return milli !== null && milli % 1000 === 0;
}

/** The base-unit quantity of `packs` packs, for display ('2 × 500 g' holds 1 kg). */
export function packsInBase(packs: number, contentMilli: number): number {
  return milliToQuantity(Math.round((quantityToMilli(packs) * contentMilli) / 1000));
}
