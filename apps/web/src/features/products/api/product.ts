// GET /api/v1/products/:id (fetch for edit), POST /api/v1/products (create), PUT (save).
import {
  type ProductCreateInput,
  type ProductEditInput,
  type ProductReply,
  productReplySchema,
} from '@storekeep/domain/product';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { PRODUCTS_KEY, productKey } from './product-keys.ts';

export function useProduct(productId: number) {
  return useQuery({
    queryKey: productKey(productId),
    // The editor always starts from the saved product.
    staleTime: 0,
    queryFn: async (): Promise<ProductReply> =>
      fetchParsed(`/api/v1/products/${productId}`, productReplySchema),
  });
}

export function useSaveProduct(productId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProductEditInput | ProductCreateInput): Promise<ProductReply> =>
      productId === null
        ? fetchParsed('/api/v1/products', productReplySchema, { method: 'POST', body: payload })
        : fetchParsed(`/api/v1/products/${productId}`, productReplySchema, { method: 'PUT', body: payload }),
    onSuccess: async (reply) => {
      const id = reply.productId ?? reply.serviceId;
      if (id !== undefined) queryClient.setQueryData(productKey(id), reply);
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY, refetchType: 'none' });
    },
  });
}
