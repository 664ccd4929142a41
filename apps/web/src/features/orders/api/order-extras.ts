// Reads beside an order: the WhatsApp message (getOrderWhatsappMsg), whether a payment link can be
// made, and the delivery boys who can be assigned.

import type { OrderMessageKind } from '@storekeep/domain/order-api';
import {
  deliveryBoysReplySchema,
  paymentLinkReplySchema,
  whatsappMessageReplySchema,
} from '@storekeep/domain/order-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../app/api-client.ts';
import { ORDERS_KEY } from './order-keys.ts';

export type WhatsappMessage = z.infer<typeof whatsappMessageReplySchema>;
export type PaymentLinkCheck = z.infer<typeof paymentLinkReplySchema>;

export function useWhatsappMessage(orderId: number) {
  return useMutation({
    mutationFn: async (body: { kind: OrderMessageKind; msg?: string }): Promise<WhatsappMessage> =>
      whatsappMessageReplySchema.parse(
        await api.post<unknown>(`/api/v1/orders/${orderId}/whatsapp-message`, body),
      ),
  });
}

export function usePaymentLinkCheck(orderId: number) {
  return useMutation({
    mutationFn: async (type: string): Promise<PaymentLinkCheck> =>
      paymentLinkReplySchema.parse(
        await api.get<unknown>(`/api/v1/orders/${orderId}/payment-link?type=${encodeURIComponent(type)}`),
      ),
  });
}

export function useDeliveryBoys(enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'delivery-boys'],
    enabled,
    queryFn: async () => deliveryBoysReplySchema.parse(await api.get<unknown>('/api/v1/delivery-boys')),
  });
}
