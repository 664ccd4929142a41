// GET /api/v1/orders/:orderId/online-refunds and POST …/:refundId/retry: refunds of the
// storefront's online payments, asked of the provider when the order was cancelled.
import { type OnlineRefund, onlineRefundsReplySchema } from '@storekeep/domain/checkout-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { orderDetailKey } from './order-keys.ts';

export type { OnlineRefund };

const refundsKey = (orderId: number) => [...orderDetailKey(orderId), 'online-refunds'] as const;

export function useOnlineRefunds(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: refundsKey(orderId),
    enabled,
    queryFn: async () => fetchParsed(`/api/v1/orders/${orderId}/online-refunds`, onlineRefundsReplySchema),
  });
}

export function useRetryOnlineRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (refundId: number) =>
      fetchParsed(`/api/v1/orders/${orderId}/online-refunds/${refundId}/retry`, onlineRefundsReplySchema, {
        method: 'POST',
      }),
    onSuccess: (reply) => queryClient.setQueryData(refundsKey(orderId), reply),
  });
}
