// Every change to the tree: each call quotes the tree's lastModifiedTimestamp (required in
// automated-category mode, a guard against another device's change otherwise) and its reply
// carries the tree as it now is, which replaces the cached one.

import {
  type CategoryChangeReply,
  type CategoryImageCrop,
  type CategorySeoBody,
  type CategoryTreeReply,
  categoryChangeReplySchema,
  categorySeoReplySchema,
  categoryTreeReplySchema,
  type ReorderCategoriesBody,
} from '@storekeep/domain/category-api';
import type { CategoryTranslations } from '@storekeep/domain/store-translations';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiRequestOptions, fetchParsed } from '../../../app/api-client.ts';
import { CATEGORY_TREE_KEY } from './category-tree.ts';

const BASE = '/api/v1/categories';

/** A change's request: its path under BASE and what it sends. */
type ChangeRequest = { path: string } & Pick<ApiRequestOptions, 'method' | 'body'>;

function useChange<T>(request: (input: T, stamp: number | undefined) => ChangeRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T): Promise<CategoryChangeReply> => {
      const stamp = queryClient.getQueryData<CategoryTreeReply>(CATEGORY_TREE_KEY)?.lastModifiedTimestamp;
      const { path, ...options } = request(input, stamp);
      return fetchParsed(`${BASE}${path}`, categoryChangeReplySchema, options);
    },
    onSuccess: (reply) => queryClient.setQueryData(CATEGORY_TREE_KEY, reply.tree),
    onError: (error) => {
      // Refused as stale or clashing: show the tree as it is now.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY });
    },
  });
}

export const useCreateCategory = () =>
  useChange((input: { name: string; parentId: number | null }, stamp) => ({
    path: '',
    method: 'POST',
    body: { ...input, lastModifiedTimestamp: stamp },
  }));

export const useRenameCategory = () =>
  useChange(
    (input: { id: number; name: string; translations?: CategoryTranslations | undefined }, stamp) => ({
      path: `/${input.id}`,
      method: 'PATCH',
      // Left out (mobile rename), the saved translations stay.
      body: { name: input.name, translations: input.translations, lastModifiedTimestamp: stamp },
    }),
  );

export const useHideCategories = () =>
  useChange((input: { ids: number[]; isHideProducts: boolean }, stamp) => ({
    path: '/hide',
    method: 'POST',
    body: { ...input, lastModifiedTimestamp: stamp },
  }));

export const useUnhideCategories = () =>
  useChange((input: { ids: number[]; isShowProducts: boolean }, stamp) => ({
    path: '/unhide',
    method: 'POST',
    body: { ...input, lastModifiedTimestamp: stamp },
  }));

export const useDeleteCategories = () =>
  useChange((input: { ids: number[] }, stamp) => ({
    path: '/delete',
    method: 'POST',
    body: { ...input, lastModifiedTimestamp: stamp },
  }));

export const useReorderCategories = () =>
  useChange((tree: ReorderCategoriesBody['tree'], stamp) => ({
    path: '/order',
    method: 'PUT',
    body: { tree, lastModifiedTimestamp: stamp },
  }));

export const useMoveCategory = () =>
  useChange((input: { id: number; direction: 'up' | 'down' }, stamp) => ({
    path: `/${input.id}/move`,
    method: 'POST',
    body: { direction: input.direction, lastModifiedTimestamp: stamp },
  }));

export const useSaveCategorySeo = () =>
  useChange((input: { id: number; seo: CategorySeoBody }, stamp) => ({
    path: `/${input.id}/seo`,
    method: 'PUT',
    body: { ...input.seo, lastModifiedTimestamp: stamp },
  }));

/** The original file and the square the cropper chose; the server keeps it at 200×200. */
export const useUploadCategoryImage = () =>
  useChange((input: { id: number; file: File; crop: CategoryImageCrop | null }, stamp) => {
    const form = new FormData();
    if (input.crop)
      for (const [key, value] of Object.entries(input.crop)) form.append(key, String(Math.round(value)));
    if (stamp !== undefined) form.append('lastModifiedTimestamp', String(stamp));
    form.append(DEFAULT_UPLOAD_FIELD_NAME, input.file, input.file.name);
    return { path: `/${input.id}/image`, method: 'POST', body: form };
  });

export const useRemoveCategoryImage = () =>
  useChange((input: { id: number }, stamp) => ({
    path: `/${input.id}/image${stamp === undefined ? '' : `?lastModifiedTimestamp=${stamp}`}`,
    method: 'DELETE',
  }));

export function useCategorySeo(id: number | null) {
  return useQuery({
    queryKey: ['categories', 'seo', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: async () => fetchParsed(`${BASE}/${id}/seo`, categorySeoReplySchema),
  });
}

export function useCategorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isCategoryAutomated: boolean) =>
      fetchParsed(`${BASE}/settings`, categoryTreeReplySchema, {
        method: 'PUT',
        body: { isCategoryAutomated },
      }),
    onSuccess: (tree) => queryClient.setQueryData(CATEGORY_TREE_KEY, tree),
  });
}
