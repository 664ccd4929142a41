// The SMS Credits screen's reads: balance (get_sms_balance), credit history
// (get_sms_transaction_history), the messages sent with their status, the sender id status, and
// the credit packs with their purchase through the store's payment provider.
import {
  buySmsCreditsReplySchema,
  outboundMessageListSchema,
  senderIdStatusSchema,
  smsBalanceSchema,
  smsCreditPacksReplySchema,
  smsTransactionHistorySchema,
} from '@storekeep/domain/messages-api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const MESSAGES_KEY = ['messages'] as const;

export function useSmsBalance() {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'balance'],
    queryFn: () => fetchParsed('/api/v1/messages/sms-balance', smsBalanceSchema),
  });
}

export function useSmsHistory(pageNo: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'history', pageNo],
    placeholderData: keepPreviousData,
    queryFn: () => fetchParsed(`/api/v1/messages/sms-history?pageNo=${pageNo}`, smsTransactionHistorySchema),
  });
}

export function useSentMessages(pageNo: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'sent', pageNo],
    placeholderData: keepPreviousData,
    queryFn: () => fetchParsed(`/api/v1/messages?pageNo=${pageNo}`, outboundMessageListSchema),
  });
}

export function useSenderId() {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'sender-id'],
    queryFn: () => fetchParsed('/api/v1/messages/sender-id', senderIdStatusSchema),
  });
}

export function useSmsPacks() {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'packs'],
    queryFn: () => fetchParsed('/api/v1/messages/sms-packs', smsCreditPacksReplySchema),
  });
}

/** Buys a pack: the buyer is sent to the payment provider's page (or a form posted there). */
export function useBuySmsCredits() {
  return useMutation({
    mutationFn: (packId: string) =>
      fetchParsed('/api/v1/messages/sms-credit-purchases', buySmsCreditsReplySchema, {
        method: 'POST',
        body: { packId },
      }),
    onSuccess: (step) => {
      if (step.kind === 'redirect') {
        window.location.assign(step.url);
        return;
      }
      const form = document.createElement('form');
      form.method = 'post';
      form.action = step.action;
      for (const [name, value] of Object.entries(step.fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
  });
}
