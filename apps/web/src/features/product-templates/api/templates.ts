// The merchant's side of the template catalogue: approved templates, and a product made from one.
import {
  type CreateFromTemplate,
  createFromTemplateReplySchema,
  productTemplateListSchema,
} from '@storekeep/domain/product-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export function useApprovedTemplates(search: string, page: number, enabled = true) {
  return useQuery({
    queryKey: ['product-templates', search, page],
    enabled,
    queryFn: async () =>
      productTemplateListSchema.parse(
        await api.get<unknown>(
          `/api/v1/product-templates?${new URLSearchParams({ search, page: String(page) })}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, ...input }: CreateFromTemplate & { templateId: number }) =>
      createFromTemplateReplySchema.parse(
        await api.post<unknown>(`/api/v1/product-templates/${templateId}/products`, input),
      ),
    // The product counters and lists change.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'product-templates' }),
  });
}
