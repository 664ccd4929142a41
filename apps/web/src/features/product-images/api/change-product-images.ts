// Reorder (PUT …/images/order), delete (DELETE …/images/:position) and retry a failed image's
// variants (POST …/images/:position/retry); replies replace the list.
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { productImagesKey, productImagesPath } from './product-images.ts';

function useImagesMutation<T>(productId: number, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T): Promise<ProductImagesReply> =>
      productImagesReplySchema.parse(await send(input)),
    onSuccess: (reply) => queryClient.setQueryData(productImagesKey(productId), reply),
    // A refused change (someone else changed the images) shows the server's order again.
    onError: () => void queryClient.invalidateQueries({ queryKey: productImagesKey(productId) }),
  });
}

export function useReorderProductImages(productId: number) {
  return useImagesMutation(productId, (imageIds: number[]) =>
    api.put<unknown>(`${productImagesPath(productId)}/order`, { imageIds }),
  );
}

export function useDeleteProductImage(productId: number) {
  return useImagesMutation(productId, (position: number) =>
    api.delete<unknown>(`${productImagesPath(productId)}/${position}`),
  );
}

export function useRetryProductImage(productId: number) {
  return useImagesMutation(productId, (position: number) =>
    api.post<unknown>(`${productImagesPath(productId)}/${position}/retry`, {}),
  );
}
