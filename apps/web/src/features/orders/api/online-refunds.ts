// GET /api/v1/orders/:orderId/online-refunds and POST …/:refundId/retry: refunds of the
// storefront's online payments, asked of the provider when the order was cancelled.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';
import { orderDetailKey } from './order-keys.ts';

export const onlineRefundSchema = z.object({
  refundId: z.number().int(),
  provider: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['PENDING', 'REFUNDED', 'FAILED']),
  providerRefundId: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export type OnlineRefund = z.infer<typeof onlineRefundSchema>;
const listSchema = z.array(onlineRefundSchema);

const refundsKey = (orderId: number) => [...orderDetailKey(orderId), 'online-refunds'] as const;

export function useOnlineRefunds(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: refundsKey(orderId),
    enabled,
    queryFn: async () => fetchParsed(`/api/v1/orders/${orderId}/online-refunds`, listSchema),
  });
}

export function useRetryOnlineRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (refundId: number) =>
      fetchParsed(`/api/v1/orders/${orderId}/online-refunds/${refundId}/retry`, listSchema, {
        method: 'POST',
      }),
    onSuccess: (reply) => queryClient.setQueryData(refundsKey(orderId), reply),
  });
}
