// GET /api/v1/categories: the whole tree, flat in display order, with its lastModifiedTimestamp.
import { type CategoryTreeReply, categoryTreeReplySchema } from '@storekeep/domain/category-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const CATEGORY_TREE_KEY = ['categories', 'tree'] as const;

export function fetchCategoryTree(): Promise<CategoryTreeReply> {
  return fetchParsed('/api/v1/categories', categoryTreeReplySchema);
}

export function useCategoryTree() {
  return useQuery({ queryKey: CATEGORY_TREE_KEY, queryFn: fetchCategoryTree, staleTime: 0 });
}
