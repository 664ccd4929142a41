// POST /api/v1/admin/stop-acting: the platform admin leaves the store they were acting for.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { appDataReply, replaceSession } from '../../../app/app-data.ts';

export function useStopActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchParsed('/api/v1/admin/stop-acting', appDataReply, { method: 'POST' }),
    onSuccess: (appData) => {
      void replaceSession(queryClient, appData);
    },
  });
}
