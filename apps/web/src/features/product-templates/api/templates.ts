// The merchant's side of the template catalogue: approved templates, and a product made from one.
import {
  type CreateFromTemplate,
  createFromTemplateReplySchema,
  productTemplateListSchema,
} from '@storekeep/domain/product-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export function useApprovedTemplates(search: string, page: number, enabled = true) {
  return useQuery({
    queryKey: ['product-templates', search, page],
    enabled,
    queryFn: async () =>
      fetchParsed(
        `/api/v1/product-templates?${new URLSearchParams({ search, page: String(page) })}`,
        productTemplateListSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, ...input }: CreateFromTemplate & { templateId: number }) =>
      fetchParsed(`/api/v1/product-templates/${templateId}/products`, createFromTemplateReplySchema, {
        method: 'POST',
        body: input,
      }),
    // The product counters and lists change.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'product-templates' }),
  });
}
