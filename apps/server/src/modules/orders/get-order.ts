// Reading one order as the API shows it, and proving an order is the person's to see.
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { ORDER_MESSAGES, readDetail, requireOrderOutlet } from './internal.ts';
import * as q from './queries.ts';

export async function getOrder(db: Db, session: SupplierSession, orderId: number): Promise<OrderDetail> {
  const order = await readDetail(db, session.supplierId, orderId);
  await requireOrderOutlet(db, session, order.outletId);
  return order;
}

/** 404 unless the order is the store's and of an outlet the person works in (other modules' reads). */
export async function requireVisibleOrder(db: Db, session: SupplierSession, orderId: number): Promise<void> {
  const order = await q.findOrder(db, session.supplierId, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  await requireOrderOutlet(db, session, order.outletId);
}
