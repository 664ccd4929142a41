// GET /api/v1/products/search: by name or barcode, 20 a page (back-office.md §5, §7).

import { type ProductSearchReply, productSearchReplySchema } from '@storekeep/domain/product';
import { type ProductSearchType, productSearchQuery } from '@storekeep/domain/product-search';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { PRODUCTS_KEY } from './product-keys.ts';

export interface ProductSearchRequest {
  type: ProductSearchType;
  term: string;
  page: number;
  isServiceModule: '0' | '1';
}

export function useProductSearch(request: ProductSearchRequest | null) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'search', request],
    enabled: request !== null,
    // While the next page loads the current one stays; a new term starts from a loader.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ProductSearchRequest | null | undefined;
      return before && request && before.type === request.type && before.term === request.term
        ? previous
        : undefined;
    },
    queryFn: async (): Promise<ProductSearchReply> => {
      const { type, term, page, isServiceModule } = request as ProductSearchRequest;
      const query = productSearchQuery(type, term, page);
      const params = new URLSearchParams({
        ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
        ...(query.searchParameter !== undefined ? { searchParameter: query.searchParameter } : {}),
        currentPage: String(query.currentPage),
        pageSize: String(query.pageSize),
        isServiceModule,
      });
      return fetchParsed(`/api/v1/products/search?${params}`, productSearchReplySchema);
    },
  });
}
