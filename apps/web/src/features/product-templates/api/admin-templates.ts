// The platform admin's template catalogue: templates (any approval) and template categories.
import {
  type ProductTemplate,
  type ProductTemplateInput,
  productTemplateListSchema,
  productTemplateSchema,
  templateCategoryListSchema,
  templateCategorySchema,
} from '@storekeep/domain/product-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export function useAllTemplates(search: string, page: number) {
  return useQuery({
    queryKey: ['admin-templates', search, page],
    queryFn: async () =>
      productTemplateListSchema.parse(
        await api.get<unknown>(
          `/api/v1/admin/product-templates?${new URLSearchParams({ search, page: String(page) })}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTemplate(templateId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductTemplateInput): Promise<ProductTemplate> =>
      productTemplateSchema.parse(
        templateId === null
          ? await api.post<unknown>('/api/v1/admin/product-templates', input)
          : await api.put<unknown>(`/api/v1/admin/product-templates/${templateId}`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-templates'] }),
  });
}

export function useTemplateCategories() {
  return useQuery({
    queryKey: ['admin-template-categories'],
    queryFn: async () =>
      templateCategoryListSchema.parse(await api.get<unknown>('/api/v1/admin/template-categories')),
  });
}

export function useSaveTemplateCategory(templateCategoryId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; isUnderMaintenance: boolean }) =>
      templateCategorySchema.parse(
        templateCategoryId === null
          ? await api.post<unknown>('/api/v1/admin/template-categories', input)
          : await api.put<unknown>(`/api/v1/admin/template-categories/${templateCategoryId}`, input),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-template-categories'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-templates'] });
    },
  });
}
