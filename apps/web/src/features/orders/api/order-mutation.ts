// One order write: sent with its Idempotency-Key, the reply (the order as it now is) replaces the
// cached detail, and lists, tab counts and the serial pickers' in-stock lists are read again.
import { type OrderDetail, orderDetailSchema } from '@storekeep/domain/order-reply-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';
import { SERIALS_KEY } from '../../../app/serials/sellable-serials.ts';
import { ORDERS_KEY, orderDetailKey } from './order-keys.ts';

export interface OrderWrite<B> {
  body: B;
  idempotencyKey: string;
}

export function useOrderMutation<B>(orderId: number, request: { method: 'POST' | 'PUT'; path: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: OrderWrite<B>): Promise<OrderDetail> =>
      fetchParsed(`/api/v1/orders/${orderId}${request.path}`, orderDetailSchema, {
        method: request.method,
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(orderId), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: SERIALS_KEY }),
      ]);
    },
  });
}
