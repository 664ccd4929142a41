// Bills put on hold at this counter, kept in the browser (per store) until resumed: a held bill is a
// draft, not an order, so it takes no stock and leaves nothing to clean up on the server.
import type { SaleDraft } from './sale-draft.ts';

export interface HeldBill {
  id: string;
  heldAt: string;
  draft: SaleDraft;
}

export const MAX_HELD_BILLS = 20;

const keyOf = (supplierId: number) => `storekeep.pos.held.${supplierId}`;

export function readHeldBills(storage: Storage, supplierId: number): HeldBill[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(supplierId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HeldBill[]) : [];
  } catch {
    return [];
  }
}

/** Puts the draft on hold (newest first); the oldest goes when more than MAX_HELD_BILLS are held. */
export function holdBill(
  storage: Storage,
  supplierId: number,
  draft: SaleDraft,
  now = new Date(),
): HeldBill[] {
  const held = [
    { id: `${now.getTime()}`, heldAt: now.toISOString(), draft },
    ...readHeldBills(storage, supplierId),
  ];
  const kept = held.slice(0, MAX_HELD_BILLS);
  storage.setItem(keyOf(supplierId), JSON.stringify(kept));
  return kept;
}

/** Takes a held bill back off the list and answers its draft. */
export function resumeBill(storage: Storage, supplierId: number, id: string): SaleDraft | null {
  const held = readHeldBills(storage, supplierId);
  const found = held.find((bill) => bill.id === id);
  if (!found) return null;
  storage.setItem(keyOf(supplierId), JSON.stringify(held.filter((bill) => bill.id !== id)));
  return found.draft;
}
