// Delivery of an order: its delivery status, the delivery boy, the rider, and the delivery boys to pick from.
import type { riderBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { sendOrderMessage } from './customer-messages.ts';
import { lock, ORDER_MESSAGES, readDetail, record, requireAction } from './internal.ts';
import * as q from './queries.ts';

export async function setDeliveryStatus(
  db: Db,
  session: SupplierSession,
  orderId: number,
  status: 'DISPATCHED' | 'READY_FOR_PICKUP' | 'DELIVERED',
): Promise<OrderDetail> {
  const detail = await db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    if (status === 'DELIVERED') {
      requireAction(order, 'deliver');
      statuses.delete('UNFULFILLED');
      statuses.add('FULFILLED');
    } else {
      requireAction(order, status === 'DISPATCHED' ? 'dispatch' : 'readyForPickup');
      statuses.add(status);
    }
    await record(tx, session, order, status, { orderStatuses: [...statuses], deliveryStatus: status });
    return readDetail(tx, session.supplierId, orderId);
  });
  if (status !== 'READY_FOR_PICKUP')
    await sendOrderMessage(db, session.supplierId, orderId, {
      template: status === 'DISPATCHED' ? 'ORDER_DISPATCHED' : 'ORDER_DELIVERED',
    });
  return detail;
}

export async function assignDeliveryBoy(
  db: Db,
  session: SupplierSession,
  orderId: number,
  deliveryBoyId: number | null,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'assignDeliveryBoy');
    if (deliveryBoyId !== null && !(await q.findDeliveryBoy(tx, session.supplierId, deliveryBoyId)))
      throw notFound(ORDER_MESSAGES.deliveryBoyNotFound);
    await record(
      tx,
      session,
      order,
      deliveryBoyId === null ? 'DELIVERY_BOY_REMOVED' : 'DELIVERY_BOY_ASSIGNED',
      {
        deliveryBoyId,
      },
    );
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function setRider(
  db: Db,
  session: SupplierSession,
  orderId: number,
  rider: z.output<typeof riderBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(ORDER_MESSAGES.cancelled);
    await q.updateOrder(tx, session.supplierId, orderId, {
      rider: {
        rider_name: rider.rider_name ?? null,
        rider_phone: rider.rider_phone ?? null,
        eta: rider.eta ?? null,
        status: rider.status,
      },
    });
    return readDetail(tx, session.supplierId, orderId);
  });
}

export async function listDeliveryBoys(db: Db, session: SupplierSession) {
  const rows = await q.listDeliveryBoys(db, session.supplierId);
  return {
    deliveryBoys: rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      mobileNumber: row.mobileNumber,
    })),
  };
}
