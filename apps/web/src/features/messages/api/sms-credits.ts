// The SMS Credits screen's reads: balance (get_sms_balance), credit history
// (get_sms_transaction_history), the messages sent with their status, and the sender id status.
import {
  outboundMessageListSchema,
  senderIdStatusSchema,
  smsBalanceSchema,
  smsTransactionHistorySchema,
} from '@storekeep/domain/messages-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
