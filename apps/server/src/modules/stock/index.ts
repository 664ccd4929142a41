// What other modules use of stock besides its service: the stock ledger that every change goes through.

export { type BatchOnHand, batchesOnHand } from './batch-picking.ts';
export {
  applyPurchaseStockChanges,
  applyStockChanges,
  type PurchaseStockContext,
  type StockChange,
  type StockReason,
} from './ledger.ts';
