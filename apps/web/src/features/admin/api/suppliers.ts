// Platform admin: supplier search and "act as" (docs/api.md).
import { type SupplierSearchResult, supplierSearchReplySchema } from '@storekeep/domain/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { acceptAppData, replaceSession } from '../../../app/app-data.ts';

export type { SupplierSearchResult };

export function useSupplierSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'suppliers', search],
    queryFn: async ({ signal }) =>
      supplierSearchReplySchema.parse(
        await api.get<unknown>(`/api/v1/admin/suppliers?search=${encodeURIComponent(search)}`, { signal }),
      ).results,
    placeholderData: keepPreviousData,
  });
}

export function useActAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (supplierId: number) =>
      acceptAppData(await api.post<unknown>('/api/v1/admin/act-as', { supplierId })),
    onSuccess: (appData) => {
      void replaceSession(queryClient, appData);
    },
  });
}
