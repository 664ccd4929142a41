// Reads beside an order: the WhatsApp message (getOrderWhatsappMsg), the payment link with its
// message (or the refusal), and the delivery boys who can be assigned.

import type { OrderMessageKind } from '@storekeep/domain/order-api';
import {
  deliveryBoysReplySchema,
  messageStatusReplySchema,
  paymentLinkCreatedReplySchema,
  whatsappMessageReplySchema,
} from '@storekeep/domain/order-reply-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';
import { ORDERS_KEY } from './order-keys.ts';

export type WhatsappMessage = z.infer<typeof whatsappMessageReplySchema>;

export function useWhatsappMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'message-status', orderId] }),
    mutationFn: async (body: { kind: OrderMessageKind; msg?: string }): Promise<WhatsappMessage> =>
      fetchParsed(`/api/v1/orders/${orderId}/whatsapp-message`, whatsappMessageReplySchema, {
        method: 'POST',
        body,
      }),
  });
}

export type PaymentLinkCreated = z.infer<typeof paymentLinkCreatedReplySchema>;

/**
 * "Send payment link": the server makes the order's link (the store's provider, or its UPI ID) and
 * the WhatsApp message with it, or answers which refusal applies.
 */
export function useCreatePaymentLink(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'message-status', orderId] }),
    mutationFn: async (type: string): Promise<PaymentLinkCreated> =>
      fetchParsed(`/api/v1/orders/${orderId}/payment-link`, paymentLinkCreatedReplySchema, {
        method: 'POST',
        body: { type },
      }),
  });
}

export function useDeliveryBoys(enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'delivery-boys'],
    enabled,
    queryFn: async () => fetchParsed('/api/v1/delivery-boys', deliveryBoysReplySchema),
  });
}

/** getOrderMsgStatus: which WhatsApp messages were prepared for the order, and when. */
export function useMessageStatus(orderId: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'message-status', orderId],
    queryFn: async () => fetchParsed(`/api/v1/orders/${orderId}/message-status`, messageStatusReplySchema),
  });
}
