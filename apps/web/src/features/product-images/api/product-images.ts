// GET /api/v1/products/:productId/images, kept fresh while variants are being made.
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const productImagesKey = (productId: number) => ['product-images', productId] as const;
export const productImagesPath = (productId: number) => `/api/v1/products/${productId}/images`;

/** While an image is still processing, look again every few seconds until its variants exist. */
export const PROCESSING_POLL_MS = 3000;
const SLOWEST_POLL_MS = 60_000;

/**
 * Every 3 s for the first ten looks, then slower, down to once a minute: a variants job that
 * failed for good never turns its image ready, and the page should not poll fast forever.
 */
export function processingPollMs(looks: number): number {
  return Math.min(SLOWEST_POLL_MS, PROCESSING_POLL_MS * Math.max(1, looks / 10));
}

export function useProductImages(productId: number) {
  return useQuery({
    queryKey: productImagesKey(productId),
    queryFn: async (): Promise<ProductImagesReply> =>
      fetchParsed(productImagesPath(productId), productImagesReplySchema),
    refetchInterval: (query) =>
      query.state.data?.images.some((image) => image.state === 'processing')
        ? processingPollMs(query.state.dataUpdateCount)
        : false,
  });
}
