// GET /api/v1/products (25 a page) and GET /api/v1/products/counts (tab and missing-data counts).
import {
  type ProductCountsReply,
  type ProductListQuery,
  type ProductListReply,
  productCountsReplySchema,
  productListReplySchema,
} from '@storekeep/domain/product';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';
import { PRODUCTS_KEY } from './product-keys.ts';

export function listQueryString(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export function useProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ProductListReply> =>
      fetchParsed(`/api/v1/products?${listQueryString(query)}`, productListReplySchema),
  });
}

export function useProductCounts(isServiceModule: '0' | '1') {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'counts', isServiceModule],
    queryFn: async (): Promise<ProductCountsReply> =>
      fetchParsed(`/api/v1/products/counts?isServiceModule=${isServiceModule}`, productCountsReplySchema),
  });
}
