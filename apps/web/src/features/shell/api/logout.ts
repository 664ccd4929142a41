// POST /api/v1/auth/logout: ends the session; the cache of this session is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, NO_CONTENT } from '../../../app/api-client.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      fetchParsed('/api/v1/auth/logout', NO_CONTENT, { method: 'POST', skipSessionHandling: true }),
    onSettled: () => {
      queryClient.clear();
    },
  });
}
