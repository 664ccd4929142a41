// SQL of the delivery boy's run: open orders assigned to him in the outlets he may use, and those he
// delivered in the last day.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletsVisibleTo } from '../supplier/index.ts';

export interface DeliveryRow {
  order_id: string | number;
  order_number: number;
  outlet_name: string;
  customer_name: string | null;
  customer_phone: string | null;
  customer_address: OrderAddress | null;
  delivery_status: string | null;
  order_statuses: string[];
  outstanding_paise: string | number;
  total_paise: string | number;
  created_at: Date | string;
}

export async function listAssignedDeliveries(db: DbOrTx, session: SupplierSession): Promise<DeliveryRow[]> {
  return rowsOf<DeliveryRow>(
    await db.execute(sql`
      SELECT o.order_id, o.order_number, ol.name AS outlet_name, c.name AS customer_name,
        c.mobile_number AS customer_phone, o.customer_address, o.delivery_status, o.order_statuses,
        o.outstanding_paise, o.total_paise, o.created_at
      FROM orders o
      JOIN outlets ol ON ol.supplier_id = o.supplier_id AND ol.outlet_id = o.outlet_id
      LEFT JOIN customers c ON c.supplier_id = o.supplier_id AND c.customer_id = o.customer_id
      WHERE o.supplier_id = ${session.supplierId}
        AND o.delivery_boy_id = ${session.userId}
        AND ${outletsVisibleTo(session)}
        AND (o.in_delivery_pending
          OR (o.delivery_status = 'DELIVERED' AND o.updated_at > now() - interval '1 day'))
      ORDER BY o.in_delivery_pending DESC, o.created_at
      LIMIT 200`),
  );
}
