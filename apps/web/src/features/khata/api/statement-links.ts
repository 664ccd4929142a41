// Statement links of a customer (POST/DELETE /khata/:customerId/statement-links) and reminders
// (POST /khata/reminders).
import {
  type ReminderBody,
  type ReminderReply,
  reminderReplySchema,
  revokeLinksReplySchema,
  type StatementLinkReply,
  statementLinkReplySchema,
} from '@storekeep/domain/khata-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useStatementLink(customerId: number) {
  return useMutation({
    mutationFn: (): Promise<StatementLinkReply> =>
      fetchParsed(`/api/v1/khata/${customerId}/statement-links`, statementLinkReplySchema, {
        method: 'POST',
      }),
  });
}

export function useRevokeLinks(customerId: number) {
  return useMutation({
    mutationFn: () =>
      fetchParsed(`/api/v1/khata/${customerId}/statement-links`, revokeLinksReplySchema, {
        method: 'DELETE',
      }),
  });
}

export function useSendReminders() {
  return useMutation({
    mutationFn: (body: ReminderBody): Promise<ReminderReply> =>
      fetchParsed('/api/v1/khata/reminders', reminderReplySchema, { method: 'POST', body }),
  });
}
