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

export type FefoPick<T> =
  | { kind: 'batch'; batch: T }
  /** Stock exists only in expired batches. */
  | { kind: 'expired'; batch: T }
  /** No batch holds stock: the line stays unlinked (and the ledger decides on stock). */
  | { kind: 'none' };

/**
 * The batch a sale of `milli` takes: the first-expiring unexpired batch that holds the whole
 * quantity, else the first-expiring unexpired batch with any stock (the ledger then says how much
 * is available).
 */
export function pickFefoBatch<T extends SellableBatch>(
  batches: readonly T[],
  milli: number,
  today: string,
): FefoPick<T> {
  const ordered = fefoOrder(batches.filter((b) => b.quantityMilli > 0));
  const live = ordered.filter((b) => !isExpired(b.expiryDate, today));
  const whole = live.find((b) => b.quantityMilli >= milli);
  if (whole) return { kind: 'batch', batch: whole };
  if (live[0]) return { kind: 'batch', batch: live[0] };
  if (ordered[0]) return { kind: 'expired', batch: ordered[0] };
  return { kind: 'none' };
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
