// A product's stock history from the ledger, a page of 100 moves at a time (newest first).
import { type MoveHistoryReply, moveHistoryReplySchema } from '@storekeep/domain/inventory-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { INVENTORY_KEY } from './inventory-keys.ts';

export function useStockHistory(productId: number | null, variantId: number | null = null) {
  return useInfiniteQuery({
    queryKey: [...INVENTORY_KEY, 'history', productId, variantId],
    enabled: productId !== null,
    initialPageParam: null as number | null,
    getNextPageParam: (last: MoveHistoryReply) => last.nextBefore,
    queryFn: ({ pageParam }): Promise<MoveHistoryReply> =>
      fetchParsed(
        `/api/v1/inventory/products/${productId}/moves?${new URLSearchParams({
          ...(variantId ? { variantId: String(variantId) } : {}),
          ...(pageParam ? { before: String(pageParam) } : {}),
        })}`,
        moveHistoryReplySchema,
      ),
  });
}
