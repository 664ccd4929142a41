// The serial (IMEI) numbers of a product in stock at an outlet (GET /api/v1/orders/serials), of the
// line's variant when the product has variants, for a bill line's picker at the POS and in the
// order editor.
import { productSerialsReplySchema } from '@storekeep/domain/serials';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../api-client.ts';

/** Every serial picker's list: read again once a bill, cancel or return moves serials. */
export const SERIALS_KEY = ['serials'] as const;

export function useSellableSerials(
  productId: number | null,
  variantId: number | null,
  outletId: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...SERIALS_KEY, 'sellable', productId, variantId, outletId],
    enabled: enabled && productId !== null && outletId !== null,
    queryFn: () =>
      fetchParsed(
        `/api/v1/orders/serials?${new URLSearchParams({
          productId: String(productId),
          ...(variantId ? { variantId: String(variantId) } : {}),
          outletId: String(outletId),
        })}`,
        productSerialsReplySchema,
      ),
  });
}
