// GET and PUT /api/v1/settings/store-translations: the store's name per shopper language.
import { type StoreTranslations, storeTranslationsReplySchema } from '@storekeep/domain/store-translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

const PATH = '/api/v1/settings/store-translations';
export const STORE_TRANSLATIONS_KEY = ['settings', 'store-translations'] as const;

export function useStoreTranslations() {
  return useQuery({
    queryKey: STORE_TRANSLATIONS_KEY,
    staleTime: 0,
    queryFn: async () => fetchParsed(PATH, storeTranslationsReplySchema),
  });
}

export function useUpdateStoreTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (translations: StoreTranslations) =>
      fetchParsed(PATH, storeTranslationsReplySchema, { method: 'PUT', body: { translations } }),
    onSuccess: (reply) => queryClient.setQueryData(STORE_TRANSLATIONS_KEY, reply),
  });
}
