// The store's categories (GET /api/v1/categories, flat in display order) for the editor's category
// picker and the list's category filter.
import { categoryTreeReplySchema } from '@storekeep/domain/category-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export interface CategoryOption {
  value: string;
  label: string;
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: ['categories', 'options'],
    staleTime: 60_000,
    queryFn: async (): Promise<CategoryOption[]> =>
      (await fetchParsed('/api/v1/categories', categoryTreeReplySchema)).categories.map((c) => ({
        value: String(c.id),
        label: c.breadcrumb,
      })),
  });
}
