// GET /api/v1/settings/payment-providers and PUT …/:provider: the stored keys (secrets never
// come back, only whether they are stored).
import type { PaymentProviderName } from '@storekeep/domain/checkout';
import {
  type PaymentProviderSummary,
  type paymentProviderBodySchema,
  paymentProvidersReplySchema,
} from '@storekeep/domain/checkout-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';

export const PAYMENT_PROVIDERS_KEY = ['settings', 'payment-providers'] as const;
export type ProviderName = PaymentProviderName;
export type ProviderKeysBody = z.input<typeof paymentProviderBodySchema>;

export function usePaymentProviders() {
  return useQuery({
    queryKey: PAYMENT_PROVIDERS_KEY,
    staleTime: 0,
    queryFn: async (): Promise<PaymentProviderSummary[]> =>
      fetchParsed('/api/v1/settings/payment-providers', paymentProvidersReplySchema),
  });
}

export function useSavePaymentProvider(provider: ProviderName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProviderKeysBody) =>
      fetchParsed(`/api/v1/settings/payment-providers/${provider}`, paymentProvidersReplySchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: (reply) => queryClient.setQueryData(PAYMENT_PROVIDERS_KEY, reply),
  });
}
