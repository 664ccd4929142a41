// The delivery boy's run: his assigned orders, and the three things he does on the road (picked up,
// delivered, cash collected) through the orders API, each sent once with its Idempotency-Key.
import { type DeliveryListReply, deliveryListReplySchema } from '@storekeep/domain/delivery-api';
import { orderDetailSchema } from '@storekeep/domain/order-reply-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '../../../app/idempotency.ts';

const DELIVERIES_KEY = ['deliveries'] as const;

export function useDeliveries() {
  return useQuery({
    queryKey: DELIVERIES_KEY,
    refetchInterval: 60_000,
    queryFn: async (): Promise<DeliveryListReply> =>
      fetchParsed('/api/v1/deliveries', deliveryListReplySchema),
  });
}

export type DeliveryStep =
  | { kind: 'pickedUp' }
  | { kind: 'delivered' }
  | { kind: 'cash'; amountPaise: number };

export function useDeliveryStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, step }: { orderId: number; step: DeliveryStep }) =>
      fetchParsed(
        `/api/v1/orders/${orderId}/${step.kind === 'cash' ? 'payments' : 'delivery'}`,
        orderDetailSchema,
        {
          method: 'POST',
          headers: idempotencyHeaders(newIdempotencyKey()),
          body:
            step.kind === 'cash'
              ? { mode: 'CASH', amountPaise: step.amountPaise }
              : { status: step.kind === 'pickedUp' ? 'DISPATCHED' : 'DELIVERED' },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
