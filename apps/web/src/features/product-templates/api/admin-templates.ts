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
import { fetchParsed } from '../../../app/api-client.ts';

export function useAllTemplates(search: string, page: number) {
  return useQuery({
    queryKey: ['admin-templates', search, page],
    queryFn: async () =>
      fetchParsed(
        `/api/v1/admin/product-templates?${new URLSearchParams({ search, page: String(page) })}`,
        productTemplateListSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTemplate(templateId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductTemplateInput): Promise<ProductTemplate> =>
      templateId === null
        ? fetchParsed('/api/v1/admin/product-templates', productTemplateSchema, {
            method: 'POST',
            body: input,
          })
        : fetchParsed(`/api/v1/admin/product-templates/${templateId}`, productTemplateSchema, {
            method: 'PUT',
            body: input,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-templates'] }),
  });
}

export function useTemplateCategories() {
  return useQuery({
    queryKey: ['admin-template-categories'],
    queryFn: async () => fetchParsed('/api/v1/admin/template-categories', templateCategoryListSchema),
  });
}

export function useSaveTemplateCategory(templateCategoryId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; isUnderMaintenance: boolean }) =>
      templateCategoryId === null
        ? fetchParsed('/api/v1/admin/template-categories', templateCategorySchema, {
            method: 'POST',
            body: input,
          })
        : fetchParsed(`/api/v1/admin/template-categories/${templateCategoryId}`, templateCategorySchema, {
            method: 'PUT',
            body: input,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-template-categories'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-templates'] });
    },
  });
}
