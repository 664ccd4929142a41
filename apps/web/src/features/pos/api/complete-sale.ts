// Completing a counter sale: POST /api/v1/orders as an INSTORE order confirmed at once with its
// payment, under one Idempotency-Key per attempt, so a double press of Confirm makes one order.
import type { CreateOrderBody, OrderDetail } from '@storekeep/domain/order-api';
import { orderDetailSchema } from '@storekeep/domain/order-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';

export interface CompleteSale {
  body: CreateOrderBody;
  idempotencyKey: string;
}

export function useCompleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: CompleteSale): Promise<OrderDetail> =>
      orderDetailSchema.parse(
        await api.post<unknown>('/api/v1/orders', body, { headers: idempotencyHeaders(idempotencyKey) }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** POST /api/v1/customers/:id/credit-otp: sends the customer the OTP a credit sale needs. */
export function useSendCreditOtp() {
  return useMutation({
    mutationFn: async (customerId: number) =>
      api.post<{ sentTo: string; expiresAt: string }>(`/api/v1/customers/${customerId}/credit-otp`),
  });
}
