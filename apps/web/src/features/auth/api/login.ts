// POST /api/v1/auth/login: signs in and answers with the session's app data.
import type { AppData } from '@storekeep/domain/app-data';
import type { LoginRequest } from '@storekeep/domain/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { APP_DATA_KEY, appDataReply, replaceSession, storeAppData } from '../../../app/app-data.ts';

export function login(input: LoginRequest): Promise<AppData> {
  // A wrong password is a 401 too: the form shows it instead of the session redirect.
  return fetchParsed('/api/v1/auth/login', appDataReply, {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password },
    skipSessionHandling: true,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (appData) => {
      // Whatever was cached belonged to another user; the same user signing in again keeps it.
      const previous = queryClient.getQueryData<AppData>(APP_DATA_KEY);
      if (previous?.user.userId === appData.user.userId) storeAppData(queryClient, appData);
      else void replaceSession(queryClient, appData);
    },
  });
}
