// A product's custom-field answers: read and save (the server checks them with the same rules).
import {
  type CustomFieldAnswer,
  type ProductCustomFields,
  productCustomFieldsSchema,
} from '@storekeep/domain/custom-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const productCustomFieldsKey = (productId: number) => ['product-custom-fields', productId] as const;

export function useProductCustomFields(productId: number) {
  return useQuery({
    queryKey: productCustomFieldsKey(productId),
    queryFn: async (): Promise<ProductCustomFields> =>
      fetchParsed(`/api/v1/products/${productId}/custom-fields`, productCustomFieldsSchema),
  });
}

export function useSaveProductCustomFields(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CustomFieldAnswer[]) =>
      fetchParsed(`/api/v1/products/${productId}/custom-fields`, productCustomFieldsSchema, {
        method: 'PUT',
        body: { values },
      }),
    onSuccess: (reply) => queryClient.setQueryData(productCustomFieldsKey(productId), reply),
  });
}
