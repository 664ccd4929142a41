// The serial (IMEI) numbers of a product in stock at an outlet (GET /api/v1/orders/serials), for a
// bill line's picker at the POS and in the order editor.
import { productSerialsReplySchema } from '@storekeep/domain/serials';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../api-client.ts';

export function useSellableSerials(productId: number | null, outletId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['serials', 'sellable', productId, outletId],
    enabled: enabled && productId !== null && outletId !== null,
    queryFn: () =>
      fetchParsed(
        `/api/v1/orders/serials?${new URLSearchParams({ productId: String(productId), outletId: String(outletId) })}`,
        productSerialsReplySchema,
      ),
  });
}
