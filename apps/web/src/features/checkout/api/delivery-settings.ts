// GET/PUT /api/v1/settings/delivery: the storefront's delivery-charge ranges and pickup text.
import {
  type DeliverySettingsReply,
  type deliverySettingsBodySchema,
  deliverySettingsReplySchema,
} from '@storekeep/domain/checkout-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../app/api-client.ts';

export const DELIVERY_SETTINGS_KEY = ['settings', 'delivery'] as const;
export type DeliverySettingsBody = z.input<typeof deliverySettingsBodySchema>;

export function useDeliverySettings() {
  return useQuery({
    queryKey: DELIVERY_SETTINGS_KEY,
    staleTime: 0,
    queryFn: async (): Promise<DeliverySettingsReply> =>
      deliverySettingsReplySchema.parse(await api.get<unknown>('/api/v1/settings/delivery')),
  });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeliverySettingsBody) =>
      deliverySettingsReplySchema.parse(await api.put<unknown>('/api/v1/settings/delivery', body)),
    onSuccess: (reply) => queryClient.setQueryData(DELIVERY_SETTINGS_KEY, reply),
  });
}
