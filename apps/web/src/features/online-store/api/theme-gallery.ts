// The theme gallery and the store the builder works on (GET /api/v1/site/theme-categories,
// /site/verticals, /site/themes?vertical=, /site/supplier-info), read with the builder API's
// schemas.
import {
  supplierInfoSchema,
  themeCategoriesReplySchema,
  themesReplySchema,
  verticalsReplySchema,
} from '@storekeep/domain/online-store-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export type { SupplierInfo, ThemeCategory, ThemeSummary, Vertical } from '@storekeep/domain/online-store-api';

export const themeCategoriesQuery = queryOptions({
  queryKey: ['site', 'theme-categories'],
  staleTime: 10 * 60_000,
  queryFn: async () =>
    (await fetchParsed('/api/v1/site/theme-categories', themeCategoriesReplySchema)).categories,
});

export const verticalsQuery = queryOptions({
  queryKey: ['site', 'verticals'],
  staleTime: 10 * 60_000,
  queryFn: async () => (await fetchParsed('/api/v1/site/verticals', verticalsReplySchema)).verticals,
});

export const themesQuery = (verticalId: number | null) =>
  queryOptions({
    queryKey: ['site', 'themes', verticalId],
    queryFn: async () => {
      const path = verticalId === null ? '/api/v1/site/themes' : `/api/v1/site/themes?vertical=${verticalId}`;
      return (await fetchParsed(path, themesReplySchema)).themes;
    },
  });

export const supplierInfoQuery = queryOptions({
  queryKey: ['site', 'supplier-info'],
  queryFn: async () => fetchParsed('/api/v1/site/supplier-info', supplierInfoSchema),
});

export function useThemeCategories() {
  return useQuery(themeCategoriesQuery);
}
export function useVerticals() {
  return useQuery(verticalsQuery);
}
export function useThemes(verticalId: number | null) {
  return useQuery(themesQuery(verticalId));
}
export function useSupplierInfo() {
  return useQuery(supplierInfoQuery);
}
