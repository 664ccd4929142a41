// Inventory rules shared by the server and the admin app: adjustment reasons and their direction,
// the low-stock (restock) rule behind the menu badge, a count's differences, a transfer's states.
import { milliToQuantity, quantityToMilli } from './quantity.ts';

/** Why stock was changed by hand. Damage, theft, expiry and own use only take stock out. */
export const ADJUSTMENT_REASONS = [
  'DAMAGE',
  'THEFT',
  'COUNT',
  'EXPIRY',
  'OWN_USE',
  'OPENING',
  'ADJUSTMENT',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const STOCK_OUT_REASONS: readonly AdjustmentReason[] = ['DAMAGE', 'THEFT', 'EXPIRY', 'OWN_USE'];
/** Opening stock only adds. */
export const STOCK_IN_REASONS: readonly AdjustmentReason[] = ['OPENING'];

/** Every reason a stock move can carry (the ledger's column), for the history and the export. */
export const MOVE_REASONS = [
  'OPENING',
  'ADJUSTMENT',
  'SALE',
  'CANCEL',
  'RETURN',
  'DAMAGE',
  'THEFT',
  'COUNT',
  'EXPIRY',
  'OWN_USE',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  // Purchasing (0026): goods received on a vendor's bill, and sent back on a debit note.
  'PURCHASE',
  'PURCHASE_RETURN',
] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];

export const INVENTORY_MESSAGES = {
  stockOutReason: 'This reason only takes stock out: enter the quantity to remove.',
  stockInReason: 'Opening stock only adds: enter the quantity to add.',
  sameOutlet: 'Choose two different outlets.',
  transferState: 'This transfer cannot be changed any more.',
  notDispatched: 'Dispatch the transfer before receiving it.',
  overReceived: 'More than what is still in transit.',
  nothingToReceive: 'Enter the quantity received.',
  nothingCounted: 'Enter at least one counted quantity.',
  noDifference: 'The counted quantities match the stock: nothing to post.',
  duplicateProduct: 'Each product only once.',
  chooseVariant: 'Choose a variant of this product.',
  variantWrong: 'This variant does not belong to the product.',
} as const;

/** The message when a reason and the sign of the change disagree, or null when they fit. */
export function adjustmentDirectionError(reason: AdjustmentReason, quantity: number): string | null {
  if (quantity < 0 && STOCK_IN_REASONS.includes(reason)) return INVENTORY_MESSAGES.stockInReason;
  if (quantity > 0 && STOCK_OUT_REASONS.includes(reason)) return INVENTORY_MESSAGES.stockOutReason;
  return null;
}

/**
 * Low stock (the restock list and the menu's orange badge): a reorder level is set and the stock is
 * at or below it. The SQL of the list and of the badge spells the same condition.
 */
export function isLowStock(quantity: number, reorderLevel: number): boolean {
  return reorderLevel > 0 && quantity <= reorderLevel;
}

export const STOCK_FILTERS = ['all', 'low', 'out', 'expiring'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
/** "Expiring soon": a batch with stock whose expiry date falls within this many days. */
export const EXPIRING_SOON_DAYS = 30;

/** A counted line's difference from the stock on record (counted − on hand), in units, exact to milli. */
export function countDifference(counted: number, onHand: number): number {
  return milliToQuantity(quantityToMilli(counted) - quantityToMilli(onHand));
}

export const TRANSFER_STATUSES = [
  'REQUESTED',
  'IN_TRANSIT',
  'PARTLY_RECEIVED',
  'RECEIVED',
  'CANCELLED',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** What a transfer may do next in its state. */
export function transferActions(status: TransferStatus): {
  dispatch: boolean;
  receive: boolean;
  cancel: boolean;
} {
  return {
    dispatch: status === 'REQUESTED',
    receive: status === 'IN_TRANSIT' || status === 'PARTLY_RECEIVED',
    cancel: status === 'REQUESTED',
  };
}

/** The state after a receipt: all lines in full → RECEIVED, else still PARTLY_RECEIVED. */
export function statusAfterReceipt(
  lines: ReadonlyArray<{ quantity: number; receivedQuantity: number }>,
): TransferStatus {
  return lines.every((l) => quantityToMilli(l.receivedQuantity) >= quantityToMilli(l.quantity))
    ? 'RECEIVED'
    : 'PARTLY_RECEIVED';
}
