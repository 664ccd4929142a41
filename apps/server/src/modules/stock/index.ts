// What other modules use of stock besides its service: the stock ledger that every change goes
// through, and the serial (IMEI) numbers a line names, checked and taken out of an outlet's stock.

export { type BatchOnHand, batchesOnHand } from './batch-picking.ts';
export {
  applyPurchaseStockChanges,
  applyStockChanges,
  type PurchaseStockContext,
  type StockChange,
  type StockReason,
} from './ledger.ts';
export { type ChosenSerial, chooseSerials, type SerialsOutLine, takeSerialsOut } from './serial-moves.ts';
export { heldSerials, inStockCounts } from './serial-queries.ts';
