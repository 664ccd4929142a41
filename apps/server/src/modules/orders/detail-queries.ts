// SQL of an order's detail page: the order with its customer, payments, history and delivery boy in one statement.
import type { LoggedPaymentMode } from '@storekeep/domain/order-api';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orders } from '../../db/schema.ts';
import { type OrderRow, oneOrder } from './queries.ts';

/**
 * The parts of the detail page besides the order and its items (customer with khata balance,
 * payments, history, delivery boy), as columns computed from the order's row: read with the
 * order itself (findOrderDetail) or on their own (orderDetailParts). The statement reads FROM
 * orders: the subqueries name its columns in full (drizzle leaves the table out of a one-table query).
 */
function detailPartsColumns() {
  return {
    customer: sql<DetailCustomer | null>`(SELECT json_build_object('customerId', c.customer_id, 'name', c.name,
        'mobileNumber', c.mobile_number, 'gstin', c.gstin, 'isB2b', c.is_b2b, 'language', c.language,
        'balancePaise', (SELECT coalesce(sum(k.amount_paise), 0) FROM khata_entries k
                         WHERE k.supplier_id = c.supplier_id AND k.customer_id = c.customer_id))
      FROM customers c WHERE c.supplier_id = orders.supplier_id AND c.customer_id = orders.customer_id)`,
    payments: sql<
      DetailPayment[]
    >`(SELECT coalesce(json_agg(json_build_object('paymentId', p.payment_id, 'kind', p.kind,
        'mode', p.mode, 'amountPaise', p.amount_paise, 'tenderedPaise', p.tendered_paise, 'reference', p.reference,
        'provider', p.provider, 'userName', u.first_name, 'createdAt', p.created_at)
        ORDER BY p.created_at, p.payment_id), '[]')
      FROM order_payments p LEFT JOIN users u ON u.user_id = p.user_id
      WHERE p.supplier_id = orders.supplier_id AND p.order_id = orders.order_id)`,
    history: sql<DetailHistory[]>`(SELECT coalesce(json_agg(json_build_object('action', h.action,
        'orderStatuses', h.order_statuses, 'paymentStatus', h.payment_status, 'deliveryStatus', h.delivery_status,
        'userId', h.user_id, 'userName', u.first_name, 'note', h.note, 'createdAt', h.created_at)
        ORDER BY h.history_id), '[]')
      FROM order_status_history h LEFT JOIN users u ON u.user_id = h.user_id
      WHERE h.supplier_id = orders.supplier_id AND h.order_id = orders.order_id)`,
    deliveryBoy: sql<{ userId: number; name: string } | null>`(SELECT json_build_object('userId', u.user_id,
        'name', trim(u.first_name || ' ' || u.last_name))
      FROM users u WHERE u.supplier_id = orders.supplier_id AND u.user_id = orders.delivery_boy_id)`,
  };
}

export type DetailParts = {
  customer: DetailCustomer | null;
  payments: DetailPayment[];
  history: DetailHistory[];
  deliveryBoy: { userId: number; name: string } | null;
};

/**
 * The order with the parts of its detail page, in one statement (the items are read beside it:
 * listItems). One round trip instead of the order first and then what hangs off it.
 */
export async function findOrderDetail(
  tx: DbOrTx,
  supplierId: number,
  orderId: number,
): Promise<{ order: OrderRow; parts: DetailParts } | undefined> {
  const rows = await prepared(tx, 'find_order_detail', (handle) =>
    handle
      .select({ order: orders, ...detailPartsColumns() })
      .from(orders)
      .where(oneOrder())
      .prepare('find_order_detail'),
  ).execute({ supplierId, orderId });
  const row = rows[0];
  if (!row) return undefined;
  // Both drivers hand the json columns over parsed; the lists are '[]' when empty.
  const { order, ...parts } = row;
  return { order, parts };
}

/** The parts of the detail page besides the order, for an order that exists (payments for a refund). */
export async function orderDetailParts(
  tx: DbOrTx,
  supplierId: number,
  order: OrderRow,
): Promise<DetailParts> {
  const rows = await prepared(tx, 'order_detail_parts', (handle) =>
    handle.select(detailPartsColumns()).from(orders).where(oneOrder()).prepare('order_detail_parts'),
  ).execute({ supplierId, orderId: order.orderId });
  return rows[0] ?? { customer: null, payments: [], history: [], deliveryBoy: null };
}

export interface DetailCustomer {
  customerId: number;
  name: string;
  mobileNumber: string | null;
  gstin: string | null;
  isB2b: boolean;
  balancePaise: number | string;
  language: string | null;
}
export interface DetailPayment {
  paymentId: number;
  kind: 'PAYMENT' | 'REFUND';
  mode: LoggedPaymentMode;
  amountPaise: number;
  tenderedPaise: number | null;
  reference: string | null;
  provider: string | null;
  userName: string | null;
  createdAt: string;
}
export interface DetailHistory {
  action: string;
  orderStatuses: string[];
  paymentStatus: string;
  deliveryStatus: string | null;
  userId: number | null;
  userName: string | null;
  note: string | null;
  createdAt: string;
}
