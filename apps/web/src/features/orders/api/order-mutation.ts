// One order write: sent with its Idempotency-Key, the reply (the order as it now is) replaces the
// cached detail, and lists and tab counts are read again.
import { orderDetailSchema } from '@storekeep/domain/order-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';
import { ORDERS_KEY, orderDetailKey } from './order-keys.ts';

export interface OrderWrite<B> {
  body: B;
  idempotencyKey: string;
}

export function useOrderMutation<B>(orderId: number, request: { method: 'POST' | 'PUT'; path: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: OrderWrite<B>): Promise<unknown> => {
      const url = `/api/v1/orders/${orderId}${request.path}`;
      const options = { headers: idempotencyHeaders(idempotencyKey) };
      return request.method === 'POST'
        ? api.post<unknown>(url, body, options)
        : api.put<unknown>(url, body, options);
    },
    onSuccess: async (reply) => {
      const order = orderDetailSchema.safeParse(reply);
      if (order.success) queryClient.setQueryData(orderDetailKey(orderId), order.data);
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
