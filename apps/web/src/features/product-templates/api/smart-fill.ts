// SmartFill store setting: GET /store-setting (globalSmartFill) and POST /store-setting/update.
import { smartFillReplySchema } from '@storekeep/domain/product-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

const KEY = ['store-setting', 'smart-fill'] as const;

export function useSmartFill(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    enabled,
    queryFn: async () => fetchParsed('/api/v1/store-setting', smartFillReplySchema),
  });
}

export function useUpdateSmartFill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (smartFill: 0 | 1) =>
      fetchParsed('/api/v1/store-setting/update', smartFillReplySchema, {
        method: 'POST',
        body: { type: 'smartFill', smartFill },
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(KEY, reply);
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
