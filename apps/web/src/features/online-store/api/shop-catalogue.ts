// GET /api/v1/site/catalogue: the store's own category and product cards, so the featured blocks
// on the editor's canvas show what shoppers will see (the server answers the storefront alike).
import type { CatalogueSource } from '@storekeep/blocks/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const shopCatalogueQuery = queryOptions({
  queryKey: ['site', 'shop-catalogue'],
  staleTime: 60_000,
  queryFn: () => api.get<Required<CatalogueSource>>('/api/v1/site/catalogue'),
});
