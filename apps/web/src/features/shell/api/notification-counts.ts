// GET /api/v1/notifications/counts, polled every NOTIFICATION_POLL_MS (back-office.md §4).
import { type NotificationCounts, notificationCountsSchema } from '@storekeep/domain/app-data';
import { NOTIFICATION_POLL_MS } from '@storekeep/domain/notifications';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const NOTIFICATION_COUNTS_KEY = ['notifications', 'counts'] as const;

export function fetchNotificationCounts(): Promise<NotificationCounts> {
  return fetchParsed('/api/v1/notifications/counts', notificationCountsSchema);
}

export function useNotificationCounts(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATION_COUNTS_KEY,
    queryFn: fetchNotificationCounts,
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_POLL_MS / 2,
  });
}
