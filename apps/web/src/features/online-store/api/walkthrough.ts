// POST /api/v1/site/walkthrough: store name, logo, theme and the first products in one save; the
// shop stops being virtual. The reply names the new products (in row order) for their photos.
import { walkthroughReplySchema } from '@storekeep/domain/online-store-api';
import type { FirstProductInput } from '@storekeep/domain/walkthrough';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export interface WalkthroughInput {
  storeName: string;
  logoUrl: string | null;
  themeId: number;
  products: FirstProductInput[];
}

export function useSaveWalkthrough() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WalkthroughInput) =>
      fetchParsed('/api/v1/site/walkthrough', walkthroughReplySchema, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
