// Reading orders: the list and one order with its items.
import { type OrderStatus, orderStatusDisplay, type PaymentStatus } from '@storekeep/domain/order-status';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

export const ORDER_PAGE_SIZE = 25;

type OrderRow = NonNullable<Awaited<ReturnType<typeof q.findOrder>>>;

/** The row plus how its statuses read on screen (back-office.md §4, by the domain rules). */
function present(row: OrderRow, items: Array<{ variantId: number | null; batchLinked: boolean }> = []) {
  const display = orderStatusDisplay({
    paymentStatus: row.paymentStatus as PaymentStatus,
    orderStatuses: row.orderStatuses as OrderStatus[],
    orderDeliveryStatus: row.deliveryStatus,
    orderItemsCommands: items.map((item) => ({
      variantId: item.variantId ?? 0,
      batchLinked: item.batchLinked,
    })),
  });
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    paymentStatusName: display.paymentName,
    statusNames: display.names,
    showUnlinkedProduct: display.showUnlinkedProduct,
    showUnlinkedBatch: display.showUnlinkedBatch,
  };
}

export async function listOrders(db: Db, session: SupplierSession, page: number) {
  const { rows, total } = await q.listOrders(db, session.supplierId, page, ORDER_PAGE_SIZE);
  return { orders: rows.map((row) => present(row)), page, pageSize: ORDER_PAGE_SIZE, total };
}

export async function getOrder(db: Db, session: SupplierSession, orderId: number) {
  const row = await q.findOrder(db, session.supplierId, orderId);
  if (!row) throw notFound('Order not found.');
  const items = await q.listOrderItems(db, session.supplierId, orderId);
  return {
    ...present(row, items),
    items: items.map((item) => ({
      lineNo: item.lineNo,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      quantity: item.quantity,
      ratePaise: item.ratePaise,
      taxRate: item.taxRate,
      taxPaise: item.taxPaise,
      totalPaise: item.totalPaise,
      batchLinked: item.batchLinked,
    })),
  };
}
