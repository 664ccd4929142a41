// The delivery boy's run: his assigned orders with call, map and cash to collect. Picking up,
// delivering and collecting go through the orders module's own routes (delivery, payments).
import { addressLine, type DeliveryListReply } from '@storekeep/domain/delivery-api';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { listAssignedDeliveries } from './queries.ts';

export async function listDeliveries(db: Db, session: SupplierSession): Promise<DeliveryListReply> {
  const rows = await listAssignedDeliveries(db, session);
  return {
    deliveries: rows.map((row) => ({
      orderId: Number(row.order_id),
      orderNumber: row.order_number,
      outletName: row.outlet_name,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      address: addressLine(row.customer_address),
      deliveryStatus: row.delivery_status,
      pickedUp: row.delivery_status === 'DISPATCHED' || row.delivery_status === 'DELIVERED',
      delivered: row.delivery_status === 'DELIVERED' || row.order_statuses.includes('FULFILLED'),
      outstandingPaise: Number(row.outstanding_paise),
      totalPaise: Number(row.total_paise),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
