// GET /api/v1/notifications/counts, polled every NOTIFICATION_POLL_MS (back-office.md §4).
import { type NotificationCounts, notificationCountsSchema } from '@storekeep/domain/app-data';
import { NOTIFICATION_POLL_MS } from '@storekeep/domain/notifications';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { useOutletScope } from '../../../app/outlet-scope.ts';

export const NOTIFICATION_COUNTS_KEY = ['notifications', 'counts'] as const;

/** The badges count the outlets the order lists count (app/outlet-scope). */
export function fetchNotificationCounts(scope: OutletScope = 'selected'): Promise<NotificationCounts> {
  const query = scope === 'all' ? '?outlets=all' : '';
  return fetchParsed(`/api/v1/notifications/counts${query}`, notificationCountsSchema);
}

export function useNotificationCounts(enabled: boolean) {
  const scope = useOutletScope();
  return useQuery({
    queryKey: [...NOTIFICATION_COUNTS_KEY, scope],
    queryFn: () => fetchNotificationCounts(scope),
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_POLL_MS / 2,
  });
}
