// What the walkthrough's first-products step needs besides its save: the store's categories to
// pick from (GET /api/v1/categories) and each saved product's photo (POST /products/:id/images).
import { categoryTreeReplySchema } from '@storekeep/domain/category-api';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { uploadFile } from '../../../app/upload-file.ts';

export function useWalkthroughCategories() {
  return useQuery({
    queryKey: ['site', 'walkthrough-categories'],
    staleTime: 60_000,
    queryFn: async () =>
      (await fetchParsed('/api/v1/categories', categoryTreeReplySchema)).categories.map((c) => ({
        value: String(c.id),
        label: c.breadcrumb,
      })),
  });
}

export async function uploadFirstProductPhoto(productId: number, file: File): Promise<void> {
  await uploadFile({ url: `/api/v1/products/${productId}/images`, file });
}
