// GET/PUT /api/v1/settings/delivery: the storefront's delivery-charge ranges and pickup text.
import {
  type DeliverySettingsReply,
  type deliverySettingsBodySchema,
  deliverySettingsReplySchema,
} from '@storekeep/domain/checkout-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';

export const DELIVERY_SETTINGS_KEY = ['settings', 'delivery'] as const;
export type DeliverySettingsBody = z.input<typeof deliverySettingsBodySchema>;

export function useDeliverySettings() {
  return useQuery({
    queryKey: DELIVERY_SETTINGS_KEY,
    staleTime: 0,
    queryFn: async (): Promise<DeliverySettingsReply> =>
      fetchParsed('/api/v1/settings/delivery', deliverySettingsReplySchema),
  });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeliverySettingsBody) =>
      fetchParsed('/api/v1/settings/delivery', deliverySettingsReplySchema, { method: 'PUT', body }),
    onSuccess: (reply) => queryClient.setQueryData(DELIVERY_SETTINGS_KEY, reply),
  });
}
