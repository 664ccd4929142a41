// SQL for reading orders (the orders issue adds writes, tabs and the stock ledger).
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orderItems, orders } from '../../db/schema.ts';

const orderColumns = {
  orderId: orders.orderId,
  orderNumber: orders.orderNumber,
  outletId: orders.outletId,
  source: orders.source,
  orderStatuses: orders.orderStatuses,
  paymentStatus: orders.paymentStatus,
  deliveryStatus: orders.deliveryStatus,
  totalPaise: orders.totalPaise,
  paidPaise: orders.paidPaise,
  createdAt: orders.createdAt,
  customerName: customers.name,
  customerMobile: customers.mobileNumber,
};

export async function listOrders(db: DbOrTx, supplierId: number, page: number, pageSize: number) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(
      customers,
      and(eq(customers.supplierId, orders.supplierId), eq(customers.customerId, orders.customerId)),
    )
    .where(eq(orders.supplierId, supplierId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await db.select({ n: count() }).from(orders).where(eq(orders.supplierId, supplierId));
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(
      customers,
      and(eq(customers.supplierId, orders.supplierId), eq(customers.customerId, orders.customerId)),
    )
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)))
    .limit(1);
  return rows[0];
}

export async function listOrderItems(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.lineNo);
}
