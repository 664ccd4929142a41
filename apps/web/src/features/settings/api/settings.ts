// GET /api/v1/settings and the two PATCH calls (docs/api.md); replies refresh the app data too.
import {
  type AccountSettingsPatch,
  type SettingsReply,
  type StoreSettingsPatch,
  settingsReplySchema,
} from '@storekeep/domain/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { APP_DATA_KEY } from '../../../app/app-data.ts';

export { type SettingsReply, settingsReplySchema };

export const SETTINGS_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    // Always read afresh when the page opens: another device may have changed them.
    staleTime: 0,
    queryFn: async () => fetchParsed('/api/v1/settings', settingsReplySchema),
  });
}

function useSettingsMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: T) => fetchParsed(path, settingsReplySchema, { method: 'PATCH', body: patch }),
    onSuccess: (reply) => {
      queryClient.setQueryData(SETTINGS_KEY, reply);
      void queryClient.invalidateQueries({ queryKey: APP_DATA_KEY });
    },
  });
}

export function useUpdateAccountSettings() {
  return useSettingsMutation<AccountSettingsPatch>('/api/v1/settings/account');
}

export function useUpdateStoreSettings() {
  return useSettingsMutation<StoreSettingsPatch>('/api/v1/settings/store');
}
