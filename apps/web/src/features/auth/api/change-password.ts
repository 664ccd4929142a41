// POST /api/v1/auth/change-password, then the app data is read again (enforcePasswordReset is cleared).
import type { ChangePasswordRequest } from '@storekeep/domain/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, NO_CONTENT } from '../../../app/api-client.ts';
import { APP_DATA_KEY } from '../../../app/app-data.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      fetchParsed('/api/v1/auth/change-password', NO_CONTENT, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APP_DATA_KEY }),
  });
}
