// POST /api/v1/site/walkthrough: store name, logo, the shop's facts, theme and the first products
// (with their stock) in one save; the
// shop stops being virtual. The reply names the new products (in row order) for their photos.
import { walkthroughReplySchema } from '@storekeep/domain/online-store-api';
import type { ShopProfileInput } from '@storekeep/domain/shop-profile';
import type { FirstProductInput } from '@storekeep/domain/walkthrough';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export interface WalkthroughInput {
  storeName: string;
  logoUrl: string | null;
  themeId: number;
  /** The shop's facts; the theme's text blocks are written from them. */
  profile: ShopProfileInput;
  /** Take orders without stock in hand. */
  makesToOrder: boolean;
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
