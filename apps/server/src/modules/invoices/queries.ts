// SQL for an order's invoice: the order with its customer, outlet and store, and its items with
// the product's HSN/SAC code and unit. Every statement is scoped by supplier_id.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, orderItems, orders, outlets, products, suppliers } from '../../db/schema.ts';

export async function findInvoiceOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const rows = await db
    .select({
      orderId: orders.orderId,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      paidPaise: orders.paidPaise,
      storeName: suppliers.storeName,
      ownerMobile: suppliers.ownerMobile,
      accountSettings: suppliers.accountSettings,
      outletName: outlets.name,
      outletAddress: outlets.address,
      outletPincode: outlets.pincode,
      outletStateId: outlets.stateId,
      customerName: customers.name,
      customerMobile: customers.mobileNumber,
      customerGstin: customers.gstin,
      customerAddress: customers.address,
      customerCity: customers.city,
      customerState: customers.state,
      customerPincode: customers.pincode,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.supplierId, orders.supplierId))
    .innerJoin(outlets, and(eq(outlets.supplierId, orders.supplierId), eq(outlets.outletId, orders.outletId)))
    .leftJoin(
      customers,
      and(eq(customers.supplierId, orders.supplierId), eq(customers.customerId, orders.customerId)),
    )
    .where(and(eq(orders.supplierId, supplierId), eq(orders.orderId, orderId)))
    .limit(1);
  return rows[0];
}

export async function listInvoiceItems(db: DbOrTx, supplierId: number, orderId: number) {
  return db
    .select({
      lineNo: orderItems.lineNo,
      name: orderItems.name,
      quantity: orderItems.quantity,
      ratePaise: orderItems.ratePaise,
      taxRate: orderItems.taxRate,
      hsnSacNo: products.hsnSacNo,
      unit: products.unit,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.supplierId, orderItems.supplierId), eq(products.productId, orderItems.productId)),
    )
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.lineNo);
}
