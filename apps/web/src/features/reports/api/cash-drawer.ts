// The cash-drawer close as the transactions report uses it: a counter's day (GET
// /reports/cash-drawer/{accountId}), its close (PUT, again to replace it) and the closed days of a
// period (GET /reports/cash-drawer-closes).
import {
  type DrawerCloseBody,
  drawerCloseBodySchema,
  drawerCloseSchema,
  drawerClosesReplySchema,
  drawerDayReplySchema,
} from '@storekeep/domain/cash-drawer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { REPORTS_KEY } from './reports.ts';

const DRAWER_KEY = [...REPORTS_KEY, 'cash-drawer'] as const;

export function useDrawerDay(accountId: number | null, day: string) {
  return useQuery({
    queryKey: [...DRAWER_KEY, 'day', accountId, day],
    enabled: accountId !== null && day !== '',
    queryFn: () => fetchParsed(`/api/v1/reports/cash-drawer/${accountId}?day=${day}`, drawerDayReplySchema),
  });
}

export function useDrawerCloses(from: string, to: string) {
  return useQuery({
    queryKey: [...DRAWER_KEY, 'closes', from, to],
    enabled: from !== '' && to !== '',
    queryFn: () =>
      fetchParsed(
        `/api/v1/reports/cash-drawer-closes?${new URLSearchParams({ from, to })}`,
        drawerClosesReplySchema,
      ),
  });
}

export function useCloseDrawer(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawerCloseBody) =>
      fetchParsed(`/api/v1/reports/cash-drawer/${accountId}`, drawerCloseSchema, {
        method: 'PUT',
        body: drawerCloseBodySchema.parse(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAWER_KEY }),
  });
}
