// Completing a counter sale: POST /api/v1/orders as an INSTORE order confirmed at once with its
// payment, under one Idempotency-Key per attempt, so a double press of Confirm makes one order.

import { creditOtpReplySchema } from '@storekeep/domain/customer-api';
import type { CreateOrderBody } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { orderDetailSchema } from '@storekeep/domain/order-reply-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';
import { SERIALS_KEY } from '../../../app/serials/sellable-serials.ts';

export interface CompleteSale {
  body: CreateOrderBody;
  idempotencyKey: string;
}

export function useCompleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: CompleteSale): Promise<OrderDetail> =>
      fetchParsed('/api/v1/orders', orderDetailSchema, {
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: async () => {
      // The serials sold leave the pickers' in-stock lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: SERIALS_KEY }),
      ]);
    },
  });
}

/** POST /api/v1/customers/:id/credit-otp: sends the customer the OTP a credit sale needs. */
export function useSendCreditOtp() {
  return useMutation({
    mutationFn: (customerId: number) =>
      fetchParsed(`/api/v1/customers/${customerId}/credit-otp`, creditOtpReplySchema, { method: 'POST' }),
  });
}
