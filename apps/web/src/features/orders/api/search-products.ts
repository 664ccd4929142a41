// Product search for adding an item to an order (GET /api/v1/products/search, name or barcode by
// the domain's rule: a term without letters is a barcode).
import { type ProductSearchReply, productSearchReplySchema } from '@storekeep/domain/product';
import {
  detectSearchType,
  NAME_SEARCH_MIN_LENGTH,
  productSearchQuery,
} from '@storekeep/domain/product-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { ORDERS_KEY } from './order-keys.ts';

export function useOrderProductSearch(term: string) {
  const trimmed = term.trim();
  const type = detectSearchType(trimmed);
  const enabled = type === 'barcode' ? trimmed.length > 0 : trimmed.length >= NAME_SEARCH_MIN_LENGTH;
  return useQuery({
    queryKey: [...ORDERS_KEY, 'product-search', trimmed],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ProductSearchReply> => {
      const query = productSearchQuery(type, trimmed);
      const params = new URLSearchParams({
        ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
        ...(query.searchParameter !== undefined ? { searchParameter: query.searchParameter } : {}),
        currentPage: '1',
        pageSize: String(query.pageSize),
      });
      return fetchParsed(`/api/v1/products/search?${params}`, productSearchReplySchema);
    },
  });
}
