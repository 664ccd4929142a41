// A customer's ledger (GET /khata/:customerId), a payment received against it (the customers
// API's khata payment) and an adjustment (POST /khata/:customerId/adjustments).
import { khataPaymentBodySchema, khataReplySchema } from '@storekeep/domain/customer-api';
import {
  type KhataAdjustmentBody,
  type KhataLedgerReply,
  khataLedgerReplySchema,
} from '@storekeep/domain/khata-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders } from '../../../app/idempotency.ts';
import { KHATA_KEY } from './dues.ts';

export function useLedger(customerId: number, page: number) {
  return useQuery({
    queryKey: [...KHATA_KEY, 'ledger', customerId, page],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<KhataLedgerReply> =>
      fetchParsed(`/api/v1/khata/${customerId}?page=${page}`, khataLedgerReplySchema),
  });
}

export type KhataPayment = z.input<typeof khataPaymentBodySchema>;

export function useRecordPayment(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: KhataPayment; idempotencyKey: string }) =>
      fetchParsed(`/api/v1/customers/${customerId}/khata/payments`, khataReplySchema, {
        method: 'POST',
        body: khataPaymentBodySchema.parse(body),
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KHATA_KEY }),
  });
}

export function useAdjustBalance(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KhataAdjustmentBody) =>
      fetchParsed(`/api/v1/khata/${customerId}/adjustments`, khataLedgerReplySchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KHATA_KEY }),
  });
}
