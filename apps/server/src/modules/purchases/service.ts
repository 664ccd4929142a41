// Purchasing's use cases: raise, send, receive, bill, pay, return and close purchase orders (one
// file per use case), and the purchaseCount counter the shell's badge shows.
import type { DbOrTx } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletScopeOf } from '../supplier/index.ts';
import { countOpenPurchaseOrders } from './queries.ts';

export {
  createAutoPurchaseOrder,
  createPurchaseOrder,
  listLowStock,
  quickAddProducts,
  updatePurchaseOrder,
} from './create-purchase-order.ts';
export {
  cancelPurchaseOrder,
  closePurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  purchaseOrderPdf,
  sendPurchaseOrder,
} from './get-purchase-order.ts';
export { payPurchaseOrder, returnableSerials, returnPurchase } from './pay-and-return.ts';
export { createDirectBill, receivePurchaseOrder } from './receive-purchase-order.ts';

/**
 * purchaseCount: purchase orders sent and still waiting for goods, in the outlets the person works
 * in (the selected one when `selectedOnly`).
 */
export async function countOpenPurchases(db: DbOrTx, session: SupplierSession, selectedOnly: boolean) {
  const scope = await outletScopeOf(db, session);
  const outletIds =
    selectedOnly && session.selectedOutletId !== null
      ? [session.selectedOutletId].filter((id) => !scope || scope.includes(id))
      : scope;
  return countOpenPurchaseOrders(db, session.supplierId, outletIds);
}
