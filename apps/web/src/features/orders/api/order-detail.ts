// GET /api/v1/orders/:orderId (getOrderDetails): items, totals, tax lines, history, payment log.
import { type OrderDetail, orderDetailSchema } from '@storekeep/domain/order-reply-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { orderDetailKey } from './order-keys.ts';

export async function fetchOrder(orderId: number): Promise<OrderDetail> {
  return fetchParsed(`/api/v1/orders/${orderId}`, orderDetailSchema);
}

export function useOrder(orderId: number) {
  return useQuery({ queryKey: orderDetailKey(orderId), queryFn: () => fetchOrder(orderId) });
}
