// A product's serial (IMEI) numbers at the outlets the user sees: in stock, or sold with the bill's
// number; and those in stock at one outlet of a line's variant, which a transfer's dispatch names.
import { productSerialsReplySchema } from '@storekeep/domain/serials';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { INVENTORY_KEY } from './inventory-keys.ts';

export function useProductSerials(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'serials', productId],
    enabled,
    queryFn: () => fetchParsed(`/api/v1/inventory/products/${productId}/serials`, productSerialsReplySchema),
  });
}

/** The outlet's in-stock serials of the product, of the variant (and those whose variant is not known). */
export function useOutletSerials(
  productId: number,
  variantId: number | null,
  outletId: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'serials', productId, 'in-stock', variantId, outletId],
    enabled,
    queryFn: () =>
      fetchParsed(
        `/api/v1/inventory/products/${productId}/serials?${new URLSearchParams({
          outletId: String(outletId),
          status: 'IN_STOCK',
          ...(variantId ? { variantId: String(variantId) } : {}),
        })}`,
        productSerialsReplySchema,
      ),
  });
}
