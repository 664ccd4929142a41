// Reorder (PUT …/images/order), delete (DELETE …/images/:position) and retry a failed image's
// variants (POST …/images/:position/retry); replies replace the list.
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestOptions, fetchParsed } from '../../../app/api-client.ts';
import { productImagesKey, productImagesPath } from './product-images.ts';

/** A change's request: its path under the product's images and what it sends. */
type ImagesRequest = { path: string } & Pick<ApiRequestOptions, 'method' | 'body'>;

function useImagesMutation<T>(productId: number, request: (input: T) => ImagesRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T): Promise<ProductImagesReply> => {
      const { path, ...options } = request(input);
      return fetchParsed(`${productImagesPath(productId)}${path}`, productImagesReplySchema, options);
    },
    onSuccess: (reply) => queryClient.setQueryData(productImagesKey(productId), reply),
    // A refused change (someone else changed the images) shows the server's order again.
    onError: () => void queryClient.invalidateQueries({ queryKey: productImagesKey(productId) }),
  });
}

export function useReorderProductImages(productId: number) {
  return useImagesMutation(productId, (imageIds: number[]) => ({
    path: '/order',
    method: 'PUT',
    body: { imageIds },
  }));
}

export function useDeleteProductImage(productId: number) {
  return useImagesMutation(productId, (position: number) => ({ path: `/${position}`, method: 'DELETE' }));
}

export function useRetryProductImage(productId: number) {
  return useImagesMutation(productId, (position: number) => ({
    path: `/${position}/retry`,
    method: 'POST',
    body: {},
  }));
}
