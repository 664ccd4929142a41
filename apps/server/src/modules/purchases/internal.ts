// Helpers the purchase use cases share: the outlet a purchase order is for (within the person's
// outlets), the store's flags, the order locked for a change, and the line rows.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { canDoPurchase, type PurchaseAction, type PurchaseOrderStatus } from '@storekeep/domain/purchase';
import { PURCHASE_MESSAGES } from '@storekeep/domain/purchase-api';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findOutlet, findSupplier, outletScopeOf } from '../supplier/index.ts';
import * as q from './queries.ts';

export const OUTLET_NOT_FOUND = 'Outlet not found.';

/** GST state code of an outlet ('27'), from its state id. */
export const outletStateCode = (stateId: number | null) =>
  stateId === null ? null : String(stateId).padStart(2, '0');

/** The outlet asked for (or the selected one), refused when the person does not work there. */
export async function purchaseOutlet(
  tx: DbOrTx,
  session: SupplierSession,
  outletId: number | undefined | null,
) {
  const outlet = await findOutlet(tx, session.supplierId, outletId ?? session.selectedOutletId ?? null);
  if (!outlet) throw notFound(OUTLET_NOT_FOUND);
  const scope = await outletScopeOf(tx, session);
  if (scope && !scope.includes(outlet.outletId)) throw notFound(OUTLET_NOT_FOUND);
  return outlet;
}

export async function storeFlags(tx: DbOrTx, supplierId: number) {
  const supplier = await findSupplier(tx, supplierId);
  return {
    storeName: supplier?.storeName ?? '',
    flags: accountSettingsSchema.parse(supplier?.accountSettings ?? {}),
  };
}

/** The purchase order (locked when it is to change), 404 when it is not this store's or outlets'. */
export async function requireOrder(
  tx: DbOrTx,
  session: SupplierSession,
  purchaseOrderId: number,
  lock = false,
) {
  const order = await q.findPurchaseOrder(tx, session.supplierId, purchaseOrderId, lock);
  if (!order) throw notFound(PURCHASE_MESSAGES.notFound);
  const scope = await outletScopeOf(tx, session);
  if (scope && !scope.includes(order.outletId)) throw notFound(PURCHASE_MESSAGES.notFound);
  return order;
}

/** 409 with the spec-style reason when the order's status does not allow the action. */
export function assertAllowed(action: PurchaseAction, status: string) {
  if (!canDoPurchase(action, status as PurchaseOrderStatus))
    throw new AppError(409, 'conflict', PURCHASE_MESSAGES.notAllowed[action]);
}

/** The field error of one line of the request, e.g. lines.2.quantity. */
export function lineError(index: number, field: string, message: string) {
  return new AppError(400, 'invalid', message, { [`lines.${index}.${field}`]: message });
}
