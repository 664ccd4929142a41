// A product's serial (IMEI) numbers at the outlets the user sees: in stock, or sold with the bill's number.
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
