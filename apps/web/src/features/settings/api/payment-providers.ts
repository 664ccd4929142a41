// GET /api/v1/settings/payment-providers and PUT …/:provider: the stored keys (secrets never
// come back, only whether they are stored).
import {
  type PAYMENT_PROVIDERS,
  type PaymentProviderSummary,
  type paymentProviderBodySchema,
  paymentProviderSummarySchema,
} from '@storekeep/domain/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../app/api-client.ts';

export const PAYMENT_PROVIDERS_KEY = ['settings', 'payment-providers'] as const;
export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type ProviderKeysBody = z.input<typeof paymentProviderBodySchema>;

const listSchema = z.array(paymentProviderSummarySchema);

export function usePaymentProviders() {
  return useQuery({
    queryKey: PAYMENT_PROVIDERS_KEY,
    staleTime: 0,
    queryFn: async (): Promise<PaymentProviderSummary[]> =>
      listSchema.parse(await api.get<unknown>('/api/v1/settings/payment-providers')),
  });
}

export function useSavePaymentProvider(provider: ProviderName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProviderKeysBody) =>
      listSchema.parse(await api.put<unknown>(`/api/v1/settings/payment-providers/${provider}`, body)),
    onSuccess: (reply) => queryClient.setQueryData(PAYMENT_PROVIDERS_KEY, reply),
  });
}
