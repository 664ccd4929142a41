// POST /api/v1/admin/stop-acting: the platform admin leaves the store they were acting for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { acceptAppData, replaceSession } from '../../../app/app-data.ts';

export function useStopActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => acceptAppData(await api.post<unknown>('/api/v1/admin/stop-acting')),
    onSuccess: (appData) => {
      void replaceSession(queryClient, appData);
    },
  });
}
