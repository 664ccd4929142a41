// The store's categories for the inventory's category filter (GET /api/v1/categories, flat in
// display order), under the same query key as the catalogue's picker so both share one fetch.
import { categoryTreeReplySchema } from '@storekeep/domain/category-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useCategoryFilterOptions() {
  return useQuery({
    queryKey: ['categories', 'options'],
    staleTime: 60_000,
    queryFn: async () =>
      (await fetchParsed('/api/v1/categories', categoryTreeReplySchema)).categories.map((c) => ({
        value: String(c.id),
        label: c.breadcrumb,
      })),
  });
}
