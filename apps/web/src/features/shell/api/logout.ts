// POST /api/v1/auth/logout: ends the session; the cache of this session is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/v1/auth/logout', undefined, { skipSessionHandling: true }),
    onSettled: () => {
      queryClient.clear();
    },
  });
}
