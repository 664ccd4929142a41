// Changing an order's customer (and delivery address) or its expiry date.
import type { orderCustomerBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { orderDetailParts } from './detail-queries.ts';
import { lock, ORDER_MESSAGES, readDetail, record, resolveAddress } from './internal.ts';
import * as q from './queries.ts';

export async function setExpiryDate(
  db: Db,
  session: SupplierSession,
  orderId: number,
  expiryDate: string | null,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    await q.updateOrder(tx, session.supplierId, orderId, { expiryDate });
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setOrderCustomer(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof orderCustomerBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    const details = await orderDetailParts(tx, session.supplierId, order);
    if (body.customerId !== order.customerId && details.payments.some((p) => p.mode === 'CREDIT'))
      throw conflict(ORDER_MESSAGES.creditCustomerLocked);
    if (body.customerId !== null && !(await q.findCustomer(tx, session.supplierId, body.customerId)))
      throw notFound(ORDER_MESSAGES.customerNotFound);
    const address = await resolveAddress(tx, session, body.customerId, body.addressId, body.address);
    await record(tx, session, order, 'CUSTOMER_CHANGED', {
      customerId: body.customerId,
      customerAddress: address,
      ...(address?.stateCode ? { placeOfSupply: address.stateCode } : {}),
    });
    return readDetail(tx, session.supplierId, orderId);
  });
}
