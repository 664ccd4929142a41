// Reading one order as the API shows it.
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { readDetail } from './internal.ts';

export async function getOrder(db: Db, session: SupplierSession, orderId: number): Promise<OrderDetail> {
  return readDetail(db, session.supplierId, orderId);
}
