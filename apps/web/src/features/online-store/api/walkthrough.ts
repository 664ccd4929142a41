// POST /api/v1/site/walkthrough: store name, logo and theme; the shop stops being virtual.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export function useSaveWalkthrough() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { storeName: string; logoUrl: string | null; themeId: number }) =>
      api.post<{ isSuccess: boolean; redirectTo: string }>('/api/v1/site/walkthrough', input),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
