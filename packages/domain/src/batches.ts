// Batches and expiry at the counter: a sale takes stock first-expiring-first (FEFO), an expired
// batch is never sold, and serial (IMEI) numbers are one per unit.
import { STORE_TIME_ZONE } from './greeting.ts';

/** Today in the store's time zone, YYYY-MM-DD: the day expiry is judged by. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);
}

export interface SellableBatch {
  batchId: number;
  batchNo: string;
  /** YYYY-MM-DD, or null for a batch that does not expire. */
  expiryDate: string | null;
  /** On hand, thousandths of a unit. */
  quantityMilli: number;
}

export const BATCH_MESSAGES = {
  expired: (batchNo: string, expiryDate: string) =>
    `Batch ${batchNo} expired on ${expiryDate} and cannot be sold.`,
  allExpired: (name: string) => `${name}: every batch in stock has expired; it cannot be sold.`,
  restExpired: (name: string, available: string) =>
    `${name}: only ${available} can be sold; the rest of the stock has expired.`,
} as const;

/** A batch is expired from the day after its expiry date. */
export function isExpired(expiryDate: string | null, today: string): boolean {
  return expiryDate !== null && expiryDate < today;
}

/** Batches in FEFO order: earliest expiry first, batches without expiry last, then oldest batch first. */
export function fefoOrder<T extends SellableBatch>(batches: readonly T[]): T[] {
  return [...batches].sort((a, b) => {
    if (a.expiryDate !== b.expiryDate) {
      if (a.expiryDate === null) return 1;
      if (b.expiryDate === null) return -1;
      return a.expiryDate < b.expiryDate ? -1 : 1;
    }
    return a.batchId - b.batchId;
  });
}

export type FefoAllocation<T> =
  /**
   * The parts of the sale, first-expiring unexpired batch first, each taking what its batch holds
   * until the quantity is covered; what no unexpired batch holds is a last part without a batch
   * (unlinked: the ledger then decides on the product's stock).
   */
  | { kind: 'parts'; parts: { batch: T | null; milli: number }[] }
  /** Stock exists only in expired batches. */
  | { kind: 'expired'; batch: T };

/**
 * Splits a sale of `milli` across batches first-expiring-first. `taken` holds what earlier lines
 * of the same bill already took from each batch, and is updated, so two lines of one product do
 * not both count the same units.
 */
export function allocateFefo<T extends SellableBatch>(
  batches: readonly T[],
  milli: number,
  today: string,
  taken: Map<number, number> = new Map(),
): FefoAllocation<T> {
  const left = (b: T) => b.quantityMilli - (taken.get(b.batchId) ?? 0);
  const ordered = fefoOrder(batches.filter((b) => left(b) > 0));
  const live = ordered.filter((b) => !isExpired(b.expiryDate, today));
  if (live.length === 0 && ordered[0]) return { kind: 'expired', batch: ordered[0] };
  const parts: { batch: T | null; milli: number }[] = [];
  let rest = milli;
  for (const batch of live) {
    if (rest <= 0) break;
    const part = Math.min(rest, left(batch));
    parts.push({ batch, milli: part });
    taken.set(batch.batchId, (taken.get(batch.batchId) ?? 0) + part);
    rest -= part;
  }
  if (rest > 0 || parts.length === 0) parts.push({ batch: null, milli: rest });
  return { kind: 'parts', parts };
}

/** Serial numbers as kept: trimmed, upper case, no inner spaces. */
export function normaliseSerial(serial: string): string {
  return serial.replace(/\s+/g, '').toUpperCase();
}

/** The first serial given twice in one list, or null. */
export function repeatedSerial(serials: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const serial of serials.map(normaliseSerial)) {
    if (seen.has(serial)) return serial;
    seen.add(serial);
  }
  return null;
}
