// Platform admin: supplier search and "act as" (docs/api.md).
import { type SupplierSearchResult, supplierSearchReplySchema } from '@storekeep/domain/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { appDataReply, replaceSession } from '../../../app/app-data.ts';

export type { SupplierSearchResult };

export function useSupplierSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'suppliers', search],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(
          `/api/v1/admin/suppliers?search=${encodeURIComponent(search)}`,
          supplierSearchReplySchema,
          { signal },
        )
      ).results,
    placeholderData: keepPreviousData,
  });
}

export function useActAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (supplierId: number) =>
      fetchParsed('/api/v1/admin/act-as', appDataReply, { method: 'POST', body: { supplierId } }),
    onSuccess: (appData) => {
      void replaceSession(queryClient, appData);
    },
  });
}
