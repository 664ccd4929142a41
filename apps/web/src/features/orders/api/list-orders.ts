// GET /api/v1/orders (one tab, a page, search and date range) and GET /api/v1/orders/counts.
import {
  type OrderCountsReply,
  type OrderListReply,
  orderCountsReplySchema,
  orderListReplySchema,
} from '@storekeep/domain/order-reply-api';
import { type OrderTab, orderListQuery } from '@storekeep/domain/order-tabs';
import type { SupplierType } from '@storekeep/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { ORDERS_KEY } from './order-keys.ts';

export interface OrderFilters {
  search?: string;
  from?: string;
  to?: string;
  /** Sent only for all outlets; without it the server counts the outlet selected in the header. */
  outlets?: 'all';
}

export interface OrderListParams extends OrderFilters {
  tab: OrderTab;
  page: number;
  supplierType: SupplierType;
}

export function orderListUrl({ tab, page, supplierType, ...filters }: OrderListParams): string {
  const params = new URLSearchParams({ tab, page: String(page) });
  // The tab's sort comes from the domain (B2B payment-pending by totalOutstanding, largest first).
  const query = orderListQuery(tab, supplierType, page);
  if (query.sortBy === 'totalOutstanding') {
    params.set('sortBy', 'totalOutstanding');
    if (query.sortOrdr) params.set('sortOrder', query.sortOrdr);
  }
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `/api/v1/orders?${params}`;
}

export function useOrderList(params: OrderListParams) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', params],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<OrderListReply> => fetchParsed(orderListUrl(params), orderListReplySchema),
  });
}

export function useOrderCounts(filters: OrderFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'counts', filters],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<OrderCountsReply> =>
      fetchParsed(`/api/v1/orders/counts${query ? `?${query}` : ''}`, orderCountsReplySchema),
  });
}
