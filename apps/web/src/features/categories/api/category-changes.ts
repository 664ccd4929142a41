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
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../app/api-client.ts';
import { CATEGORY_TREE_KEY } from './category-tree.ts';

const BASE = '/api/v1/categories';

function useChange<T>(send: (input: T, stamp: number | undefined) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T): Promise<CategoryChangeReply> => {
      const stamp = queryClient.getQueryData<CategoryTreeReply>(CATEGORY_TREE_KEY)?.lastModifiedTimestamp;
      return categoryChangeReplySchema.parse(await send(input, stamp));
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
  useChange((input: { name: string; parentId: number | null }, stamp) =>
    api.post(BASE, { ...input, lastModifiedTimestamp: stamp }),
  );

export const useRenameCategory = () =>
  useChange((input: { id: number; name: string }, stamp) =>
    api.patch(`${BASE}/${input.id}`, { name: input.name, lastModifiedTimestamp: stamp }),
  );

export const useHideCategories = () =>
  useChange((input: { ids: number[]; isHideProducts: boolean }, stamp) =>
    api.post(`${BASE}/hide`, { ...input, lastModifiedTimestamp: stamp }),
  );

export const useUnhideCategories = () =>
  useChange((input: { ids: number[]; isShowProducts: boolean }, stamp) =>
    api.post(`${BASE}/unhide`, { ...input, lastModifiedTimestamp: stamp }),
  );

export const useDeleteCategories = () =>
  useChange((input: { ids: number[] }, stamp) =>
    api.post(`${BASE}/delete`, { ...input, lastModifiedTimestamp: stamp }),
  );

export const useReorderCategories = () =>
  useChange((tree: ReorderCategoriesBody['tree'], stamp) =>
    api.put(`${BASE}/order`, { tree, lastModifiedTimestamp: stamp }),
  );

export const useMoveCategory = () =>
  useChange((input: { id: number; direction: 'up' | 'down' }, stamp) =>
    api.post(`${BASE}/${input.id}/move`, { direction: input.direction, lastModifiedTimestamp: stamp }),
  );

export const useSaveCategorySeo = () =>
  useChange((input: { id: number; seo: CategorySeoBody }, stamp) =>
    api.put(`${BASE}/${input.id}/seo`, { ...input.seo, lastModifiedTimestamp: stamp }),
  );

/** The original file and the square the cropper chose; the server keeps it at 200×200. */
export const useUploadCategoryImage = () =>
  useChange((input: { id: number; file: File; crop: CategoryImageCrop | null }, stamp) => {
    const form = new FormData();
    if (input.crop)
      for (const [key, value] of Object.entries(input.crop)) form.append(key, String(Math.round(value)));
    if (stamp !== undefined) form.append('lastModifiedTimestamp', String(stamp));
    form.append(DEFAULT_UPLOAD_FIELD_NAME, input.file, input.file.name);
    return api.post(`${BASE}/${input.id}/image`, form);
  });

export const useRemoveCategoryImage = () =>
  useChange((input: { id: number }, stamp) =>
    api.delete(`${BASE}/${input.id}/image${stamp === undefined ? '' : `?lastModifiedTimestamp=${stamp}`}`),
  );

export function useCategorySeo(id: number | null) {
  return useQuery({
    queryKey: ['categories', 'seo', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: async () => categorySeoReplySchema.parse(await api.get<unknown>(`${BASE}/${id}/seo`)),
  });
}

export function useCategorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isCategoryAutomated: boolean) =>
      categoryTreeReplySchema.parse(await api.put<unknown>(`${BASE}/settings`, { isCategoryAutomated })),
    onSuccess: (tree) => queryClient.setQueryData(CATEGORY_TREE_KEY, tree),
  });
}
